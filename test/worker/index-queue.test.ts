import { createExecutionContext, createMessageBatch, env, getQueueResult, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.js";
import { GameRoom } from "../../worker/room/game-room.js";
import type { IndexRow } from "../../worker/room/index-row.js";
import type { RoomCore } from "../../worker/room/room-core.js";
import { api, createGame, eventually, snapshot, startGame } from "./helpers.js";
import { lastMailId, mailsTo } from "./mailbox.js";
import { MINUTE, address, advance, futureAt, playOne, runAlarm, runScheduled, startSlowGame, useClock } from "./slow-helpers.js";

/**
 * Issue 39: the index copies of moving games go through the index queue, and its consumer writes a
 * batch of many games' copies to D1 as one batch. Every copy is an upsert guarded by the game's
 * version, so a message delivered twice, late or out of order changes nothing; the consumer acks
 * only what D1 committed; the room marks a version copied only once the queue took it.
 */

afterEach(() => {
  vi.useRealTimers();
});

const QUEUE = "coffee-rush-index";
const DEAD_QUEUE = "coffee-rush-index-dead";

/** A D1 binding whose every call fails (as in d1-down.test.ts). */
const d1Down = new Proxy({}, { get: () => () => { throw new Error("D1_ERROR: database is locked"); } }) as D1Database;
/** A queue binding whose sends fail. */
const queueDown = { send: () => Promise.reject(new Error("Queue send failed: Too Many Requests")) } as unknown as Queue<IndexRow>;

let rows = 0;
/** An index row of a game of its own, at `version`. */
function row(version: number, id = `queue-game-${++rows}`): IndexRow {
  return {
    id,
    edition: "classic",
    players: 2,
    variants: [],
    status: "active",
    toAct: [version % 2],
    turnsPlayed: version,
    version,
    createdAt: 1_000,
    lastMoveAt: 1_000 + version,
    hostUserId: null,
    waitingSince: null,
    standing: [
      { score: version, rank: 1 },
      { score: 0, rank: 2 },
    ],
  };
}

/** Each game's first copy, which its room writes to D1 directly (a join's): the queue's copies update it. */
async function firstCopies(bodies: unknown[]): Promise<void> {
  for (const body of bodies) {
    const copy = body as Partial<IndexRow>;
    if (typeof copy.id !== "string" || typeof copy.version !== "number") continue;
    await env.DB.prepare(
      `INSERT OR IGNORE INTO games (id, edition, players, variants, status, to_act, turns_played, version, created_at, last_move_at)
       VALUES (?, 'classic', 2, '[]', 'active', '[0]', 0, 0, 1000, 1000)`,
    ).bind(copy.id).run();
  }
}

/** Hands the Worker's queue() handler one batch, as the queue (or its dead-letter queue) would, and says what it acked and retried. */
async function deliver(bodies: unknown[], bindings: Partial<typeof env> = {}, { firstCopied = true, queue = QUEUE } = {}) {
  if (firstCopied) await firstCopies(bodies);
  const batch = createMessageBatch(
    queue,
    bodies.map((body, index) => ({ id: `message-${index}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...bindings });
  return getQueueResult(batch, ctx);
}

function indexed(gameId: string) {
  return env.DB.prepare("SELECT version, turns_played AS turnsPlayed, last_move_at AS lastMoveAt FROM games WHERE id = ?").bind(gameId).first();
}

/**
 * A started game whose index is one version behind, in its room and in D1 (as a move not yet
 * copied leaves it); then `inRoom`, run inside the room with its storage.
 */
async function gameWithIndexBehind(inRoom: (state: DurableObjectState) => Promise<void>): Promise<{ gameId: string; version: number }> {
  const { gameId } = await startGame({ edition: "classic", players: 2 });
  const { version } = await snapshot(gameId);
  await eventually(async () => expect(await indexed(gameId)).toMatchObject({ version }));
  await env.DB.prepare("UPDATE games SET version = version - 1 WHERE id = ?").bind(gameId).run();
  await runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId)), async (_instance, state) => {
    state.storage.sql.exec("UPDATE game SET indexed_version = indexed_version - 1");
    await inRoom(state);
  });
  return { gameId, version };
}

/** The room's core, on an instance of its own whose bindings the test chooses (its storage is the room's). */
function roomWith(state: DurableObjectState, bindings: Partial<typeof env>): RoomCore {
  return (new GameRoom(state, { ...env, ...bindings } as never) as unknown as { core: RoomCore }).core;
}

describe("the index queue (issue 39)", () => {
  it("takes a message sent to the queue to D1 through the Worker's consumer", async () => {
    const copy = row(3);
    await firstCopies([copy]);
    await env.INDEX_QUEUE.send(copy);
    await eventually(async () => expect(await indexed(copy.id)).toEqual({ version: 3, turnsPlayed: 3, lastMoveAt: copy.lastMoveAt }));
  });

  it("brings no row back for a game removed while its copy was on its way (cancelled, expired: only a game that never started is)", async () => {
    const copy: IndexRow = { ...row(2), status: "waiting", toAct: [], standing: null };
    const result = await deliver([copy]);
    expect(result.outcome).toBe("ok");
    await env.DB.prepare("DELETE FROM games WHERE id = ?").bind(copy.id).run();
    await deliver([{ ...copy, version: 3 }], {}, { firstCopied: false });
    expect(await indexed(copy.id)).toBeNull();
  });

  it("inserts a started game's row D1 doesn't have yet: the first copy of a game no account holds comes this way (issue 56)", async () => {
    const copy = row(3);
    const result = await deliver([copy, { ...copy, version: 2 }], {}, { firstCopied: false });
    expect(result.explicitAcks).toHaveLength(2);
    expect(await indexed(copy.id)).toEqual({ version: 3, turnsPlayed: 3, lastMoveAt: copy.lastMoveAt });
    // Delivered again, or an older copy late: nothing changes.
    await deliver([{ ...copy, version: 1, turnsPlayed: 1 }, copy], {}, { firstCopied: false });
    expect(await indexed(copy.id)).toEqual({ version: 3, turnsPlayed: 3, lastMoveAt: copy.lastMoveAt });
  });

  it("writes a batch of many games' copies, out of order, leaving each game's newest", async () => {
    const [a5, a3, b1, a4, b2] = [row(5, "queue-game-a"), row(3, "queue-game-a"), row(1, "queue-game-b"), row(4, "queue-game-a"), row(2, "queue-game-b")];
    const result = await deliver([a5, a3, b1, a4, b2]);
    expect(result.outcome).toBe("ok");
    expect(result.explicitAcks).toHaveLength(5);
    expect(result.retryMessages).toEqual([]);
    expect(await indexed("queue-game-a")).toEqual({ version: 5, turnsPlayed: 5, lastMoveAt: a5.lastMoveAt });
    expect(await indexed("queue-game-b")).toEqual({ version: 2, turnsPlayed: 2, lastMoveAt: b2.lastMoveAt });
  });

  it("changes nothing with a message delivered again, or late after a newer one", async () => {
    const [older, newer] = [row(7), row(8)];
    newer.id = older.id;
    await deliver([older]);
    await deliver([newer]);
    const written = await indexed(newer.id);
    await deliver([older]);
    await deliver([newer]);
    expect(await indexed(newer.id)).toEqual(written);
    expect(written).toEqual({ version: 8, turnsPlayed: 8, lastMoveAt: newer.lastMoveAt });
  });

  it("retries every message, acking none, when its D1 batch fails", async () => {
    const copies = [row(2), row(6)];
    const result = await deliver(copies, { DB: d1Down }, { firstCopied: false });
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages.map((retry: { msgId: string }) => retry.msgId).sort()).toEqual(["message-0", "message-1"]);
    for (const copy of copies) expect(await indexed(copy.id)).toBeNull();
    // Delivered again once D1 answers: written.
    expect((await deliver(copies)).explicitAcks).toHaveLength(2);
    expect(await indexed(copies[1].id)).toMatchObject({ version: 6 });
  });

  it("writes the copies D1 refused past the queue's retries, from the dead-letter queue, once D1 is back; until then tries them every two hours (issue 50.7)", async () => {
    const copies = [row(4), row(7)];
    // D1 down for the index queue's every retry: the copies are retried, then dead-lettered (wrangler.toml).
    expect((await deliver(copies, { DB: d1Down })).explicitAcks).toEqual([]);
    // Still down when the dead letters come: none acked, each tried again (two hours later: the test's batch doesn't tell).
    const stillDown = await deliver(copies, { DB: d1Down }, { queue: DEAD_QUEUE });
    expect(stillDown.explicitAcks).toEqual([]);
    expect(stillDown.retryMessages.map((retry: { msgId: string }) => retry.msgId).sort()).toEqual(["message-0", "message-1"]);
    // D1 is back: the dead letters are written and acked.
    const back = await deliver(copies, {}, { queue: DEAD_QUEUE });
    expect(back.explicitAcks.sort()).toEqual(["message-0", "message-1"]);
    for (const copy of copies) expect(await indexed(copy.id)).toMatchObject({ version: copy.version });
  });

  it("drops a message that is not an index row, and writes the rest of its batch", async () => {
    const copy = row(4);
    const result = await deliver([{ id: "no-version" }, copy]);
    expect(result.explicitAcks.sort()).toEqual(["message-0", "message-1"]);
    expect(await indexed(copy.id)).toMatchObject({ version: 4 });
  });
});

describe("a room's index copy through the queue (issue 39)", () => {
  it("sends a started game's first copy through the queue when no account holds it: the last join needs no D1 (issue 56)", async () => {
    const created = await createGame({ edition: "classic", players: 2 });
    const [first, last] = created.seats;
    expect((await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: first.token, name: "Ana" } })).status).toBe(200);
    await runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(created.gameId)), async (_instance, state) => {
      const room = new GameRoom(state, { ...env, DB: d1Down } as never);
      const joined = await room.join(last.token, "Bo", null, null);
      expect(joined.ok).toBe(true);
      const core = (room as unknown as { core: RoomCore }).core;
      expect(core.game?.status).toBe("active");
      // Copied: the queue took it, D1 (down) was never asked.
      expect(core.game?.indexedVersion).toBe(core.game?.version);
      expect(core.game?.seatsIndexed).toBe(true);
    });
    await eventually(async () => expect(await env.DB.prepare("SELECT status FROM games WHERE id = ?").bind(created.gameId).first("status")).toBe("active"));
    expect((await env.DB.prepare("SELECT count(*) AS n FROM game_seats WHERE game_id = ?").bind(created.gameId).first("n"))).toBe(0);
  });

  it("needs no D1: a room whose D1 is down still sends its copy, and the consumer writes it", async () => {
    const { gameId, version } = await gameWithIndexBehind(async (state) => {
      const core = roomWith(state, { DB: d1Down });
      await core.d1.sync();
      expect(core.game?.indexedVersion).toBe(core.game?.version);
    });
    await eventually(async () => expect(await indexed(gameId)).toMatchObject({ version }));
  });

  it("marks a version copied only once the queue took it; a failed send is retried by the alarm", async () => {
    const { gameId, version } = await gameWithIndexBehind(async (state) => {
      const refused = roomWith(state, { INDEX_QUEUE: queueDown });
      const before = Date.now();
      await refused.d1.sync();
      expect(refused.game?.indexedVersion).toBe(refused.game!.version - 1);
      const retry = refused.due.all().find((event) => event.key === "sync");
      expect(retry?.at).toBeGreaterThanOrEqual(before + 5_000);
      expect(await state.storage.getAlarm()).not.toBeNull();
      // The retry, once the queue takes sends again (here on an instance with the real queue).
      const retried = roomWith(state, {});
      await retried.d1.sync();
      expect(retried.game?.indexedVersion).toBe(retried.game?.version);
      expect(retried.due.all().map((event) => event.key)).not.toContain("sync");
    });
    await eventually(async () => expect(await indexed(gameId)).toMatchObject({ version }));
  });

  it("has a turn mail wait for the index written to D1 directly, not for a copy still in the queue", async () => {
    useClock(futureAt(12));
    const emails = [address("ana"), address("bo")];
    const game = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0 }, [
      { name: "Ana", email: emails[0] },
      { name: "Bo", email: emails[1] },
    ]);
    advance(MINUTE);
    const { snapshot: moved } = await playOne(game);
    await vi.waitFor(async () => expect(await indexed(game.gameId)).toMatchObject({ version: moved.version }), { timeout: 5_000 });
    // As if the queue's copy were still on its way (the index a version behind, waiting on nobody):
    // the turn mail, due 5 min on, must not be checked against that.
    await env.DB.prepare("UPDATE games SET version = version - 1, to_act = '[]' WHERE id = ?").bind(game.gameId).run();
    const before = await lastMailId();
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    expect(await indexed(game.gameId)).toMatchObject({ version: moved.version });
    await runScheduled();
    expect((await mailsTo(emails[moved.view.toAct[0]], before)).length).toBeGreaterThan(0);
  });
});
