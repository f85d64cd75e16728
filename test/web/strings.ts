import { LANGUAGES, type Language } from "../../protocol/languages.js";
import { expect } from "vitest";

/** The {name} placeholders of a string, sorted. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
}

/**
 * A string area has every key in every language, each with English's placeholders; where
 * `mustDiffer(key, english)` says so, the other languages' text is not English left over.
 */
export function expectEveryLanguage(area: Record<Language, Record<string, string>>, mustDiffer: (key: string, english: string) => boolean = () => false): void {
  const keys = Object.keys(area.en).sort();
  for (const locale of LANGUAGES) {
    expect(Object.keys(area[locale]).sort(), locale).toEqual(keys);
    for (const key of keys) {
      expect([locale, key, placeholders(area[locale][key])]).toEqual([locale, key, placeholders(area.en[key])]);
      if (locale !== "en" && mustDiffer(key, area.en[key])) expect([locale, key, area[locale][key]], `${locale} ${key} is still English`).not.toEqual([locale, key, area.en[key]]);
    }
  }
}
