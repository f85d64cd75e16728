import { and, asc, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { mailOutbox } from "../db/schema.js";
import type { Env } from "../env.js";
import { DAY_MS } from "../../protocol/time.js";
import { deliverPush, MAX_PUSH_ATTEMPTS } from "../push/deliver.js";
import type { WebhookData } from "../webhook/channel-event.js";
import { deliverWebhook, heedsMailSettings } from "../webhook/webhook-delivery.js";
import { eachBounded } from "./bounded.js";
import { wantsMail, type MailIntent, type MailKind, type PushData, type TurnData } from "./intents.js";
import { waitForOwner } from "./address-owner.js";
import { MailError, senderOf, type OutgoingMail } from "./mailer.js";
import { mailerFor } from "./mailer-for.js";
import { firstLanguage, wordsFor } from "./i18n/words.js";
import { quietUntil } from "./quiet-hours.js";
import { DEFAULT_SETTINGS, mintMailLink, settingsFor, type MailSettings } from "./settings.js";
import { replyAddress, replyBaseOf } from "./reply-address.js";
import {
  answerMail,
  awayMail,
  confirmMail,
  gameOverMail,
  inviteMail,
  nudgeMail,
  rematchMail,
  webhookOffMail,
  reminderMail,
  resignedMail,
  rulesUrl,
  signInMail,
  turnsMail,
  type Reader,
  type RenderedMail,
} from "./templates.js";

/**
 * The outbox in D1: every mail is a row keyed by its idempotency key. Queuing the same key twice
 * adds nothing; a row is claimed before it is sent (marked "sending", attempts + 1, leased for a
 * while), so two runners never send it both; a failed send goes back to pending with a later
 * next_attempt_at (backoff), until it goes out or is given up as failed, and is never deleted
 * before. Rows are delivered several at a time, so one that hangs (until its call's timeout) holds
 * up none of the others. docs/security.md ("Outbound delivery") says where a crash can still send
 * one twice.
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

/** Puts intents in the outbox (a key already there is left alone). */
export async function enqueueMail(db: D1Database, intents: MailIntent[], now = Date.now()): Promise<void> {
  if (intents.length === 0) return;
  const orm = drizzle(db);
  const inserts = intents.map((intent) =>
    orm
      .insert(mailOutbox)
      .values({
        key: intent.key,
        kind: intent.kind,
        toEmail: intent.to.trim().toLowerCase(),
        gameId: intent.gameId,
        seat: intent.seat,
        data: intent.data,
        status: "pending",
        nextAttemptAt: now,
        expiresAt: intent.expiresAt ?? null,
        createdAt: now,
      })
      .onConflictDoNothing(),
  );
  await orm.batch(inserts as [(typeof inserts)[number], ...typeof inserts]);
}

/**
 * Tries to deliver these rows now (those due and not turn notices, which go out in a "turns"
 * mail). Returns the rows still waiting (quiet hours, a retry after a failure) and when to try
 * them: a game keeps them on its own alarm, so they go out even where no Cron Trigger runs.
 */
export async function deliverKeys(env: Env, keys: string[], now = Date.now()): Promise<{ key: string; at: number }[]> {
  if (keys.length === 0) return [];
  const rows = await drizzle(env.DB)
    .select()
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.key, keys), unfinished, ne(mailOutbox.kind, "turn")));
  const later: { key: string; at: number }[] = [];
  await eachBounded(rows, DELIVERIES_AT_ONCE, async (row) => {
    if (row.nextAttemptAt > now) {
      later.push({ key: row.key, at: row.nextAttemptAt });
      return;
    }
    const outcome = await deliverRow(env, row, now);
    if (outcome === "held" || outcome === "retry") {
      const [next] = await drizzle(env.DB).select({ at: mailOutbox.nextAttemptAt }).from(mailOutbox).where(eq(mailOutbox.key, row.key));
      if (next) later.push({ key: row.key, at: next.at });
    }
  });
  return later;
}

/** Delivers whatever is due (the scheduled job's retry loop), several at a time. */
export async function deliverDue(env: Env, now = Date.now(), limit = 200): Promise<number> {
  const rows = await drizzle(env.DB)
    .select()
    .from(mailOutbox)
    .where(and(open(now), ne(mailOutbox.kind, "turn")))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit);
  await eachBounded(rows, DELIVERIES_AT_ONCE, async (row) => {
    await deliverRow(env, row, now);
  });
  return rows.length;
}

export type DeliveryOutcome = "sent" | "held" | "skipped" | "retry" | "failed" | "busy";

