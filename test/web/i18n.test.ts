import { LANGUAGES } from "../../protocol/languages.js";
import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "../../web/i18n/index.js";
import { tableStrings } from "../../web/i18n/table/index.js";
import "../../web/composer/composers.js";
import "../../web/table/cr-table.js";
import type { CrTable } from "../../web/table/cr-table.js";
import { classicTurnGame, finishedGame, snapshotOf } from "./fixtures.js";
import { allElements, mount, visibleText } from "./dom.js";
import "../../web/end/cr-game-over.js";
import { expectEveryLanguage } from "./strings.js";


afterEach(() => {
  setLocale("en");
  document.body.replaceChildren();
});

describe("the table's strings", () => {
  it("exist in every language with the same keys and placeholders", () => {
    expectEveryLanguage(tableStrings);
  });

  it("use only the table's prefixes", () => {
    for (const key of Object.keys(tableStrings.en)) expect(key).toMatch(/^(table|composer|end)\./);
  });

  for (const locale of LANGUAGES) {
    it(`render the table and the end of a game in ${locale} without a missing key`, async () => {
      setLocale(locale);
      const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(classicTurnGame(), 0), log: finishedGame({ edition: "classic", players: 3 }).log });
      const game = finishedGame({ edition: "winter", players: 2 }, "i18n");
      const over = await mount<HTMLElement & { snapshot: unknown; record: unknown }>("cr-game-over", { snapshot: snapshotOf(game.state, 1), record: game.record });
      const labels = [...allElements(table), ...allElements(over)].map((element) => element.getAttribute("aria-label") ?? "");
      for (const text of [visibleText(table), visibleText(over), ...labels]) expect(text).not.toMatch(/\b(table|composer|end)\.[a-zA-Z]/);
    });
  }
});
