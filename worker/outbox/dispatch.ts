import type { Env } from "../env.js";
import { MailError, senderOf, type OutgoingMail } from "../mail/mailer.js";
import { mailerFor } from "../mail/mailer-for.js";
import { renderMail, type MailToRender, type MailWithHeaders } from "../mail/render.js";
import { replyBaseOf } from "../mail/reply-address.js";
import { deliverPush, MAX_PUSH_ATTEMPTS } from "../push/deliver.js";
import { stillWaitingOn } from "../push/devices.js";
import type { PushData } from "../push/push-data.js";
import type { WebhookData } from "../webhook/channel-event.js";
import { deliverWebhook, heedsMailSettings, type StoredWebhookData, type TurnedOff } from "../webhook/webhook-delivery.js";
import { waitForOwner } from "./address-owner.js";
import { eachBounded } from "./bounded.js";
import { wantsNotice, type Notice, type NoticeKind } from "./notice.js";
import {
  backoffMs,
  claim,
  DELIVERIES_AT_ONCE,
  dueRows,
  enqueueNotices,
  hold,
  keepData,
  keepReached,
  markFailed,
  markSent,
  markSkipped,
  MAX_ATTEMPTS,
  nextAttemptOf,
  retryAt,
  turnNoticesOf,
  unfinishedRows,
  type OutboxRow,
} from "./outbox.js";
import { quietUntil } from "./quiet-hours.js";
import { DEFAULT_SETTINGS, mintMailLink, settingsFor, type MailSettings } from "./settings.js";

/**
 * Dispatch: the outbox delivers a row by its kind. It applies what holds for every notice (the
 * recipient's preferences, expiry, an address's owner, quiet hours), claims the row, and hands the
 * spoke its typed data: mail/ renders and sends a mail, push/ tells devices, webhook/ posts a
 * message. A spoke answers with an outcome; only this file turns outcomes into the row's state.
 * Rows are delivered several at a time, so one that hangs (until its call's timeout) holds up none
 * of the others. A notice a delivery gives rise to (a confirmation to ask for, "your webhook was
 * turned off") is queued at once and delivered after the batch, never from inside a delivery.
 */

export type DeliveryOutcome = "sent" | "held" | "skipped" | "retry" | "failed" | "busy";

/** An attempt's outcome, and the notice it gave rise to (queued already; delivered after the batch). */
interface Delivered {
  outcome: DeliveryOutcome;
  followUp?: Notice;
}

/**
 * Tries to deliver these rows now (those due and not turn notices, which go out in a "turns"
 * mail). Returns the rows still waiting (quiet hours, a retry after a failure) and when to try
 * them: a game keeps them on its own alarm, so they go out even where no Cron Trigger runs.
 */
export async function deliverKeys(env: Env, keys: string[], now = Date.now()): Promise<{ key: string; at: number }[]> {
  if (keys.length === 0) return [];
  const rows = await unfinishedRows(env.DB, keys);
  const later: { key: string; at: number }[] = [];
  const followUps: string[] = [];
  await eachBounded(rows, DELIVERIES_AT_ONCE, async (row) => {
    if (row.nextAttemptAt > now) {
      later.push({ key: row.key, at: row.nextAttemptAt });
      return;
    }
    const { outcome, followUp } = await deliverRow(env, row, now);
    if (followUp) followUps.push(followUp.key);
    if (outcome === "held" || outcome === "retry") {
      const at = await nextAttemptOf(env.DB, row.key);
      if (at !== null) later.push({ key: row.key, at });
    }
  });
  return [...later, ...(await deliverKeys(env, followUps, now))];
}

/**
 * Delivers whatever is due (the scheduled job's retry loop), several at a time, beginning none
 * after `until` (a `performance.now()` time): the rest wait for the next run.
 */
