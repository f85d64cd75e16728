import type { ActionBy } from "./action-by.js";
import { ranking } from "./end.js";
import { rulesFor } from "./rules.js";
import { createGame } from "./setup.js";
import type { Action, GameEvent, GameOptions, GameState, Result } from "./types.js";
import { viewFor, type GameView } from "./view.js";

/**
 * A finished game's record: everything anyone needs to check its deal, and nothing the
 * server has to be trusted for. It is made by the room once the game is over and checked by
 * verifyRecord.
 */

export const RECORD_FORMAT = "coffee-rush-record/1";

export interface RecordedAction {
  seq: number;
  action: Action;
  /** What the action did, as the engine reported it then: every card drawn, surge and dislike. */
  events: GameEvent[];
  /** When it was applied (ms since the epoch). */
  at: number;
  by: ActionBy;
}

export interface RecordedResult {
  /** True when the rules ended the game; false when it was ended before that and scored as it stood. */
  finished: boolean;
  turnsPlayed: number;
  winners: number[] | null;
  /** Best first: seat, score and rank. */
  ranking: { player: number; total: number; rank: number }[];
}

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  gameId: string;
  /** The engine whose rules dealt and ran the game (versions.ts). */
  engineVersion: string;
  options: GameOptions;
  /** Published from the game's first snapshot; null for games created before commitments. */
  commitment: string | null;
  seed: string;
  /** The table as set up from the seed (what the first snapshot showed). */
  deal: GameView;
  actions: RecordedAction[];
  result: RecordedResult;
  /** Ended by the players (agreement, R-17) before the rules' end: the replay stops where they stopped. */
  endedEarly?: boolean;
  /**
   * Players who resigned (R-17: an end through the service), with when (ms since the epoch): a bot
   * played their seat from then on, and the service ranks them last whatever `result` scores them.
   */
  resigned?: { player: number; at: number }[];
}

/** The public table right after setup. */
export function dealOf(state: GameState): GameView {
  return viewFor(state, null);
}

/** The outcome a game's state stands at. */
export function resultOf(state: GameState): RecordedResult {
  return {
    finished: state.phase === "ended",
    turnsPlayed: state.turnsPlayed,
    winners: state.winners ? [...state.winners] : null,
    ranking: ranking(state, rulesFor(state.options)).map(({ player, total, rank }) => ({ player, total, rank })),
  };
}

/** A game's record from its log and final state, made with this engine (the room's, the test fixtures'). */
export function makeRecord(game: {
  gameId: string;
  engineVersion: string;
  options: GameOptions;
  commitment: string | null;
  seed: string;
  actions: RecordedAction[];
  final: GameState;
  endedEarly?: boolean;
  resigned?: { player: number; at: number }[];
}): Result<GameRecord> {
  const created = createGame(game.options, game.seed);
  if (!created.ok) return created;
  const { final, ...rest } = game;
  return { ok: true, value: { format: RECORD_FORMAT, ...rest, deal: dealOf(created.value), result: resultOf(final) } };
}
