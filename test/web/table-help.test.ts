import { LANGUAGES } from "../../protocol/languages.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import "../../web/composer/composers.js";
import "../../web/table/cr-table.js";
import type { CrTable } from "../../web/table/cr-table.js";
import { setLocale } from "../../web/i18n/index.js";
import { tableHelpStrings } from "../../web/i18n/table-help/index.js";
import { EDITIONS } from "../../game/engine/index.js";
import { cardNamed, classicTurnGame, snapshotOf } from "./fixtures.js";
import { click, deepQuery, deepQueryAll, mount, openDetails, settled, squareButton, visibleText } from "./dom.js";
import { expectEveryLanguage } from "./strings.js";

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.replaceChildren();
  setLocale("en");
});

/**
 * The detail a card's button opens (its popover), found through the button's popovertarget, and
 * opened: its content is drawn as it opens (happy-dom has no popovers, so the test says it opens).
 */
async function detailOf(table: Element, cardName: string): Promise<HTMLElement> {
  // The others' boards (and a spectator's every board) are folded rows: opened, as a player would.
  await openDetails(table);
  const button = deepQueryAll<HTMLButtonElement>(table, "button.card-button").find((b) => visibleText(b).includes(cardName));
  if (!button) throw new Error(`no card button for ${cardName}`);
  const panel = (button.getRootNode() as ShadowRoot).getElementById(button.getAttribute("popovertarget")!);
  expect(panel?.hasAttribute("popover")).toBe(true);
  open(panel!);
  await settled(table);
  return panel!;
}

function open(panel: HTMLElement): void {
  panel.dispatchEvent(Object.assign(new Event("beforetoggle"), { newState: "open" }));
}

/** Seat 0 to play (classic, 3 players): a Caffe Latte at position 3 and a coffee in cup 1; Ben (seat 1) has an Espresso at position 4. */
function latteGame() {
  const state = classicTurnGame();
  state.players[0].queue = [[], [], [cardNamed("classic", "Caffe Latte")], []];
  state.players[0].cups = [{ coffee: 1 }, { coffee: 2, steam: 1, milk: 1 }, {}];
  state.players[1].queue = [[], [], [], [cardNamed("classic", "Espresso")]];
  return state;
}

