import type { Language } from "../../protocol/languages.js";
import { and, eq, gt, ne } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { hashToken } from "../secrets/tokens.js";
import { confirmedAddresses, mailOutbox } from "../db/schema.js";
import { DAY_MS } from "../../protocol/time.js";
import type { Notice, NoticeKind } from "./notice.js";
import type { OutboxRow } from "./outbox.js";
import { normalEmail } from "./settings.js";

/**
 * An address is its owner's: anyone may type any address at a join, so game mails go to an address
 * only once its owner confirmed it (opened the link in a confirmation mail, or signed in with it).
 * Until then a game mail waits, and the address gets one confirmation mail a day at most.
 */

/** How long a game mail waits for its address to be confirmed before it is dropped. */
export const OWNER_WAIT_MS = 2 * DAY_MS;

/**
 * Mails that go to unconfirmed addresses: sign-in links (asked for by the address's holder),
 * invitations (capped per address a day, and what a host means to send), push notices (to devices
 * that subscribed themselves), and the confirmation itself.
 */
const FREE_KINDS: ReadonlySet<NoticeKind> = new Set(["signin", "invite", "push", "confirm"]);

export async function confirmAddress(db: D1Database, email: string, now = Date.now()): Promise<void> {
  await drizzle(db).insert(confirmedAddresses).values({ email: normalEmail(email), confirmedAt: now }).onConflictDoNothing();
}

export async function isConfirmed(db: D1Database, email: string): Promise<boolean> {
  const [row] = await drizzle(db)
    .select({ email: confirmedAddresses.email })
    .from(confirmedAddresses)
    .where(eq(confirmedAddresses.email, normalEmail(email)))
    .limit(1);
  return row !== undefined;
}

/**
 * For a mail due now: null when it may go; "never" when its address stayed unconfirmed too long;
 * else when to try it again, and the confirmation mail to ask for (its key is the address's and
 * the day's, so queuing it again the same day adds nothing).
 */
export async function waitForOwner(db: D1Database, row: OutboxRow, now: number): Promise<null | "never" | { until: number; ask: Notice }> {
  if (FREE_KINDS.has(row.kind as NoticeKind) || (await isConfirmed(db, row.toEmail))) return null;
  const until = row.createdAt + OWNER_WAIT_MS;
  if (now >= until) return "never";
  const { origin, language } = await senderOf(db, row);
  const day = Math.floor(now / DAY_MS);
  const key = `confirm:${(hashToken(row.toEmail)).slice(0, 32)}:${day}`;
  return { until, ask: { kind: "confirm", key, to: row.toEmail, gameId: null, seat: null, data: { origin, language } } };
}

/** The origin and language the mail was written for (a "turns" mail's: its first notice's). */
async function senderOf(db: D1Database, row: OutboxRow): Promise<{ origin: string; language: Language | null }> {
  let data = row.data as { origin?: string; language?: Language | null } | null;
  if (!data?.origin) {
    const [notice] = await drizzle(db).select({ data: mailOutbox.data }).from(mailOutbox).where(eq(mailOutbox.digestKey, row.key)).limit(1);
    data = notice?.data as typeof data;
  }
  return { origin: data?.origin ?? "", language: data?.language ?? null };
}

/**
 * The address's held mails (never tried: not those waiting to be retried after an error), made due
 * now: the confirmation route sends them. Those held for quiet hours are held again on delivery.
 */
export async function releaseWaiting(db: D1Database, email: string, now: number): Promise<string[]> {
  const held = and(eq(mailOutbox.status, "pending"), ne(mailOutbox.kind, "turn"), eq(mailOutbox.attempts, 0), gt(mailOutbox.nextAttemptAt, now));
  const rows = await drizzle(db)
    .update(mailOutbox)
    .set({ nextAttemptAt: now })
    .where(and(eq(mailOutbox.toEmail, normalEmail(email)), held))
    .returning({ key: mailOutbox.key });
  return rows.map((row) => row.key);
}
