import { legalPlacements, total, validateAction } from "../../game/engine/index.js";
import { planPours } from "./quick-turn.js";
import type { ActionInput } from "../../protocol/schemas.js";
import type { Composing } from "./composing.js";
import { advance, isUndoable, startWith, type Undoable } from "./undoable.js";
import { clientRefusal, type Outcome, type Refusal } from "../api/refusal.js";

/** A meeple placement at setup as it is composed: a free square, then the cup for its ingredient. */
export interface PlacementDraft {
  square: number | null;
  cup: number | null;
}

export type PlacementComposition = Undoable<PlacementDraft>;

export type PlaceAction = Extract<ActionInput, { type: "place" }>;

export function newPlacement(): PlacementComposition {
  return startWith({ square: null, cup: null });
}

/** The squares a meeple may go to now, as the engine lists them. */
export function placeableSquares(composing: Composing): number[] {
  return [...new Set(legalPlacements(composing.state).map((placement) => placement.square))];
}

/** Picks the meeple's square; one the engine won't take is refused with its reason (any cup will do to ask). */
export function pickSquare(composing: Composing, history: PlacementComposition, square: number): Outcome<PlacementComposition> {
  if (!placeableSquares(composing).includes(square)) {
    const reason = validateAction(composing.state, { type: "place", player: composing.player, square, cup: 0 });
    return { ok: false, error: reason ?? clientRefusal("SQUARE_NOT_FREE", "A meeple can't be placed there.") };
  }
  return { ok: true, value: advance(history, { ...history.current, square }) };
}

/** One tap: the square, and the cup its ingredient best goes into (the player may pick another). */
export function placeOn(composing: Composing, history: PlacementComposition, square: number): Outcome<PlacementComposition> {
  const picked = pickSquare(composing, history, square);
  if (!picked.ok) return picked;
  return { ok: true, value: { ...picked.value, current: { square, cup: cupFor(composing, square) } } };
}

/** The cup a square's ingredient best goes into: one working toward an order it belongs in, else the first empty one. */
export function cupFor(composing: Composing, square: number): number {
  const { state, player } = composing;
  const me = state.players[player];
  const plan = planPours(state.options.edition, me.queue, me.cups, { [state.board[square]]: 1 });
  const wanted = plan.pours.findIndex((counts) => total(counts) > 0);
  if (wanted >= 0) return wanted;
  return Math.max(0, me.cups.findIndex((contents) => total(contents) === 0));
}

export function pickCup(history: PlacementComposition, cup: number): PlacementComposition {
  return advance(history, { ...history.current, cup });
}

/** Why the placement can't be sent yet (nothing chosen, or the engine's refusal); null when it can. */
export function placementProblem(composing: Composing, draft: PlacementDraft): Refusal | null {
  if (draft.square === null) return clientRefusal("PICK_SQUARE", "Tap a free square for your meeple.");
  if (draft.cup === null) return clientRefusal("PICK_CUP", "Pick the cup for its ingredient.");
  return validateAction(composing.state, { type: "place", player: composing.player, square: draft.square, cup: draft.cup });
}

/** The placement to send; only once placementProblem finds nothing. */
export function placementAction(draft: PlacementDraft): PlaceAction {
  return { type: "place", square: draft.square!, cup: draft.cup! };
}

export function isUsablePlacement(composing: Composing, stored: unknown): stored is PlacementComposition {
  if (!isUndoable(stored) || typeof stored.current !== "object" || stored.current === null) return false;
  const { square } = stored.current as Partial<PlacementDraft>;
  return square === null || (typeof square === "number" && placeableSquares(composing).includes(square));
}
