import { LANGUAGES } from "../../protocol/languages.js";
import { render } from "lit";
import { afterEach, describe, expect, it } from "vitest";
import { EDITIONS, ingredientsOf } from "../../game/engine/data/editions.js";
import { ingredientLetter } from "../../protocol/i18n/game-names.js";
import { setLocale } from "../../web/i18n/index.js";
import { tokenChip } from "../../web/table/ingredient-icon.js";

/** The letter beside each ingredient's drawing is the reader's word's, not English's (issue 35.6). */

afterEach(() => setLocale("en"));

describe("the ingredients' letters", () => {
  it("are distinct within each edition, in every language", () => {
    for (const locale of LANGUAGES) {
      for (const edition of Object.values(EDITIONS)) {
        const letters = ingredientsOf(edition).map((ingredient) => ingredientLetter(locale, ingredient));
        expect(new Set(letters).size, `${locale} ${edition.id}`).toBe(letters.length);
      }
    }
  });

  it("follow the reader's word: milk is L in Spanish and French, 우 in Korean, M in English", async () => {
    const shown = async (locale: "en" | "es" | "fr" | "ko") => {
      await setLocale(locale);
      const box = document.createElement("div");
      render(tokenChip("milk"), box);
      return box.querySelector(".token > span[aria-hidden]")!.textContent;
    };
    expect(await shown("en")).toBe("M");
    expect(await shown("es")).toBe("L");
    expect(await shown("fr")).toBe("L");
    expect(await shown("ko")).toBe("우");
  });
});