/** One delivery attempt: preferences, expiry and quiet hours first, then claim, render once, send. */
export async function deliverRow(env: Env, row: OutboxRow, now: number): Promise<DeliveryOutcome> {
  const orm = drizzle(env.DB);
  const claimable = and(eq(mailOutbox.key, row.key), open(now));
  const kind = row.kind as MailKind;
  // A push notice to a seat with no address has the defaults (and its devices' quiet hours).
  const settings = row.toEmail ? await settingsFor(env.DB, row.toEmail) : { ...DEFAULT_SETTINGS };
  const timezone = settings.timezone;
  if (kind !== "signin" && !(kind === "webhook" && !heedsMailSettings(row.data as WebhookData))) {
    const about = kind === "push" ? (row.data as PushData).about : kind === "webhook" ? "turn" : kind;
    if (!wantsMail(settings.mail, about)) return skip(env.DB, row.key, "The recipient does not want this kind of mail.");
    if (row.expiresAt !== null && now >= row.expiresAt) return skip(env.DB, row.key, "Expired before it could be sent.");
    // An address typed at a join waits for its owner to confirm it (and is asked to, once a day).
    const owner = await waitForOwner(env.DB, row, now);
    if (owner === "never") return skip(env.DB, row.key, "Its owner never confirmed the address.");
    if (owner) {
      await enqueueMail(env.DB, [owner.ask], now);
      await deliverKeys(env, [owner.ask.key], now);
    }
    const morning = owner?.until ?? quietUntil(now, timezone);
    if (morning !== null) {
      if (row.expiresAt !== null && morning >= row.expiresAt) return skip(env.DB, row.key, "Would only go out after it expired (quiet hours).");
      await orm.update(mailOutbox).set({ status: "pending", nextAttemptAt: morning }).where(claimable);
      return "held";
    }
  }
  const [claimed] = await orm
    .update(mailOutbox)
    .set({ status: "sending", attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: now + LEASE_MS })
    .where(claimable)
    .returning();
  if (!claimed) return "busy";
  if (kind === "push") return finishPush(env, claimed, timezone, now);
  if (kind === "webhook") return finishWebhook(env, claimed, now);

  let rendered = (claimed.data as { rendered?: RenderedMail & { headers: Record<string, string> } } | null)?.rendered;
  if (!rendered) {
    const made = await render(env, claimed, settings, now);
    if (!made) return skip(env.DB, row.key, "Nothing left to tell: the games no longer wait on this player.");
    rendered = made;
    // Kept, so a retry sends exactly the same mail (and providers can match it to its key).
    await orm
      .update(mailOutbox)
      .set({ data: { ...((claimed.data as object | null) ?? {}), rendered } })
      .where(eq(mailOutbox.key, row.key));
  }
  const mail: OutgoingMail = { key: row.key, from: senderOf(env), to: row.toEmail, ...rendered };
  try {
    await mailerFor(env).send(mail);
  } catch (error) {
    const permanent = error instanceof MailError ? error.permanent : false;
    const message = error instanceof Error ? error.message : String(error);
    const givenUp = permanent || claimed.attempts >= MAX_ATTEMPTS;
    console.error(`mail ${row.key}: ${givenUp ? "failed for good" : "will retry"}: ${message}`);
    await orm
      .update(mailOutbox)
      // Given up: the row stays with its reason, but not the links in it (they open seats).
      .set(givenUp ? { status: "failed", lastError: message, data: null } : { status: "pending", nextAttemptAt: now + backoffMs(claimed.attempts), lastError: message })
      .where(eq(mailOutbox.key, row.key));
    return givenUp ? "failed" : "retry";
  }
  // Sent: the links in it are the recipient's alone, so nothing of them is kept.
  await orm.batch([
    orm.update(mailOutbox).set({ status: "sent", sentAt: now, data: null, lastError: null }).where(eq(mailOutbox.key, row.key)),
    orm.update(mailOutbox).set({ data: null }).where(eq(mailOutbox.digestKey, row.key)),
  ]);
  return "sent";
}

/** A claimed push notice: sent to the devices it can reach now, the row kept for those it can't yet. */
async function finishPush(env: Env, claimed: OutboxRow, timezone: string | null, now: number): Promise<DeliveryOutcome> {
  const result = await deliverPush(env, claimed, timezone, now + backoffMs(claimed.attempts), now);
  const orm = drizzle(env.DB);
  const row = eq(mailOutbox.key, claimed.key);
  if (result.status === "sent") {
    await orm.update(mailOutbox).set({ status: "sent", sentAt: now, data: null, lastError: null }).where(row);
    return "sent";
  }
  if (result.status === "skipped") return skip(env.DB, claimed.key, result.reason);
  if (result.error !== null && claimed.attempts >= MAX_PUSH_ATTEMPTS) {
    await orm.update(mailOutbox).set({ status: "failed", lastError: result.error, data: null }).where(row);
    return "failed";
  }
  await orm.update(mailOutbox).set({ status: "pending", nextAttemptAt: result.at, lastError: result.error }).where(row);
  return result.error !== null ? "retry" : "held";
}

