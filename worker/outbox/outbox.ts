import { and, asc, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { mailOutbox } from "../db/schema.js";
import { DAY_MS } from "../../protocol/time.js";
import type { TurnData } from "../mail/mail-data.js";
import type { Notice } from "./notice.js";

/**
 * The outbox's table in D1 (`mail_outbox`, named before push and webhooks joined it): every notice
 * (a mail, a push notice, a webhook message) is a row keyed by its idempotency key. Queuing the
 * same key twice adds nothing; a row is claimed before it is sent (marked "sending", attempts + 1,
 * leased for a while), so two runners never send it both; a failed send goes back to pending with
 * a later next_attempt_at (backoff), until it goes out or is given up as failed, and is never
 * deleted before. Only the outbox (this folder) reads or writes it: dispatch.ts delivers its rows.
 * docs/security.md ("Outbound delivery") says where a crash can still send one twice.
 */

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * A row still "sending" when its lease ends (a runner that died mid-send) is tried again. Every
 * delivery gives up long before (http/outbound.ts), so a live runner is always done by then.
 */
export const LEASE_MS = 2 * 60_000;
/**
 * Rows delivered at once. A Worker has at most six outgoing connections waiting for an answer at a
 * time, and a seventh waits for one of them (https://developers.cloudflare.com/workers/platform/limits/,
 * "Simultaneous open connections"); a hanging one holds its place only until its timeout.
 */
export const DELIVERIES_AT_ONCE = 6;
/** Retries back off 1, 2, 4 … minutes up to an hour between attempts; after this many, it has failed. */
export const MAX_ATTEMPTS = 30;

export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** A row that may be claimed: waiting to go, or left "sending" by a runner whose lease has ended. */
const open = (now: number) => and(inArray(mailOutbox.status, ["pending", "sending"]), lte(mailOutbox.nextAttemptAt, now));
const unfinished = inArray(mailOutbox.status, ["pending", "sending"]);


/** Rows older than this that are done with are deleted. */
const KEEP_DONE_MS = 30 * DAY_MS;

/** Puts notices in the outbox (a key already there is left alone). */
export async function enqueueNotices(db: D1Database, notices: Notice[], now = Date.now()): Promise<void> {
  if (notices.length === 0) return;
  const orm = drizzle(db);
  const inserts = notices.map((notice) =>
    orm
      .insert(mailOutbox)
      .values({
        key: notice.key,
        kind: notice.kind,
        toEmail: notice.to.trim().toLowerCase(),
        gameId: notice.gameId,
        seat: notice.seat,
        data: notice.data,
        status: "pending",
        nextAttemptAt: now,
        expiresAt: notice.expiresAt ?? null,
        createdAt: now,
      })
      .onConflictDoNothing(),
  );
  await orm.batch(inserts as [(typeof inserts)[number], ...typeof inserts]);
}


/** These rows, if unfinished and not turn notices (which go out in a "turns" mail). */
export async function unfinishedRows(db: D1Database, keys: string[]): Promise<OutboxRow[]> {
  return drizzle(db)
    .select()
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.key, keys), unfinished, ne(mailOutbox.kind, "turn")));
}

/** The rows due now, soonest first (turn notices go out in a "turns" mail). */
export async function dueRows(db: D1Database, now: number, limit: number): Promise<OutboxRow[]> {
  return drizzle(db)
    .select()
    .from(mailOutbox)
    .where(and(open(now), ne(mailOutbox.kind, "turn")))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit);
}

/** Claims a row for one attempt (attempts + 1, leased): null when another runner has it or it is done. */
export async function claim(db: D1Database, key: string, now: number): Promise<OutboxRow | null> {
  const [claimed] = await drizzle(db)
    .update(mailOutbox)
    .set({ status: "sending", attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: now + LEASE_MS })
    .where(and(eq(mailOutbox.key, key), open(now)))
    .returning();
  return claimed ?? null;
}

/** Holds an unclaimed row until `at` (quiet hours, an unconfirmed address). */
export async function hold(db: D1Database, key: string, at: number, now: number): Promise<void> {
  await drizzle(db).update(mailOutbox).set({ status: "pending", nextAttemptAt: at }).where(and(eq(mailOutbox.key, key), open(now)));
}

