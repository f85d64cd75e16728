import { describe, expect, it } from "vitest";
import { randomAction } from "../../game/bots/random.js";
import { stateFromView } from "../../game/engine/index.js";
import { rngFromSeed } from "../../game/engine/rng.js";
import { expectError, signedIn } from "./accounts.js";
import { ORIGIN, fetchWithEnv, snapshot, startGame } from "./helpers.js";

/**
 * Issue 33, finding 5: while D1 is down, a session cookie must not turn every request into a 500.
 * The Worker runs here with a D1 binding whose every call fails (its game rooms keep their own).
 */
const down = new Proxy({}, { get: () => () => { throw new Error("D1_ERROR: database is locked"); } }) as D1Database;

const whileD1IsDown = (path: string, init: RequestInit) => fetchWithEnv({ DB: down }, `${ORIGIN}${path}`, init);

describe("when D1 is down", () => {
  it("a seat's move with a session cookie goes through, the caller signed out for that request", async () => {
    const { cookie } = await signedIn("d1-down-player@example.com");
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const before = await snapshot(gameId);
    const seat = before.view.toAct[0];
    const { player: _player, ...action } = randomAction(stateFromView(before.view), rngFromSeed("d1-down"), "guided") as { player: number };
    const response = await whileD1IsDown(`/api/games/${gameId}/actions`, {
      method: "POST",
      headers: { cookie, authorization: `Bearer ${tokens[seat]}`, "content-type": "application/json" },
      body: JSON.stringify({ version: before.version, action }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await snapshot(gameId)).version).toBe(before.version + 1);
  });

  it("a request that needs D1 answers 503 with Retry-After in the error shape, signed in or not", async () => {
    const created = await whileD1IsDown("/api/games", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ edition: "classic", players: 2 }) });
    expect(created.headers.get("Retry-After")).toMatch(/^\d+$/);
    await expectError(created, 503, "TEMPORARILY_UNAVAILABLE");
  });

  it("account routes answer 503 with Retry-After in the error shape", async () => {
    const { cookie } = await signedIn("d1-down-account@example.com");
    for (const [path, method] of [
      ["/api/me/settings", "GET"],
      ["/api/auth/sign-out", "POST"],
    ] as const) {
      const response = await whileD1IsDown(path, { method, headers: { cookie } });
      expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
      await expectError(response, 503, "TEMPORARILY_UNAVAILABLE");
    }
  });
});
