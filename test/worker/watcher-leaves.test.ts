import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameRoom } from "../../worker/room/game-room.js";
import { api } from "./helpers.js";
import { createSlowGame, stub } from "./slow-helpers.js";

/**
 * Issue 35: workerd logged "Uncaught Error: Network connection lost." when a watcher left. A
 * socket whose peer is gone (closed or dropped) can't be closed back: the room's close handler
 * must not throw then.
 */
describe("a watcher leaving", () => {
  it("is taken without an error when its socket can no longer be closed back", async () => {
    const game = await createSlowGame({ edition: "classic", players: 2 });
    await runInDurableObject(stub(game.gameId), async (room: GameRoom, state) => {
      const [client, server] = Object.values(new WebSocketPair());
      state.acceptWebSocket(server, ["spectator"]);
      client.accept();
      // Gone already: the close the handler would send back can't be sent.
      server.close(1000, "gone");
      client.close(1000, "gone");
      await expect(room.webSocketClose(server, 1006)).resolves.toBeUndefined();
      await expect(room.webSocketClose(server, 1000)).resolves.toBeUndefined();
    });
  });

  it("writes nothing when no turn mail comes of it (a seat nobody can mail, leaving its socket)", async () => {
    const game = await createSlowGame({ edition: "classic", players: 2 });
    for (const seat of game.seats) await api(`/api/games/${game.gameId}/join`, { method: "POST", json: { token: seat.token, name: `P${seat.seat}` } });
    await runInDurableObject(stub(game.gameId), async (room: GameRoom, state) => {
      const [client, server] = Object.values(new WebSocketPair());
      state.acceptWebSocket(server, ["seat:0"]);
      client.accept();
      let transactions = 0;
      const transactionSync = state.storage.transactionSync.bind(state.storage);
      state.storage.transactionSync = <T>(run: () => T): T => {
        transactions++;
        return transactionSync(run);
      };
      await room.webSocketClose(server, 1000);
      // The game waits on seat 0, but no address is known for it: leaving changes nothing, so nothing is written or settled.
      expect(transactions).toBe(0);
    });
  });
});
