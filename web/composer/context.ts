import { stateFromView, type GameState } from "../../game/engine/index.js";
import type { GameSnapshot } from "../../protocol/types.js";

/** The game as the browser may see it, rebuilt for the engine, and the seat composing a move. */
export interface ComposeContext {
  state: GameState;
  player: number;
}

/** One rebuild per snapshot: composers ask for it on every render. */
const cache = new WeakMap<GameSnapshot, ComposeContext>();

export function composeContext(snapshot: GameSnapshot): ComposeContext {
  let context = cache.get(snapshot);
  if (!context) {
    context = { state: stateFromView(snapshot.view), player: snapshot.you ?? -1 };
    cache.set(snapshot, context);
  }
  return context;
}
