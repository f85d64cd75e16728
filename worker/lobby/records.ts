import type { Language } from "../../protocol/languages.js";
import { and, asc, desc, eq, gt, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { OpenTable, Reliability, TableFilter, TableSeat, PublicPace, Edition } from "../../protocol/lobby.js";
import { blocks, gameSeats, games, openTables, playerMarks, suspensions } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import type { Marks } from "../room/player-marks.js";
import { playingHours, reliabilityOf } from "./reliability.js";

/** What the lobby reads of D1: the open list, blocks, reliability, suspensions and the caps. */

/** The open list shows this many tables at most. */
export const LIST_LIMIT = 50;
/** Public tables one account may have waiting for players at once. */
export const OPEN_TABLES_PER_HOST = 5;
/** Games one account may play at once (waiting or in progress). */
export const GAMES_PER_ACCOUNT = 30;
/**
 * A player whose move this many games already wait for is told before taking another seat among
 * strangers (MANY_GAMES_WAITING, unless the request says they know: confirmBusy). Five is where a
 * slow player stops being a matter of one table: at a day a move, five waiting games are already
 * five tables held up, and a sixth stalls a table of strangers who chose the pace to keep moving.
 */
export const BUSY_TURNS = 5;
/** Games of a player's record that count for their reliability and hours: the latest. */
const MARKS_COUNTED = 200;

/** Free seats of public tables, fullest first, then newest waiting. */
export async function listOpenTables(db: D1Database, filter: TableFilter): Promise<OpenTable[]> {
  const orm = drizzle(db);
  const rows = await orm
    .select()
    .from(openTables)
    .where(
      and(
        gt(openTables.freeSeats, 0),
        filter.edition ? eq(openTables.edition, filter.edition) : undefined,
        filter.players ? eq(openTables.players, filter.players) : undefined,
        filter.pace ? eq(openTables.pace, filter.pace) : undefined,
        filter.language ? eq(openTables.language, filter.language) : undefined,
      ),
    )
    .orderBy(desc(openTables.taken), desc(openTables.waitingSince))
    .limit(LIST_LIMIT);
  const reliability = await reliabilities(db, [...new Set(rows.flatMap((row) => row.seated.map((seat) => seat.userId)))]);
  return rows.map((row) => ({
    gameId: row.gameId,
    pool: row.pool,
    edition: row.edition as Edition,
    players: row.players,
    variants: row.variants,
    pace: row.pace as PublicPace,
    language: row.language as Language,
    minReliability: row.minReliability,
    freeSeats: row.freeSeats,
    seated: row.seated.map((seat) => ({ ...seat, reliability: reliability.get(seat.userId)! })),
    waitingSince: row.waitingSince,
    formedByPool: row.formedByPool,
    rated: row.rated,
  }));
}

/** A public table's seated players, by seat, with their reliability (null: the game is not a public table). */
export async function tablePlayers(db: D1Database, gameId: string): Promise<TableSeat[] | null> {
  const orm = drizzle(db);
  const listed = await orm.select({ gameId: openTables.gameId }).from(openTables).where(eq(openTables.gameId, gameId)).limit(1);
  if (listed.length === 0) return null;
  const seats = await orm
    .select({ seat: gameSeats.seat, userId: gameSeats.userId, name: gameSeats.displayName })
    .from(gameSeats)
    .where(and(eq(gameSeats.gameId, gameId), isNotNull(gameSeats.userId), isNotNull(gameSeats.joinedAt)))
    .orderBy(asc(gameSeats.seat));
  const figures = await reliabilities(db, seats.map((row) => row.userId!));
  return seats.map((row) => ({ seat: row.seat, userId: row.userId!, name: row.name ?? "", reliability: figures.get(row.userId!)! }));
}

/** The pool of the fullest open table among these pools (of this language, if one is asked), or null. */
export async function fullestPoolTable(db: D1Database, pools: string[], language: Language | null): Promise<string | null> {
  const row = await drizzle(db)
    .select({ pool: openTables.pool })
    .from(openTables)
    .where(and(gt(openTables.freeSeats, 0), inArray(openTables.pool, pools), language ? eq(openTables.language, language) : undefined))
    .orderBy(desc(openTables.taken), desc(openTables.waitingSince))
    .limit(1);
  return row[0]?.pool ?? null;
}

/** A pool's open tables in the list, fullest first (for its matchmaker when it has none to offer). */
export async function poolTablesInList(db: D1Database, pool: string, limit: number) {
  return drizzle(db)
    .select({ gameId: openTables.gameId, players: openTables.players, seated: openTables.seated, minReliability: openTables.minReliability, language: openTables.language, waitingSince: openTables.waitingSince })
    .from(openTables)
    .where(and(eq(openTables.pool, pool), gt(openTables.freeSeats, 0)))
    .orderBy(desc(openTables.taken))
    .limit(limit);
}

async function marksOf(db: D1Database, userIds: string[]): Promise<Map<string, Marks[]>> {
  const byUser = new Map<string, Marks[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await drizzle(db)
    .select()
    .from(playerMarks)
    .where(inArray(playerMarks.userId, userIds))
    .orderBy(desc(playerMarks.at))
    .limit(MARKS_COUNTED * userIds.length);
  for (const row of rows) {
    const list = byUser.get(row.userId)!;
    if (list.length < MARKS_COUNTED) list.push(row);
  }
  return byUser;
}

export async function reliabilities(db: D1Database, userIds: string[]): Promise<Map<string, Reliability>> {
  const marks = await marksOf(db, userIds);
  return new Map([...marks].map(([id, list]) => [id, reliabilityOf(list)]));
}

/** One player's reliability and playing hours (UTC), for seating them. */
export async function playerRecord(db: D1Database, userId: string): Promise<{ reliability: Reliability; hours: number[] | null }> {
  const marks = (await marksOf(db, [userId])).get(userId)!;
  return { reliability: reliabilityOf(marks), hours: playingHours(marks) };
}

/** The accounts a player blocked and those who blocked them: never seated together. */
export async function avoidOf(db: D1Database, userId: string): Promise<string[]> {
  const rows = await drizzle(db)
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  return [...new Set(rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)))];
}