describe("help at the table", () => {
  it("a card opens its recipe, points, turns until it drops and the viewer's cups nearest to it, with what each lacks", async () => {
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(latteGame(), 0), log: [] });
    const latte = visibleText(await detailOf(table, "Caffe Latte"));
    expect(latte).toContain("Recipe");
    expect(latte).toContain("Completed: a like (+1 point).");
    expect(latte).toContain("If it drops: a dislike (−1 point).");
    // Position 3 on the owner's own turn: this turn's flow of time and the next one.
    expect(latte).toContain("Drops after 2 of your turns, this one included.");
    expect(latte).toContain(
      "Your cups, nearest first Cup 1: needs 1 steam and 1 milk. Cup 3: needs 1 coffee, 1 steam, and 1 milk. Cup 2: holds 1 coffee too many; empty it, then it needs 1 coffee, 1 steam, and 1 milk.",
    );
    // Another player's card, measured against the viewer's cups; it drops when Ben's next turn ends.
    const espresso = visibleText(await detailOf(table, "Espresso"));
    expect(espresso).toContain("Drops at the end of Ben's next turn.");
    expect(espresso).toContain("Cup 1: needs 1 steam.");
  });

  it("shows a spectator the card without cups to compare", async () => {
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(latteGame(), null), log: [] });
    const latte = visibleText(await detailOf(table, "Caffe Latte"));
    expect(latte).toContain("Drops after 2 of Ana's turns, this one included.");
    expect(latte).not.toContain("Your cups");
  });

  it("the detail's cups follow the turn being composed (as the engine previews them)", async () => {
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(latteGame(), 0), log: [] });
    // Row 1: ice, caramel, steam, coffee. Steps 1, 2 collect caramel and steam.
    await click(table, squareButton(table, "row 1, column 2"));
    await click(table, squareButton(table, "row 1, column 3"));
    await click(table, deepQueryAll<HTMLButtonElement>(table, ".to-pour button").find((b) => visibleText(b).includes("1 steam"))!);
    await click(table, deepQueryAll<HTMLButtonElement>(table, "button.cup-button")[0]);
    expect(visibleText(await detailOf(table, "Caffe Latte"))).toContain("Cup 1: needs 1 milk.");
  });

  it("each square on offer says what entering it yields and what the move would then have collected", async () => {
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(latteGame(), 0), log: [] });
    expect(squareButton(table, "row 1, column 2").getAttribute("aria-label")).toContain("Collected by then: 1 caramel.");
    await click(table, squareButton(table, "row 1, column 2"));
    const steam = squareButton(table, "row 1, column 3");
    expect(steam.getAttribute("aria-label")).toContain("Collected by then: 1 caramel and 1 steam.");
    // Visible too, not only in colour: the badge on the square.
    expect(visibleText(steam.parentElement!)).toContain("+1");
  });

  it("says in one line why Submit waits: the engine's own reason, tied to the button", async () => {
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(latteGame(), 0), log: [] });
    const submit = deepQuery<HTMLButtonElement>(table, "button.primary");
    expect(submit.disabled).toBe(true);
    const why = (submit.getRootNode() as ShadowRoot).getElementById(submit.getAttribute("aria-describedby")!)!;
    expect(visibleText(why)).toBe("Submit waits: Build your path: tap a highlighted square.");
    await click(table, squareButton(table, "row 1, column 2"));
    expect(submit.disabled).toBe(false);
    expect(visibleText(why)).toBe("Ready: check the review, then submit.");
  });

  it("names every card's button apart: the same order on three boards, twice in one queue and twice in one position (whose queue, which position, which copy)", async () => {
    const freddos = EDITIONS.classic.deck.flatMap((card, id) => (card.name === "Caramel Caffe Freddo" ? [id] : []));
    const state = classicTurnGame();
    state.players[0].queue = [[freddos[0]], [], [], []];
    state.players[1].queue = [[freddos[1]], [freddos[2]], [freddos[3], freddos[4]], []];
    state.players[2].queue = [[], [], [], [freddos[5]]];
    // Ben waits (no composer: each queue shows once); then a spectator, to whom every queue is another's.
    for (const [you, names] of [
      [1, ["Ana's position 1", "your position 1", "your position 2", "your position 3, copy 1", "your position 3, copy 2", "Chloé's position 4"]],
      [null, ["Ana's position 1", "Ben's position 1", "Ben's position 2", "Ben's position 3, copy 1", "Ben's position 3, copy 2", "Chloé's position 4"]],
    ] as const) {
      const table = await openDetails(await mount<CrTable>("cr-table", { snapshot: snapshotOf(state, you), log: [] }));
      const labels = deepQueryAll<HTMLButtonElement>(table, "button.card-button").map((button) => button.getAttribute("aria-label"));
      expect(new Set(labels).size).toBe(labels.length);
      expect([...labels].sort()).toEqual(names.map((place) => `Caramel Caffe Freddo: 1 coffee, 1 ice, and 1 caramel, ${place}, details`).sort());
      table.remove();
    }
  });

  it("says whose queue and which position a card's button is in, as each language says it", async () => {
    const state = latteGame();
    for (const [locale, ana, yours] of [
      ["ko", "Ana의 위치 4", "내 위치 3"],
      ["es", "posición 4 de Ana", "tu posición 3"],
      ["fr", "position 4 de Ana", "votre position 3"],
    ] as const) {
      setLocale(locale);
      state.players[0].queue = [[], [], [], [cardNamed("classic", "Espresso")]];
      state.players[1].queue = [[], [], [cardNamed("classic", "Caffe Latte")], []];
      const table = await openDetails(await mount<CrTable>("cr-table", { snapshot: snapshotOf(state, 1), log: [] }));
      const labels = deepQueryAll<HTMLButtonElement>(table, "button.card-button").map((button) => button.getAttribute("aria-label")!);
      expect(labels.some((label) => label.includes(`, ${ana}, `)), labels.join("\n")).toBe(true);
      expect(labels.some((label) => label.includes(`, ${yours}, `)), labels.join("\n")).toBe(true);
      table.remove();
    }
  });

  it("has every string in every language", () => {
    expectEveryLanguage(tableHelpStrings, () => true);
  });

  for (const locale of LANGUAGES) {
    it(`shows the card detail and Submit's reason in ${locale}, with no key left`, async () => {
      setLocale(locale);
      const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(latteGame(), 0), log: [] });
      for (const panel of deepQueryAll<HTMLElement>(table, ".card-detail")) open(panel);
      await settled(table);
      const text = visibleText(table);
      expect(text).not.toMatch(/\bhelp\.[a-zA-Z]/);
      expect(text).toContain(tableHelpStrings[locale]["help.recipe"]);
      expect(text).toContain(tableHelpStrings[locale]["help.submitWaits"].split("{reason}")[0].trim());
    });
  }
});
