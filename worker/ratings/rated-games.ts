import { drizzle } from "drizzle-orm/d1";
import { inArray } from "drizzle-orm";
import { profiles } from "../db/schema.js";
import { RATED_GAMES_PAGE, type RatedGamesPage } from "../../protocol/profiles.js";
import type { PoolId } from "../../protocol/ratings.js";
import { ratedResultsPage } from "./replay.js";

/**
 * The public list of a pool's rated games in their order (GET /api/standings/{pool}/games): what
 * anyone needs to recompute every rating of the pool. Accounts appear as pseudonyms (a hash of the
 * account's id: the same in every game, telling nothing of it), with the profile's name unless it
 * is hidden.
 */
export async function ratedGamesPage(db: D1Database, pool: PoolId, after: number): Promise<RatedGamesPage> {
  const page = await ratedResultsPage(db, pool, after, RATED_GAMES_PAGE);
  const userIds = [...new Set(page.flatMap((game) => game.seats.map((seat) => seat.userId)))];
  const named = userIds.length === 0 ? [] : await drizzle(db).select({ userId: profiles.userId, name: profiles.name, hidden: profiles.hidden }).from(profiles).where(inArray(profiles.userId, userIds));
  const names = new Map(named.filter((row) => !row.hidden).map((row) => [row.userId, row.name]));
  const pseudonyms = new Map(await Promise.all(userIds.map(async (userId) => [userId, await pseudonym(userId)] as const)));
  return {
    pool,
    games: page.map((game) => ({
      seq: game.seq,
      gameId: game.gameId,
      players: game.seats.map((seat) => ({ player: pseudonyms.get(seat.userId)!, name: names.get(seat.userId) ?? null, rank: seat.rank, left: seat.left })),
    })),
    next: page.length < RATED_GAMES_PAGE ? null : page.at(-1)!.seq,
  };
}

/** A player's stable pseudonym: the first 16 hex digits of the SHA-256 of their account's id. */
async function pseudonym(userId: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`rated-player:${userId}`)));
  return [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
