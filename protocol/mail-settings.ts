import { GAME_NAME_LOCALES, type GameNameLocale } from "./i18n/game-names.js";

/**
 * What a player may choose about their mails, as both sides speak of it: which mails, in which
 * language, and in which timezone (for quiet hours and dates).
 */

/** What the recipient chose to receive. */
export type MailPreference = "all" | "turns" | "none";
export const MAIL_PREFERENCES = ["all", "turns", "none"] as const satisfies readonly MailPreference[];

/** The languages mails are written in: the app's (the same list as the game's names). */
export const MAIL_LANGUAGES = GAME_NAME_LOCALES;
export type MailLanguage = GameNameLocale;

export function isMailLanguage(value: unknown): value is MailLanguage {
  return typeof value === "string" && (MAIL_LANGUAGES as readonly string[]).includes(value);
}

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
