import { stateFromView, type GameState } from "../../game/engine/index.js";
import type { GameSnapshot } from "../../protocol/types.js";

/** The game as the browser may see it, rebuilt for the engine, and the seat composing a move. */
export interface Composing {
  state: GameState;
  player: number;
}

/**
 * One rebuild per snapshot: composers ask for it on every render. A viewer it isn't the turn of
 * composes a plan (their next move against the table as it is): the rebuilt game has them to act,
 * as the room's check does (game/engine/plan.ts).
 */
const cache = new WeakMap<GameSnapshot, Composing>();

export function composingOf(snapshot: GameSnapshot): Composing {
  let composing = cache.get(snapshot);
  if (!composing) {
    const state = stateFromView(snapshot.view);
    const you = snapshot.you;
    if (you !== null && !snapshot.view.toAct.includes(you) && (state.phase === "placement" || state.phase === "turns")) state.current = you;
    composing = { state, player: you ?? -1 };
    cache.set(snapshot, composing);
  }
  return composing;
}