/** Refuses an account an operator suspended from public tables. */
export async function refuseSuspended(db: D1Database, userId: string): Promise<void> {
  const row = await drizzle(db).select({ userId: suspensions.userId }).from(suspensions).where(eq(suspensions.userId, userId)).limit(1);
  if (row.length > 0) throw new ApiError(403, "SUSPENDED", "Your account is suspended from public tables. Your private games go on as before.");
}

/** Refuses a seat to an account that already plays GAMES_PER_ACCOUNT games (waiting or in progress). */
export async function refuseTooManyGames(db: D1Database, userId: string): Promise<void> {
  const [row] = await drizzle(db)
    .select({ count: sql<number>`count(*)` })
    .from(gameSeats)
    .innerJoin(games, eq(games.id, gameSeats.gameId))
    .where(and(eq(gameSeats.userId, userId), ne(games.status, "ended")));
  if ((row?.count ?? 0) >= GAMES_PER_ACCOUNT) {
    throw new ApiError(409, "TOO_MANY_GAMES", `You already play ${GAMES_PER_ACCOUNT} games: finish some before taking another.`);
  }
}

/** Refuses a seat to a player whose move BUSY_TURNS games already wait for, unless they said they know (`confirmBusy`). */
export async function refuseBusy(db: D1Database, userId: string, confirmBusy: boolean | undefined): Promise<void> {
  if (confirmBusy) return;
  const row = await db
    .prepare(
      // From the player's seats (by their index), as the app icon's badge counts them.
      `SELECT COUNT(DISTINCT g.id) AS n FROM game_seats s JOIN games g ON g.id = s.game_id
       WHERE s.user_id = ? AND g.status = 'active' AND EXISTS (SELECT 1 FROM json_each(g.to_act) WHERE json_each.value = s.seat)`,
    )
    .bind(userId)
    .first<{ n: number }>();
  const waiting = row?.n ?? 0;
  if (waiting >= BUSY_TURNS) {
    throw new ApiError(409, "MANY_GAMES_WAITING", `${waiting} games are waiting for your move: play them first, or take this seat anyway (send confirmBusy: true).`);
  }
}

/** Refuses a new public table to a host with OPEN_TABLES_PER_HOST already waiting for players. */
export async function refuseTooManyOpenTables(db: D1Database, userId: string): Promise<void> {
  const [row] = await drizzle(db)
    .select({ count: sql<number>`count(*)` })
    .from(openTables)
    .where(and(eq(openTables.hostUserId, userId), gt(openTables.freeSeats, 0)));
  if ((row?.count ?? 0) >= OPEN_TABLES_PER_HOST) {
    throw new ApiError(409, "TOO_MANY_OPEN_TABLES", `You already have ${OPEN_TABLES_PER_HOST} public tables waiting for players: wait until one fills, or cancel one.`);
  }
}
