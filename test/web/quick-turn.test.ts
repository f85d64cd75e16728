import { describe, expect, it } from "vitest";
import { previewTurn, type GameState } from "../../game/engine/index.js";
import type { Outcome } from "../../web/api/refusal.js";
import { planPours, routes, completions } from "../../web/composer/quick-turn.js";
import { followPath, goTo, newTurn, takeBackPours, turnAction, type TurnComposition } from "../../web/composer/turn-draft.js";
import { newPlacement, placeOn, placementAction } from "../../web/composer/placement-draft.js";
import { act, cardNamed, created } from "./fixtures.js";

function ok(result: Outcome<TurnComposition>): TurnComposition {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** A square's number from its row and column (1–4). */
const at = (row: number, column: number) => (row - 1) * 4 + (column - 1);

/**
 * The browser tests' game (test/e2e/api-game.ts): Classic, calm start, two players; Ben on rows
 * 4 columns 1 and 4, Ann on the steam square (row 1, column 3, into cup 1) and row 2 column 2
 * (into cup 2). Ann holds a Ristretto or Espresso: coffee and steam.
 */
function twoPlayerGame(): GameState {
  let state = created({ edition: "classic", players: 2, variants: ["calmStart"], startingPlayer: 0 }, "quick-turn");
  for (const [player, row, column, cup] of [
    [1, 4, 1, 0],
    [0, 1, 3, 0],
    [1, 4, 4, 0],
    [0, 2, 2, 1],
  ] as const) {
    state = act(state, { type: "place", player, square: at(row, column), cup });
  }
  return state;
}

describe("pouring for the player", () => {
  const ristretto = cardNamed("classic", "Ristretto");
  const espresso = cardNamed("classic", "Espresso");

  it("completes what it can, the order nearest to falling out first, with the cup nearest to it", () => {
    const queue = [[], [ristretto], [], []];
    const plan = planPours("classic", queue, [{}, { steam: 1 }, {}], { coffee: 1, milk: 2 });
    expect(plan.pours).toEqual([{}, { coffee: 1 }, {}]);
    expect(plan.completes).toBe(1);
    expect(plan.useful).toBe(1);
  });

  it("pours toward a recipe a cup is on the way to, never into a cup with something the recipe doesn't take", () => {
    const doppio = cardNamed("classic", "Espresso Doppio");
    const plan = planPours("classic", [[doppio], [], [], []], [{ milk: 1 }, { coffee: 1 }, {}], { coffee: 1 });
    expect(plan.pours).toEqual([{}, { coffee: 1 }, {}]);
    expect(plan.completes).toBe(0);
  });

  it("ticks what the cups complete: each cup the order nearest to falling out that no cup before it took", () => {
    expect(completions({ matches: [{ cup: 0, cards: [espresso, ristretto] }, { cup: 1, cards: [] }, { cup: 2, cards: [] }] })).toEqual([{ cup: 0, card: espresso }]);
    expect(completions({ matches: [{ cup: 0, cards: [espresso] }, { cup: 1, cards: [espresso] }, { cup: 2, cards: [] }] })).toEqual([{ cup: 0, card: espresso }]);
    expect(completions({ matches: [{ cup: 0, cards: [espresso, ristretto] }, { cup: 1, cards: [] }, { cup: 2, cards: [espresso, ristretto] }] })).toEqual([
      { cup: 0, card: espresso },
      { cup: 2, card: ristretto },
    ]);
  });
});

describe("a turn by its end square", () => {
  const state = twoPlayerGame();
  const context = { state, player: 0 };

  it("one tap on the coffee corner: the best path there, a coffee into cup 1, the order it completes ticked (R-4)", () => {
    const turn = ok(goTo(context, newTurn(), at(1, 4))).current;
    const action = turnAction(turn);
    expect(action.path.at(-1)).toEqual(at(1, 4));
    expect(action.pours![0]).toEqual({ coffee: 1 });
    expect(action.complete![0].cup).toBe(0);
    expect(previewTurn(state, 0, turn).problem).toBeNull();
  });

  it("offers every square some path ends on, each path legal, the best one first", () => {
    const found = routes(context, {});
    expect(found.size).toBeGreaterThan(3);
    for (const [end, list] of found) {
      for (const route of list) {
        expect(route.path.at(-1)).toBe(end);
        expect(previewTurn(state, 0, { path: route.path }).problem).toBeNull();
      }
      for (let k = 1; k < list.length; k++) expect(list[k - 1].plan.useful + 10 * list[k - 1].plan.completes).toBeGreaterThanOrEqual(list[k].plan.useful + 10 * list[k].plan.completes);
    }
  });

  it("a second tap on the same square takes the next path there, and around again", () => {
    const end = [...routes(context, {})].find(([, list]) => list.length > 1)![0];
    const first = ok(goTo(context, newTurn(), end));
    const second = ok(goTo(context, first, end));
    expect(second.current.path).not.toEqual(first.current.path);
    expect(second.current.path!.at(-1)).toBe(end);
    let again = second;
    for (let k = 1; k < routes(context, {}).get(end)!.length; k++) again = ok(goTo(context, again, end));
    expect(again.current.path).toEqual(first.current.path);
  });

  it("a guide's path goes first", () => {
    const end = [...routes(context, {})].find(([, list]) => list.length > 1)![0];
    const last = routes(context, {}).get(end)!.at(-1)!.path;
    expect(ok(goTo(context, newTurn(), end, last)).current.path).toEqual(last);
  });

  it("a path dragged along the board is one change, poured and ticked; the pours can be taken back", () => {
    const dragged = ok(followPath(context, newTurn(), [at(1, 4)]));
    expect(dragged.current.pours).toEqual([{ coffee: 1 }, {}, {}]);
    expect(dragged.earlier).toHaveLength(1);
    const back = ok(takeBackPours(context, dragged)).current;
    expect(back.pours).toBeUndefined();
    expect(back.complete).toBeUndefined();
    expect(back.path).toEqual([at(1, 4)]);
    expect(followPath(context, newTurn(), [at(3, 3)]).ok).toBe(false);
  });
});

describe("placing in one tap", () => {
  it("the ingredient goes into a cup on its way to an order it belongs in, never spoiling a started one; else an empty cup", async () => {
    let state = created({ edition: "classic", players: 2, variants: ["calmStart"], startingPlayer: 0 }, "quick-turn");
    state = act(state, { type: "place", player: 1, square: at(4, 1), cup: 0 });
    state = act(state, { type: "place", player: 0, square: at(1, 3), cup: 0 });
    state = act(state, { type: "place", player: 1, square: at(4, 4), cup: 0 });
    const placed = placeOn({ state, player: 0 }, newPlacement(), at(2, 2));
    if (!placed.ok) throw new Error(placed.error.message);
    // Cup 1 holds the steam of a Ristretto or Espresso: the milk goes elsewhere.
    expect(placementAction(placed.value.current).cup).not.toBe(0);
    expect(placed.value.earlier).toHaveLength(1);
  });
});
