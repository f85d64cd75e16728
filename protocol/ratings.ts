import { EDITIONS, type EditionId } from "../game/engine/index.js";

/**
 * Ratings (issue 52, docs/ratings.md): one pool per edition and player-count group, each player a
 * μ and σ shown as one number, which games are rated and how they place their players. How a game
 * changes ratings is rating-update.ts (openskill, which only the Worker and the replay bundle).
 * It lives in the contract because the Worker, the web and `npm run ratings:replay` read it.
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
  /** How unsure the model still is: one standard deviation (σ) on the shown scale, as Glicko's deviation is shown. */
  uncertainty: number;
  provisional: boolean;
}

export function shownRating(skill: Skill): ShownRating {
  return {
    rating: Math.round(SHOWN_BASE + SHOWN_PER_POINT * (skill.mu - 3 * skill.sigma)),
    uncertainty: Math.round(SHOWN_PER_POINT * skill.sigma),
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
