import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MINUTE, advance, dueEvents, futureAt, playOne, runAlarm, startSlowGame, useClock, type SlowGame } from "./slow-helpers.js";
import { api } from "./helpers.js";

/**
 * The games index in D1 (whose turn, status, last move) follows each game's room: at once after a
 * move in a game that moves slowly, at most every 5 s while one moves quickly, through the index
 * queue, so D1 (one database for all games) doesn't take a write per move. Seats and results are
 * copied at once, straight to D1.
 */

afterEach(() => {
  vi.useRealTimers();
});

const INDEX_INTERVAL_MS = 5_000;

function indexedVersion(gameId: string): Promise<number | null> {
  return env.DB.prepare("SELECT version FROM games WHERE id = ?").bind(gameId).first<number>("version");
}

/** Waits (in real time; the tests' clock is frozen) until the room has finished what follows a move, and the index queue's consumer its batch. */
async function settled<T>(check: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await check();
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

async function quickGame(): Promise<SlowGame> {
  useClock(futureAt(12));
  return startSlowGame({ edition: "classic", players: 2 }, [{ name: "Ana" }, { name: "Bo" }]);
}

describe("the games index in D1", () => {
  it("has the seats as soon as they are taken, in a game an account plays; none for a game no account holds (issue 39)", async () => {
    useClock(futureAt(12));
    const game = await startSlowGame({ edition: "classic", players: 2 }, [{ name: "Ana", email: "ana-index@example.com", timezone: "Europe/Paris" }, { name: "Bo" }]);
    const seatsOf = async (gameId: string) => (await env.DB.prepare("SELECT seat, display_name FROM game_seats WHERE game_id = ? ORDER BY seat").bind(gameId).all()).results;
    expect(await seatsOf(game.gameId)).toEqual([
      { seat: 0, display_name: "Ana" },
      { seat: 1, display_name: "Bo" },
    ]);
    // The host frees Ana's seat for someone new: no account holds the game now, so it leaves her "My games".
    const freed = await api(`/api/games/${game.gameId}/seats/0/link`, { method: "POST", token: game.hostToken, json: { newPlayer: true } });
    expect(freed.status).toBe(200);
    await settled(async () => expect(await seatsOf(game.gameId)).toEqual([]));
    // Nobody's "My games" lists an anonymous game: D1 has its row in the index (its first copy
    // through the index queue, issue 56), not its seats.
    const anonymous = await quickGame();
    await settled(async () => expect(await indexedVersion(anonymous.gameId)).not.toBeNull());
    expect(await seatsOf(anonymous.gameId)).toEqual([]);
  });

  it("waits with a move made within 5 s of its last copy, and the game's alarm copies it then", async () => {
    const game = await quickGame();
    const joined = await indexedVersion(game.gameId);
    const { snapshot } = await playOne(game);
    const sync = await settled(async () => {
      const event = (await dueEvents(game.gameId)).find((e) => e.key === "sync");
      expect(event).toBeDefined();
      return event!;
    });
    expect(sync.at).toBe(Date.now() + INDEX_INTERVAL_MS);
    expect(await indexedVersion(game.gameId)).toBe(joined);

    advance(INDEX_INTERVAL_MS);
    expect(await runAlarm(game.gameId)).toBe(true);
    await settled(async () => expect(await indexedVersion(game.gameId)).toBe(snapshot.version));
    expect((await dueEvents(game.gameId)).map((e) => e.key)).not.toContain("sync");
  });

  it("copies a move at once when the game has been quiet for 5 s", async () => {
    const game = await quickGame();
    advance(MINUTE);
    const { snapshot } = await playOne(game);
    await settled(async () => expect(await indexedVersion(game.gameId)).toBe(snapshot.version));
    expect((await dueEvents(game.gameId)).map((e) => e.key)).not.toContain("sync");
  });

  it("copies several quick moves in one write: the newest version", async () => {
    const game = await quickGame();
    await playOne(game);
    await playOne(game);
    const { snapshot } = await playOne(game);
    advance(INDEX_INTERVAL_MS);
    await settled(async () => expect((await dueEvents(game.gameId)).map((e) => e.key)).toContain("sync"));
    await runAlarm(game.gameId);
    await settled(async () => expect(await indexedVersion(game.gameId)).toBe(snapshot.version));
  });
});
