import { describe, expect, it } from "vitest";
import { LOCALES } from "../../web/i18n/index.js";
import { playStrings } from "../../web/i18n/play.js";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the one-screen table's strings", () => {
  it("exist in every language with the same keys and placeholders, all translated", () => {
    const keys = Object.keys(playStrings.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(playStrings[locale]).sort()).toEqual(keys);
      for (const key of keys) {
        expect(key).toMatch(/^play\./);
        expect([locale, key, placeholders(playStrings[locale][key])]).toEqual([locale, key, placeholders(playStrings.en[key])]);
      }
    }
    // Real translations: most strings differ from English ("Meeple" may stay).
    for (const locale of ["ko", "es", "fr"] as const) {
      const same = keys.filter((key) => playStrings[locale][key] === playStrings.en[key]);
      expect(same.length, `${locale}: ${same.join(", ")}`).toBeLessThanOrEqual(2);
    }
  });
});
