import type { Env } from "../env.js";

/** One rendered mail, ready for a provider: both parts, and the headers we set ourselves. */
export interface OutgoingMail {
  /** The outbox's idempotency key (providers that support one get it). */
  key: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), for mails one can unsubscribe from. */
  headers: Record<string, string>;
}

/** Sends e-mail. The outbox only knows this interface; a deployment picks one by MAIL_DELIVERY. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * A send that failed. `permanent`: this mail will never go through (a refused address or a
 * malformed message), so retrying is pointless; otherwise the outbox tries again later.
 */
export class MailError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export type MailDelivery = "local" | "cloudflare" | "resend";

export const DEFAULT_FROM = "Coffee Rush <noreply@coffee-rush.localhost>";

export function mailDelivery(env: Env): MailDelivery | null {
  const value = env.MAIL_DELIVERY;
  return value === "local" || value === "cloudflare" || value === "resend" ? value : null;
}

export function senderOf(env: Env): string {
  return env.MAIL_FROM?.trim() || DEFAULT_FROM;
}

/** "Coffee Rush <play@example.com>" → its parts; a bare address has no name. */
export function parseAddress(address: string): { email: string; name: string | null } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(address);
  if (match) return { email: match[2].trim(), name: match[1].trim() || null };
  return { email: address.trim(), name: null };
}
