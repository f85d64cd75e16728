import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { randomAction } from "../../game/bots/random.js";
import { stateFromView } from "../../game/engine/index.js";
import { rngFromSeed } from "../../game/engine/rng.js";
import type { CreateGameResponse, GameSnapshot, LoggedAction } from "../../protocol/types.js";
import { act, api, snapshot } from "./helpers.js";

/** Runs the room's alarm until the game waits on seat 0 (or is over): the bots' moves. */
async function letBotsPlay(gameId: string): Promise<GameSnapshot> {
  const stub = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId));
  for (let i = 0; i < 200; i++) {
    const snap = await snapshot(gameId);
    if (snap.status === "ended" || snap.view.toAct.includes(0)) return snap;
    await runDurableObjectAlarm(stub);
  }
  throw new Error("the bots did not move");
}

describe("bot seats at creation", () => {
  it("plays against 3 bots: the person's seat alone is joined, bots move as ordinary moves", async () => {
    const response = await api("/api/games", {
      method: "POST",
      json: { edition: "winter", players: 4, startingPlayer: 2, bots: [1, 2, 3].map((seat) => ({ seat, level: "medium" })) },
      headers: { "CF-Connecting-IP": "192.0.2.44" },
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as CreateGameResponse;
    expect(created.seats.map((seat) => seat.bot)).toEqual([null, "medium", "medium", "medium"]);
    const before = await snapshot(created.gameId);
    expect(before.status).toBe("waiting");
    expect(before.seats.filter((seat) => seat.joined).map((seat) => seat.name)).toEqual(["Bot 2 (medium)", "Bot 3 (medium)", "Bot 4 (medium)"]);

    const token = created.seats[0].token;
    expect((await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token, name: "Ana" } })).status).toBe(200);
    const rng = rngFromSeed("person");
    let snap = await letBotsPlay(created.gameId);
    for (let moves = 0; snap.status !== "ended" && moves < 60; moves++) {
      const { player: _seat, ...action } = randomAction(stateFromView(snap.view), rng, "guided") as { player: number };
      const result = await act(created.gameId, token, snap.version, action as never);
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      snap = await letBotsPlay(created.gameId);
    }
    const log = (await (await api(`/api/games/${created.gameId}/log`)).json()) as { actions: (LoggedAction & { by?: string })[] };
    const botMoves = log.actions.filter((entry) => entry.action.player !== 0);
    expect(botMoves.length).toBeGreaterThan(3);
    expect(botMoves.every((entry) => entry.by === "bot")).toBe(true);
  });

  it("refuses bot seats that leave nobody to play or name a seat twice", async () => {
    const allBots = await api("/api/games", {
      method: "POST",
      json: { edition: "classic", players: 2, bots: [{ seat: 0, level: "easy" }, { seat: 1, level: "easy" }] },
    });
    expect(allBots.status).toBe(400);
    expect(await allBots.json()).toMatchObject({ error: { code: "INVALID_BOT_SEATS" } });
    const twice = await api("/api/games", { method: "POST", json: { edition: "classic", players: 3, bots: [{ seat: 1, level: "easy" }, { seat: 1, level: "hard" }] } });
    expect(twice.status).toBe(400);
    const outside = await api("/api/games", { method: "POST", json: { edition: "classic", players: 2, bots: [{ seat: 3, level: "easy" }] } });
    expect(outside.status).toBe(400);
  });
});
