import { gameNameStrings } from "../../protocol/i18n/game-name-strings.js";
import { appStrings } from "../i18n/app/index.js";
import { catchingUpStrings } from "../i18n/catching-up/index.js";
import { errorStrings } from "../i18n/errors/index.js";
import { locale, type Locale } from "../i18n/index.js";
import { playStrings } from "../i18n/play/index.js";
import { rulesLinkStrings } from "../i18n/rules-link/index.js";
import { suggestStrings } from "../i18n/suggest/index.js";
import { tableHelpStrings } from "../i18n/table-help/index.js";
import { tableStrings } from "../i18n/table/index.js";
import { talkStrings } from "../i18n/talk/index.js";

/**
 * The embed build ships English only inside embed.js; the visitor's own language (from the
 * browser's, as in the app) comes as one JSON file next to it, fetched once before the first
 * table is drawn. In the app, where every language is bundled, there is nothing to fetch.
 */
type Dictionaries = Partial<Record<Locale, Record<string, string>>>;

/** The areas the embed shows, by their names in the language's file (web/embed/build.mjs writes it). */
const AREAS: Record<string, Dictionaries> = {
  app: appStrings,
  "catching-up": catchingUpStrings,
  errors: errorStrings,
  names: gameNameStrings,
  play: playStrings,
  "rules-link": rulesLinkStrings,
  suggest: suggestStrings,
  table: tableStrings,
  "table-help": tableHelpStrings,
  talk: talkStrings,
};

async function load(): Promise<void> {
  const current = locale();
  if (AREAS.table[current]) return;
  try {
    const response = await fetch(new URL(`embed-i18n/${current}.json`, import.meta.url), { credentials: "omit" });
    if (!response.ok) return;
    const loaded = (await response.json()) as Record<string, Record<string, string>>;
    for (const [name, area] of Object.entries(AREAS)) area[current] = loaded[name];
  } catch {
    // English, then.
  }
}

/** Settles (never rejects) once the visitor's language is ready. */
export const localeReady: Promise<void> = load();
