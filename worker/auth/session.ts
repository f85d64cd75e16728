import { and, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { sessions, users } from "../db/schema.js";
import type { AppEnv, SignedInUser } from "../env.js";
import { ApiError, recordsUnavailable } from "../http/errors.js";
import { hashToken, randomToken } from "../secrets/tokens.js";

/** The cookie holding the session's token (the database keeps only its hash). */
export const SESSION_COOKIE = "cr_session";

const SESSION_SECONDS = 30 * 24 * 60 * 60;

/** HttpOnly keeps it from scripts; Lax keeps it off cross-site POSTs. */
const cookieOptions = { httpOnly: true, secure: true, sameSite: "Lax", path: "/" } as const;

/**
 * Middleware: puts the account behind a live session cookie on c.var.user, or null. When D1 can't
 * be read, the caller is signed out for this request: seat-token routes (moves, talk) go on, and
 * account routes answer 503 (requireUser, and handleError for whatever else fails).
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  let user: SignedInUser | null = null;
  try {
    user = await userOfSession(c);
  } catch (error) {
    console.error("session: D1 unavailable, serving the request signed out", error);
    c.set("d1Down", true);
  }
  c.set("user", user);
  await next();
};

async function userOfSession(c: Context<AppEnv>): Promise<SignedInUser | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const [user] = await drizzle(c.env.DB)
    .select({ id: users.id, email: users.email, displayName: users.displayName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, Date.now())))
    .limit(1);
  return user ?? null;
}

/** The signed-in account, or a 401 for routes that need one. */
export function requireUser(c: Context<AppEnv>): SignedInUser {
  const user = c.get("user");
  if (!user && c.get("d1Down")) throw recordsUnavailable();
  if (!user) throw new ApiError(401, "NOT_SIGNED_IN", "Please sign in first.");
  return user;
}

/** Middleware for routes that need an account: the sign-in is asked for before the request is read. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** Starts a 30-day session for the account and sets its cookie on the response. */
export async function startSession(c: Context<AppEnv>, userId: string): Promise<void> {
  const token = randomToken();
  const now = Date.now();
  await drizzle(c.env.DB)
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt: now + SESSION_SECONDS * 1000 });
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_SECONDS });
}

/** Revokes the request's session (if any) and clears its cookie. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) {
    await drizzle(c.env.DB)
      .update(sessions)
      .set({ revokedAt: Date.now() })
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
  }
  deleteCookie(c, SESSION_COOKIE, cookieOptions);
  c.set("user", null);
}

/** Sessions that expired or were revoked can never be used again: the hourly job clears them out. */
export async function pruneSessions(db: D1Database, now: number): Promise<void> {
  await drizzle(db).delete(sessions).where(or(lte(sessions.expiresAt, now), isNotNull(sessions.revokedAt)));
}
