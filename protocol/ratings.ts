import { rate } from "openskill";
import { EDITIONS, type EditionId } from "../game/engine/index.js";

/**
 * Ratings (issue 52, docs/ratings.md): Weng–Lin Plackett–Luce through openskill, one pool per
 * edition and player-count group. A rating is a pure function of the ordered list of rated results
 * of its pool: the Worker applies each result once as it arrives, `npm run ratings:replay` and
 * anyone holding the public records apply the same list again and must reach the very same
 * numbers. It lives in the contract because both sides, and that command, compute with it.
 */

/** 2-player duels and 3–4-player tables are rated apart (another game, as Dominion Online found). */
export const PLAYER_GROUPS = { "2p": [2], "3-4p": [3, 4] } as const satisfies Record<string, readonly number[]>;
export type PlayerGroup = keyof typeof PLAYER_GROUPS;

export type PoolId = `${EditionId}-${PlayerGroup}`;

/** Every pool, edition by edition. */
export const POOLS: readonly PoolId[] = (Object.keys(EDITIONS) as EditionId[]).flatMap((edition) =>
  (Object.keys(PLAYER_GROUPS) as PlayerGroup[]).map((group): PoolId => `${edition}-${group}`),
);

export function isPoolId(value: string): value is PoolId {
  return (POOLS as readonly string[]).includes(value);
}

/** The pool a game of this edition and size is rated in (null: no group holds that many players). */
export function poolOf(edition: EditionId, players: number): PoolId | null {
  for (const [group, counts] of Object.entries(PLAYER_GROUPS) as [PlayerGroup, readonly number[]][]) {
    if (counts.includes(players)) return `${edition}-${group}`;
  }
  return null;
}

/** A player's skill as the model believes it: a mean and its uncertainty (openskill's defaults: 25 and 25/3). */
export interface Skill {
  mu: number;
  sigma: number;
}

export const FIRST_SKILL: Skill = { mu: 25, sigma: 25 / 3 };

/** A rating stays provisional until its uncertainty falls below this: about ten 2-player games, a dozen or so at four. */
export const PROVISIONAL_SIGMA = 6.5;

/** The shown number: the conservative estimate μ − 3σ on a scale where a newcomer stands at 1000. */
const SHOWN_BASE = 1000;
const SHOWN_PER_POINT = 40;

export interface ShownRating {
  rating: number;
  /** The number could be this much higher or lower (3σ on the shown scale). */
  uncertainty: number;
  provisional: boolean;
}

export function shownRating(skill: Skill): ShownRating {
  return {
    rating: Math.round(SHOWN_BASE + SHOWN_PER_POINT * (skill.mu - 3 * skill.sigma)),
    uncertainty: Math.round(SHOWN_PER_POINT * 3 * skill.sigma),
    provisional: skill.sigma >= PROVISIONAL_SIGMA,
  };
}

/** How a player left a rated game before its end: either way they rank last (sharing it with any other who left). */
export type Departure = "resigned" | "timed-out";

export interface RatedSeat {
  userId: string;
  /** The place the game's final ranking gave the seat (1 first; ties share). */
  rank: number;
  left: Departure | null;
}

/** One rated game, as the ratings see it. */
export interface RatedResult {
  gameId: string;
  pool: PoolId;
  seats: readonly RatedSeat[];
}

/** A player's standing in a pool: the skill and how many rated games made it. */
export interface PoolRating extends Skill {
  games: number;
}

export interface RatingChange {
  userId: string;
  before: PoolRating;
  after: PoolRating;
}

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

/** A game its players agree to end before each has played this many turns is not rated (R-17: too little was played). */
export const RATED_TURNS_BEFORE_AGREED_END = 5;

/** What decides whether a finished game is rated. */
export interface RatingCandidate {
  /** Formed at a public table, or a private game whose host ticked "rated". */
  rated: boolean;
  /** Each seat's account (null: played without one), whether a bot was given the seat rather than a player, and whether its player left. */
  seats: readonly { userId: string | null; bot: boolean; left: Departure | null }[];
  endedEarly: boolean;
  /** Turns played, every player's counted. */
  turns: number;
}

/**
 * Whether a finished game counts for ratings: asked for, and played by as many different accounts
 * as it has seats, no bot among them, to its end or far enough before an agreed end. An agreed end
 * after someone resigned or timed out is rated however early: the one who left lost. A game
 * abandoned at its ready check never finishes, so it has no result to rate.
 */
export function isRatedGame(game: RatingCandidate): boolean {
  if (!game.rated || game.seats.some((seat) => seat.bot || seat.userId === null)) return false;
  if (new Set(game.seats.map((seat) => seat.userId)).size !== game.seats.length) return false;
  const someoneLeft = game.seats.some((seat) => seat.left !== null);
  return !game.endedEarly || someoneLeft || game.turns >= RATED_TURNS_BEFORE_AGREED_END * game.seats.length;
}
