import { afterEach, beforeEach, describe, expect, it } from "vitest";
import "../../web/composer/composers.js";
import "../../web/table/cr-table.js";
import type { CrTable } from "../../web/table/cr-table.js";
import type { ActionInput } from "../../protocol/schemas.js";
import { act, cardNamed, classicTurnGame, created, snapshotOf } from "./fixtures.js";
import { click, deepQuery, deepQueryAll, mount, settled, squareButton, visibleText } from "./dom.js";

function submissions(element: Element): ActionInput[] {
  const sent: ActionInput[] = [];
  element.addEventListener("submit-action", (event) => sent.push((event as CustomEvent<{ action: ActionInput }>).detail.action));
  return sent;
}

function button(root: Element, text: string): HTMLButtonElement {
  const found = deepQueryAll<HTMLButtonElement>(root, "button").find((b) => visibleText(b).includes(text));
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

function submitButton(root: Element): HTMLButtonElement {
  return deepQuery<HTMLButtonElement>(root, "button.primary");
}

beforeEach(() => localStorage.clear());
afterEach(() => document.body.replaceChildren());

describe("<cr-table> on your turn", () => {
  it("builds a path by tapping legal squares and submits the turn the engine previewed", async () => {
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(classicTurnGame(), 0), log: [] });
    const sent = submissions(table);
    expect(deepQueryAll(table, "cr-turn-composer")).toHaveLength(1);
    // Only the legal next squares are buttons: row 1 column 2 and row 2 column 1.
    const tappable = deepQueryAll(table, '[role="button"]').map((g) => g.getAttribute("aria-label")!.split(":")[0]);
    expect(tappable.sort()).toEqual(["row 1, column 2", "row 2, column 1"]);
    expect(submitButton(table).disabled).toBe(true);
    await click(table, squareButton(table, "row 1, column 2"));
    await click(table, squareButton(table, "row 1, column 3"));
    await click(table, squareButton(table, "row 1, column 4"));
    expect(visibleText(table)).toContain("Collect 1 caramel, 1 steam, and 1 coffee.");
    expect(submitButton(table).disabled).toBe(false);
    await click(table, submitButton(table));
    expect(sent).toEqual([{ type: "turn", path: [1, 2, 3] }]);
  });

  it("pours by tapping a token then a cup, ticks the matched order, and submits it all", async () => {
    const state = classicTurnGame();
    const espresso = cardNamed("classic", "Espresso");
    state.players[0].queue = [[espresso], [], [], []];
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(state, 0), log: [] });
    const sent = submissions(table);
    for (const square of ["row 1, column 2", "row 1, column 3", "row 1, column 4"]) await click(table, squareButton(table, square));
    const cupButtons = () => deepQueryAll<HTMLButtonElement>(table, "button.cup-button");
    expect(cupButtons().every((cup) => cup.disabled)).toBe(true);
    await click(table, button(table, "1 coffee"));
    await click(table, cupButtons()[1]);
    await click(table, button(table, "1 steam"));
    await click(table, cupButtons()[1]);
    const checkbox = deepQuery<HTMLInputElement>(table, 'input[type="checkbox"]');
    expect(deepQueryAll(table, ".card.match")).toHaveLength(1);
    checkbox.click();
    await settled(table);
    await click(table, submitButton(table));
    expect(sent).toEqual([
      { type: "turn", path: [1, 2, 3], pours: [{}, { coffee: 1, steam: 1 }, {}], complete: [{ cup: 1, card: espresso }] },
    ]);
  });

  it("undoes the last step", async () => {
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(classicTurnGame(), 0), log: [] });
    await click(table, squareButton(table, "row 1, column 2"));
    expect(visibleText(table)).toContain("Move from row 1, column 1: row 1, column 2.");
    await click(table, button(table, "Undo"));
    expect(visibleText(table)).toContain("Nothing chosen yet.");
    expect(button(table, "Undo").disabled).toBe(true);
  });

  it("keeps a half-built turn across a reload, for the same game, seat and version only", async () => {
    const state = classicTurnGame();
    const first = await mount<CrTable>("cr-table", { snapshot: snapshotOf(state, 0, 7), log: [] });
    await click(first, squareButton(first, "row 1, column 2"));
    first.remove();
    const reloaded = await mount<CrTable>("cr-table", { snapshot: snapshotOf(state, 0, 7), log: [] });
    expect(visibleText(reloaded)).toContain("Move from row 1, column 1: row 1, column 2.");
    const sent = submissions(reloaded);
    await click(reloaded, squareButton(reloaded, "row 1, column 3"));
    await click(reloaded, submitButton(reloaded));
    expect(sent).toEqual([{ type: "turn", path: [1, 2] }]);
    reloaded.remove();
    const newer = await mount<CrTable>("cr-table", { snapshot: snapshotOf(state, 0, 8), log: [] });
    expect(visibleText(newer)).toContain("Nothing chosen yet.");
    expect(Object.keys(localStorage).filter((key) => key.startsWith("coffee-rush:draft:"))).toEqual([]);
  });

  it("shows the server's refusal in words and keeps the player's choices", async () => {
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(classicTurnGame(), 0), log: [] });
    await click(table, squareButton(table, "row 1, column 2"));
    table.serverError = { code: "NOT_YOUR_TURN", message: "It's not your turn." };
    await settled(table);
    expect(deepQuery(table, '[role="alert"]').textContent).toContain("It's not your turn.");
    expect(visibleText(table)).toContain("Move from row 1, column 1: row 1, column 2.");
    table.serverError = { code: "SOMETHING_NEW", message: "The server says no." };
    await settled(table);
    expect(deepQuery(table, '[role="alert"]').textContent).toContain("The server says no.");
  });

  it("holds Submit while a submission is in flight, focusable (issue 55, item 5) but sending nothing more", async () => {
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(classicTurnGame(), 0), log: [], pending: true });
    const sent = submissions(table);
    await click(table, squareButton(table, "row 1, column 2"));
    expect(submitButton(table).disabled).toBe(false);
    expect(submitButton(table).getAttribute("aria-disabled")).toBe("true");
    expect(visibleText(submitButton(table))).toBe("Sending…");
    await click(table, submitButton(table));
    expect(sent).toEqual([]);
  });

  it("works by keyboard: Enter on a square takes the step", async () => {
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(classicTurnGame(), 0), log: [] });
    const square = squareButton(table, "row 2, column 1");
    expect(square.getAttribute("tabindex")).toBe("0");
    square.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, composed: true }));
    await settled(table);
    expect(visibleText(table)).toContain("Move from row 1, column 1: row 2, column 1.");
  });

  it("lets a two-player seat choose the meeple that moves", async () => {
    let state = created({ edition: "classic", players: 2, startingPlayer: 0 });
    for (const [player, square] of [[1, 5], [0, 0], [1, 10], [0, 15]]) state = act(state, { type: "place", player, square, cup: 0 });
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(state, 0), log: [] });
    const sent = submissions(table);
    await click(table, button(table, "Meeple 1b on row 4, column 4"));
    await click(table, squareButton(table, "row 4, column 3"));
    await click(table, submitButton(table));
    expect(sent).toEqual([{ type: "turn", meeple: 1, path: [14] }]);
  });
});

