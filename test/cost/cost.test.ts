import { env } from "cloudflare:test";
import { afterAll, describe, expect, inject, it } from "vitest";
import { costReport, type Pace, type PlayedGame } from "../../bench/cost-report.js";
import { meterOn } from "../../worker/meter/meter.js";
import { everyKind, playCostGame, simulatedTime, wakeReads } from "./cost-games.js";
import { ratingUpdateCosts } from "./rating-costs.js";
import type { RatingUpdate } from "../../bench/cost-report.js";

/**
 * What a game costs: npm run bench:cost runs this with BENCH_COST_ROUNDS games of every edition and
 * size at each pace; alone, it plays one 3-player game of each pace, so the benchmark can't rot.
 */
const ROUNDS = inject("costRounds");

declare module "vitest" {
  export interface ProvidedContext {
    costRounds: number;
  }
}

describe("what a game costs", () => {
  const games: PlayedGame[] = [];
  const wakes: number[] = [];
  const ratingUpdates: RatingUpdate[] = [];
  afterAll(() => console.log(costReport(games, wakes, ratingUpdates)));

  it("runs with the meter on", () => {
    expect(meterOn(env)).toBe(true);
  });

  for (const pace of ["quick", "spaced", "slow"] as Pace[]) {
    it(`plays ${pace} games to the end, counting every unit`, { timeout: 600_000 }, async () => {
      simulatedTime();
      const kinds = ROUNDS > 0 ? Array.from({ length: ROUNDS }, () => everyKind()).flat() : [{ edition: "classic" as const, players: 3 as const }];
      for (const [index, options] of kinds.entries()) {
        const game = await playCostGame(options, pace, `cost-${pace}-${index}`);
        expect(game.moves.length).toBeGreaterThan(0);
        expect(game.total.sqlRowsWritten).toBeGreaterThan(0);
        games.push(game);
        wakes.push(await wakeReads(game.gameId));
        // Targets the room meets (bench:cost prints them all): kept from coming back.
        expect(wakes.at(-1)).toBeLessThanOrEqual(10);
        if (pace === "slow") expect(game.total.alarmsEmpty).toBe(0);
      }
    });
  }

  it("reads as many rows for a move late in a long game as early in it (issue 56)", { timeout: 600_000 }, async () => {
    simulatedTime();
    // Junior Barista games rarely end: bench:api's games that go on, whose logs grow long.
    const game = await playCostGame({ edition: "winter", players: 4, variants: ["juniorBarista"] }, "quick", "cost-long-game", 60);
    expect(game.moves).toHaveLength(60);
    const reads = game.moves.map((move) => move.sqlRowsRead);
    // A move's check for a request id sent again reads no log: moves 51 to 60 read no more than moves 1 to 10.
    expect(Math.max(...reads.slice(50))).toBeLessThanOrEqual(Math.max(...reads.slice(0, 10)));
  });

  it("reads the log once for a woken room's page and the move that follows it (issue 56)", { timeout: 600_000 }, async () => {
    simulatedTime();
    // Each move wakes the room afresh: the page's socket brings the log, then the move checks its request id.
    const game = await playCostGame({ edition: "winter", players: 4, variants: ["juniorBarista"] }, "slow", "cost-woken-moves", 40);
    const beyondLog = game.moves.map((move, logged) => move.sqlRowsRead - logged);
    // Rows read beyond the log's length stay as they were: one read of the log a move, not two.
    expect(Math.max(...beyondLog.slice(30))).toBeLessThanOrEqual(Math.max(...beyondLog.slice(0, 10)));
  });

  it("rates finished games: what one rating update costs", { timeout: 600_000 }, async () => {
    // Measured after 200 rated games, among players who have ratings, as most updates will find them.
    ratingUpdates.push(...(await ratingUpdateCosts("cost-ratings", 200, ROUNDS > 0 ? 60 : 12)));
    for (const update of ratingUpdates) {
      // A player's row in ratings and one in rating_changes, and the game's place in its pool.
      expect(update.usage.d1RowsWritten).toBeGreaterThanOrEqual(2 * update.players + 1);
      expect(update.usage.d1Queries).toBeGreaterThan(0);
    }
  });
});
