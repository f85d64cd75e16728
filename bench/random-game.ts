import { randomAction } from "../game/bots/random.js";
import { applyActionInPlace, createGame, type Action, type GameOptions, type GameState } from "../game/engine/index.js";
import { rngFromSeed, type RngState } from "../game/engine/rng.js";

/** A new game on the engine alone. */
export function engineGame(options: GameOptions, seed: string): GameState {
  const created = createGame(options, seed);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/**
 * The guided random player's move (it pours toward its orders, so games end), decided on `seen`
 * (what the player sees of the game: by default all of it) and applied to `state`.
 */
export function playRandomMove(state: GameState, rng: RngState, seen: GameState = state): Action {
  const action = randomAction(seen, rng, "guided");
  const applied = applyActionInPlace(state, action);
  if (!applied.ok) throw new Error(`random player was refused: ${applied.error.message}`);
  return action;
}

/** A whole game of random legal players, on the engine alone. */
export function playRandomGame(options: GameOptions, seed: string): { state: GameState; log: Action[] } {
  const state = engineGame(options, seed);
  const rng = rngFromSeed(`players-${seed}`);
  const log: Action[] = [];
  while (state.phase !== "ended") log.push(playRandomMove(state, rng));
  return { state, log };
}
