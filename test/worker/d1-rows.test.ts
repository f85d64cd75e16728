import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { POOLS } from "../../protocol/ratings.js";
import { countForAccount } from "../../worker/http/rate-limit.js";
import { emptyUsage, meteredD1 } from "../../worker/meter/meter.js";

/**
 * What D1 bills as rows written counts each index entry besides the row: the tables a game writes
 * at its setup and ending keep no index entry nothing reads.
 */

/** Rows written by one statement, as D1 reports them (the meter counts the same figure). */
async function rowsWritten(query: string, ...bindings: unknown[]): Promise<number> {
  const { meta } = await env.DB.prepare(query)
    .bind(...bindings)
    .run();
  return meta.rows_written;
}

/** SQLite's plan for a query: how each table is found. */
async function planOf(query: string, ...bindings: unknown[]): Promise<string> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query}`)
    .bind(...bindings)
    .all<{ detail: string }>();
  return results.map((step) => step.detail).join("\n");
}

const insertResult = "INSERT INTO results (game_id, finished_at, turns, ranking, record, rated_pool) VALUES (?, 0, 10, '[]', '{}', ?)";

describe("D1 rows written", () => {
  it("an unrated game's result is its row and its key: the rated order holds rated games only", async () => {
    expect(await rowsWritten(insertResult, "d1-rows-unrated", null)).toBe(2);
    // A rated game waits for its rating: its row, its key, and its entry in results_rating_due and in the rated order.
    const pool = POOLS[0]!;
    expect(await rowsWritten(insertResult, "d1-rows-rated-1", pool)).toBe(4);
    await rowsWritten(insertResult, "d1-rows-rated-2", pool);
    // Rated, each game takes its pool's next place; one place is one game's only.
    await rowsWritten("UPDATE results SET rated_seq = 1 WHERE game_id = ?", "d1-rows-rated-1");
    await expect(rowsWritten("UPDATE results SET rated_seq = 1 WHERE game_id = ?", "d1-rows-rated-2")).rejects.toThrow(/UNIQUE/);
  });

  it("a pool's last place and its page of rated games are still found through the rated order", async () => {
    // worker/ratings/rate-results.ts (the pool's next place) and worker/ratings/replay.ts (a page of its games).
    expect(await planOf("SELECT max(rated_seq) FROM results WHERE rated_pool = ?", POOLS[0])).toMatch(/USING COVERING INDEX results_rated_order \(rated_pool=\?\)/);
    const page = await planOf(
      "SELECT results.game_id, rated_seq, seat FROM results INNER JOIN result_players ON result_players.game_id = results.game_id WHERE rated_pool = ? AND rated_seq > ? AND rated_seq <= ? ORDER BY rated_seq, seat",
      POOLS[0],
      0,
      50,
    );
    expect(page).toMatch(/SEARCH results USING INDEX results_rated_order \(rated_pool=\? AND rated_seq>\? AND rated_seq<\?\)/);
  });

  it("a rate limit's first count in a window writes one row: the counter's key is the table's own", async () => {
    const usage = emptyUsage();
    const db = meteredD1(env.DB, () => usage);
    const limit = { name: "d1-rows", limit: 5, windowSeconds: 600 };
    await countForAccount(db, limit, "first-count");
    expect(usage.d1RowsWritten).toBe(1);
    await countForAccount(db, limit, "first-count");
    expect(usage.d1RowsWritten).toBe(2);
  });
});
