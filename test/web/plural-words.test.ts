import { afterEach, describe, expect, it } from "vitest";
import "../../web/table/cr-player-board.js";
import type { CrPlayerBoard } from "../../web/table/cr-player-board.js";
import { setLocale } from "../../web/i18n/index.js";
import { classicTurnGame } from "./fixtures.js";
import { deepQueryAll, mount, visibleText } from "./dom.js";
import { appStrings } from "../../web/i18n/app/index.js";
import { playStrings } from "../../web/i18n/play/index.js";
import { tableStrings } from "../../web/i18n/table/index.js";
import { talkStrings } from "../../web/i18n/talk/index.js";
import { planStrings } from "../../web/i18n/plan/index.js";
import { learnStrings } from "../../web/i18n/learn/index.js";
import { LANGUAGES } from "../../protocol/languages.js";

/**
 * Words (issue 54, item 10): no string hedges a plural with "(s)" ("0 dépensé(s) sur 2"): a count
 * that changes the words goes through plural forms, or the sentence is written so that none changes.
 */
describe("counts in words (issue 54, item 10)", () => {
  it("no string in any language writes a plural as '(s)' or '(es)'", () => {
    const hedged: string[] = [];
    for (const area of [appStrings, playStrings, tableStrings, talkStrings, planStrings, learnStrings]) {
      for (const locale of LANGUAGES) {
        for (const [key, text] of Object.entries(area[locale])) if (/\p{L}\((e?s|x)\)/u.test(text)) hedged.push(`${locale} ${key}: ${text}`);
      }
    }
    expect(hedged).toEqual([]);
  });
});

describe("a player's orders completed since the viewer's last look (issue 54, item 10)", () => {
  afterEach(async () => {
    await setLocale("en");
    document.body.replaceChildren();
  });

  it("agree with their number: one 'Réalisée', two 'Réalisées' (and in Spanish)", async () => {
    const player = classicTurnGame().players[0];
    const said: string[] = [];
    for (const locale of ["fr", "es"] as const) {
      await setLocale(locale);
      for (const completedSince of [["Espresso"], ["Espresso", "Moka"]]) {
        const board = await mount<CrPlayerBoard>("cr-player-board", { player, seat: 0, name: "Ann", edition: "classic", completedSince });
        said.push(visibleText(deepQueryAll(board, "p.completed")[0]).replace(/\s+/g, " ").trim());
        board.remove();
      }
    }
    expect(said).toEqual(["Réalisée : Espresso", "Réalisées : Espresso et Moka", "Completado: Espresso", "Completados: Espresso y Moka"]);
  });
});
