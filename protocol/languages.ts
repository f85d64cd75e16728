/**
 * The languages every string a player reads is written in (docs/i18n.md says how to add one): the
 * one list the web's areas, the server's words, the game's names and the settings all follow.
 */
export const LANGUAGES = ["en", "ko", "es", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
