import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { and, eq, lt } from "drizzle-orm";
import { gameSeats, games, resultPlayers, results } from "../db/schema.js";
import { toAct, viewFor } from "../../game/engine/index.js";
import type { GameRecord } from "../../protocol/types.js";
import type { IndexRow } from "./index-row.js";
import type { GameRow, SeatRow } from "./room-store.js";
import { standings } from "./standings.js";
import { accountHeld } from "./copy-pending.js";
import { departureOf } from "./rated-game.js";
import type { PoolId } from "../../protocol/ratings.js";
import { marksWrites, openTableWrites, removeOpenTable } from "./lobby-copy.js";
import type { PublicListing } from "./public-table.js";

/**
 * Copies what the rest of the service needs from a game into D1, in one batch: the games index
 * (whose turn, status, last move), its seats when they changed (`seatsChanged`) and, with `record`
 * once the game has ended, its results and log. Every write is an upsert guarded by the game's
 * version, or keyed on the game, so a retried, repeated or late write changes nothing.
 */
export async function writeIndex(
  db: D1Database,
  game: GameRow,
  seats: readonly SeatRow[],
  now: number,
  {
    seatsChanged,
    record = null,
    listing = null,
    ratedPool = null,
  }: { seatsChanged: boolean; record?: GameRecord | null; listing?: PublicListing | null; ratedPool?: PoolId | null },
): Promise<void> {
  const orm = drizzle(db);
  await orm.batch([
    upsertRow(orm, indexRow(game, seats, now)),
    ...(seatsChanged ? seatWrites(orm, game, seats) : []),
    ...(seatsChanged && listing ? openTableWrites(orm, game, seats, listing) : []),
    ...(record ? [...resultWrites(orm, game, seats, record, ratedPool, now), ...marksWrites(orm, game, seats, record, now)] : []),
  ]);
}

/**
 * Many games' index rows (the index copies gathered by the queue) in one batch. A game copied
 * more than once is written once, at its highest version: the others would change nothing. A
 * waiting game's row is only updated, never inserted (a waiting game's first copy is written
 * directly), so a copy that arrives after its game was removed (cancelled, expired: only a game
 * that never started is) doesn't bring its row back; a started game's row is upserted, since its
 * first copy may come this way (d1-copy.ts: a game no account holds).
 */
export async function writeIndexRows(db: D1Database, rows: readonly IndexRow[]): Promise<void> {
  const newest = new Map<string, IndexRow>();
  for (const row of rows) if ((newest.get(row.id)?.version ?? -Infinity) < row.version) newest.set(row.id, row);
  if (newest.size === 0) return;
  const orm = drizzle(db);
  // drizzle's batch takes a list it can see isn't empty.
  const [first, ...rest] = [...newest.values()].map((row) =>
    row.status === "waiting"
      ? orm
          .update(games)
          .set(rowChanges(row))
          .where(and(eq(games.id, row.id), lt(games.version, row.version)))
      : upsertRow(orm, row),
  );
  await orm.batch([first, ...rest]);
}

/** The games index's row of a game as it stands. */
export function indexRow(game: GameRow, seats: readonly SeatRow[], now: number): IndexRow {
  const waiting = game.status === "active" ? toAct(game.state) : [];
  return {
    id: game.gameId,
    edition: game.state.options.edition,
    players: game.state.options.players,
    variants: game.state.options.variants,
    status: game.status,
    toAct: waiting,
    turnsPlayed: game.state.turnsPlayed,
    version: game.version,
    createdAt: game.createdAt,
    lastMoveAt: now,
    hostUserId: game.hostUserId,
    waitingSince: waitingSince(waiting, seats),
    standing: game.status === "waiting" ? null : standingBySeat(game, seats),
  };
}

/** The row upserted, guarded by its version (a late copy changes nothing). */
function upsertRow(orm: DrizzleD1Database, row: IndexRow) {
  return orm.insert(games).values(row).onConflictDoUpdate({ target: games.id, set: rowChanges(row), setWhere: lt(games.version, row.version) });
}

/** What a newer copy of a games row changes (its id, edition, size, creation and host stay). */
function rowChanges({ status, toAct, turnsPlayed, version, lastMoveAt, waitingSince, standing }: IndexRow) {
  return { status, toAct, turnsPlayed, version, lastMoveAt, waitingSince, standing };
}

/**
 * The seats as "My games" lists them. A game no account holds is in nobody's "My games" or stats:
 * its seats aren't copied, and those of an account that left it go.
 */
function seatWrites(orm: DrizzleD1Database, game: GameRow, seats: readonly SeatRow[]) {
  if (!accountHeld(game, seats)) return [orm.delete(gameSeats).where(eq(gameSeats.gameId, game.gameId))];
  return seats.map((seat) =>
    orm
      .insert(gameSeats)
      .values({ gameId: game.gameId, ...seatColumns(seat) })
      .onConflictDoUpdate({ target: [gameSeats.gameId, gameSeats.seat], set: seatColumns(seat) }),
  );
}

/** What "my games" shows of a seat. */
function seatColumns(seat: SeatRow) {
  return { seat: seat.seat, displayName: seat.name, userId: seat.userId, joinedAt: seat.joinedAt, bot: seat.bot, resignedAt: seat.resignedAt };
}

/** The earliest start among the waited-on seats' turns (null when the game waits on nobody, or from before turns were timed). */
function waitingSince(waiting: readonly number[], seats: readonly SeatRow[]): number | null {
  const starts = waiting.flatMap((seat) => seats[seat]?.turnSince ?? []);
  return starts.length === 0 ? null : Math.min(...starts);
}

/** Each seat's score and place as the game stands, resigned seats last as at the end. */
function standingBySeat(game: GameRow, seats: readonly SeatRow[]): { score: number; rank: number }[] {
  const bySeat: { score: number; rank: number }[] = [];
  for (const entry of standings(viewFor(game.state, null).ranking, seats).ranking) bySeat[entry.player] = { score: entry.total, rank: entry.rank };
  return bySeat;
}

/** The results row (with the pool it is rated in, if it is) and one row per account's seat, each inserted only if absent. */
function resultWrites(orm: DrizzleD1Database, game: GameRow, seats: readonly SeatRow[], record: GameRecord, ratedPool: PoolId | null, now: number) {
  const final = standings(viewFor(game.state, null).ranking, seats);
  const ranking = final.ranking;
  const winners = new Set(final.winners);
  return [
    orm
      .insert(results)
      .values({ gameId: game.gameId, finishedAt: now, turns: game.state.turnsPlayed, ranking, record, endedEarly: game.endedEarly, ratedPool })
      .onConflictDoNothing(),
    // A row for each account's seat, for its stats (the ranking above names every seat).
    ...ranking.filter((entry) => seats[entry.player]?.userId).map((entry) =>
      orm
        .insert(resultPlayers)
        .values({
          gameId: game.gameId,
          seat: entry.player,
          userId: seats[entry.player]?.userId ?? null,
          displayName: seats[entry.player]?.name ?? null,
          score: entry.total,
          rank: entry.rank,
          won: winners.has(entry.player),
          left: departureOf(seats[entry.player]!), // the filter above kept seats that exist
        })
        .onConflictDoNothing(),
    ),
  ];
}

/** A cancelled game leaves the index (it never started, so it has no results). */
export async function removeFromIndex(db: D1Database, gameId: string): Promise<void> {
  const orm = drizzle(db);
  await orm.batch([orm.delete(gameSeats).where(eq(gameSeats.gameId, gameId)), orm.delete(games).where(eq(games.id, gameId)), removeOpenTable(orm, gameId)]);
}