export async function deliverDue(env: Env, now = Date.now(), limit = 200, until = Infinity): Promise<number> {
  const rows = await dueRows(env.DB, now, limit);
  const followUps: string[] = [];
  await eachBounded(
    rows,
    DELIVERIES_AT_ONCE,
    async (row) => {
      const { followUp } = await deliverRow(env, row, now);
      if (followUp) followUps.push(followUp.key);
    },
    until,
  );
  await deliverKeys(env, followUps, now);
  return rows.length;
}

/** One delivery attempt: preferences, expiry, the address's owner and quiet hours first, then claim and hand to the spoke. */
async function deliverRow(env: Env, row: OutboxRow, now: number): Promise<Delivered> {
  const kind = row.kind as NoticeKind;
  // A push notice to a seat with no address has the defaults (and its devices' quiet hours).
  const settings = row.toEmail ? await settingsFor(env.DB, row.toEmail) : { ...DEFAULT_SETTINGS };
  let followUp: Notice | undefined;
  if (kind !== "signin" && !(kind === "webhook" && !heedsMailSettings(row.data as WebhookData))) {
    const about = kind === "push" ? (row.data as PushData).about : kind === "webhook" ? "turn" : kind;
    if (!wantsNotice(settings.mail, about)) return skip(env, row.key, "The recipient does not want this kind of mail.");
    if (row.expiresAt !== null && now >= row.expiresAt) return skip(env, row.key, "Expired before it could be sent.");
    // An address typed at a join waits for its owner to confirm it (and is asked to, once a day).
    const owner = await waitForOwner(env.DB, row, now);
    if (owner === "never") return skip(env, row.key, "Its owner never confirmed the address.");
    if (owner) {
      await enqueueNotices(env.DB, [owner.ask], now);
      followUp = owner.ask;
    }
    const morning = owner?.until ?? quietUntil(now, settings.timezone);
    if (morning !== null) {
      if (row.expiresAt !== null && morning >= row.expiresAt) return { ...(await skip(env, row.key, "Would only go out after it expired (quiet hours).")), followUp };
      await hold(env.DB, row.key, morning, now);
      return { outcome: "held", followUp };
    }
  }
  const claimed = await claim(env.DB, row.key, now);
  if (!claimed) return { outcome: "busy" };
  if (kind === "push") return { outcome: await sendPushNotice(env, claimed, settings.timezone, now) };
  if (kind === "webhook") return sendWebhookMessage(env, claimed, now);
  return { outcome: await sendMail(env, claimed, settings, now) };
}

/** A claimed mail: rendered once (kept, so a retry sends exactly the same mail and providers can match it to its key), then sent. */
async function sendMail(env: Env, claimed: OutboxRow, settings: MailSettings, now: number): Promise<DeliveryOutcome> {
  const data = claimed.data as { rendered?: MailWithHeaders } | null;
  let rendered = data?.rendered;
  if (!rendered) {
    const made = await render(env, claimed, settings, now);
    if (!made) return (await skip(env, claimed.key, "Nothing left to tell: the games no longer wait on this player.")).outcome;
    rendered = made;
    await keepData(env.DB, claimed.key, { ...(data ?? {}), rendered });
  }
  const mail: OutgoingMail = { key: claimed.key, from: senderOf(env), to: claimed.toEmail, ...rendered };
  try {
    await mailerFor(env).send(mail);
  } catch (error) {
    const permanent = error instanceof MailError ? error.permanent : false;
    const message = error instanceof Error ? error.message : String(error);
    const givenUp = permanent || claimed.attempts >= MAX_ATTEMPTS;
    console.error(`mail ${claimed.key}: ${givenUp ? "failed for good" : "will retry"}: ${message}`);
    if (givenUp) await markFailed(env.DB, claimed.key, message);
    else await retryAt(env.DB, claimed.key, now + backoffMs(claimed.attempts), message);
    return givenUp ? "failed" : "retry";
  }
  await markSent(env.DB, claimed.key, now);
  return "sent";
}

