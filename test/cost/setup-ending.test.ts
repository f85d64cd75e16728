import { describe, expect, it } from "vitest";
import { d1RowsWritten, endingOf } from "../../bench/cost-report.js";
import { playCostGame, simulatedTime } from "./cost-games.js";

/**
 * The D1 rows a game writes at its setup and its ending (bench:cost's target: at most 2 a seat).
 * D1 bills each index entry as a row written, so these are rows and the entries of their indexes.
 */
describe("D1 rows at a game's setup and ending", () => {
  it("a 3-player unrated game writes its games row and its result, nothing in the rated order: at most 2 rows a seat, and reads none", { timeout: 600_000 }, async () => {
    simulatedTime();
    const game = await playCostGame({ edition: "classic", players: 3 }, "quick", "d1-rows-setup-ending");
    const ending = endingOf(game);
    // The room's own writes at the end: the games row (its row and key when this first writes it,
    // as a quick game's ending does; its row alone once the index queue has) and the result's row and key.
    expect(ending.d1RowsWritten).toBeLessThanOrEqual(4);
    // With the index copies through the queue: the setup's, and one the gap before the last move may send.
    expect(d1RowsWritten(game.setup) + d1RowsWritten(ending)).toBeLessThanOrEqual(2 * game.seats);
    // The room knows the game isn't rated: it asks D1 nothing about its rating.
    expect(ending.d1RowsRead).toBe(0);
  });
});
