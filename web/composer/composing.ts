import { stateFromView, type GameState } from "../../game/engine/index.js";
import type { GameSnapshot } from "../../protocol/types.js";

/** The game as the browser may see it, rebuilt for the engine, and the seat composing a move. */
export interface ComposeContext {
  state: GameState;
  player: number;
}

/**
 * One rebuild per snapshot: composers ask for it on every render. A viewer it isn't the turn of
 * composes a plan (their next move against the table as it is): the rebuilt game has them to act,
 * as the room's check does (game/engine/plan.ts).
 */
const cache = new WeakMap<GameSnapshot, ComposeContext>();

export function composeContext(snapshot: GameSnapshot): ComposeContext {
  let context = cache.get(snapshot);
  if (!context) {
    const state = stateFromView(snapshot.view);
    const you = snapshot.you;
    if (you !== null && !snapshot.view.toAct.includes(you) && (state.phase === "placement" || state.phase === "turns")) state.current = you;
    context = { state, player: you ?? -1 };
    cache.set(snapshot, context);
  }
  return context;
}
