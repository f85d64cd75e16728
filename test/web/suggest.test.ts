import { LANGUAGES } from "../../protocol/languages.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import "../../web/composer/composers.js";
import "../../web/table/cr-table.js";
import "../../web/table/cr-game-log.js";
import "../../web/learn/learn-page.js";
import { shortestScript } from "../../web/learn/guided-deal.js";
import type { ActionInput } from "../../protocol/schemas.js";
import type { LoggedAction } from "../../protocol/types.js";
import { chooseAction } from "../../game/bots/index.js";
import { stateFromView, toAct, validateAction, type Action } from "../../game/engine/index.js";
import { ApiError } from "../../web/api/client.js";
import { suggestLocally } from "../../web/composer/local-suggestion.js";
import type { SuggestMove } from "../../web/table/composer-context.js";
import { setLocale } from "../../web/i18n/index.js";
import { suggestStrings } from "../../web/i18n/suggest/index.js";
import type { CrTable } from "../../web/table/cr-table.js";
import type { CrGameLog } from "../../web/table/cr-game-log.js";
import { classicTurnGame, created, NAMES, snapshotOf } from "./fixtures.js";
import { click, deepQuery, deepQueryAll, mount, settled, visibleText } from "./dom.js";
import { expectEveryLanguage } from "./strings.js";

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.replaceChildren();
  setLocale("en");
});

/** Mounts the table for the seat to act with `suggest`, and collects what it submits. */
async function table(state = classicTurnGame(), suggest: SuggestMove | null = suggestLocally) {
  const element = await mount<CrTable>("cr-table", { snapshot: snapshotOf(state, toAct(state)[0]), log: [], suggest });
  const submitted: ActionInput[] = [];
  element.addEventListener("submit-action", (event) => submitted.push((event as CustomEvent<{ action: ActionInput }>).detail.action));
  return { element, submitted };
}

function button(root: Element, text: string): HTMLButtonElement {
  const found = deepQueryAll<HTMLButtonElement>(root, "button").find((b) => visibleText(b) === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

async function askAndSettle(root: Element) {
  await click(root, deepQuery(root, "button.suggest-button"));
  await new Promise((resolve) => setTimeout(resolve, 0));
  await settled(root);
}

describe("Suggest a move in the composer", () => {
  it("fills a turn with the medium bot's move; Submit sends exactly that move", async () => {
    const state = classicTurnGame();
    const { element, submitted } = await table(state);
    expect(button(element, "Submit").disabled).toBe(true);
    await askAndSettle(element);
    expect(visibleText(element)).toContain("Suggested move filled in");
    await click(element, button(element, "Submit"));
    const { player: _player, ...expected } = chooseAction(stateFromView(snapshotOf(state, 0).view), { level: "medium" }, "g-test|7", 0);
    expect(submitted).toEqual([expected]);
    expect(validateAction(state, { ...submitted[0], player: 0 } as Action)).toBeNull(); // the engine takes it
  });

  it("fills a meeple placement too, and the filled move can still be undone", async () => {
    const { element, submitted } = await table(created({ edition: "classic", players: 2, startingPlayer: 0 }));
    await askAndSettle(element);
    expect(button(element, "Submit").disabled).toBe(false);
    await click(element, button(element, "Undo"));
    expect(button(element, "Submit").disabled).toBe(true);
    await askAndSettle(element);
    await click(element, button(element, "Submit"));
    expect(submitted[0]).toMatchObject({ type: "place" });
  });

  it("has no button when the page gives no way to suggest (a game among people that did not allow it)", async () => {
    const { element } = await table(classicTurnGame(), null);
    expect(deepQueryAll(element, "button.suggest-button")).toEqual([]);
  });

  it("says why in the player's language when the service refuses", async () => {
    setLocale("fr");
    const refuse: SuggestMove = () => Promise.reject(new ApiError(403, "SUGGESTIONS_OFF", "The host did not allow suggested moves in this game."));
    const { element, submitted } = await table(classicTurnGame(), refuse);
    await askAndSettle(element);
    expect(visibleText(element)).toContain(suggestStrings.fr["suggest.error.SUGGESTIONS_OFF"]);
    expect(submitted).toEqual([]);
  });

  it("marks in the log a move played as suggested, and only that one", async () => {
    const entry = (seq: number, by: LoggedAction["by"]): LoggedAction => ({ seq, at: 0, by, events: [], action: { type: "place", player: 0, square: seq, cup: 0 } as Action });
    const log = await mount<CrGameLog>("cr-game-log", { gameId: "g-log", log: [entry(1, "player"), entry(2, "suggestion")], seats: NAMES.slice(0, 2).map((name, seat) => ({ seat, name }) as never) });
    const items = deepQueryAll(log, "li");
    expect(items.map((item) => item.querySelector(".suggested-mark") !== null)).toEqual([true, false]); // newest first
  });

  it("is on in the guided game, where it suggests the step's own move, which the lesson accepts", async () => {
    const page = await mount<HTMLElement>("cr-learn-page", {});
    const composer = deepQuery(page, "cr-placement-composer");
    let sent: ActionInput | null = null;
    page.addEventListener("submit-action", (event) => (sent = (event as CustomEvent<{ action: ActionInput }>).detail.action));
    await askAndSettle(composer);
    await click(composer, button(composer, "Submit"));
    await settled(page);
    const { player: _player, ...first } = shortestScript()[0].action;
    expect(sent).toEqual(first);
    expect(page.querySelector(".step-count")?.textContent).toMatch(/^Step 2 of/);
    sessionStorage.clear();
  });

  it("has every string in every language", () => {
    expectEveryLanguage(suggestStrings, () => true);
    expect(LANGUAGES.length).toBe(4);
  });
});