/** A claimed webhook message: posted, kept for a retry, or failed with its webhook turned off (and whoever connected it told). */
async function finishWebhook(env: Env, claimed: OutboxRow, now: number): Promise<DeliveryOutcome> {
  const result = await deliverWebhook(env, claimed, now + backoffMs(claimed.attempts), now);
  const orm = drizzle(env.DB);
  const row = eq(mailOutbox.key, claimed.key);
  if (result.status === "skipped") return skip(env.DB, claimed.key, result.reason);
  if (result.status === "sent") {
    await orm.update(mailOutbox).set({ status: "sent", sentAt: now, data: null, lastError: null }).where(row);
    return "sent";
  }
  if (result.status === "pending") {
    await orm.update(mailOutbox).set({ status: "pending", nextAttemptAt: result.at, lastError: result.error }).where(row);
    return "retry";
  }
  await orm.update(mailOutbox).set({ status: "failed", lastError: result.error, data: null }).where(row);
  if (result.tell) {
    await enqueueMail(env.DB, [result.tell], now);
    await deliverKeys(env, [result.tell.key], now);
  }
  return "failed";
}

async function skip(db: D1Database, key: string, reason: string): Promise<DeliveryOutcome> {
  await drizzle(db)
    .update(mailOutbox)
    .set({ status: "skipped", lastError: reason, data: null })
    .where(and(eq(mailOutbox.key, key), unfinished));
  return "skipped";
}

/**
 * Renders a claimed row; a "turns" mail from the notices it gathered (null when none is left). Its
 * language: the address's choice, else the one its sender knew (the seat's, the inviter's, the
 * asking browser's; a digest's first game's), else English.
 */
async function render(env: Env, row: OutboxRow, settings: MailSettings, now: number): Promise<(RenderedMail & { headers: Record<string, string> }) | null> {
  const kind = row.kind as MailKind;
  let turns: TurnData[] = [];
  if (kind === "turns") {
    turns = await turnNoticesOf(env.DB, row.key);
    if (turns.length === 0) return null;
  }
  const language = firstLanguage(settings.language, kind === "turns" ? turns[0].language : (row.data as { language?: unknown }).language);
  const reader: Reader = { words: wordsFor(language), timezone: settings.timezone, now, unsubscribeUrl: null, settingsUrl: null };
  const contentLanguage = { "Content-Language": language };
  if (kind === "signin") {
    reader.rulesUrl = rulesUrl((row.data as { origin: string }).origin, kind);
    return { ...signInMail(row.data as never, reader), headers: contentLanguage };
  }

  const origin = kind === "turns" ? turns[0].origin : (row.data as { origin: string }).origin;
  reader.rulesUrl = rulesUrl(origin, kind);
  const token = await mintMailLink(env.DB, row.toEmail);
  const unsubscribe = `${origin}/mail/unsubscribe?t=${token}`;
  // The links a reader opens carry the mail's language, so their pages speak it too.
  reader.unsubscribeUrl = `${unsubscribe}&lang=${language}`;
  reader.settingsUrl = `${origin}/mail/settings?t=${token}&lang=${language}`;
  // A reply plays by mail (worker/inbound): to the game's own address, in a mail about several to the first's.
  const replyTag = kind === "turns" ? turns.find((turn) => turn.reply)?.reply : (row.data as { reply?: string }).reply;
  const replyBase = replyBaseOf(env, senderOf(env));
  if (replyTag) reader.replyAddress = (tag) => replyAddress(replyBase, tag);
  const headers: Record<string, string> = {
    ...contentLanguage,
    ...(replyTag && { "Reply-To": replyAddress(replyBase, replyTag) }),
    "List-Unsubscribe": `<${unsubscribe}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
  const data = row.data as never;
  const made =
    kind === "confirm"
      ? confirmMail(`${origin}/mail/confirm?t=${token}&lang=${language}`, reader)
      : kind === "turns"
      ? turnsMail(turns, reader)
      : kind === "invite"
        ? inviteMail(data, reader)
        : kind === "reminder"
          ? reminderMail(data, reader)
          : kind === "gameover"
            ? gameOverMail(data, reader)
            : kind === "away"
              ? awayMail(data, reader)
              : kind === "resigned"
                ? resignedMail(data, reader)
                : kind === "nudge"
                  ? nudgeMail(data, reader)
                  : kind === "rematch"
                    ? rematchMail(data, reader)
                    : kind === "answer"
                      ? answerMail(data, reader)
                    : kind === "webhook-off"
                      ? webhookOffMail(data, reader)
                      : null;
  return made ? { ...made, headers } : null;
}

/** The notices a "turns" mail carries: one per game (the newest), oldest game first. */
async function turnNoticesOf(db: D1Database, digestKey: string): Promise<TurnData[]> {
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

/** A mail that waits in the outbox: held for the reader's quiet hours, or to be tried again after an error. */
export interface WaitingMail {
  toEmail: string;
  kind: string;
  /** When it goes (or is tried again). */
  at: number;
  /** Why the last try failed; null for a mail held for quiet hours, which was never tried. */
  lastError: string | null;
}

/** The mails waiting to go, soonest first (the local mailbox lists them). */
export async function waitingMail(db: D1Database, now: number, limit = 100): Promise<WaitingMail[]> {
  return drizzle(db)
    .select({ toEmail: mailOutbox.toEmail, kind: mailOutbox.kind, at: mailOutbox.nextAttemptAt, lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), ne(mailOutbox.kind, "turn"), gt(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit);
}