/** The mail a claimed row makes (a "turns" mail from the notices it gathered; null when none is left), with a fresh settings link. */
async function render(env: Env, row: OutboxRow, settings: MailSettings, now: number): Promise<MailWithHeaders | null> {
  const mail = (row.kind === "turns" ? { kind: "turns", data: await turnNoticesOf(env.DB, row.key) } : { kind: row.kind, data: row.data }) as MailToRender;
  if (mail.kind === "turns" && mail.data.length === 0) return null;
  const token = mail.kind === "signin" ? null : await mintMailLink(env.DB, row.toEmail);
  return renderMail(mail, settings, token, now, replyBaseOf(env, senderOf(env)));
}

/** A claimed push notice: sent to the devices it can reach now, the row kept for those it can't yet. */
async function sendPushNotice(env: Env, claimed: OutboxRow, timezone: string | null, now: number): Promise<DeliveryOutcome> {
  const result = await deliverPush(
    env,
    {
      key: claimed.key,
      gameId: claimed.gameId,
      seat: claimed.seat,
      data: claimed.data as PushData,
      createdAt: claimed.createdAt,
      quietUntil: (deviceTimezone) => quietUntil(now, timezone ?? deviceTimezone),
      reached: (deviceId) => keepReached(env.DB, claimed.key, deviceId),
      retryAt: now + backoffMs(claimed.attempts),
    },
    now,
  );
  if (result.status === "sent") {
    await markSent(env.DB, claimed.key, now);
    return "sent";
  }
  if (result.status === "skipped") return (await skip(env, claimed.key, result.reason)).outcome;
  if (result.error !== null && claimed.attempts >= MAX_PUSH_ATTEMPTS) {
    await markFailed(env.DB, claimed.key, result.error);
    return "failed";
  }
  await retryAt(env.DB, claimed.key, result.at, result.error);
  return result.error !== null ? "retry" : "held";
}

/** A claimed webhook message: posted, kept for a retry, or failed with its webhook turned off (and whoever connected it told). */
async function sendWebhookMessage(env: Env, claimed: OutboxRow, now: number): Promise<Delivered> {
  const { gameId, seat } = claimed;
  const data = claimed.data as StoredWebhookData;
  const result = await deliverWebhook(
    env.DB,
    {
      key: claimed.key,
      gameId,
      seat,
      data,
      createdAt: claimed.createdAt,
      stillTheirs: () => stillWaitingOn(env.DB, gameId ?? "", seat ?? -1, data.stint ?? 0),
      keep: (kept) => keepData(env.DB, claimed.key, kept),
      retryAt: now + backoffMs(claimed.attempts),
      resolver: env.WEBHOOK_RESOLVER ?? null,
    },
    now,
  );
  if (result.status === "skipped") return skip(env, claimed.key, result.reason);
  if (result.status === "sent") {
    await markSent(env.DB, claimed.key, now);
    return { outcome: "sent" };
  }
  if (result.status === "pending" && claimed.attempts < MAX_ATTEMPTS) {
    await retryAt(env.DB, claimed.key, result.at, result.error);
    return { outcome: "retry" };
  }
  if (result.status === "pending") {
    await markFailed(env.DB, claimed.key, `Tried ${claimed.attempts} times: ${result.error}`);
    return { outcome: "failed" };
  }
  await markFailed(env.DB, claimed.key, result.error);
  const tell = result.turnedOff && turnedOffNotice(result.turnedOff, new URL(data.link).origin, result.error, now);
  if (tell) await enqueueNotices(env.DB, [tell], now);
  return { outcome: "failed", followUp: tell ?? undefined };
}

/** "Your webhook was turned off", for whoever connected it (null: they gave no address; the settings page says it). */
function turnedOffNotice(off: TurnedOff, origin: string, error: string, now: number): Notice | null {
  if (!off.email) return null;
  return {
    kind: "webhook-off",
    key: `webhook-off:${off.owner}:${now}`,
    to: off.email,
    gameId: null,
    seat: null,
    data: { origin, address: off.address, error: error.slice(0, 200), language: off.language },
  };
}

async function skip(env: Env, key: string, reason: string): Promise<Delivered> {
  await markSkipped(env.DB, key, reason);
  return { outcome: "skipped" };
}
