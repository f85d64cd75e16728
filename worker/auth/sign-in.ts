import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { signInTokens, users } from "../db/schema.js";
import type { SignedInUser } from "../env.js";
import { hashToken, randomToken } from "../secrets/tokens.js";

/** How long a sign-in link works: long enough to reach the inbox, short enough to be stale when leaked. */
export const SIGN_IN_LINK_MINUTES = 15;

/** Spent and expired links are kept this long (they explain nothing after), then deleted. */
const KEEP_OLD_LINKS_MS = 24 * 60 * 60 * 1000;

/** Creates a single-use sign-in token for the address; returns the token for the link. */
export async function createSignInToken(db: D1Database, email: string): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  const orm = drizzle(db);
  await orm.batch([
    orm
      .insert(signInTokens)
      .values({ tokenHash: hashToken(token), email, createdAt: now, expiresAt: now + SIGN_IN_LINK_MINUTES * 60_000 }),
    // Housekeeping while we are here, so the table never grows with old links.
    orm.delete(signInTokens).where(lt(signInTokens.expiresAt, now - KEEP_OLD_LINKS_MS)),
  ]);
  return token;
}

/**
 * Spends a sign-in token: returns its e-mail address, or null when the token is unknown, expired
 * or used. One conditional UPDATE, so two requests racing with the same link cannot both win.
 */
export async function consumeSignInToken(db: D1Database, token: string): Promise<string | null> {
  const now = Date.now();
  const [spent] = await drizzle(db)
    .update(signInTokens)
    .set({ usedAt: now })
    .where(and(eq(signInTokens.tokenHash, hashToken(token)), isNull(signInTokens.usedAt), gt(signInTokens.expiresAt, now)))
    .returning({ email: signInTokens.email });
  return spent?.email ?? null;
}

/** The account for the address, created on its first sign-in (without a display name). */
export async function findOrCreateUser(db: D1Database, email: string): Promise<SignedInUser> {
  const orm = drizzle(db);
  const [, [user]] = await orm.batch([
    orm.insert(users).values({ id: crypto.randomUUID(), email, displayName: null, createdAt: Date.now() }).onConflictDoNothing(),
    orm.select({ id: users.id, email: users.email, displayName: users.displayName }).from(users).where(eq(users.email, email)),
  ]);
  if (!user) throw new Error(`account for a spent sign-in token is missing`);
  return user;
}
