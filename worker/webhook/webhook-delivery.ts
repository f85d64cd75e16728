import type { Language } from "../../protocol/languages.js";
import { DAY_MS } from "../../protocol/time.js";
import type { WebhookData } from "./channel-event.js";
import { webhookBody } from "./webhook-message.js";
import { postWebhook } from "./webhook-send.js";
import { maskWebhookUrl } from "./webhook-url.js";
import { turnWebhookOff, viewOf, webhookFailed, webhookOf, webhookWorks } from "./webhooks.js";

/** A webhook that has failed for this long is turned off, and its owner told. */
export const WEBHOOK_GIVE_UP_MS = DAY_MS;
/**
 * A generic receiver given a message this many times without answering within the timeout has
 * most likely taken it and answers late: it is not posted again (each time under the same
 * webhook-id), rather than at every retry for a day.
 */
export const MAX_LATE_ANSWERS = 5;
/** A "your turn" this young goes out with the change that caused it; an older one asks first whether the turn is still theirs. */
const FRESH_MS = 60_000;

/** A webhook turned off for failing: whom to tell (null: they gave no address; the settings page says it). */
export interface TurnedOff {
  owner: string;
  email: string | null;
  /** The webhook's address, masked. */
  address: string;
  language: Language;
}

/**
 * Where a webhook message stands after this attempt. "failed": for good: its webhook was turned
 * off (`turnedOff` says whom to tell), the message has failed for a day of its own, or it may have
 * been posted but its answer was lost where a repeat can't be told apart (Discord, Slack).
 */
export type WebhookOutcome =
  | { status: "sent" }
  | { status: "skipped"; reason: string }
  | { status: "failed"; error: string; turnedOff: TurnedOff | null }
  | { status: "pending"; at: number; error: string };

/**
 * A webhook message as the outbox keeps it between attempts: the body first sent, so every retry
 * posts the same bytes (a generic receiver's signature and id match); `posting`: a post to Discord
 * or Slack is under way or its answer never came (a timeout, a runner that died), so it may be in
 * the channel already; `messageId`: Discord's id for the message it posted; `late`: posts to a generic
 * receiver that were not answered within the timeout.
 */
export type StoredWebhookData = WebhookData & { sent?: { json: string; at: number; posting?: boolean; messageId?: string | null; late?: number } };

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
  /** Keeps what the message needs on its next attempt (its body, whether a post is under way, Discord's message id). */
  keep: (data: StoredWebhookData) => Promise<void>;
  /** When to try again after a failure, unless the receiver said when. */
  retryAt: number;
  /** A DNS-over-HTTPS resolver to ask what a generic receiver's name points at (null: none). */
  resolver: string | null;
}

/** Whether a webhook row obeys its reader's mail settings (quiet hours, what they want): a player's own "your turn" does; a channel, which is no one's inbox, doesn't. */
export function heedsMailSettings(data: WebhookData): boolean {
  return data.event.kind === "your-turn";
}

/**
 * Posts a webhook message to its owner's webhook, as it is now (a webhook removed or turned off
 * meanwhile gets nothing), at most once where the receiver can't drop a repeat: a post to Discord
 * or Slack is marked under way before it starts, and one whose answer never came is not posted
 * again (docs/channel.md, "Delivery"). A Discord message whose id is known is edited, never posted
 * again. A generic receiver gets every retry under the same `webhook-id`, and a message it left
 * unanswered past the timeout MAX_LATE_ANSWERS times is not posted again. A failure is tried again
 * when the receiver asked (429) or at `retryAt`, until the message has failed for a day of its own,
 * or its webhook has: then the webhook is turned off, and the outcome says whom to tell.
 */
export async function deliverWebhook(db: D1Database, message: WebhookAttempt, now: number): Promise<WebhookOutcome> {
  const { data } = message;
  const hook = await webhookOf(db, data.owner);
  if (!hook || hook.offAt !== null) return { status: "skipped", reason: "No webhook is on for this." };
  if (data.event.kind === "your-turn" && message.gameId !== null && message.seat !== null && now - message.createdAt > FRESH_MS) {
    if (!(await message.stillTheirs())) return { status: "skipped", reason: "The turn has passed." };
  }
  const view = viewOf(hook);
  const target = { flavour: view.flavour, url: hook.url, secret: hook.secret, resolver: message.resolver };
  const sent = data.sent ?? { json: webhookBody(view.flavour, data, view.language, now).json, at: now };
  if (sent.messageId) {
    // Posted, and Discord said so: edited to say the same, never posted again (a failed edit changes nothing that matters).
    await postWebhook(target, message.key, sent.json, now, sent.messageId);
    return { status: "sent" };
  }
  const repeatable = view.flavour === "generic";
  if (sent.posting && !repeatable) {
    return { status: "failed", error: "Posted perhaps: the answer to its post never came, and the channel can't tell a repeat apart, so it is not posted again.", turnedOff: null };
  }
  if (!data.sent || !repeatable) await message.keep({ ...data, sent: { ...sent, posting: !repeatable } });
  const outcome = await postWebhook(target, message.key, sent.json, now);
  if (outcome.status === "sent") {
    if (outcome.messageId) await message.keep({ ...data, sent: { ...sent, posting: false, messageId: outcome.messageId } });
    if (hook.failingSince !== null) await webhookWorks(db, hook.owner);
    return { status: "sent" };
  }
  if (!repeatable && !outcome.lost) await message.keep({ ...data, sent: { ...sent, posting: false } });
  const late = (sent.late ?? 0) + (repeatable && outcome.timedOut ? 1 : 0);
  if (late !== (sent.late ?? 0)) await message.keep({ ...data, sent: { ...sent, late } });
  const since = await webhookFailed(db, hook, outcome.error, now);
  if (now - since >= WEBHOOK_GIVE_UP_MS) {
    await turnWebhookOff(db, hook.owner, now);
    return { status: "failed", error: outcome.error, turnedOff: { owner: hook.owner, email: hook.ownerEmail, address: maskWebhookUrl(hook.url), language: view.language } };
  }
  // A message's own day: another message's success clears the webhook's clock, never this one's.
  if (now - message.createdAt >= WEBHOOK_GIVE_UP_MS) return { status: "failed", error: outcome.error, turnedOff: null };
  if (late >= MAX_LATE_ANSWERS) return { status: "failed", error: `Answered after the timeout ${late} times: the receiver has most likely had it (under the same webhook-id each time), so it is not posted again.`, turnedOff: null };
  if (outcome.lost && !repeatable) return { status: "failed", error: `Posted perhaps: no answer came (${outcome.error}), and the channel can't tell a repeat apart, so it is not posted again.`, turnedOff: null };
  return { status: "pending", at: outcome.at ?? message.retryAt, error: outcome.error };
}
