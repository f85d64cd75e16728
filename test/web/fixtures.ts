/**
 * Real games for the web tests, built with the engine: a game set up and placed through real
 * placement actions, wrapped in the GameSnapshot the API would send; and finished games recorded
 * from the random bot for the end-of-game screen.
 */
import {
  applyAction,
  applyActionInPlace,
  cardOf,
  createGame,
  EDITIONS,
  ENGINE_VERSION,
  makeRecord,
  viewFor,
  type Action,
  type EditionId,
  type GameOptions,
  type GameState,
} from "../../game/engine/index.js";
import { rngFromSeed } from "../../game/engine/rng.js";
import { randomAction } from "../../game/bots/random.js";
import type { GameRecord, GameSnapshot, LoggedAction } from "../../protocol/types.js";

export const NAMES = ["Ana", "Ben", "Chloé", "Dae"];

export function created(options: GameOptions, seed = "web-tests"): GameState {
  const game = createGame(options, seed);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

export function act(state: GameState, action: Action): GameState {
  const applied = applyAction(state, action);
  if (!applied.ok) throw new Error(`${applied.error.code}: ${applied.error.message}`);
  return applied.value.state;
}

/** Places every meeple on the given squares (by seat, in placement order), each ingredient into cup 1. */
export function placed(state: GameState, squares: number[][]): GameState {
  const wanted = squares.map((list) => [...list]);
  while (state.phase === "placement") {
    const seat = state.current;
    state = act(state, { type: "place", player: seat, square: wanted[seat].shift()!, cup: 0 });
  }
  return state;
}

/**
 * Classic, 3 players, seat 0 starts; meeples on 0 (seat 0: ice corner), 5 (seat 1) and 15 (seat 2).
 * Board row 1: ice, caramel, steam, coffee — so seat 0's path 1, 2, 3 collects caramel, steam, coffee.
 */
export function classicTurnGame(): GameState {
  return placed(created({ edition: "classic", players: 3, startingPlayer: 0 }), [[0], [5], [15]]);
}

export function cardNamed(edition: EditionId, name: string): number {
  const id = EDITIONS[edition].deck.findIndex((card) => card.name === name);
  if (id < 0) throw new Error(`no card ${name}`);
  return id;
}

export function nameOf(edition: EditionId, card: number): string {
  return cardOf(edition, card).name;
}

export function snapshotOf(state: GameState, you: number | null, version = 7, gameId = "g-test"): GameSnapshot {
  return {
    gameId,
    version,
    status: state.phase === "ended" ? "ended" : "active",
    seats: state.players.map((_, seat) => ({ seat, name: NAMES[seat], joined: true })),
    you,
    invitedSeat: null,
    view: viewFor(state, you),
  };
}

/** A whole game played by the random bot: its record, its log and its final state. */
export function finishedGame(options: GameOptions, seed = "finished"): { record: GameRecord; log: LoggedAction[]; state: GameState } {
  const state = created(options, seed);
  const rng = rngFromSeed(`${seed}-bot`);
  const log: LoggedAction[] = [];
  while (state.phase !== "ended") {
    const action = randomAction(state, rng);
    const applied = applyActionInPlace(state, action);
    if (!applied.ok) throw new Error(applied.error.message);
    log.push({ seq: log.length + 1, action, events: applied.value, at: Date.UTC(2025, 0, 1, 12, log.length), by: "player" });
  }
  const record = makeRecord({
    gameId: "g-finished",
    engineVersion: ENGINE_VERSION,
    options,
    // The web tests replay records; checking commitments is the engine's and the worker's tests' job.
    commitment: null,
    seed,
    actions: log.map((entry) => ({ ...entry, by: "player" })),
    final: state,
  });
  if (!record.ok) throw new Error(record.error.message);
  return { record: record.value, log, state };
}
