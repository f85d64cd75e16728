import { describe, expect, it } from "vitest";
import { applyAction, type GameState } from "../../game/engine/index.js";
import type { Outcome } from "../../web/api/refusal.js";
import {
  activate,
  addStep,
  chooseMeeple,
  isUsable,
  newTurn,
  offeredUpgrades,
  pour,
  previewOf,
  toggleComplete,
  toggleEmpty,
  toggleJump,
  turnAction,
  turnDraftOf,
  type TurnComposition,
} from "../../web/composer/turn-draft.js";
import { canUndo, undo } from "../../web/composer/undoable.js";
import { cardNamed, classicTurnGame, created, placed } from "./fixtures.js";

function ok(result: Outcome<TurnComposition>): TurnComposition {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

function refused(result: Outcome<TurnComposition>): string {
  if (result.ok) throw new Error("expected a refusal");
  return result.error.code;
}

function steps(state: GameState, squares: number[], draft = newTurn()): TurnComposition {
  const context = { state, player: state.current };
  for (const square of squares) draft = ok(addStep(context, draft, square));
  return draft;
}

describe("building the path", () => {
  const state = classicTurnGame();
  const context = { state, player: 0 };

  it("offers only the engine's legal next steps, and refuses any other square with the engine's reason", () => {
    const preview = previewOf(context, newTurn().current);
    expect(preview.nextSteps.map((step) => step.square).sort()).toEqual([1, 4]);
    expect(refused(addStep(context, newTurn(), 5))).toBe("NOT_ADJACENT");
    expect(refused(addStep(context, newTurn(), 2))).toBe("NOT_ADJACENT");
    const draft = ok(addStep(context, newTurn(), 1));
    expect(draft.current.path).toEqual([1]);
  });

  it("shows what the path collects and stops after the free steps without speed tokens", () => {
    const draft = steps(state, [1, 2, 3]);
    const preview = previewOf(context, draft.current);
    expect(preview.collected).toEqual({ caramel: 1, steam: 1, coffee: 1 });
    expect(preview.freeStepsLeft).toBe(0);
    expect(preview.nextSteps).toEqual([]);
    expect(preview.problem).toBeNull();
    expect(refused(addStep(context, draft, 7))).toBe("PATH_TOO_LONG");
  });

  it("can't end on another meeple's square: passing through is fine, stopping there is not yet submittable", () => {
    const draft = steps(state, [4, 5]);
    const preview = previewOf(context, draft.current);
    expect(preview.canEndHere).toBe(false);
    expect(preview.problem?.code).toBe("END_ON_OCCUPIED");
    expect(preview.nextSteps.length).toBeGreaterThan(0);
  });

  it("counts speed tokens: extra steps beyond the free three spend them, up to what the player has", () => {
    const rich = classicTurnGame();
    rich.players[0].speedTokens = 2;
    const richContext = { state: rich, player: 0 };
    let draft = steps(rich, [1, 2, 3]);
    const fourth = previewOf(richContext, draft.current).nextSteps;
    expect(fourth.every((step) => step.costsSpeedToken)).toBe(true);
    draft = steps(rich, [7], draft);
    expect(previewOf(richContext, draft.current).speedTokensSpent).toBe(1);
    draft = steps(rich, [11], draft);
    const preview = previewOf(richContext, draft.current);
    expect(preview.speedTokensSpent).toBe(2);
    expect(preview.nextSteps).toEqual([]);
    expect(turnAction(draft.current)).toEqual({ type: "turn", path: [1, 2, 3, 7, 11] });
    expect(turnDraftOf(turnAction(draft.current))).toEqual({ path: [1, 2, 3, 7, 11] });
    expect(turnDraftOf({ type: "place", square: 4, cup: 0 })).toBeNull();
  });
});

describe("undo", () => {
  const state = classicTurnGame();

  it("goes back one change at a time, to the empty draft and no further", () => {
    const draft = steps(state, [1, 2]);
    expect(canUndo(draft)).toBe(true);
    const once = undo(draft);
    expect(once.current.path).toEqual([1]);
    const twice = undo(once);
    expect(twice.current).toEqual({});
    expect(canUndo(twice)).toBe(false);
    expect(undo(twice)).toBe(twice);
  });

  it("never changes the composition it is given (immutable)", () => {
    const draft = steps(state, [1]);
    const frozen = JSON.stringify(draft);
    ok(addStep({ state, player: 0 }, draft, 2));
    undo(draft);
    expect(JSON.stringify(draft)).toBe(frozen);
  });
});

describe("pouring", () => {
  const state = classicTurnGame();
  const context = { state, player: 0 };

  it("pours only tokens collected this turn and not yet poured", () => {
    expect(refused(pour(context, newTurn(), 0, "coffee"))).toBe("NOTHING_TO_POUR");
    let draft = steps(state, [1, 2, 3]);
    draft = ok(pour(context, draft, 1, "coffee"));
    expect(refused(pour(context, draft, 2, "coffee"))).toBe("NOTHING_TO_POUR");
    expect(refused(pour(context, draft, 1, "milk"))).toBe("NOTHING_TO_POUR");
    const preview = previewOf(context, draft.current);
    expect(preview.unpoured).toEqual({ caramel: 1, steam: 1 });
    expect(preview.cups[1]).toEqual({ coffee: 1 });
  });

  it("adds to what a cup already holds; the placement put ice in cup 1", () => {
    let draft = steps(state, [1, 2, 3]);
    draft = ok(pour(context, draft, 0, "steam"));
    expect(previewOf(context, draft.current).cups[0]).toEqual({ ice: 1, steam: 1 });
  });

  it("empties a cup (its old tokens and anything poured into it this turn) and can keep it after all", () => {
    let draft = steps(state, [1, 2, 3]);
    draft = ok(pour(context, draft, 0, "steam"));
    draft = ok(toggleEmpty(context, draft, 0));
    let preview = previewOf(context, draft.current);
    expect(preview.cups[0]).toEqual({});
    expect(preview.unpoured).toEqual({ caramel: 1, steam: 1, coffee: 1 });
    expect(turnAction(draft.current)).toEqual({ type: "turn", path: [1, 2, 3], empty: [0] });
    draft = ok(toggleEmpty(context, draft, 0));
    preview = previewOf(context, draft.current);
    expect(preview.cups[0]).toEqual({ ice: 1 });
  });

  it("keeps pours that still fit when the path goes on", () => {
    let draft = steps(state, [1]);
    draft = ok(pour(context, draft, 2, "caramel"));
    draft = ok(addStep(context, draft, 2));
    expect(draft.current.pours?.[2]).toEqual({ caramel: 1 });
  });

  it("drops them too while the longer path is unfinished (ending on another meeple)", () => {
    const winter = placed(created({ edition: "winter", players: 3, startingPlayer: 0, upgrades: ["doubleMeeples", "diagonalMovement", "doubleDestination", "jump"] }), [[0], [5], [15]]);
    winter.players[0].upgrades.find((tile) => tile.id === "doubleDestination")!.active = true;
    const winterContext = { state: winter, player: 0 };
    let draft = steps(winter, [1]);
    draft = ok(pour(winterContext, draft, 0, "fruit"));
    draft = ok(pour(winterContext, draft, 0, "fruit"));
    draft = ok(addStep(winterContext, draft, 5));
    expect(previewOf(winterContext, draft.current).problem?.code).toBe("END_ON_OCCUPIED");
    expect(draft.current.pours).toBeUndefined();
  });

  it("drops pours a longer path no longer collects (Double Destination doubles only the last square)", () => {
    const winter = placed(created({ edition: "winter", players: 3, startingPlayer: 0, upgrades: ["doubleMeeples", "diagonalMovement", "doubleDestination", "jump"] }), [[0], [5], [15]]);
    winter.players[0].upgrades.find((tile) => tile.id === "doubleDestination")!.active = true;
    const winterContext = { state: winter, player: 0 };
    let draft = steps(winter, [1]);
    expect(previewOf(winterContext, draft.current).collected).toEqual({ fruit: 2 });
    draft = ok(pour(winterContext, draft, 2, "fruit"));
    draft = ok(pour(winterContext, draft, 2, "fruit"));
    draft = ok(addStep(winterContext, draft, 2));
    expect(draft.current.path).toEqual([1, 2]);
    expect(draft.current.pours).toBeUndefined();
    expect(previewOf(winterContext, draft.current).collected).toEqual({ fruit: 1, steam: 2 });
  });
});

describe("completing orders", () => {
  const espresso = cardNamed("classic", "Espresso");
  const game = (): GameState => {
    const state = classicTurnGame();
    state.players[0].queue = [[espresso], [], [], []];
    return state;
  };

  it("highlights the orders a cup now matches and ticks them to complete", () => {
    const state = game();
    const context = { state, player: 0 };
    let draft = steps(state, [1, 2, 3]);
    expect(previewOf(context, draft.current).matches.every((match) => match.cards.length === 0)).toBe(true);
    draft = ok(pour(context, draft, 1, "coffee"));
    draft = ok(pour(context, draft, 1, "steam"));
    expect(previewOf(context, draft.current).matches[1].cards).toEqual([espresso]);
    draft = ok(toggleComplete(context, draft, 1, espresso));
    expect(draft.current.complete).toEqual([{ cup: 1, card: espresso }]);
    const action = turnAction(draft.current);
    expect(action).toEqual({
      type: "turn",
      path: [1, 2, 3],
      pours: [{}, { coffee: 1, steam: 1 }, {}],
      complete: [{ cup: 1, card: espresso }],
    });
    // The server's reducer accepts exactly what the composer built.
    expect(applyAction(state, { ...action, player: 0 }).ok).toBe(true);
    draft = ok(toggleComplete(context, draft, 1, espresso));
    expect(draft.current.complete).toEqual([]);
  });

  it("refuses to tick an order the cup does not match, even before the move is finished", () => {
    const state = game();
    const context = { state, player: 0 };
    let draft = steps(state, [1, 2, 3]);
    draft = ok(pour(context, draft, 1, "coffee"));
    expect(refused(toggleComplete(context, draft, 1, espresso))).toBe("RECIPE_MISMATCH");
    expect(refused(toggleComplete(context, newTurn(), 1, espresso))).toBe("RECIPE_MISMATCH");
  });

  it("completes with a cup that already matched before this turn", () => {
    const state = game();
    state.players[0].cups[2] = { coffee: 1, steam: 1 };
    const context = { state, player: 0 };
    let draft = ok(toggleComplete(context, newTurn(), 2, espresso));
    draft = steps(state, [4], draft);
    expect(turnAction(draft.current)).toEqual({ type: "turn", path: [4], complete: [{ cup: 2, card: espresso }] });
  });

  it("unticks a completion once a later pour spoils the match", () => {
    const state = game();
    const context = { state, player: 0 };
    let draft = steps(state, [1, 2, 3]);
    draft = ok(pour(context, draft, 1, "coffee"));
    draft = ok(pour(context, draft, 1, "steam"));
    draft = ok(toggleComplete(context, draft, 1, espresso));
    draft = ok(pour(context, draft, 1, "caramel"));
    expect(draft.current.complete).toEqual([]);
    expect(previewOf(context, draft.current).matches[1].cards).toEqual([]);
  });

  it("moves an order to the cup ticked last: an order needs one cup", () => {
    const state = game();
    state.players[0].cups = [{ coffee: 1, steam: 1 }, {}, { coffee: 1, steam: 1 }];
    const context = { state, player: 0 };
    let draft = steps(state, [1, 2, 3]);
    draft = ok(toggleComplete(context, draft, 0, espresso));
    draft = ok(toggleComplete(context, draft, 2, espresso));
    expect(draft.current.complete).toEqual([{ cup: 2, card: espresso }]);
  });
});

describe("upgrades and the jump", () => {
  it("activates an upgrade the engine offers (with 3 likes) and keeps the path while it still fits", () => {
    const state = classicTurnGame();
    state.players[0].likes = [1, 2, 3];
    const context = { state, player: 0 };
    expect(previewOf(context, {}).activatable).toContain("diagonalMovement");
    let draft = ok(activate(context, newTurn(), "diagonalMovement"));
    expect(previewOf(context, draft.current).nextSteps.map((step) => step.square).sort((a, b) => a - b)).toEqual([1, 4, 5]);
    draft = ok(addStep(context, draft, 5));
    draft = ok(addStep(context, draft, 2));
    // Without the diagonal the path is impossible: it is dropped, not kept half-legal.
    draft = ok(activate(context, draft, null));
    expect(draft.current.path).toEqual([]);
  });

  it("offers the same upgrades whether or not one is chosen", () => {
    const state = classicTurnGame();
    state.players[0].likes = [1, 2, 3];
    const context = { state, player: 0 };
    const offered = offeredUpgrades(context, {});
    expect(offered).toContain("diagonalMovement");
    expect(offeredUpgrades(context, ok(activate(context, newTurn(), "diagonalMovement")).current)).toEqual(offered);
    expect(offeredUpgrades({ state: classicTurnGame(), player: 0 }, {})).toEqual([]);
  });

  it("refuses an upgrade without enough likes", () => {
    const state = classicTurnGame();
    expect(refused(activate({ state, player: 0 }, newTurn(), "doubleCorners"))).toBe("NOT_ENOUGH_LIKES");
  });

  it("jump: the first step yields nothing and one more step is free", () => {
    const state = placed(
      created({ edition: "winter", players: 3, startingPlayer: 0, upgrades: ["doubleMeeples", "diagonalMovement", "doubleDestination", "jump"] }),
      [[0], [5], [15]],
    );
    state.players[0].upgrades.find((tile) => tile.id === "jump")!.active = true;
    const context = { state, player: 0 };
    let draft = ok(toggleJump(context, newTurn()));
    expect(previewOf(context, draft.current).freeStepsLeft).toBe(4);
    draft = steps(state, [1, 2, 3, 7], draft);
    let preview = previewOf(context, draft.current);
    expect(preview.collected).toEqual({ steam: 1, coffee: 1, water: 1 });
    expect(preview.speedTokensSpent).toBe(0);
    // Jump off: the four steps still fit with the starting cookie, and the first step yields again.
    draft = ok(toggleJump(context, draft));
    preview = previewOf(context, draft.current);
    expect(draft.current.path).toEqual([1, 2, 3, 7]);
    expect(preview.speedTokensSpent).toBe(1);
    expect(preview.collected).toEqual({ fruit: 1, steam: 1, coffee: 1, water: 1 });
    expect(refused(toggleJump({ state: classicTurnGame(), player: 0 }, newTurn()))).toBe("JUMP_NOT_ACTIVE");
  });
});

describe("two players", () => {
  it("chooses which meeple moves; the path starts over for the other meeple", () => {
    const state = placed(created({ edition: "classic", players: 2, startingPlayer: 0 }), [[0, 15], [5, 10]]);
    const context = { state, player: 0 };
    let draft = steps(state, [1]);
    draft = ok(chooseMeeple(context, draft, 1));
    expect(draft.current.path).toEqual([]);
    expect(previewOf(context, draft.current).from).toBe(15);
    draft = ok(addStep(context, draft, 14));
    expect(turnAction(draft.current)).toEqual({ type: "turn", meeple: 1, path: [14] });
    expect(chooseMeeple(context, draft, 1)).toEqual({ ok: true, value: draft });
  });
});

describe("stored drafts", () => {
  const state = classicTurnGame();
  const context = { state, player: 0 };

  it("accepts a stored composition that still fits the game", () => {
    const stored = JSON.parse(JSON.stringify(steps(state, [1, 2])));
    expect(isUsable(context, stored)).toBe(true);
  });

  it("rejects garbage and drafts the game no longer allows", () => {
    expect(isUsable(context, null)).toBe(false);
    expect(isUsable(context, "x")).toBe(false);
    expect(isUsable(context, { current: {} })).toBe(false);
    expect(isUsable(context, { current: { path: [2] }, earlier: [] })).toBe(false);
    expect(isUsable(context, { current: { path: "1" }, earlier: [] })).toBe(false);
  });
});
