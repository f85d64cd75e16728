import { randomAction } from "../game/bots/random.js";
import { applyActionInPlace, createGame, type Action, type GameOptions, type GameState } from "../game/engine/index.js";
import { rngFromSeed } from "../game/engine/rng.js";

/** A whole game of random legal players ("guided": they pour toward their orders, so games end), on the engine alone. */
export function playRandomGame(options: GameOptions, seed: string): { state: GameState; log: Action[] } {
  const created = createGame(options, seed);
  if (!created.ok) throw new Error(created.error.message);
  const state = created.value;
  const rng = rngFromSeed(`players-${seed}`);
  const log: Action[] = [];
  while (state.phase !== "ended") {
    const action = randomAction(state, rng, "guided");
    const applied = applyActionInPlace(state, action);
    if (!applied.ok) throw new Error(`random player was refused: ${applied.error.message}`);
    log.push(action);
  }
  return { state, log };
}
