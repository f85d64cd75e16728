import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { DAY_MS } from "../../protocol/time.js";
import { mailOutbox } from "../db/schema.js";
import type { Env } from "../env.js";
import type { MailIntent } from "../mail/mail-data.js";
import { stillWaitingOn } from "../push/devices.js";
import type { WebhookData } from "./channel-event.js";
import { webhookBody } from "./webhook-message.js";
import { postWebhook } from "./webhook-send.js";
import { maskWebhookUrl } from "./webhook-url.js";
import { turnWebhookOff, viewOf, webhookFailed, webhookOf, webhookWorks, type WebhookRow } from "./webhooks.js";

/** A webhook that has failed for this long is turned off, and its owner told. */
export const WEBHOOK_GIVE_UP_MS = DAY_MS;
/** A "your turn" this young goes out with the change that caused it; an older one asks first whether the turn is still theirs. */
const FRESH_MS = 60_000;

/** Where a claimed webhook row stands after this attempt; "failed": the webhook was turned off, and `tell` mails whoever connected it. */
export type WebhookRowOutcome =
  | { status: "sent" }
  | { status: "skipped"; reason: string }
  | { status: "failed"; error: string; tell: MailIntent | null }
  | { status: "pending"; at: number; error: string };

/** A webhook message kept with the body first sent, so every retry posts the same bytes (a generic receiver's signature and id match). */
type StoredData = WebhookData & { sent?: { json: string; at: number } };

/** Whether a webhook row obeys its reader's mail settings (quiet hours, what they want): a player's own "your turn" does; a channel, which is no one's inbox, doesn't. */
export function heedsMailSettings(data: WebhookData): boolean {
  return data.event.kind === "your-turn";
}

/**
 * Posts a claimed outbox row of kind "webhook" to its owner's webhook, as it is now (a webhook
 * removed or turned off meanwhile gets nothing). A failure is tried again when the receiver asked
 * (429) or by the outbox's backoff, until the webhook has failed for a day: then it is turned off
 * and whoever connected it is mailed.
 */
export async function deliverWebhook(
  env: Env,
  row: { key: string; gameId: string | null; seat: number | null; data: unknown; createdAt: number; attempts: number },
  retryAt: number,
  now: number,
): Promise<WebhookRowOutcome> {
  const data = row.data as StoredData;
  const hook = await webhookOf(env.DB, data.owner);
  if (!hook || hook.offAt !== null) return { status: "skipped", reason: "No webhook is on for this." };
  if (data.event.kind === "your-turn" && row.gameId !== null && row.seat !== null && now - row.createdAt > FRESH_MS) {
    if (!(await stillWaitingOn(env.DB, row.gameId, row.seat, data.stint ?? 0))) return { status: "skipped", reason: "The turn has passed." };
  }
  let sent = data.sent;
  if (!sent) {
    sent = { json: webhookBody(viewOf(hook).flavour, data, viewOf(hook).language, now).json, at: now };
    await drizzle(env.DB).update(mailOutbox).set({ data: { ...data, sent } }).where(eq(mailOutbox.key, row.key));
  }
  const outcome = await postWebhook({ flavour: viewOf(hook).flavour, url: hook.url, secret: hook.secret }, row.key, sent.json, now);
  if (outcome.status === "sent") {
    if (hook.failingSince !== null) await webhookWorks(env.DB, hook.owner);
    return { status: "sent" };
  }
  const since = await webhookFailed(env.DB, hook, outcome.error, now);
  if (now - since < WEBHOOK_GIVE_UP_MS) return { status: "pending", at: outcome.at ?? retryAt, error: outcome.error };
  await turnWebhookOff(env.DB, hook.owner, now);
  return { status: "failed", error: outcome.error, tell: webhookOffMail(hook, new URL(data.link).origin, outcome.error, now) };
}

/** "Your webhook was turned off", for whoever connected it (null: they gave no address; the settings page says it). */
function webhookOffMail(hook: WebhookRow, origin: string, error: string, now: number): MailIntent | null {
  if (!hook.ownerEmail) return null;
  return {
    kind: "webhook-off",
    key: `webhook-off:${hook.owner}:${now}`,
    to: hook.ownerEmail,
    gameId: null,
    seat: null,
    data: { origin, address: maskWebhookUrl(hook.url), error: error.slice(0, 200), language: viewOf(hook).language },
  };
}
