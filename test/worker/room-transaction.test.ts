import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { randomAction } from "../../game/bots/random.js";
import { stateFromView } from "../../game/engine/index.js";
import { rngFromSeed } from "../../game/engine/rng.js";
import { anyone, type Guard } from "../../worker/room/room-access.js";
import { move } from "../../worker/room/room-changes.js";
import type { Writing } from "../../worker/room/room-core.js";
import type { StoredPlan } from "../../worker/room/plans.js";
import { act, openSocket, snapshot, startGame } from "./helpers.js";

/** A change whose transaction fails leaves nothing behind: not in storage, not in the room's memory. */

interface RoomInternals {
  core: {
    store: { updateSeat(seat: number, change: { name: string }): void; seats(): { name: string | null }[]; saveRow(): void };
    log: { hasRequest(requestId: string): boolean };
    plans: { set(seat: number, stored: StoredPlan): void; of(seat: number): StoredPlan | null };
    apply(who: number | null, guard: Guard<number | null>, change: (w: Writing) => unknown): unknown;
  };
}

describe("a failed transaction", () => {
  it("rolls back the room's memory with its storage", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const before = await snapshot(gameId, tokens[0]);
    const seat = before.view.toAct[0];
    const action = randomAction(stateFromView(before.view), rngFromSeed("rollback"), "guided");

    await runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId)), (instance) => {
      const room = (instance as unknown as RoomInternals).core;
      expect(room.log.hasRequest("rolled-back-move")).toBe(false);
      expect(() =>
        room.apply(seat, anyone, (w) => {
          room.store.updateSeat(seat, { name: "Not saved" });
          move(w, seat, action, "player", "rolled-back-move");
          throw new Error("the disk is full");
        }),
      ).toThrow("the disk is full");
      expect(room.store.seats()[seat].name).toBe(`Player ${seat + 1}`);
      // The move's request id, kept in memory with the log (issue 56), went with it.
      expect(room.log.hasRequest("rolled-back-move")).toBe(false);

      // The plans, kept in memory once read (every snapshot asks), roll back too.
      const other = 1 - seat;
      expect(room.plans.of(other)).toBeNull();
      expect(() =>
        room.apply(other, anyone, () => {
          room.plans.set(other, { plan: { action, collects: {} }, mode: "legal", at: 0 } as unknown as StoredPlan);
          expect(room.plans.of(other)).not.toBeNull();
          throw new Error("the disk is full");
        }),
      ).toThrow("the disk is full");
      expect(room.plans.of(other)).toBeNull();
    });

    expect(await snapshot(gameId, tokens[0])).toEqual(before);
    // Sent for real, the rolled-back move is applied, once.
    const { player: _, ...input } = action;
    expect((await act(gameId, tokens[seat], before.version, input, "rolled-back-move")).status).toBe(200);
    const again = await act(gameId, tokens[seat], before.version + 1, input, "rolled-back-move");
    expect({ status: again.status, code: again.body.error?.code }).toEqual({ status: 409, code: "DUPLICATE_REQUEST" });
    expect((await snapshot(gameId)).version).toBe(before.version + 1);
  });
});

describe("a failed transaction (issue 50)", () => {
  it("sends the sockets nothing: no socket hears a version its write never committed", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const before = await snapshot(gameId, tokens[0]);
    const seat = before.view.toAct[0];
    const watcher = await openSocket(gameId);
    expect((await watcher.next()).type).toBe("snapshot");
    const action = randomAction(stateFromView(before.view), rngFromSeed("unsent"), "guided");

    await runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId)), (instance) => {
      const room = (instance as unknown as RoomInternals).core;
      const saveRow = room.store.saveRow;
      // The move is made and its version committed in the transaction; the write at its end fails.
      room.store.saveRow = () => {
        throw new Error("the disk is full");
      };
      try {
        expect(() => room.apply(seat, anyone, (w) => move(w, seat, action, "player", null))).toThrow("the disk is full");
      } finally {
        room.store.saveRow = saveRow;
      }
    });

    // The same move, made for real, is the first thing the socket hears: the version after `before`.
    const { player: _, ...input } = action;
    expect((await act(gameId, tokens[seat], before.version, input)).status).toBe(200);
    const heard = await watcher.next();
    expect(heard).toMatchObject({ type: "snapshot", snapshot: { version: before.version + 1 } });
    expect(watcher.messages).toEqual([]);
  });
});
