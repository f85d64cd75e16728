import { LANGUAGES, type Language } from "../../protocol/languages.js";
import type { ReactiveController, ReactiveControllerHost } from "lit";
import { gameNameStrings } from "../../protocol/i18n/game-names.js";
import { LANGUAGE_NAMES } from "../../protocol/i18n/language-names.js";
import { fill, type Params } from "../../protocol/i18n/translate.js";
import { koreanParticles } from "./korean-particles.js";
import { spanishConjunctions } from "./spanish-conjunctions.js";
import { hasLanguage, loadLanguage } from "./languages.js";
import { appStrings } from "./app/index.js";
import { catchingUpStrings } from "./catching-up/index.js";
import { earStrings } from "./ear/index.js";
import { errorStrings } from "./errors/index.js";
import { fairStrings } from "./fair/index.js";
import type { Key } from "./keys.js";
import { learnStrings } from "./learn/index.js";
import { mailLanguageStrings } from "./mail-language/index.js";
import { noticeStrings } from "./notices/index.js";
import { planStrings } from "./plan/index.js";
import { playStrings } from "./play/index.js";
import { rulesLinkStrings } from "./rules-link/index.js";
import { suggestStrings } from "./suggest/index.js";
import { tableHelpStrings } from "./table-help/index.js";
import { tableStrings } from "./table/index.js";
import { talkStrings } from "./talk/index.js";

export type { Key } from "./keys.js";

/**
 * Text in the rulebooks' languages. Each area of the app keeps its strings in a folder of its own
 * (app/, table/, play/…), one module per language, typed the one way (protocol/i18n/translate.ts);
 * t() looks a key up in every area, English being the fallback.
 */

export const LOCALE_NAMES: Record<Language, string> = LANGUAGE_NAMES;

/** An area's strings: by language, by key (the area's folder types them; here any area will do). */
export type Area = Record<Language, Record<string, string>>;

const areas: Area[] = [appStrings, tableStrings, errorStrings, tableHelpStrings, gameNameStrings, rulesLinkStrings, talkStrings, fairStrings, noticeStrings, catchingUpStrings, playStrings, learnStrings, mailLanguageStrings, suggestStrings, earStrings, planStrings];

/** Adds a page's own dictionary when that page loads (the rules page's text stays out of the first bundle). */
export function addArea(area: Area): void {
  if (!areas.includes(area)) areas.push(area);
}

const STORAGE_KEY = "coffee-rush-locale";
let current: Language = pickLocale();

function pickLocale(): Language {
  const saved = chosenLocale();
  if (saved) return saved;
  for (const language of globalThis.navigator?.languages ?? []) {
    const base = language.slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Language;
  }
  return "en";
}

export function locale(): Language {
  return current;
}

/** The language chosen in this browser (the language switch), if any. */
export function chosenLocale(): Language | null {
  const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
  return saved && (LANGUAGES as readonly string[]).includes(saved) ? (saved as Language) : null;
}

declare const __LANGUAGE_FILES__: Partial<Record<Language, string>> | undefined;
/** The app's language files by language (scripts/build-web.mjs); none where the modules carry every language. */
const LANGUAGE_FILES = typeof __LANGUAGE_FILES__ === "undefined" ? {} : __LANGUAGE_FILES__;

/** Whether `language` still has to be fetched before it can be shown. */
function languageMissing(language: Language): string | null {
  const file = LANGUAGE_FILES[language];
  return file && !hasLanguage(language) ? file : null;
}

/** Settles (never rejects) once the visitor's language is there: the app starts after it (web/main.ts). */
export const localeReady: Promise<void> = loadLanguage(current, languageMissing(current));

/**
 * Switches the language for every component (they re-render through LocaleController): at once
 * where it is there already, else once its file has loaded.
 */
export function setLocale(next: Language): Promise<void> {
  const file = languageMissing(next);
  if (file) return loadLanguage(next, file).then(() => switchLocale(next));
  switchLocale(next);
  return Promise.resolve();
}

function switchLocale(next: Language): void {
  current = next;
  globalThis.localStorage?.setItem(STORAGE_KEY, next);
  document.documentElement.lang = next;
  window.dispatchEvent(new Event("locale-changed"));
}

/** What a language's words become by the sound of what was filled in next to them. */
const GRAMMAR: Partial<Record<Language, (text: string) => string>> = { ko: koreanParticles, es: spanishConjunctions };

/** The text for `key` in the current language, with {name} placeholders filled in. */
export function t(key: Key, params: Params = {}): string {
  let text: string | undefined;
  for (const area of areas) {
    text = area[current]?.[key] ?? area.en[key];
    if (text !== undefined) break;
  }
  if (text === undefined) return key;
  const filled = fill(text, params);
  return GRAMMAR[current]?.(filled) ?? filled;
}

/** Add to a component (`new LocaleController(this)`) to re-render it when the language changes. */
export class LocaleController implements ReactiveController {
  private readonly onChange = () => this.host.requestUpdate();
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }
  hostConnected(): void {
    window.addEventListener("locale-changed", this.onChange);
  }
  hostDisconnected(): void {
    window.removeEventListener("locale-changed", this.onChange);
  }
}
