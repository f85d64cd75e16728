import { z } from "zod";
import { EDITIONS, PUBLIC_PACES } from "./lobby.js";
import { languageSchema, personName } from "./schemas.js";

/** The requests of finding a table (protocol/lobby.ts), checked at the edge. */

const variant = z.enum(["calmStart", "mainBoardChaos", "variableUpgrades", "juniorBarista"]);
const edition = z.enum(EDITIONS, "The edition must be classic or winter.");
const players = z.union([z.literal(2), z.literal(3), z.literal(4)], "A table seats 2, 3 or 4 players.");
const pace = z.enum(PUBLIC_PACES, "A public table's time per move is one of 12h, 1d, 2d, 3d, 5d, 7d or 14d.");
const minReliability = z.number().int("The minimum reliability is a whole number.").min(0).max(100, "The minimum reliability is between 0 and 100.");


/** Set once the player was told how many games wait for their move (MANY_GAMES_WAITING) and takes the seat anyway. */
const confirmBusy = z.boolean("confirmBusy is true or left out.").optional();

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
  confirmBusy,
});

const any = z.literal("any");

/** "Seat me": edition, players and pace, each or "any". */
export const seatMeSchema = z.strictObject({
  edition: z.union([edition, any]),
  players: z.union([players, any]),
  pace: z.union([pace, any]),
  language: languageSchema.optional(),
  name: personName,
  confirmBusy,
});

/** The public list's filters (a query string: every value a string). */
export const tableFilterSchema = z.strictObject({
  edition: edition.optional(),
  players: z.enum(["2", "3", "4"], "A table seats 2, 3 or 4 players.").transform(Number).optional(),
  pace: pace.optional(),
  language: languageSchema.optional(),
});

export const joinTableSchema = z.strictObject({ name: personName, confirmBusy });

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
