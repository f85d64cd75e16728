import { appStrings } from "../i18n/app.js";
import { locale, type Locale } from "../i18n/index.js";
import { playStrings } from "../i18n/play.js";
import { rulesLinkStrings } from "../i18n/rules-link.js";
import { suggestStrings } from "../i18n/suggest.js";
import { tableStrings } from "../i18n/table.js";
import { tableHelpStrings } from "../i18n/table-help.js";
import { talkStrings } from "../i18n/talk.js";
import { gameNameStrings } from "../../protocol/i18n/game-name-strings.js";

/**
 * The embed build ships English only inside embed.js; the visitor's own language (from the
 * browser's, as in the app) comes as one JSON file next to it, fetched once before the first
 * table is drawn. In the app, where every language is bundled, there is nothing to fetch.
 */
type Dictionaries = Partial<Record<Locale, Record<string, string>>>;

async function load(): Promise<void> {
  const current = locale();
  if ((tableStrings as Dictionaries)[current]) return;
  try {
    const response = await fetch(new URL(`embed-i18n/${current}.json`, import.meta.url), { credentials: "omit" });
    if (!response.ok) return;
    const loaded = (await response.json()) as { app: Record<string, string>; table: Record<string, string>; rulesLink: Record<string, string>; talk: Record<string, string>; names: Record<string, string>; play: Record<string, string>; help: Record<string, string>; suggest: Record<string, string> };
    (appStrings as Dictionaries)[current] = loaded.app;
    (tableStrings as Dictionaries)[current] = loaded.table;
    (rulesLinkStrings as Dictionaries)[current] = loaded.rulesLink;
    (talkStrings as Dictionaries)[current] = loaded.talk;
    (gameNameStrings as Dictionaries)[current] = loaded.names;
    (playStrings as Dictionaries)[current] = loaded.play;
    (tableHelpStrings as Dictionaries)[current] = loaded.help;
    (suggestStrings as Dictionaries)[current] = loaded.suggest;
  } catch {
    // English, then.
  }
}

/** Settles (never rejects) once the visitor's language is ready. */
export const localeReady: Promise<void> = load();
