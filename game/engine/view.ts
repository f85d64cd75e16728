import { turnsLeft, lastSeat, ranking, type RankEntry } from "./end.js";
import { toAct } from "./game.js";
import { rulesFor } from "./rules.js";
import { STATE_SCHEMA, type Counts, type CloseReason, type GameState, type Ingredient, type Phase, type PlayerState, type ResolvedOptions, type TokenSide } from "./types.js";

/**
 * A game as anyone may see it: everything but the deck's order, the removed cards and the
 * PRNG state. Cards are ids into the edition's deck (`cardOf`). It shares objects with the state
 * (it is made to be serialized): treat it as read-only.
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
  placementOrder: number[];
  placementsMade: number;
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
    placementOrder: state.placementOrder,
    placementsMade: state.placementsMade,
    toAct: toAct(state),
    token: state.token,
    closedBy: state.closedBy,
    turnsPlayed: state.turnsPlayed,
    turnsLeft: turnsLeft(state),
    ranking: ranking(state, rulesFor(state.options)),
    winners: state.winners,
  };
}

/**
 * A state rebuilt from a view, for code that runs the engine on what it may see (the browser's turn
 * preview, bots): the deck holds placeholders in place of the secret order, so never apply to it
 * an action that draws cards and keep the result.
 */
export function stateFromView(view: GameView): GameState {
  return {
    schema: STATE_SCHEMA,
    options: view.options,
    rng: [0, 0, 0, 0],
    board: view.board,
    deck: new Array<number>(view.deckSize).fill(-1),
    removed: new Array<number>(view.removedCount).fill(-1),
    supply: view.supply,
    players: view.players,
    startingPlayer: view.startingPlayer,
    phase: view.phase,
    current: view.current,
    placementOrder: view.placementOrder,
    placementsMade: view.placementsMade,
    token: view.token,
    closedBy: view.closedBy,
    turnsPlayed: view.turnsPlayed,
    winners: view.winners,
  };
}
