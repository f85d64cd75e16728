import { createGame, type GameOptions } from "../../game/engine/index.js";
import type { TimePerMove } from "../../protocol/clock.js";
import { DAY_MS } from "../../protocol/time.js";
import { botSeatName, type FairDeal } from "../../protocol/types.js";
import { hashToken, randomToken } from "../secrets/tokens.js";
import { saveFairDeal } from "./fair-deal.js";
import { saveRatedAsk } from "./rated-game.js";
import { roomError, roomOk, type RoomResult } from "./room-result.js";
import { createRoomSchema } from "./room-schema.js";
import type { RoomParts } from "./room-parts.js";
import type { GameRow } from "./room-store.js";
import type { BotLevel } from "./stand-in.js";
import { suggestionsAllowedAtCreation } from "./suggestions.js";

/** A game's founding: its first row, its seats and their links, its bots, written in one transaction. */

export interface CreateRoomInput {
  gameId: string;
  options: GameOptions;
  hostUserId: string | null;
  /** The site's address (mails link back to it). */
  origin?: string;
  timePerMove?: TimePerMove;
  /** The signed-in host's address, for "a seat went away" mails. */
  hostEmail?: string | null;
  /** Seats a bot plays from the start. */
  bots?: { seat: number; level: BotLevel }[];
  /** The host lets players among people ask for a suggested move. */
  allowSuggestions?: boolean;
  /** Rated if every seat is a different signed-in player (a public table's game, or the host ticked "rated"). */
  rated?: boolean;
}

export interface CreatedRoom {
  hostToken: string;
  seatTokens: string[];
}

/** A game still waiting for players this long after it was created is cleared out. */
export const UNSTARTED_GAME_DAYS = 30;

/** When a game nobody has started is cleared away (its "expire" due event); null once it has started. */
export function unstartedExpiry(game: GameRow | null): number | null {
  return game?.status === "waiting" ? game.createdAt + UNSTARTED_GAME_DAYS * DAY_MS : null;
}

/** The new game's row and seat links (its host holds the token hashed to `hostTokenHash`), or why the input makes no game; nothing is written yet. */
export function planGame(input: CreateRoomInput, seed: string, hostTokenHash: string, rematchOf: string | null, now: number): RoomResult<{ game: GameRow; seatTokens: string[] }> {
  const created = createGame(input.options, seed);
  if (!created.ok) return roomError(400, created.error.code, created.error.message);
  const bots = input.bots ?? [];
  const players = created.value.players.length;
  if (bots.some((bot) => bot.seat >= players) || new Set(bots.map((bot) => bot.seat)).size !== bots.length) {
    return roomError(400, "INVALID_BOT_SEATS", `Bots can take seats 1 to ${players}, each seat once.`);
  }
  if (bots.length >= players) return roomError(400, "INVALID_BOT_SEATS", "Leave at least one seat for a person.");
  if (input.rated && bots.length > 0) return roomError(400, "RATED_WITH_BOTS", "A game with a bot can't be rated: leave the bots out, or don't ask for a rated game.");
  const seatTokens = created.value.players.map(() => randomToken());
  const game: GameRow = {
    gameId: input.gameId,
    options: input.options,
    seed,
    state: created.value,
    version: 0,
    status: "waiting",
    hostTokenHash,
    hostUserId: input.hostUserId,
    createdAt: now,
    indexedVersion: -1,
    seatsIndexed: false,
    resultsRecorded: false,
    origin: input.origin ?? null,
    timePerMove: input.timePerMove ?? "none",
    hostEmail: input.hostEmail ?? null,
    endedEarly: false,
    endProposal: null,
    rematchId: null,
    rematchBy: null,
    rematchOf,
  };
  return roomOk({ game, seatTokens });
}

/**
 * Writes the planned game: schema, row, fair deal, seats and bots. Call in a transaction. In tables
 * made from nothing the parts know what else the storage holds (nothing: no log, plans, talk, due
 * events, notices or alarm; no seats but those written here), so the new game's first requests read none of it.
 */
export function foundGame(
  parts: Pick<RoomParts, "storage" | "store" | "log" | "suggestions" | "talk" | "plans" | "due" | "outbox" | "alarm">,
  input: CreateRoomInput,
  planned: { game: GameRow; seatTokens: string[] },
  fairDeal: FairDeal,
): void {
  const { game, seatTokens } = planned;
  const bots = input.bots ?? [];
  if (createRoomSchema(parts.storage, parts.store.noTables)) for (const part of [parts.store, parts.log, parts.talk, parts.plans, parts.due, parts.outbox, parts.alarm]) part.founded();
  parts.store.insertGame(game);
  saveFairDeal(parts.storage, fairDeal);
  saveRatedAsk(parts.storage, input.rated ?? false);
  parts.suggestions.setAllowed(suggestionsAllowedAtCreation(input.allowSuggestions, bots.length));
  seatTokens.forEach((token, seat) => parts.store.insertSeat(seat, hashToken(token)));
  for (const { seat, level } of bots) {
    parts.store.takeSeat(seat, botSeatName(seat, level), null, null, game.createdAt);
    parts.store.updateSeat(seat, { bot: level });
  }
}
