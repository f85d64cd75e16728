import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { GameRoom } from "../../worker/room/game-room.js";
import { createGame } from "./helpers.js";

/**
 * Issue 50, item 2: a join that races the host's cancel. The room answers the cancel while D1
 * forgets the game; a join that arrives meanwhile must find no game (404, with a sentence, never a
 * 500), and nothing it did may bring the game's row or seats back into D1.
 */

/** A D1 binding that holds its first batch after D1 ran it, until `release` (the cancel's delete, acknowledged slowly). */
function slowAfterFirstBatch(db: D1Database) {
  let release!: () => void;
  let reached!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const holding = new Promise<void>((resolve) => (reached = resolve));
  let first = true;
  const slow = new Proxy(db, {
    get(target, key) {
      if (key !== "batch") return Reflect.get(target, key).bind(target);
      return async (statements: D1PreparedStatement[]) => {
        const result = await target.batch(statements);
        if (first) {
          first = false;
          reached();
          await held;
        }
        return result;
      };
    },
  });
  return { db: slow, holding, release };
}

async function inD1(gameId: string): Promise<{ games: number; seats: number }> {
  const games = await env.DB.prepare("SELECT count(*) AS n FROM games WHERE id = ?").bind(gameId).first<{ n: number }>();
  const seats = await env.DB.prepare("SELECT count(*) AS n FROM game_seats WHERE game_id = ?").bind(gameId).first<{ n: number }>();
  return { games: games!.n, seats: seats!.n };
}

describe("a join racing the host's cancel (issue 50)", () => {
  it("finds no game once the cancel began: 404 with a sentence, and D1 keeps no row or seat of it", async () => {
    const created = await createGame({ edition: "classic", players: 3 });
    const stub = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(created.gameId));
    // A signed-in player took a seat: D1 lists the game in their "My games".
    expect((await stub.join(created.seats[0].token, "Ana", null, "race-user-ana")).ok).toBe(true);
    await runInDurableObject(stub, async (instance) => {
      await (instance as unknown as { core: { settled(): Promise<void> } }).core.settled();
    });
    expect(await inD1(created.gameId)).toMatchObject({ games: 1 });

    await runInDurableObject(stub, async (_instance, state) => {
      const slow = slowAfterFirstBatch(env.DB);
      const room = new GameRoom(state, { ...env, DB: slow.db });
      const cancelling = room.cancel(created.hostToken);
      await slow.holding; // D1 has forgotten the game; the room has not answered yet
      const joined = await room.join(created.seats[1].token, "Bo", null, "race-user-bo");
      slow.release();
      expect(await cancelling).toEqual({ ok: true, value: { cancelled: true } });
      expect(joined).toMatchObject({ ok: false, status: 404, code: "GAME_NOT_FOUND" });
      expect(joined.ok || joined.message.length > 10).toBe(true);
      await (room as unknown as { core: { settled(): Promise<void> } }).core.settled();
      // The room's storage is gone too: the room, woken afresh, holds no game.
      expect(await new GameRoom(state, env).snapshot({ token: null, userId: null })).toMatchObject({ ok: false, status: 404 });
    });
    expect(await inD1(created.gameId)).toEqual({ games: 0, seats: 0 });
  });

  it("keeps the game when D1 can't forget it: the cancel fails (a 503 at the route), the game stays, and the cancel sent again removes it", async () => {
    const created = await createGame({ edition: "classic", players: 3 });
    const stub = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(created.gameId));
    await runInDurableObject(stub, async (_instance, state) => {
      const d1Down = new Proxy({}, { get: () => () => { throw new Error("D1_ERROR: database is locked"); } }) as D1Database;
      const room = new GameRoom(state, { ...env, DB: d1Down });
      await expect(room.cancel(created.hostToken)).rejects.toThrow("D1_ERROR");
      expect(await room.snapshot({ token: null, userId: null })).toMatchObject({ ok: true, value: { status: "waiting" } });
      const afterwards = new GameRoom(state, env);
      expect(await afterwards.cancel(created.hostToken)).toEqual({ ok: true, value: { cancelled: true } });
    });
  });
});
