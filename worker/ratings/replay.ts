import { drizzle } from "drizzle-orm/d1";
import { and, asc, eq, gt, lte } from "drizzle-orm";
import { ratings, resultPlayers, results } from "../db/schema.js";
import { applyResult, type Ratings } from "../../protocol/rating-update.js";
import { POOLS, type Departure, type PoolId, type PoolRating, type RatedResult, type RatedSeat } from "../../protocol/ratings.js";
import { ratingRow } from "./rate-results.js";

/**
 * `npm run ratings:replay`'s work, on any D1 (the local one, or a copy): every rating worked out
 * again from the rated results in their pools' order, and set beside the stored ratings, which
 * must be the very same numbers. Uses nothing of Cloudflare's but the D1 API, so it runs in
 * workerd (the tests) and in Node over Miniflare (the command).
 */

/** Places in a pool's order read at a time: a pool of a million games is read page by page. */
const PAGE = 500;

/** Each pool's rated results in the order the pool rated them. */
export async function* ratedResultsInOrder(db: D1Database): AsyncGenerator<RatedResult> {
  for (const pool of POOLS) {
    for (let after = 0; ; after += PAGE) {
      const page = await ratedResultsPage(db, pool, after, PAGE);
      if (page.length === 0) break;
      yield* page;
    }
  }
}

/** A pool's rated results whose places are after `after`, at most `count` (its places run 1, 2, 3…: each game takes the next). */
export async function ratedResultsPage(db: D1Database, pool: PoolId, after: number, count: number): Promise<(RatedResult & { seq: number })[]> {
  const rows = await drizzle(db)
    .select({ gameId: results.gameId, seq: results.ratedSeq, userId: resultPlayers.userId, rank: resultPlayers.rank, left: resultPlayers.left })
    .from(results)
    .innerJoin(resultPlayers, eq(resultPlayers.gameId, results.gameId))
    .where(and(eq(results.ratedPool, pool), gt(results.ratedSeq, after), lte(results.ratedSeq, after + count)))
    .orderBy(asc(results.ratedSeq), asc(resultPlayers.seat));
  const page: (RatedResult & { seq: number; seats: RatedSeat[] })[] = [];
  for (const row of rows) {
    if (page.at(-1)?.gameId !== row.gameId) page.push({ gameId: row.gameId, pool, seq: row.seq ?? 0, seats: [] });
    page.at(-1)!.seats.push({ userId: row.userId ?? "", rank: row.rank, left: (row.left as Departure | null) ?? null });
  }
  return page;
}

/** A stored rating: the skill, and the shown number and provisional mark standings use. */
export type StoredRating = PoolRating & { shown: number; provisional: boolean };

/** The ratings as D1 stores them. */
export async function storedRatings(db: D1Database): Promise<Map<PoolId, Map<string, StoredRating>>> {
  const stored = new Map<PoolId, Map<string, StoredRating>>();
  for (const pool of POOLS) {
    const rows = await drizzle(db).select().from(ratings).where(eq(ratings.pool, pool));
    if (rows.length > 0) stored.set(pool, new Map(rows.map((row) => [row.userId, { mu: row.mu, sigma: row.sigma, games: row.games, shown: row.shown, provisional: row.provisional }])));
  }
  return stored;
}

export interface ReplayReport {
  games: number;
  ratings: number;
  /** Every rating the replay and D1 disagree on, in words; empty when they agree exactly. */
  differences: string[];
}

/** Replays every rated result and compares, number for number (doubles compared exactly). */
export async function replayAndCompare(db: D1Database): Promise<ReplayReport> {
  const replayed: Ratings = new Map();
  let games = 0;
  for await (const result of ratedResultsInOrder(db)) {
    applyResult(replayed, result);
    games++;
  }
  const stored = await storedRatings(db);
  const differences: string[] = [];
  let count = 0;
  for (const pool of POOLS) {
    const mine = replayed.get(pool) ?? new Map<string, PoolRating>();
    const theirs = stored.get(pool) ?? new Map<string, StoredRating>();
    for (const userId of new Set([...mine.keys(), ...theirs.keys()])) {
      count++;
      const difference = differenceOf(pool, userId, mine.get(userId), theirs.get(userId));
      if (difference) differences.push(difference);
    }
  }
  return { games, ratings: count, differences };
}

function differenceOf(pool: PoolId, userId: string, replayed: PoolRating | undefined, have: StoredRating | undefined): string | null {
  if (!replayed) return `${pool} ${userId}: stored, but no rated game makes it`;
  if (!have) return `${pool} ${userId}: the rated games make it, but D1 has none`;
  const want = ratingRow(pool, userId, replayed, 0);
  const same = want.mu === have.mu && want.sigma === have.sigma && want.games === have.games && want.shown === have.shown && want.provisional === have.provisional;
  const games = (count: number) => `${count} game${count === 1 ? "" : "s"}`;
  return same ? null : `${pool} ${userId}: replayed μ ${want.mu} σ ${want.sigma} (${games(want.games)}), stored μ ${have.mu} σ ${have.sigma} (${games(have.games)})`;
}
