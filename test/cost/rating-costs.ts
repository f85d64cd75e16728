import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { resultPlayers, results } from "../../worker/db/schema.js";
import { emptyUsage, meteredD1, type Usage } from "../../worker/meter/meter.js";
import { rateResults } from "../../worker/ratings/rate-results.js";
import { randomInt, rngFromSeed } from "../../game/engine/rng.js";
import type { RatingUpdate } from "../../bench/cost-report.js";

/**
 * What rating a finished game costs (issue 52): rated results of 2-, 3- and 4-player games among a
 * crowd written as the room's results copy writes them, then each game rated through a metered D1,
 * as the room does after its copy. The pools already hold `history` rated games, so every update
 * reads and writes among players who have ratings, as most will.
 */
export async function ratingUpdateCosts(seed: string, history: number, measured: number): Promise<RatingUpdate[]> {
  const rng = rngFromSeed(seed);
  const crowd = Array.from({ length: 60 }, (_, n) => `${seed}-player-${n}`);
  const games = Array.from({ length: history + measured }, (_, index) => {
    const players = 2 + randomInt(rng, 3);
    const seats = new Set<string>();
    while (seats.size < players) seats.add(crowd[randomInt(rng, crowd.length)]);
    return { gameId: `${seed}-${index}`, players, seats: [...seats] };
  });
  const orm = drizzle(env.DB);
  for (const game of games) {
    await orm.batch([
      orm.insert(results).values({ gameId: game.gameId, finishedAt: Date.now(), turns: 40, ranking: [], record: {}, ratedPool: game.players === 2 ? "classic-2p" : "classic-3-4p" }),
      ...game.seats.map((userId, seat) =>
        orm.insert(resultPlayers).values({ gameId: game.gameId, seat, userId, displayName: userId, score: 10 - seat, rank: seat + 1, won: seat === 0, left: null }),
      ),
    ]);
  }
  const updates: RatingUpdate[] = [];
  for (const [index, game] of games.entries()) {
    const usage: Usage = emptyUsage();
    await rateResults(index < history ? env.DB : meteredD1(env.DB, () => usage), game.gameId, Date.now());
    if (index >= history) updates.push({ players: game.players, usage });
  }
  return updates;
}
