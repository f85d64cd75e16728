import { z } from "zod";
import { TIME_PER_MOVE, type TimePerMove } from "./clock.js";
import { languageSchema, personName } from "./schemas.js";
import type { MailLanguage } from "./mail-settings.js";

/**
 * "Find a table": public tables, "Seat me", blocks and reports, as both sides speak of them
 * (docs/lobby.md). Request shapes are checked at the edge; the answers' types are shared.
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

const variant = z.enum(["calmStart", "mainBoardChaos", "variableUpgrades", "juniorBarista"]);
const edition = z.enum(EDITIONS, "The edition must be classic or winter.");
const players = z.union([z.literal(2), z.literal(3), z.literal(4)], "A table seats 2, 3 or 4 players.");
const pace = z.enum(PUBLIC_PACES, "A public table's time per move is one of 12h, 1d, 2d, 3d, 5d, 7d or 14d.");
const minReliability = z.number().int("The minimum reliability is a whole number.").min(0).max(100, "The minimum reliability is between 0 and 100.");

export const poolSchema = z.strictObject({ edition, players, pace });

/** A host opens their game (new, or one with free seats) to the public. */
export const openTableSchema = z.strictObject({
  /** The language the table talks in (whoever joins is told). */
  language: languageSchema,
  /** Only players at least this reliable may join (leave out: anyone). */
  minReliability: minReliability.optional(),
});

/** A new public table: the game's settings and the table's. */
export const createPublicTableSchema = openTableSchema.extend({
  edition,
  players,
  variants: z.array(variant).max(4).optional(),
  pace,
  /** The host's name at the table. */
  name: personName,
});

const any = z.literal("any");

/** "Seat me": edition, players and pace, each or "any". */
export const seatMeSchema = z.strictObject({
  edition: z.union([edition, any]),
  players: z.union([players, any]),
  pace: z.union([pace, any]),
  language: languageSchema.optional(),
  name: personName,
});

/** The public list's filters (a query string: every value a string). */
export const tableFilterSchema = z.strictObject({
  edition: edition.optional(),
  players: z.enum(["2", "3", "4"], "A table seats 2, 3 or 4 players.").transform(Number).optional(),
  pace: pace.optional(),
  language: languageSchema.optional(),
});

export const joinTableSchema = z.strictObject({ name: personName });

export const blockSchema = z.strictObject({ userId: z.string().min(1).max(64) });

export const REPORT_REASONS = ["abuse", "cheating", "spam", "stalling", "other"] as const;

export const reportSchema = z.strictObject({
  userId: z.string().min(1).max(64),
  gameId: z.string().regex(/^[A-Za-z0-9_-]{22}$/, "There is no game at this address.").optional(),
  /** The message reported (its id in the game's table talk); leave out to report the player. */
  messageId: z.number().int().min(1).optional(),
  reason: z.enum(REPORT_REASONS, "Choose a reason: abuse, cheating, spam, stalling or other."),
  details: z.string().trim().max(500, "Say it in at most 500 characters.").optional(),
});

export const reportDecisionSchema = z.strictObject({ decision: z.enum(["hide-message", "suspend", "dismiss"]) });

export type CreatePublicTableRequest = z.infer<typeof createPublicTableSchema>;
export type OpenTableRequest = z.infer<typeof openTableSchema>;
export type SeatMeRequest = z.infer<typeof seatMeSchema>;
export type TableFilter = z.infer<typeof tableFilterSchema>;
export type ReportRequest = z.infer<typeof reportSchema>;

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

/** An open table in the public list. */
export interface OpenTable {
  gameId: string;
  pool: string;
  edition: Edition;
  players: number;
  variants: string[];
  pace: PublicPace;
  language: MailLanguage;
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
  language: MailLanguage;
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
