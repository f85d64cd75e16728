import { fail, ok } from "./errors.js";
import { applyActionInPlace } from "./game.js";
import { createGame } from "./setup.js";
import type { Action, GameOptions, GameState, Result } from "./types.js";

/** Rebuilds a game from its options, seed and action log; the log must replay without a refusal. */
export function replay(options: GameOptions, seed: string, actions: readonly Action[]): Result<GameState> {
  const created = createGame(options, seed);
  if (!created.ok) return created;
  const state = created.value;
  for (let index = 0; index < actions.length; index++) {
    const applied = applyActionInPlace(state, actions[index]);
    if (!applied.ok) {
      return fail("REPLAY_FAILED", `Action ${index + 1} of the log was refused: ${applied.error.message}`);
    }
  }
  return ok(state);
}
