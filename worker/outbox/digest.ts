import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { randomToken } from "../secrets/tokens.js";
import { mailOutbox } from "../db/schema.js";
import type { Env } from "../env.js";
import { wantsNotice } from "./notice.js";
import { eachBounded } from "./bounded.js";
import { deliverKeys } from "./dispatch.js";
import { DELIVERIES_AT_ONCE } from "./outbox.js";
import { quietUntil } from "./quiet-hours.js";
import { settingsFor } from "./settings.js";
import { turnMailWait } from "./turn-mail-wait.js";

/**
 * "Your turn" mails: each game hands in a turn notice (a "turn" row) once a player has been
 * waited on for a short while; this gathers a recipient's ready notices into one "turns" mail.
 * Several games waiting on you make one mail, and after a turns mail the next waits a while, so
 * notices arriving meanwhile go out together. Quiet hours hold them all until morning.
 */

const turnRows = (email: string) => and(eq(mailOutbox.kind, "turn"), eq(mailOutbox.status, "pending"), eq(mailOutbox.toEmail, email));

/**
 * Gathers and sends the turn notices ready for one address. Returns when to try again when some
 * are held (quiet hours, spacing, not ready yet), else null.
 */
export async function sendTurnsMail(env: Env, email: string, now = Date.now()): Promise<number | null> {
  const orm = drizzle(env.DB);
  const to = email.trim().toLowerCase();
  const settings = await settingsFor(env.DB, to);
  if (!wantsNotice(settings.mail, "turns")) {
    await orm.update(mailOutbox).set({ status: "skipped", lastError: "The recipient does not want turn mails.", data: null }).where(turnRows(to));
    return null;
  }
  // A notice whose game no longer waits on that seat (the games index says so) is dropped.
  await orm
    .update(mailOutbox)
    .set({ status: "skipped", lastError: "It is no longer this player's turn.", data: null })
    .where(
      and(
        turnRows(to),
        sql`not exists (select 1 from games g, json_each(g.to_act) j where g.id = ${mailOutbox.gameId} and g.status = 'active' and j.value = ${mailOutbox.seat})`,
      ),
    );
  const [waiting] = await orm
    .select({ count: sql<number>`count(*)`, first: sql<number | null>`min(${mailOutbox.nextAttemptAt})` })
    .from(mailOutbox)
    .where(turnRows(to));
  if (!waiting || waiting.count === 0 || waiting.first === null) return null;
  if (waiting.first > now) return waiting.first;

  const morning = quietUntil(now, settings.timezone);
  if (morning !== null) {
    await orm.update(mailOutbox).set({ nextAttemptAt: morning }).where(and(turnRows(to), lte(mailOutbox.nextAttemptAt, morning)));
    return morning;
  }
  const [last] = await orm
    .select({ at: sql<number | null>`max(${mailOutbox.createdAt})` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "turns"), eq(mailOutbox.toEmail, to), inArray(mailOutbox.status, ["pending", "sending", "sent"])));
  const { spacingMs } = turnMailWait(env);
  if (last?.at && last.at + spacingMs > now) return last.at + spacingMs;

  // Claim the ready notices and create their mail in one transaction: a notice joins one mail only.
  const key = `turns:${to}:${now}:${randomToken().slice(0, 8)}`;
  await orm.batch([
    orm.insert(mailOutbox).values({ key, kind: "turns", toEmail: to, status: "pending", nextAttemptAt: now, createdAt: now }),
    orm
      .update(mailOutbox)
      .set({ status: "digested", digestKey: key })
      .where(and(turnRows(to), lte(mailOutbox.nextAttemptAt, now))),
  ]);
  await deliverKeys(env, [key], now);
  const [rest] = await orm.select({ first: sql<number | null>`min(${mailOutbox.nextAttemptAt})` }).from(mailOutbox).where(turnRows(to));
  return rest?.first ?? null;
}

/** The scheduled job's sweep: every address with a ready notice, several at a time, beginning none after `until` (a `performance.now()` time). */
export async function sendTurnsMails(env: Env, now = Date.now(), limit = 100, until = Infinity): Promise<void> {
  const rows = await drizzle(env.DB)
    .selectDistinct({ to: mailOutbox.toEmail })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "turn"), eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)))
    .limit(limit);
  await eachBounded(rows, DELIVERIES_AT_ONCE, async ({ to }) => {
    try {
      await sendTurnsMail(env, to, now);
    } catch (error) {
      console.error(`turns mail to ${to} failed, retrying on the next run`, error);
    }
  }, until);
}
