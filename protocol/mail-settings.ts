/**
 * What a player may choose about their mails, as both sides speak of it: which mails, in which
 * language, and in which timezone (for quiet hours and dates).
 */

/** What the recipient chose to receive. */
export type MailPreference = "all" | "turns" | "none";
export const MAIL_PREFERENCES = ["all", "turns", "none"] as const satisfies readonly MailPreference[];


/** Whether the runtime knows this IANA timezone name. */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
