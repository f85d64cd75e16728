import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { and, asc, eq, inArray, isNotNull, isNull, max } from "drizzle-orm";
import { ratingChanges, ratings, resultPlayers, results } from "../db/schema.js";
import { rateGame } from "../../protocol/rating-update.js";
import { isPoolId, shownRating, type Departure, type PoolRating, type RatedResult, type RatedSeat, type RatingChange } from "../../protocol/ratings.js";
import { claimProfile } from "./profiles.js";

/**
 * Rating updates (docs/ratings.md): once a finished game's results are in D1, the ratings of its
 * players in its pool follow from them. Each game is rated once and takes the next place in its
 * pool's order (results.rated_seq); the update and that place are one D1 batch, so a second run,
 * or another game of the pool rated meanwhile, makes the batch fail whole and the update is worked
 * out again from what D1 then holds. Never on a move's path: the room's results copy calls it
 * after its write, and the cron picks up any game whose update failed.
 */

/** Tries of an update whose pool another update took the place of meanwhile. */
const TRIES = 4;

export type RatingOutcome = "rated" | "not rated" | "already rated";

/** Rates a finished game whose results are in D1, if it is rated and not yet; the same answer however often it runs. */
export async function rateResults(db: D1Database, gameId: string, now: number): Promise<RatingOutcome> {
  const orm = drizzle(db);
  for (let attempt = 1; ; attempt++) {
    const pending = await pendingResult(orm, gameId);
    if (pending === "not rated" || pending === "already rated") return pending;
    // Rated players are in the standings, which name them by their profiles.
    for (const seat of pending.seats) await claimProfile(db, seat.userId, seat.name, now);
    try {
      await applyUpdate(orm, pending, now);
      return "rated";
    } catch (error) {
      // Lost the race for the pool's next place (or the game was rated meanwhile): read again.
      if (attempt >= TRIES) throw error;
    }
  }
}

/** A game to rate, with its pool's next place and its seats' names (for the profiles of players new to ratings). */
type PendingResult = RatedResult & { seq: number; seats: (RatedSeat & { name: string | null })[] };

/** The game as its rating needs it, with its pool's next place; or why there is nothing to rate. */
async function pendingResult(orm: DrizzleD1Database, gameId: string): Promise<PendingResult | "not rated" | "already rated"> {
  const [row] = await orm.select({ pool: results.ratedPool, seq: results.ratedSeq }).from(results).where(eq(results.gameId, gameId));
  if (!row?.pool || !isPoolId(row.pool)) return "not rated";
  if (row.seq !== null) return "already rated";
  const pool = row.pool;
  const [seats, [last]] = await orm.batch([
    orm
      .select({ userId: resultPlayers.userId, rank: resultPlayers.rank, left: resultPlayers.left, name: resultPlayers.displayName })
      .from(resultPlayers)
      .where(eq(resultPlayers.gameId, gameId))
      .orderBy(asc(resultPlayers.seat)),
    orm.select({ seq: max(results.ratedSeq) }).from(results).where(eq(results.ratedPool, pool)),
  ]);
  return { gameId, pool, seats: seats.map(ratedSeat), seq: (last?.seq ?? 0) + 1 };
}

function ratedSeat(row: { userId: string | null; rank: number; left: string | null; name: string | null }) {
  // A rated game's seats all have accounts (isRatedGame); results name no seat without one.
  return { userId: row.userId ?? "", rank: row.rank, left: (row.left as Departure | null) ?? null, name: row.name };
}

/** Works out the update from the players' ratings as D1 holds them, and writes it with the game's place in one batch. */
async function applyUpdate(orm: DrizzleD1Database, result: RatedResult & { seq: number }, now: number): Promise<void> {
  const userIds = result.seats.map((seat) => seat.userId);
  const current = await orm
    .select({ userId: ratings.userId, mu: ratings.mu, sigma: ratings.sigma, games: ratings.games })
    .from(ratings)
    .where(and(eq(ratings.pool, result.pool), inArray(ratings.userId, userIds)));
  const byUser = new Map<string, PoolRating>(current.map(({ userId, ...rating }) => [userId, rating]));
  const changes = rateGame(result, (userId) => byUser.get(userId));
  await orm.batch([
    // Fails on the unique (pool, seq) if another game of the pool took this place first; changes nothing if this game has one.
    orm
      .update(results)
      .set({ ratedSeq: result.seq })
      .where(and(eq(results.gameId, result.gameId), isNull(results.ratedSeq))),
    // Fails on the key if this game's changes are already written: the batch is undone whole.
    orm.insert(ratingChanges).values(changes.map((change) => changeRow(result, change, now))),
    ...changes.map((change) => {
      const row = ratingRow(result.pool, change.userId, change.after, now);
      return orm.insert(ratings).values(row).onConflictDoUpdate({ target: [ratings.pool, ratings.userId], set: row });
    }),
  ]);
}

function changeRow(result: RatedResult & { seq: number }, change: RatingChange, ratedAt: number) {
  return {
    gameId: result.gameId,
    userId: change.userId,
    pool: result.pool,
    seq: result.seq,
    muBefore: change.before.mu,
    sigmaBefore: change.before.sigma,
    mu: change.after.mu,
    sigma: change.after.sigma,
    ratedAt,
  };
}

/** A player's ratings row: the skill, and what standings sort and filter by. */
export function ratingRow(pool: string, userId: string, rating: PoolRating, now: number) {
  const shown = shownRating(rating);
  return { pool, userId, mu: rating.mu, sigma: rating.sigma, games: rating.games, shown: shown.rating, provisional: shown.provisional, updatedAt: now };
}

/** Games rated a cron run catches up on at most (each is a few D1 queries). */
const CATCH_UP_LIMIT = 50;

/** The cron's part: rates the finished games whose update failed after their results copy, oldest first. */
export async function rateDueResults(db: D1Database, now: number): Promise<number> {
  const orm = drizzle(db);
  const due = await orm
    .select({ gameId: results.gameId })
    .from(results)
    .where(and(isNotNull(results.ratedPool), isNull(results.ratedSeq)))
    .orderBy(asc(results.finishedAt))
    .limit(CATCH_UP_LIMIT);
  let rated = 0;
  for (const { gameId } of due) {
    try {
      if ((await rateResults(db, gameId, now)) === "rated") rated++;
    } catch (error) {
      console.error(`game ${gameId}: rating update failed again, the next run retries`, error);
    }
  }
  return rated;
}
