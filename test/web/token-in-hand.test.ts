import { afterEach, beforeEach, describe, expect, it } from "vitest";
import "../../web/composer/composers.js";
import "../../web/table/cr-table.js";
import type { CrTable } from "../../web/table/cr-table.js";
import { setLocale } from "../../web/i18n/index.js";
import { ANNOUNCE } from "../../web/table/announce-event.js";
import { newTurn, previewOf } from "../../web/composer/turn-draft.js";
import { tokenToPour } from "../../web/composer/token-in-hand.js";
import { classicTurnGame, snapshotOf } from "./fixtures.js";
import { click, deepQueryAll, mount, settled, squareButton, visibleText } from "./dom.js";

beforeEach(() => {
  setLocale("en");
  localStorage.clear();
});
afterEach(() => document.body.replaceChildren());

describe("the token in hand on the pour step", () => {
  const state = classicTurnGame();
  const context = { state, player: 0 };
  /** Seat 0's path 1, 2, 3 collects caramel, steam and coffee; a path of 1 only caramel. */
  const threeKinds = previewOf(context, { ...newTurn().current, path: [1, 2, 3] });
  const oneKind = previewOf(context, { ...newTurn().current, path: [1] });

  it("pours the token taken while some of it is left, else the only kind left, else nothing", () => {
    expect(tokenToPour("steam", threeKinds)).toBe("steam");
    expect(tokenToPour(null, threeKinds)).toBeNull();
    expect(tokenToPour(null, oneKind)).toBe("caramel");
    expect(tokenToPour("coffee", oneKind)).toBe("caramel");
    expect(tokenToPour("coffee", previewOf(context, newTurn().current))).toBeNull();
  });

  it("pours a token dragged onto a cup, the cup marked while the token is over it", async () => {
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(classicTurnGame(), 0), log: [] });
    const said: string[] = [];
    table.addEventListener(ANNOUNCE, (event) => said.push((event as CustomEvent<string>).detail));
    for (const square of ["row 1, column 2", "row 1, column 3", "row 1, column 4"]) await click(table, squareButton(table, square));
    const token = deepQueryAll<HTMLButtonElement>(table, ".to-pour button").find((each) => visibleText(each).includes("coffee"))!;
    const cup = deepQueryAll<HTMLLIElement>(table, "li.cup")[1];
    const dataTransfer = new DataTransfer();
    // happy-dom's DragEvent leaves out the dataTransfer it is given.
    const drag = (type: string) => Object.defineProperty(new DragEvent(type, { bubbles: true, cancelable: true }), "dataTransfer", { value: dataTransfer });
    token.dispatchEvent(drag("dragstart"));
    cup.dispatchEvent(drag("dragover"));
    await settled(table);
    expect(cup.classList.contains("drop-target")).toBe(true);
    cup.dispatchEvent(drag("drop"));
    await settled(table);
    expect(cup.classList.contains("drop-target")).toBe(false);
    expect(said).toContain("Poured coffee into cup 2.");
  });
});
