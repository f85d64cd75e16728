import { isLanguage, type Language } from "../../protocol/languages.js";
import { isTimeZone } from "../../protocol/mail-settings.js";
import { fill, type Params, type PluralStem } from "../../protocol/i18n/translate.js";
import { en, type MailKey } from "./en.js";
import { es } from "./es.js";
import { fr } from "./fr.js";
import { ko } from "./ko.js";

/**
 * A reader's language for mails and the pages they link to: the words (en.ts and its
 * translations) with plural forms, lists, dates and durations by Intl in that language.
 */

export const DEFAULT_LANGUAGE: Language = "en";

export const mailStrings: Record<Language, Record<MailKey, string>> = { en, ko, es, fr };

/** Intl's locale for each language: British English lists without the serial comma ("Ana, Bo and Cy"). */
const INTL_LOCALE: Record<Language, string> = { en: "en-GB", ko: "ko", es: "es", fr: "fr" };

/** The first of a list of candidates that is a language mails are written in, else English. */
export function firstLanguage(...candidates: unknown[]): Language {
  return (candidates.find(isLanguage) as Language | undefined) ?? DEFAULT_LANGUAGE;
}

type Stem = PluralStem<MailKey>;

export interface Words {
  language: Language;
  t(key: MailKey, params?: Params): string;
  /** The form of `stem` for `count` (Intl.PluralRules), with {count} filled in. */
  plural(stem: Stem, count: number, params?: Params): string;
  /** "Ana, Bo and Cy" in this language (Intl.ListFormat). */
  list(items: readonly string[]): string;
  /** "Tue 14 May, 18:00 CEST" in this language, in the reader's timezone (UTC when unknown). */
  time(at: number, timeZone: string | null): string;
  /** How long until a deadline: "40 minutes", "11 hours", "2 days". */
  duration(ms: number): string;
}

const cache = new Map<Language, Words>();

export function wordsFor(language: Language): Words {
  const cached = cache.get(language);
  if (cached) return cached;
  const strings = mailStrings[language];
  const locale = INTL_LOCALE[language];
  const plurals = new Intl.PluralRules(locale);
  const lists = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
  const numbers = new Intl.NumberFormat(locale);
  const t = (key: MailKey, params: Params = {}) => fill(strings[key], params);
  const plural = (stem: Stem, count: number, params: Params = {}) => {
    const form = `${stem}.${plurals.select(count)}` as MailKey;
    return fill(strings[form] ?? strings[`${stem}.other` as MailKey], { ...params, count: numbers.format(count) });
  };
  const words: Words = {
    language,
    t,
    plural,
    list: (items) => lists.format(items),
    time: (at, timeZone) =>
      new Intl.DateTimeFormat(locale, {
        timeZone: timeZone && isTimeZone(timeZone) ? timeZone : "UTC",
        weekday: "short",
        day: "numeric",
        month: "short",
        hour: "2-digit",
        minute: "2-digit",
        timeZoneName: "short",
      }).format(at),
    duration: (ms) => {
      const minutes = Math.max(1, Math.round(ms / 60_000));
      if (minutes < 90) return plural("duration.minutes", minutes);
      const hours = Math.round(minutes / 60);
      if (hours < 48) return plural("duration.hours", hours);
      return plural("duration.days", Math.round(hours / 24));
    },
  };
  cache.set(language, words);
  return words;
}
