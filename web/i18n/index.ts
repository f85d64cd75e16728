import type { ReactiveController, ReactiveControllerHost } from "lit";
import { gameNameStrings } from "../../protocol/i18n/game-names.js";
import { LANGUAGE_NAMES } from "../../protocol/i18n/language-names.js";
import { appStrings } from "./app.js";
import { catchingUpStrings } from "./catching-up.js";
import { mailLanguageStrings } from "./mail-language.js";
import { noticeStrings } from "./notices.js";
import { fairStrings } from "./fair.js";
import { learnStrings } from "./learn.js";
import { rulesLinkStrings } from "./rules-link.js";
import { suggestStrings } from "./suggest.js";
import { playStrings } from "./play.js";
import { tableStrings } from "./table.js";
import { tableHelpStrings } from "./table-help.js";
import { talkStrings } from "./talk.js";

/**
 * Text in the rulebooks' languages. Each area of the app keeps its own dictionary module
 * (app.ts, table.ts, play.ts), one object per language with the same keys; English is the fallback.
 */
export const LOCALES = ["en", "ko", "es", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

export const LOCALE_NAMES: Record<Locale, string> = LANGUAGE_NAMES;

const areas: Record<Locale, Record<string, string>>[] = [appStrings, tableStrings, tableHelpStrings, gameNameStrings, rulesLinkStrings, talkStrings, fairStrings, noticeStrings, catchingUpStrings, playStrings, learnStrings, mailLanguageStrings, suggestStrings];

/** Adds a page's own dictionary when that page loads (the rules page's text stays out of the first bundle). */
export function addArea(area: Record<Locale, Record<string, string>>): void {
  if (!areas.includes(area)) areas.push(area);
}

const STORAGE_KEY = "coffee-rush-locale";
let current: Locale = pickLocale();

function pickLocale(): Locale {
  const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (saved && (LOCALES as readonly string[]).includes(saved)) return saved as Locale;
  for (const language of globalThis.navigator?.languages ?? []) {
    const base = language.slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(base)) return base as Locale;
  }
  return "en";
}

export function locale(): Locale {
  return current;
}

/** Switches the language for every component (they re-render through LocaleController). */
export function setLocale(next: Locale): void {
  current = next;
  globalThis.localStorage?.setItem(STORAGE_KEY, next);
  document.documentElement.lang = next;
  window.dispatchEvent(new Event("locale-changed"));
}

/** The text for `key` in the current language, with {name} placeholders filled in. */
export function t(key: string, params: Record<string, string | number> = {}): string {
  let text: string | undefined;
  for (const area of areas) {
    text = area[current]?.[key] ?? area.en[key];
    if (text !== undefined) break;
  }
  if (text === undefined) return key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
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
