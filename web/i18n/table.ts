import type { Locale } from "./index.js";

/** Strings of the game table, the turn composer and the end of game. */
export const tableStrings: Record<Locale, Record<string, string>> = {
  en: {},
  ko: {},
  es: {},
  fr: {},
};
