import { rate } from "openskill";
import { FIRST_SKILL, type PoolId, type PoolRating, type RatedResult, type RatedSeat, type RatingChange } from "./ratings.js";

/**
 * How a rated game changes its players' ratings (docs/ratings.md): Weng–Lin Plackett–Luce through
 * openskill, deterministic since its 5.0. A rating is a pure function of the ordered list of rated
 * results of its pool: the Worker applies each result once as it arrives; `npm run ratings:replay`,
 * and anyone holding the public records, apply the same list again and reach the very same numbers.
 */

/**
 * The places the model is told: those who stayed in the order the game ranked them, ties sharing
 * a place; whoever resigned or timed out after them all, sharing the last place.
 */
export function ratedPlaces(seats: readonly RatedSeat[]): number[] {
  const last = Math.max(0, ...seats.filter((seat) => seat.left === null).map((seat) => seat.rank)) + 1;
  return seats.map((seat) => (seat.left === null ? seat.rank : last));
}

/**
 * What one rated game changes: each seat's rating before and after. `current` gives a player's
 * rating in the result's pool, or undefined for a first game. A game that names an account twice
 * can't be rated (refused when the game was judged rated), so it is refused here too.
 */
export function rateGame(result: RatedResult, current: (userId: string) => PoolRating | undefined): RatingChange[] {
  if (new Set(result.seats.map((seat) => seat.userId)).size !== result.seats.length || result.seats.length < 2) {
    throw new Error(`game ${result.gameId}: a rated game needs two or more different players`);
  }
  const before = result.seats.map((seat) => current(seat.userId) ?? { ...FIRST_SKILL, games: 0 });
  const after = rate(
    before.map(({ mu, sigma }) => [{ mu, sigma }]),
    { rank: ratedPlaces(result.seats) },
  );
  return result.seats.map((seat, index) => {
    const was = before[index];
    const now = after[index][0];
    return { userId: seat.userId, before: was, after: { mu: now.mu, sigma: now.sigma, games: was.games + 1 } };
  });
}

/** Every pool's ratings, by pool and then by account. */
export type Ratings = Map<PoolId, Map<string, PoolRating>>;

/** Applies one result to `ratings` (changed in place) and answers what it changed. */
export function applyResult(ratings: Ratings, result: RatedResult): RatingChange[] {
  let pool = ratings.get(result.pool);
  if (!pool) ratings.set(result.pool, (pool = new Map()));
  const changes = rateGame(result, (userId) => pool.get(userId));
  for (const change of changes) pool.set(change.userId, change.after);
  return changes;
}

/** Every rating, from the rated results in the order they were rated. */
export function replayRatings(results: Iterable<RatedResult>): Ratings {
  const ratings: Ratings = new Map();
  for (const result of results) applyResult(ratings, result);
  return ratings;
}

