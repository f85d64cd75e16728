import type { MailPreference } from "../../protocol/mail-settings.js";
import type { Mail } from "../mail/mail-data.js";
import type { PushData } from "../push/push-data.js";
import type { WebhookData } from "../webhook/channel-event.js";

/**
 * A notice: anything the service means to tell someone outside (a mail, a push notice, a webhook
 * message), as data under an idempotency key. The room or a route decides it, the outbox keeps and
 * delivers it; each spoke (mail/, push/, webhook/) owns its kind's data and words it at delivery.
 */
export type Notice = (Mail | { kind: "push"; data: PushData } | { kind: "webhook"; data: WebhookData }) & NoticeBase;

interface NoticeBase {
  /** The idempotency key: the same key is one notice, however often it is queued. */
  key: string;
  /** The address (whose settings apply); "" for a push notice to a seat that gave none. */
  to: string;
  gameId: string | null;
  seat: number | null;
  /** Not worth sending after this (ms since the epoch). */
  expiresAt?: number | null;
}

/** Every kind of notice: those above, and "turns", the one mail that carries a recipient's turn notices. */
export type NoticeKind = Notice["kind"] | "turns";

/**
 * Whether a preference lets a kind of notice through. Sign-in links are asked for, "your webhook
 * was turned off" is about a setting the reader made, and an answer is to a reply they sent: all go.
 */
export function wantsNotice(preference: MailPreference, kind: NoticeKind | PushData["about"]): boolean {
  if (kind === "signin" || kind === "webhook-off" || kind === "answer") return true;
  if (preference === "none") return false;
  if (preference === "turns") return kind === "turn" || kind === "plan" || kind === "turns" || kind === "reminder" || kind === "nudge" || kind === "invite" || kind === "rematch" || kind === "ready";
  return true;
}

/**
 * Whether a notice is checked at delivery against D1's games index as of the change that made it,
 * so it must wait for that version written to D1 directly (a copy the index queue took may not
 * have landed): a turn mail is dropped when the index says the seat no longer acts. Push notices
 * judge a stale index by its version (a missing row is one), so they need no such wait.
 */
export function awaitsDirectCopy(notice: Notice): boolean {
  return notice.kind !== "push";
}
