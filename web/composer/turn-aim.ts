import type { Ingredient, TurnDraft, TurnPreview } from "../../game/engine/index.js";
import type { ActionInput } from "../../protocol/schemas.js";
import type { TurnAction } from "./turn-draft.js";
import type { Step } from "./turn-steps.js";

/** What a guide (the guided game) points at in a turn: the turn it asks for, its squares, its next pour. */

/** The turn a guide asks for, if any. */
export function turnAim(aim: ActionInput | null): TurnAction | null {
  return aim?.type === "turn" ? aim : null;
}

/** The squares the guide points at: its meeple, then the next square of its path while the path follows it. */
export function guidedSquares(aim: TurnAction | null, meeples: readonly (number | null)[], step: Step, preview: TurnPreview): number[] {
  if (!aim) return [];
  const meeple = aim.meeple ?? 0;
  if (step === "meeple") return [meeples[meeple]].filter((square) => square !== null);
  if (step !== "path" || preview.meeple !== meeple || preview.path.some((square, index) => aim.path[index] !== square)) return [];
  const next = aim.path[preview.path.length];
  return next === undefined ? [] : [next];
}

/** The guide's next pour not made yet: which token into which cup. */
export function nextPour(aim: TurnAction | null, turn: TurnDraft): { cup: number; ingredient: Ingredient } | null {
  for (const [cup, counts] of (aim?.pours ?? []).entries()) {
    for (const ingredient of Object.keys(counts) as Ingredient[]) {
      if ((turn.pours?.[cup]?.[ingredient] ?? 0) < counts[ingredient]!) return { cup, ingredient };
    }
  }
  return null;
}
