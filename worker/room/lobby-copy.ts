import type { DrizzleD1Database } from "drizzle-orm/d1";
import { eq, lt } from "drizzle-orm";
import type { GameRecord } from "../../protocol/types.js";
import { openTables, playerMarks } from "../db/schema.js";
import { marksOfGame } from "./player-marks.js";
import { freeSeats, type PublicListing } from "./public-table.js";
import type { GameRow, SeatRow } from "./room-store.js";

/**
 * What the lobby reads of a game in D1, written in the same batch as its index (game-index.ts):
 * a public table's row in the open list, with its seats, and each account's marks for
 * reliability once the game is over.
 */

/** The table's row in the open list as its seats stand (no free seat once it has started: not listed), and its missed ready checks. */
export function openTableWrites(orm: DrizzleD1Database, game: GameRow, seats: readonly SeatRow[], listing: PublicListing) {
  const free = game.status === "waiting" ? freeSeats(seats).length : 0;
  const seated = seats.flatMap((row) => (row.userId && row.joinedAt !== null ? [{ userId: row.userId, name: row.name ?? "" }] : []));
  const { edition, players, variants } = game.state.options;
  const changes = {
    language: listing.language,
    minReliability: listing.minReliability,
    freeSeats: free,
    taken: players - free,
    seated,
    waitingSince: Math.max(listing.openedAt, ...seats.map((row) => row.joinedAt ?? 0)),
    version: game.version,
  };
  const row = { gameId: game.gameId, pool: listing.pool, edition, players, variants: variants ?? [], pace: game.timePerMove, formedByPool: listing.formedByPool, rated: listing.rated, hostUserId: game.hostUserId, ...changes };
  // Keyed on the game: a copy of an older version changes nothing (the version may stay while seats change: <=).
  const listed = orm.insert(openTables).values(row).onConflictDoUpdate({ target: openTables.gameId, set: changes, setWhere: lt(openTables.version, game.version + 1) });
  // A missed ready check counts against its player once per game.
  const missed = (listing.missedReady ?? []).map((userId) =>
    orm.insert(playerMarks).values({ userId, gameId: game.gameId, kind: "ready", missedReady: 1, at: game.createdAt }).onConflictDoNothing(),
  );
  return [listed, ...missed];
}

export function removeOpenTable(orm: DrizzleD1Database, gameId: string) {
  return orm.delete(openTables).where(eq(openTables.gameId, gameId));
}

/** Each account's marks for the finished game, inserted once. */
export function marksWrites(orm: DrizzleD1Database, game: GameRow, seats: readonly SeatRow[], record: GameRecord, now: number) {
  return marksOfGame(record, seats).map(({ userId, marks }) =>
    orm.insert(playerMarks).values({ userId, gameId: game.gameId, kind: "game", ...marks, at: now }).onConflictDoNothing(),
  );
}
