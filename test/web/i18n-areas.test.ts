import { LANGUAGES } from "../../protocol/languages.js";
import { afterEach, describe, expect, it } from "vitest";
import { cardOf, INGREDIENTS, UPGRADES } from "../../game/engine/index.js";
import { CLASSIC_KINDS, WINTER_KINDS } from "../../game/engine/data/decks.js";
import { cardName, gameNameStrings } from "../../protocol/i18n/game-names.js";
import { setLocale } from "../../web/i18n/index.js";
import "../../web/composer/composers.js";
import "../../web/table/cr-table.js";
import type { CrTable } from "../../web/table/cr-table.js";
import { classicTurnGame, snapshotOf } from "./fixtures.js";
import { mount, visibleText } from "./dom.js";
import { catchingUpStrings } from "../../web/i18n/catching-up/index.js";
import { noticeStrings } from "../../web/i18n/notices/index.js";
import { mailLanguageStrings } from "../../web/i18n/mail-language/index.js";
import { errorStrings } from "../../web/i18n/errors/index.js";
import { channelStrings } from "../../web/i18n/channel/index.js";
import { expectEveryLanguage } from "./strings.js";

afterEach(() => {
  setLocale("en");
  document.body.replaceChildren();
});


/** The areas of issue 19: every key in every language, with the same placeholders, and translated. */
const areas = {
  notices: [noticeStrings, /^notice\./],
  "catching up": [catchingUpStrings, /^(mine|ending|inviteMail|joinContext)\./],
  "mail language (issue 17)": [mailLanguageStrings, /^mailLanguage\./],
  "error catalogue (issue 32)": [errorStrings, /^error\.[A-Z_]+$/],
  "channel and webhook (issue 37)": [channelStrings, /^(channel|webhook)\./],
} as const;

describe.each(Object.entries(areas))("the %s strings", (_, [strings, prefix]) => {
  it("exist in every language with the same keys and placeholders, and are not English copies", () => {
    for (const key of Object.keys(strings.en)) expect(key).toMatch(prefix);
    expectEveryLanguage(strings, (_, english) => english.length > 12);
  });
});

describe("the game's names (protocol/i18n/game-names.ts)", () => {
  it("name every order card of both editions, every ingredient and every upgrade in every language", () => {
    const english = [...new Set([...CLASSIC_KINDS, ...WINTER_KINDS].map((card) => card.name))];
    for (const locale of LANGUAGES) {
      expect(Object.keys(gameNameStrings[locale]).sort()).toEqual(Object.keys(gameNameStrings.en).sort());
      for (const name of english) expect(gameNameStrings[locale]).toHaveProperty([`name.card.${name}`]);
      for (const ingredient of INGREDIENTS) expect(gameNameStrings[locale]).toHaveProperty([`name.ingredient.${ingredient}`]);
      for (const upgrade of UPGRADES) expect(gameNameStrings[locale]).toHaveProperty([`name.upgrade.${upgrade}`]);
    }
    expect(cardName("ko", "Espresso")).toBe("에스프레소");
    expect(cardName("fr", "Iced Cocoa")).toBe("Chocolat glacé");
    expect(cardName("es", "Winter Punch")).toBe("Ponche de invierno");
  });

  it("show on the table in the player's language", async () => {
    setLocale("ko");
    const game = classicTurnGame();
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(game, 0), log: [] });
    const shown = game.players[0].queue.flat().map((card) => cardName("ko", cardOf("classic", card).name));
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) expect(visibleText(table)).toContain(name);
  });
});
