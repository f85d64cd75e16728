import { applyActionInPlace } from "./game.js";
import { dealOf, resultOf } from "./record.js";
import { createGame } from "./setup.js";
import type { Action, GameEvent, GameOptions, GameState, Result } from "./types.js";
import type { GameView } from "./view.js";
import type { RecordedResult } from "./record.js";

/**
 * Which rules a record is replayed with. Any change to the engine that could change a deal, an
 * event or a score bumps ENGINE_VERSION; the version it replaces stays verifiable by keeping a
 * frozen copy of that engine (e.g. `game/engine-v1/`, imported only from here) and its entry in
 * ENGINES. A version missing from ENGINES is refused, never replayed with other rules.
 */
export const ENGINE_VERSION = "1";

/** What replaying a record needs from one version of the engine. */
export interface VersionedEngine {
  createGame(options: GameOptions, seed: string): Result<GameState>;
  applyActionInPlace(state: GameState, action: Action): Result<GameEvent[]>;
  dealOf(state: GameState): GameView;
  resultOf(state: GameState): RecordedResult;
}

/**
 * The engines by version. A function rather than a module-level table: a computed key at the top
 * of a module counts as a side effect to bundlers, which then keep the whole engine in bundles
 * that never replay a record (the script embed's spectator table).
 */
function engines(): Readonly<Record<string, VersionedEngine>> {
  return { [ENGINE_VERSION]: { createGame, applyActionInPlace, dealOf, resultOf } };
}

export function engineFor(version: string): VersionedEngine | null {
  const known = engines();
  return Object.hasOwn(known, version) ? known[version] : null;
}

/** The versions whose records can be checked, oldest first. */
export function verifiableVersions(): string[] {
  return Object.keys(engines());
}
