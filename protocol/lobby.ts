import type { Language } from "./languages.js";
import { TIME_PER_MOVE, type TimePerMove } from "./clock.js";

export type { CreatePublicTableRequest, OpenTableRequest, ReportRequest, SeatMeRequest, TableFilter } from "./lobby-schemas.js";

/**
 * "Find a table": public tables, "Seat me", blocks and reports, as both sides speak of them
 * (docs/lobby.md): the pools' choices and the answers' types. The requests' shapes, checked at the
 * edge, are in lobby-schemas.ts (zod stays out of the web app's bundle).
 */

export const EDITIONS = ["classic", "winter"] as const;
export type Edition = (typeof EDITIONS)[number];
export const TABLE_SIZES = [2, 3, 4] as const;
/** A public table always has a clock: strangers' games must keep moving. */
export const PUBLIC_PACES = TIME_PER_MOVE.filter((pace): pace is Exclude<TimePerMove, "none"> => pace !== "none");
export type PublicPace = (typeof PUBLIC_PACES)[number];

/** A pool: the tables "Seat me" fills, one matchmaker each (edition × players × pace). */
export interface Pool {
  edition: Edition;
  players: 2 | 3 | 4;
  pace: PublicPace;
}

export function poolKey(pool: Pool): string {
  return `${pool.edition}:${pool.players}:${pool.pace}`;
}

/** The figure a new player starts with, and the figure's range (a percentage). */
export const NEUTRAL_RELIABILITY = 80;

/** A player's reliability as others see it before sitting with them. */
export interface Reliability {
  /** 0–100: the share of what they took on that they kept (turns in time, games finished), new players at NEUTRAL_RELIABILITY. */
  figure: number;
  /** Games of theirs the figure counts: 0 for a new player. */
  games: number;
}

/** A seat of a public table as the list shows it. */
export interface TablePlayer {
  userId: string;
  name: string;
  reliability: Reliability;
}

/** A seat of a public table as its game page lists it (GET /api/tables/:id/players). */
export interface TableSeat extends TablePlayer {
  seat: number;
}

export interface TablePlayersResponse {
  players: TableSeat[];
}

/** An open table in the public list. */
export interface OpenTable {
  gameId: string;
  pool: string;
  edition: Edition;
  players: number;
  variants: string[];
  pace: PublicPace;
  language: Language;
  minReliability: number | null;
  freeSeats: number;
  seated: TablePlayer[];
  /** When its latest free seat opened (ms since the epoch). */
  waitingSince: number;
  /** Formed by "Seat me" (strangers: a ready check before turn 1), else opened by a host. */
  formedByPool: boolean;
  /** A seam for ratings: results of rated tables count there. */
  rated: boolean;
}

export interface OpenTablesResponse {
  tables: OpenTable[];
}

/** A seat taken from the list or by "Seat me": the game, the seat and its link. */
export interface SeatedResponse {
  gameId: string;
  seat: number;
  token: string;
  url: string;
}

export interface CreatedPublicTable extends SeatedResponse {
  hostToken: string;
}

/** A host's game opened to the public. */
export interface OpenedTableResponse {
  gameId: string;
  pool: string;
  language: Language;
  minReliability: number | null;
  formedByPool: boolean;
  rated: boolean;
}

/** A table of strangers waits for each seat to confirm before turn 1 (GET/POST /api/games/:id/ready). */
export interface ReadyCheck {
  /** When unconfirmed seats are freed for others (ms since the epoch). */
  deadline: number;
  /** The seats that confirmed. */
  ready: number[];
}
