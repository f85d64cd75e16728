import type { MailLanguage } from "../../protocol/mail-settings.js";
import { DAY_MS } from "../../protocol/time.js";
import type { WebhookData } from "./channel-event.js";
import { webhookBody } from "./webhook-message.js";
import { postWebhook } from "./webhook-send.js";
import { maskWebhookUrl } from "./webhook-url.js";
import { turnWebhookOff, viewOf, webhookFailed, webhookOf, webhookWorks } from "./webhooks.js";

/** A webhook that has failed for this long is turned off, and its owner told. */
export const WEBHOOK_GIVE_UP_MS = DAY_MS;
/** A "your turn" this young goes out with the change that caused it; an older one asks first whether the turn is still theirs. */
const FRESH_MS = 60_000;

/** A webhook turned off for failing: whom to tell (null: they gave no address; the settings page says it). */
export interface TurnedOff {
  owner: string;
  email: string | null;
  /** The webhook's address, masked. */
  address: string;
  language: MailLanguage;
}

/** Where a webhook message stands after this attempt; "failed": its webhook was turned off. */
export type WebhookOutcome =
  | { status: "sent" }
  | { status: "skipped"; reason: string }
  | { status: "failed"; error: string; turnedOff: TurnedOff }
  | { status: "pending"; at: number; error: string };

/** A webhook message with the body first sent, so every retry posts the same bytes (a generic receiver's signature and id match). */
export type StoredWebhookData = WebhookData & { sent?: { json: string; at: number } };

/** What a delivery needs from whoever keeps the message (the outbox). */
export interface WebhookAttempt {
  /** The message's idempotency key (a generic receiver's id). */
  key: string;
  gameId: string | null;
  seat: number | null;
  data: StoredWebhookData;
  createdAt: number;
  /** Whether a "your turn" is still the seat's (asked only of one held back). */
  stillTheirs: () => Promise<boolean>;
  /** Keeps the message with the body about to be posted, before the first post. */
  keep: (data: StoredWebhookData) => Promise<void>;
  /** When to try again after a failure, unless the receiver said when. */
  retryAt: number;
}

/** Whether a webhook row obeys its reader's mail settings (quiet hours, what they want): a player's own "your turn" does; a channel, which is no one's inbox, doesn't. */
export function heedsMailSettings(data: WebhookData): boolean {
  return data.event.kind === "your-turn";
}

/**
 * Posts a webhook message to its owner's webhook, as it is now (a webhook removed or turned off
 * meanwhile gets nothing). A failure is tried again when the receiver asked (429) or at `retryAt`,
 * until the webhook has failed for a day: then it is turned off, and the outcome says whom to tell.
 */
export async function deliverWebhook(db: D1Database, message: WebhookAttempt, now: number): Promise<WebhookOutcome> {
  const { data } = message;
  const hook = await webhookOf(db, data.owner);
  if (!hook || hook.offAt !== null) return { status: "skipped", reason: "No webhook is on for this." };
  if (data.event.kind === "your-turn" && message.gameId !== null && message.seat !== null && now - message.createdAt > FRESH_MS) {
    if (!(await message.stillTheirs())) return { status: "skipped", reason: "The turn has passed." };
  }
  const view = viewOf(hook);
  let sent = data.sent;
  if (!sent) {
    sent = { json: webhookBody(view.flavour, data, view.language, now).json, at: now };
    await message.keep({ ...data, sent });
  }
  const outcome = await postWebhook({ flavour: view.flavour, url: hook.url, secret: hook.secret }, message.key, sent.json, now);
  if (outcome.status === "sent") {
    if (hook.failingSince !== null) await webhookWorks(db, hook.owner);
    return { status: "sent" };
  }
  const since = await webhookFailed(db, hook, outcome.error, now);
  if (now - since < WEBHOOK_GIVE_UP_MS) return { status: "pending", at: outcome.at ?? message.retryAt, error: outcome.error };
  await turnWebhookOff(db, hook.owner, now);
  return { status: "failed", error: outcome.error, turnedOff: { owner: hook.owner, email: hook.ownerEmail, address: maskWebhookUrl(hook.url), language: view.language } };
}
