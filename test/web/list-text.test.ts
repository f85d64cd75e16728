import { LANGUAGES } from "../../protocol/languages.js";
import { afterAll, describe, expect, it } from "vitest";
import { setLocale } from "../../web/i18n/index.js";
import { listText } from "../../web/shared/words.js";

/**
 * The table words lists with each language's own strings, not Intl.ListFormat (its first use costs
 * a phone's game page 10–60 ms: web/shared/words.ts). They must say what ICU says.
 */
describe("lists in words", () => {
  afterAll(() => setLocale("en"));

  const lists = [
    [],
    ["Ann"],
    ["Ann", "Ben"],
    ["Ann", "Ben", "Cy"],
    ["2 coffee", "1 milk", "3 water", "1 tea"],
    // Spanish "y" becomes "e" before the sound i, but not before "hie…" or "hia…".
    ["Ana", "Inés"],
    ["Ana", "Berta", "Iván"],
    ["agua", "hilo"],
    ["agua", "hielo"],
    ["agua", "hiato"],
    ["agua", "hi"],
    ["Ana", "Ícaro"],
    ["앤", "벤", "사이"],
  ];

  for (const locale of LANGUAGES) {
    it(`${locale}: as Intl.ListFormat words them`, async () => {
      await setLocale(locale);
      for (const items of lists) expect(listText(items), JSON.stringify(items)).toBe(new Intl.ListFormat(locale, { type: "conjunction" }).format(items));
    });
  }
});