/** Keeps what an attempt learnt with the row (a rendered mail, a webhook's body, devices reached). */
export async function keepData(db: D1Database, key: string, data: unknown): Promise<void> {
  await drizzle(db).update(mailOutbox).set({ data }).where(eq(mailOutbox.key, key));
}

/** A push notice reached one device: added to the row's list in place (other devices finish alongside). */
export async function keepReached(db: D1Database, key: string, deviceId: string): Promise<void> {
  await db
    .prepare("UPDATE mail_outbox SET data = json_set(data, '$.sentTo', json_insert(coalesce(json_extract(data, '$.sentTo'), json('[]')), '$[#]', ?2)) WHERE key = ?1")
    .bind(key, deviceId)
    .run();
}

/** Sent: the links in it are the recipient's alone, so nothing of them is kept (nor of the turn notices a "turns" mail gathered). */
export async function markSent(db: D1Database, key: string, now: number): Promise<void> {
  const orm = drizzle(db);
  await orm.batch([
    orm.update(mailOutbox).set({ status: "sent", sentAt: now, data: null, lastError: null }).where(eq(mailOutbox.key, key)),
    orm.update(mailOutbox).set({ data: null }).where(eq(mailOutbox.digestKey, key)),
  ]);
}

/** To be tried again at `at` (null: `error` is null for a notice held for quiet hours, never failed). */
export async function retryAt(db: D1Database, key: string, at: number, error: string | null): Promise<void> {
  await drizzle(db).update(mailOutbox).set({ status: "pending", nextAttemptAt: at, lastError: error }).where(eq(mailOutbox.key, key));
}

/** Given up: the row stays with its reason, but not its data (links in it open seats). */
export async function markFailed(db: D1Database, key: string, error: string): Promise<void> {
  await drizzle(db).update(mailOutbox).set({ status: "failed", lastError: error, data: null }).where(eq(mailOutbox.key, key));
}

/** Not to be sent (preferences, expiry, nothing left to tell): kept with why, without its data. */
export async function markSkipped(db: D1Database, key: string, reason: string): Promise<void> {
  await drizzle(db)
    .update(mailOutbox)
    .set({ status: "skipped", lastError: reason, data: null })
    .where(and(eq(mailOutbox.key, key), unfinished));
}

/** When an unfinished row is next due (null: it is done). */
export async function nextAttemptOf(db: D1Database, key: string): Promise<number | null> {
  const [next] = await drizzle(db).select({ at: mailOutbox.nextAttemptAt }).from(mailOutbox).where(eq(mailOutbox.key, key));
  return next?.at ?? null;
}

/** The notices a "turns" mail carries: one per game (the newest), oldest game first. */
export async function turnNoticesOf(db: D1Database, digestKey: string): Promise<TurnData[]> {
  const rows = await drizzle(db)
    .select({ gameId: mailOutbox.gameId, data: mailOutbox.data, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.digestKey, digestKey), eq(mailOutbox.kind, "turn")))
    .orderBy(mailOutbox.createdAt);
  const byGame = new Map<string, TurnData>();
  for (const row of rows) {
    if (!row.data) continue;
    byGame.delete(row.gameId ?? "");
    byGame.set(row.gameId ?? "", row.data as TurnData);
  }
  return [...byGame.values()];
}

/** Deletes rows done with for a month (sent, skipped, failed, gathered into a sent mail). */
export async function pruneOutbox(db: D1Database, now: number): Promise<void> {
  await drizzle(db)
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ["sent", "skipped", "failed", "digested"]), lte(mailOutbox.createdAt, now - KEEP_DONE_MS)));
}

/** A notice that waits in the outbox: held for the reader's quiet hours, or to be tried again after an error. */
export interface WaitingNotice {
  toEmail: string;
  kind: string;
  /** When it goes (or is tried again). */
  at: number;
  /** Why the last try failed; null for a mail held for quiet hours, which was never tried. */
  lastError: string | null;
}

/** The notices waiting to go, soonest first (the local mailbox lists them). */
export async function waitingNotices(db: D1Database, now: number, limit = 100): Promise<WaitingNotice[]> {
  return drizzle(db)
    .select({ toEmail: mailOutbox.toEmail, kind: mailOutbox.kind, at: mailOutbox.nextAttemptAt, lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), ne(mailOutbox.kind, "turn"), gt(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit);
}
