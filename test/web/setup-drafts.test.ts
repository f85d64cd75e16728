import { describe, expect, it } from "vitest";
import { isUsablePlacement, newPlacement, pickCup, pickSquare, placeableSquares, placementAction, placementProblem } from "../../web/composer/placement-draft.js";
import { canUndo, undo } from "../../web/composer/undoable.js";
import { isUsableUpgradeChoice, newUpgradeChoice, toggleUpgrade, upgradeChoiceAction, upgradeChoiceProblem } from "../../web/composer/upgrade-choice.js";
import { act, created } from "./fixtures.js";

describe("meeple placement draft", () => {
  const start = created({ edition: "classic", players: 3, startingPlayer: 0 });
  const context = { state: start, player: start.current };

  it("offers the free squares only, and refuses another with the engine's reason", () => {
    expect(placeableSquares(context)).toHaveLength(16);
    const later = act(start, { type: "place", player: start.current, square: 6, cup: 0 });
    const laterContext = { state: later, player: later.current };
    expect(placeableSquares(laterContext)).not.toContain(6);
    const refused = pickSquare(laterContext, newPlacement(), 6);
    expect(refused.ok ? null : refused.error.code).toBe("SQUARE_OCCUPIED");
  });

  it("needs a square and a cup, then sends exactly those; undo steps back", () => {
    let draft = newPlacement();
    expect(placementProblem(context, draft.current)?.code).toBe("PICK_SQUARE");
    const picked = pickSquare(context, draft, 9);
    if (!picked.ok) throw new Error(picked.error.message);
    draft = picked.value;
    expect(placementProblem(context, draft.current)?.code).toBe("PICK_CUP");
    draft = pickCup(draft, 2);
    expect(placementProblem(context, draft.current)).toBeNull();
    expect(placementAction(draft.current)).toEqual({ type: "place", square: 9, cup: 2 });
    draft = undo(draft);
    expect(draft.current).toEqual({ square: 9, cup: null });
    expect(canUndo(undo(draft))).toBe(false);
  });

  it("reports the engine's refusal when it is not this seat's placement", () => {
    const other = { state: start, player: (start.current + 1) % 3 };
    expect(placementProblem(other, { square: 0, cup: 0 })?.code).toBe("NOT_YOUR_TURN");
  });

  it("accepts a stored draft only while its square is still free", () => {
    expect(isUsablePlacement(context, { current: { square: 3, cup: 1 }, earlier: [] })).toBe(true);
    const later = act(start, { type: "place", player: start.current, square: 3, cup: 0 });
    expect(isUsablePlacement({ state: later, player: later.current }, { current: { square: 3, cup: 1 }, earlier: [] })).toBe(false);
    expect(isUsablePlacement(context, { current: { square: "3" }, earlier: [] })).toBe(false);
    expect(isUsablePlacement(context, 42)).toBe(false);
  });
});

describe("variable upgrades draft", () => {
  const state = created({ edition: "winter", players: 3, variants: ["variableUpgrades"] });
  const context = { state, player: 1 };

  it("toggles upgrades, takes no fifth, and is sendable at exactly four", () => {
    let draft = newUpgradeChoice();
    for (const upgrade of ["jump", "doubleCorners", "doubleMeeples"] as const) draft = toggleUpgrade(draft, upgrade);
    expect(upgradeChoiceProblem(context, draft.current)?.code).toBe("INVALID_UPGRADE_CHOICE");
    draft = toggleUpgrade(draft, "doubleDestination");
    expect(upgradeChoiceProblem(context, draft.current)).toBeNull();
    expect(toggleUpgrade(draft, "diagonalMovement")).toBe(draft);
    draft = toggleUpgrade(draft, "jump");
    expect(draft.current).toEqual(["doubleCorners", "doubleMeeples", "doubleDestination"]);
    draft = undo(draft);
    expect(upgradeChoiceAction(draft.current)).toEqual({
      type: "chooseUpgrades",
      upgrades: ["jump", "doubleCorners", "doubleMeeples", "doubleDestination"],
    });
  });

  it("accepts stored choices of this edition's upgrades only", () => {
    expect(isUsableUpgradeChoice(context, { current: ["jump"], earlier: [[]] })).toBe(true);
    expect(isUsableUpgradeChoice(context, { current: ["teleport"], earlier: [] })).toBe(false);
    expect(isUsableUpgradeChoice(context, { current: "jump", earlier: [] })).toBe(false);
  });
});
