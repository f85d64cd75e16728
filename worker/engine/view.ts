import { turnsLeft, lastSeat, ranking, type RankEntry } from "./end.js";
import { toAct } from "./game.js";
import { rulesFor } from "./rules.js";
import type { Counts, CloseReason, GameState, Ingredient, Phase, PlayerState, ResolvedOptions, TokenSide } from "./types.js";

/**
 * A game as anyone may see it: everything but the deck's order, the removed cards and the
 * PRNG state. Cards are ids into the edition's deck (`cardOf`).
 */
export interface GameView {
  schema: number;
  options: ResolvedOptions;
  /** The seat this view was made for; null for a spectator. */
  viewer: number | null;
  board: Ingredient[];
  deckSize: number;
  removedCount: number;
  supply: Counts | null;
  players: PlayerState[];
  startingPlayer: number;
  lastSeat: number;
  phase: Phase;
  current: number;
  toAct: number[];
  token: TokenSide;
  closedBy: CloseReason | null;
  turnsPlayed: number;
  turnsLeft: number | null;
  ranking: RankEntry[];
  winners: number[] | null;
}

export function viewFor(state: GameState, viewer: number | null): GameView {
  return {
    schema: state.schema,
    options: state.options,
    viewer,
    board: state.board,
    deckSize: state.deck.length,
    removedCount: state.removed.length,
    supply: state.supply,
    players: state.players,
    startingPlayer: state.startingPlayer,
    lastSeat: lastSeat(state),
    phase: state.phase,
    current: state.current,
    toAct: toAct(state),
    token: state.token,
    closedBy: state.closedBy,
    turnsPlayed: state.turnsPlayed,
    turnsLeft: turnsLeft(state),
    ranking: ranking(state, rulesFor(state.options)),
    winners: state.winners,
  };
}
