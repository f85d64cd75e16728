import { describe, expect, it } from "vitest";
import { playStrings } from "../../web/i18n/play/index.js";
import { expectEveryLanguage } from "./strings.js";

describe("the one-screen table's strings", () => {
  it("exist in every language with the same keys and placeholders, all translated", () => {
    for (const key of Object.keys(playStrings.en)) expect(key).toMatch(/^play\./);
    expectEveryLanguage(playStrings);
    // Real translations: most strings differ from English ("Meeple" may stay).
    for (const locale of ["ko", "es", "fr"] as const) {
      const same = Object.keys(playStrings.en).filter((key) => playStrings[locale][key] === playStrings.en[key]);
      expect(same.length, `${locale}: ${same.join(", ")}`).toBeLessThanOrEqual(2);
    }
  });
});
