import { locale } from "../i18n/index.js";
import { loadLanguage } from "../i18n/languages.js";
import { serviceOrigin } from "./api.js";

/**
 * The embed build ships English only inside embed.js; the visitor's own language (from the
 * browser's, as in the app) comes as one JSON file from the service (web/embed/build.mjs writes
 * them), fetched once before the first table is drawn. By the service's address, not this
 * module's: the module may be in a chunk under /embed-chunks/.
 */
export const localeReady: Promise<void> = loadLanguage(locale(), new URL(`/embed-i18n/${locale()}.json`, serviceOrigin), { credentials: "omit" });
