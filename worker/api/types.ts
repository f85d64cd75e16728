import type { Action, GameEvent, GameOptions, GameView } from "../engine/index.js";

/** Response shapes of the public API, shared by the Worker and the web client. */

export type GameStatus = "waiting" | "active" | "ended";

export interface SeatInfo {
  seat: number;
  /** Display name once someone has taken the seat. */
  name: string | null;
  joined: boolean;
}

/** What GET /api/games/:id returns: the game as this viewer may see it. */
export interface GameSnapshot {
  gameId: string;
  /** Grows with every change; send it back with an action. */
  version: number;
  status: GameStatus;
  seats: SeatInfo[];
  /** The viewer's seat, or null for a spectator. */
  you: number | null;
  /** The seat the caller's link opens while that seat is still free (take it with /join). */
  invitedSeat: number | null;
  view: GameView;
}

export interface SeatInvite {
  seat: number;
  /** The seat's secret link: opening it takes the seat, and later plays it. */
  url: string;
  token: string;
}

export interface CreateGameResponse {
  gameId: string;
  /** The host's secret for managing the game (revoking seat links). */
  hostToken: string;
  seats: SeatInvite[];
}

export interface JoinResponse {
  seat: number;
  snapshot: GameSnapshot;
}

export interface ActionResponse {
  version: number;
  events: GameEvent[];
  /** The game after the action, as the actor sees it: no second request needed. */
  snapshot: GameSnapshot;
}

export interface LoggedAction {
  seq: number;
  action: Action;
  /** What the action did, as the engine reported it. */
  events: GameEvent[];
  /** When it was applied (ms since the epoch). */
  at: number;
}

/** A finished game, complete enough to replay it with the engine's `replay`. */
export interface GameRecord {
  gameId: string;
  options: GameOptions;
  seed: string;
  actions: Action[];
}

/** Messages the game's WebSocket sends. */
export type ServerMessage = { type: "snapshot"; snapshot: GameSnapshot } | { type: "error"; code: string; message: string };
