import type { Locale } from "./index.js";

/** Strings of the app's pages (landing, create, invite, join, my games, sign-in, game page frame). */
export const appStrings: Record<Locale, Record<string, string>> = {
  en: { "app.title": "Coffee Rush" },
  ko: { "app.title": "커피 러쉬" },
  es: { "app.title": "Coffee Rush" },
  fr: { "app.title": "Coffee Rush" },
};