describe("<cr-table> at setup", () => {
  it("places a meeple: tap a free square, pick a cup, submit", async () => {
    const state = created({ edition: "classic", players: 3, startingPlayer: 0 });
    const placer = state.current;
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(state, placer), log: [] });
    const sent = submissions(table);
    expect(deepQueryAll(table, '[role="button"]')).toHaveLength(16);
    expect(submitButton(table).disabled).toBe(true);
    await click(table, squareButton(table, "row 2, column 4"));
    expect(submitButton(table).disabled).toBe(true);
    await click(table, button(table, "Cup 3"));
    expect(visibleText(table)).toContain("Place your meeple on row 2, column 4 and put 1 water in cup 3.");
    await click(table, submitButton(table));
    expect(sent).toEqual([{ type: "place", square: 7, cup: 2 }]);
  });

  it("offers only free squares", async () => {
    let state = created({ edition: "classic", players: 3, startingPlayer: 0 });
    state = act(state, { type: "place", player: state.current, square: 0, cup: 0 });
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(state, state.current), log: [] });
    expect(deepQueryAll(table, '[role="button"]')).toHaveLength(15);
  });

  it("variable upgrades: picks four and submits them", async () => {
    const state = created({ edition: "winter", players: 2, variants: ["variableUpgrades"] });
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(state, 1), log: [] });
    const sent = submissions(table);
    for (const name of ["Jump", "Double Corners", "Diagonal Movement"]) await click(table, button(table, name));
    expect(submitButton(table).disabled).toBe(true);
    await click(table, button(table, "Double Destination"));
    expect(button(table, "Double Meeples").disabled).toBe(true);
    await click(table, submitButton(table));
    expect(sent).toEqual([{ type: "chooseUpgrades", upgrades: ["jump", "doubleCorners", "diagonalMovement", "doubleDestination"] }]);
  });
});

describe("<cr-table> read-only", () => {
  it("shows a spectator the whole table with nothing to tap", async () => {
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(classicTurnGame(), null), log: [] });
    expect(deepQueryAll(table, "cr-turn-composer")).toHaveLength(0);
    expect(deepQueryAll(table, '[role="button"]')).toHaveLength(0);
    expect(deepQueryAll(table, 'g[role="img"]')).toHaveLength(16);
    expect(deepQueryAll(table, "cr-player-board")).toHaveLength(3);
    const text = visibleText(table);
    expect(text).toContain("Ana's turn");
    expect(text).toContain("OPEN");
  });

  it("shows a waiting player their board first and no composer", async () => {
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(classicTurnGame(), 2), log: [] });
    expect(deepQueryAll(table, "cr-turn-composer")).toHaveLength(0);
    const boards = deepQueryAll<HTMLElement & { seat: number }>(table, "cr-player-board");
    expect(boards.map((board) => board.seat)).toEqual([2, 0, 1]);
  });

  it("shows the CLOSED token with its reason and the turns left", async () => {
    const state = classicTurnGame();
    state.token = "closed";
    state.closedBy = "dislikes";
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(state, null), log: [] });
    const text = visibleText(table);
    expect(text).toMatch(/CLOSED \( ?a player has 5 dislikes ?\)/);
    expect(text).toMatch(/Turns left 3/);
  });
});
