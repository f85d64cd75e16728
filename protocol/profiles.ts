import type { EditionId } from "../game/engine/index.js";
import type { Reliability } from "./lobby.js";
import type { Departure, PoolId } from "./ratings.js";

/** Profiles (/u/<name>) and standings (issue 52): what the API answers and the web shows (the requests' schemas: profile-schemas.ts). */

export const STANDINGS_PERIODS = ["all", "week"] as const;
export type StandingsPeriod = (typeof STANDINGS_PERIODS)[number];

/** A point of a rating's history: after the rated game `gameId`, finished at `at`. */
export interface RatingPoint {
  at: number;
  gameId: string;
  rating: number;
}

export interface PoolRatingView {
  pool: PoolId;
  rating: number;
  /** The rating could be this much higher or lower. */
  uncertainty: number;
  provisional: boolean;
  games: number;
  /** Oldest first, the latest RATING_HISTORY_LENGTH games. */
  history: RatingPoint[];
}

export interface EditionRecord {
  edition: EditionId;
  /** Games the player sat down to (joined), finished or not. */
  played: number;
  finished: number;
  won: number;
}

export interface RecentGame {
  gameId: string;
  edition: EditionId;
  players: number;
  finishedAt: number;
  rank: number;
  score: number;
  won: boolean;
  left: Departure | null;
  /** The pool the game was rated in, or null. */
  ratedPool: PoolId | null;
}


export interface PlayerProfile {
  name: string;
  /** The player keeps their profile to themselves: only they see it (and only they are told). */
  hidden: boolean;
  /** Whether the profile is the signed-in reader's own. */
  mine: boolean;
  editions: EditionRecord[];
  ratings: PoolRatingView[];
  recentGames: RecentGame[];
  /** How reliably the player keeps what they take on (the public tables' figure, issue 51); null before their first counted game. */
  reliability: Reliability | null;
}

export interface StandingsRow {
  place: number;
  name: string;
  rating: number;
  uncertainty: number;
  games: number;
  /** The week's standings: rating points won (or lost) over the last seven days. */
  change: number | null;
}

export interface StandingsResponse {
  pool: PoolId;
  period: StandingsPeriod;
  rows: StandingsRow[];
}

/**
 * GET /api/standings/{pool}/games: a pool's rated games in the order they were rated, a page at a
 * time, for anyone to work every rating out again (protocol/rating-update.ts, replayRatings). A
 * player is a stable pseudonym (the same in every game), with the profile's name unless hidden.
 */
export interface RatedGamesPage {
  pool: PoolId;
  games: {
    seq: number;
    gameId: string;
    players: { player: string; name: string | null; rank: number; left: Departure | null }[];
  }[];
  /** `after` for the next page; null at the end. */
  next: number | null;
}

export const RATED_GAMES_PAGE = 20;

/** How many games a rating's history shows, and standings' rows. */
export const RATING_HISTORY_LENGTH = 100;
export const STANDINGS_LENGTH = 100;
export const RECENT_GAMES_LENGTH = 10;
