import { LANGUAGES, type Language } from "./languages.js";
import { z } from "zod";

/**
 * A webhook, as both sides speak of it: a game's channel (Discord, Slack or any receiver) and a
 * player's own webhook. The URL goes one way only: the client sends it, the Worker never shows it
 * back except masked.
 */

export const WEBHOOK_FLAVOURS = ["discord", "slack", "generic"] as const;
export type WebhookFlavour = (typeof WEBHOOK_FLAVOURS)[number];

/**
 * Why posts to a webhook fail, as a stable code the page words in the reader's language: the
 * address can't be reached, no answer came in time, the receiver answered an error (`failureStatus`),
 * asked us to slow down, sent us elsewhere, the address is not one we post to, or the answer to a
 * post was lost (it may be in the channel).
 */
export const WEBHOOK_FAILURES = ["unreachable", "timeout", "refused", "rateLimited", "redirect", "notAllowed", "postedPerhaps"] as const;
export type WebhookFailure = (typeof WEBHOOK_FAILURES)[number];

/** The answer to a test message, posted while the request waits: whether it went through, and the webhook as it now stands. */
export interface WebhookTestAnswer {
  sent: boolean;
  webhook: WebhookView;
}

/** A webhook as its owner sees it. */
export interface WebhookView {
  flavour: WebhookFlavour;
  /** The URL with its secret part hidden: "https://discord.com/api/webhooks/1234…/••••". */
  masked: string;
  language: Language;
  /** Since when deliveries have failed (ms since the epoch); null while they go through. */
  failingSince: number | null;
  /** Turned off after a day of failures (connect it again to turn it on). */
  offAt: number | null;
  /** What the receiver or the network said last time it failed, as it said it (for whoever mends it). */
  lastError: string | null;
  /** Why it failed last time (null while it works). */
  failure: WebhookFailure | null;
  /** The receiver's HTTP status, when it answered one. */
  failureStatus: number | null;
}

/** A game's channel as a seat or the host sees it. */
export interface ChannelView {
  webhook: WebhookView | null;
  /** Whether any seated player may connect or change it (the host always may). */
  playersMayConnect: boolean;
  /** Whether the asker may connect or change it. */
  mayConnect: boolean;
  /** The asker's seat's member id, for mentions (null: none, or no seat). */
  mention: string | null;
}

/** The answer to connecting: the view, and a generic webhook's signing secret, shown this once. */
export interface WebhookConnected {
  webhook: WebhookView;
  secret: string | null;
}

const MAX_URL = 500;

export const connectWebhookSchema = z.strictObject({
  url: z.string().trim().min(1, "Paste the webhook's address.").max(MAX_URL, `A webhook address is at most ${MAX_URL} characters.`),
  language: z.enum(LANGUAGES),
});

export const channelSettingsSchema = z.strictObject({ playersMayConnect: z.boolean() });

/** A Discord user id (a snowflake) or a Slack member id (U…/W…): the only mentions a message makes. */
export const mentionSchema = z.strictObject({
  memberId: z
    .string()
    .trim()
    .regex(/^(\d{15,21}|[UW][A-Z0-9]{6,20})$/, "Enter a Discord user id (digits) or a Slack member id (starting with U or W).")
    .nullable(),
});
