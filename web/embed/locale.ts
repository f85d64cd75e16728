import { locale } from "../i18n/index.js";
import { loadLanguage } from "../i18n/languages.js";

/**
 * The embed build ships English only inside embed.js; the visitor's own language (from the
 * browser's, as in the app) comes as one JSON file next to it (web/embed/build.mjs writes them),
 * fetched once before the first table is drawn.
 */
export const localeReady: Promise<void> = loadLanguage(locale(), new URL(`embed-i18n/${locale()}.json`, import.meta.url), { credentials: "omit" });
