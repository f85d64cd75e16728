import { describe, expect, it } from "vitest";
import type { GameSnapshot, LoggedAction, ServerMessage } from "../../protocol/types.js";
import { randomAction } from "../../game/bots/random.js";
import { stateFromView } from "../../game/engine/index.js";
import { rngFromSeed } from "../../game/engine/rng.js";
import { act, api, openSocket, snapshot, startGame } from "./helpers.js";

/**
 * A seat may send its move on the game's socket instead of POST /actions (the web app does when
 * its socket is open): the same checks, the same single application, the answer paired with the
 * move by its request id, and every socket pushed the new version first.
 */

type Socket = Awaited<ReturnType<typeof openSocket>>;

/** The next message that is not a pushed snapshot or talk (an answer). */
async function answer(socket: Socket): Promise<ServerMessage> {
  for (;;) {
    const message = await socket.next();
    if (message.type !== "snapshot" && message.type !== "talk" && message.type !== "talk-page") return message;
  }
}

/** A seat's socket, once it has told the game with the talk. */
async function seated(gameId: string, token: string): Promise<{ socket: Socket; snapshot: GameSnapshot }> {
  const socket = await openSocket(gameId, token);
  const first = await socket.next();
  expect(first).toMatchObject({ type: "snapshot", talk: { messages: [] } });
  return { socket, snapshot: (first as { type: "snapshot"; snapshot: GameSnapshot }).snapshot };
}

/** A started two-player game with sockets open: the seat to place first, the other seat, and a spectator. */
async function table() {
  const { gameId, tokens } = await startGame({ edition: "classic", players: 2, startingPlayer: 0 });
  const first = await snapshot(gameId);
  const placer = first.view.toAct[0];
  const mover = await seated(gameId, tokens[placer]);
  const other = await seated(gameId, tokens[1 - placer]);
  const spectator = await openSocket(gameId);
  await spectator.next();
  return { gameId, tokens, first, placer, mover, other, spectator };
}

function send(socket: Socket, message: unknown): void {
  socket.socket.send(typeof message === "string" ? message : JSON.stringify(message));
}

describe("moves on the seat's socket", () => {
  it("are applied once, pushed to every socket before the answer, and answered with the version and events", async () => {
    const { gameId, tokens, first, placer, mover, other, spectator } = await table();

    send(mover.socket, { type: "act", version: first.version, action: { type: "place", square: 5, cup: 1 }, requestId: "socket-move-1" });
    const pushed = (await mover.socket.next()) as { type: "snapshot"; snapshot: GameSnapshot };
    expect(pushed.type).toBe("snapshot");
    expect(pushed.snapshot.version).toBe(first.version + 1);
    expect(pushed.snapshot.you).toBe(placer);
    const acted = await answer(mover.socket);
    expect(acted).toMatchObject({ type: "acted", requestId: "socket-move-1", version: first.version + 1 });
    expect((acted as { events: unknown[] }).events.length).toBeGreaterThan(0);
    for (const watcher of [other.socket, spectator]) {
      const seen = (await watcher.next()) as { type: "snapshot"; snapshot: GameSnapshot };
      expect(seen.snapshot.version).toBe(first.version + 1);
      expect(seen.snapshot.view.players[placer].meeples).toContain(5);
    }

    // Sent again (a page that lost the answer): refused, not applied twice, on the socket or over HTTP.
    send(mover.socket, { type: "act", version: first.version, action: { type: "place", square: 5, cup: 1 }, requestId: "socket-move-1" });
    expect(await answer(mover.socket)).toMatchObject({ type: "refused", requestId: "socket-move-1", status: 409, code: "DUPLICATE_REQUEST" });
    const overHttp = await act(gameId, tokens[placer], first.version, { type: "place", square: 5, cup: 1 }, "socket-move-1");
    expect(overHttp.body.error?.code).toBe("DUPLICATE_REQUEST");
    expect((await snapshot(gameId)).version).toBe(first.version + 1);
    for (const socket of [mover.socket, other.socket, spectator]) socket.socket.close();
  });

  it("are refused as POST /actions refuses them: stale, not your turn, a spectator, a reused request id, unreadable", async () => {
    const { gameId, first, placer, mover, other: waiting, spectator } = await table();
    const place = { type: "place", square: 5, cup: 1 };

    send(mover.socket, { type: "act", version: first.version + 3, action: place, requestId: "stale-move" });
    expect(await answer(mover.socket)).toMatchObject({ type: "refused", requestId: "stale-move", status: 409, code: "STALE_VERSION" });
    send(waiting.socket, { type: "act", version: first.version, action: place, requestId: "not-my-turn" });
    expect(await answer(waiting.socket)).toMatchObject({ type: "refused", requestId: "not-my-turn", status: 422, code: "NOT_YOUR_TURN" });
    send(spectator, { type: "act", version: first.version, action: place, requestId: "spectator-move" });
    expect(await answer(spectator)).toMatchObject({ type: "refused", requestId: "spectator-move", status: 403, code: "NOT_SEATED" });
    // A "player" field can't name another seat: the seat is the socket's.
    send(waiting.socket, { type: "act", version: first.version, action: { ...place, player: placer }, requestId: "spoofed-seat" });
    expect(await answer(waiting.socket)).toMatchObject({ type: "refused", requestId: "spoofed-seat", status: 400, code: "INVALID_MESSAGE" });
    send(mover.socket, "{not json");
    expect(await answer(mover.socket)).toMatchObject({ type: "refused", requestId: null, status: 400, code: "INVALID_MESSAGE" });
    expect((await snapshot(gameId)).version).toBe(first.version);

    // A request id already in the log, reused for a new move on the current version: refused, nothing applied.
    send(mover.socket, { type: "act", version: first.version, action: place, requestId: "used-once" });
    await answer(mover.socket);
    const now = await snapshot(gameId);
    const next = now.view.toAct[0];
    const nextSocket = next === placer ? mover : waiting;
    send(nextSocket.socket, { type: "act", version: now.version, action: { type: "place", square: 7, cup: 0 }, requestId: "used-once" });
    expect(await answer(nextSocket.socket)).toMatchObject({ type: "refused", requestId: "used-once", status: 409, code: "DUPLICATE_REQUEST" });
    const after = await snapshot(gameId);
    expect(after.version).toBe(now.version);
    expect(after.view.players[next].meeples).not.toContain(7);
    // The game goes on.
    send(nextSocket.socket, { type: "act", version: now.version, action: { type: "place", square: 7, cup: 0 }, requestId: "fresh-id" });
    expect(await answer(nextSocket.socket)).toMatchObject({ type: "acted", requestId: "fresh-id", version: now.version + 1 });
    for (const socket of [mover.socket, waiting.socket, spectator]) socket.socket.close();
  });

  it("moves the room takes don't use up the socket's allowance; refused ones do", async () => {
    // Fifteen moves, each on its seat's socket: more than the allowance's burst. The deal is new
    // each time, and now and then random moves end a game sooner: then a new game is played.
    const rng = rngFromSeed("socket-moves");
    let sockets: Awaited<ReturnType<typeof seated>>[] = [];
    let moved = 0;
    for (let game = 0; moved < 15 && game < 5; game++) {
      for (const { socket } of sockets) socket.socket.close();
      const { gameId, tokens } = await startGame({ edition: "classic", players: 2, startingPlayer: 0 });
      sockets = await Promise.all(tokens.map((token) => seated(gameId, token)));
      for (moved = 0; moved < 15; moved++) {
        const now = await snapshot(gameId);
        if (now.status === "ended") break;
        const { player: seat, ...action } = randomAction(stateFromView(now.view), rng);
        send(sockets[seat].socket, { type: "act", version: now.version, action, requestId: `socket-move-${moved}` });
        expect(await answer(sockets[seat].socket)).toMatchObject({ type: "acted", version: now.version + 1 });
      }
    }
    expect(moved).toBe(15);
    // Refused moves, over and over: the socket is closed for flooding.
    const flooder = sockets[0].socket;
    const closed = new Promise<number>((resolve) => flooder.socket.addEventListener("close", (event) => resolve(event.code)));
    for (let i = 0; i < 40; i++) send(flooder, { type: "act", version: 0, action: { type: "place", square: 1, cup: 0 }, requestId: `flooding-${i}` });
    expect(await closed).toBe(1008);
    sockets[1].socket.socket.close();
  });
});

describe("what one socket may send (issue 50)", () => {
  it("closes a socket that sends a message larger than any the game takes (1009), unread and unanswered", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const spectator = await openSocket(gameId);
    expect((await spectator.next()).type).toBe("snapshot");
    const closed = new Promise<{ code: number; reason: string }>((resolve) => spectator.socket.addEventListener("close", (event) => resolve({ code: event.code, reason: event.reason })));
    spectator.socket.send(JSON.stringify({ type: "act", version: 0, action: { type: "place", square: 1, cup: 0 }, requestId: "x".repeat(64 * 1024) }));
    expect(await closed).toMatchObject({ code: 1009, reason: expect.stringMatching(/at most/) });
    expect(spectator.messages).toEqual([]);
    // The players' moves go on.
    const now = await snapshot(gameId);
    const { player: seat, ...action } = randomAction(stateFromView(now.view), rngFromSeed("after-oversize"));
    expect((await act(gameId, tokens[seat], now.version, action)).status).toBe(200);
  });
});

describe("the log on the socket", () => {
  async function logOf(gameId: string): Promise<LoggedAction[]> {
    return ((await (await api(`/api/games/${gameId}/log`)).json()) as { actions: LoggedAction[] }).actions;
  }

  it("comes whole with the game when a socket opens, then with each version the entries it added, as GET /log has them", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2, startingPlayer: 0 });
    const watcher = await openSocket(gameId);
    expect(await watcher.next()).toMatchObject({ type: "snapshot", log: [] });
    const rng = rngFromSeed("socket-log");
    for (let index = 0; index < 3; index++) {
      const now = await snapshot(gameId);
      const { player: seat, ...action } = randomAction(stateFromView(now.view), rng);
      expect((await act(gameId, tokens[seat], now.version, action)).status).toBe(200);
      const pushed = await watcher.next();
      expect(pushed).toEqual({ type: "snapshot", snapshot: await snapshot(gameId), log: (await logOf(gameId)).slice(-1) });
    }
    // Pushed as patches, the entries with them.
    expect(watcher.patches()).toBe(3);
    const late = await openSocket(gameId, tokens[0]);
    const opening = await late.next();
    expect(opening.type === "snapshot" && opening.log).toEqual(await logOf(gameId));
    expect(opening.type === "snapshot" && opening.log).toHaveLength(3);
    for (const socket of [watcher, late]) socket.socket.close();
  });
});

describe("what each socket is pushed", () => {
  it("is edits from the first version after a seat's only socket opens; a seat's second socket makes the next one whole", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2, startingPlayer: 0 });
    const seat = await openSocket(gameId, tokens[0]);
    await seat.next();
    const rng = rngFromSeed("first-push");
    const move = async () => {
      const now = await snapshot(gameId);
      const { player, ...action } = randomAction(stateFromView(now.view), rng, "guided");
      expect((await act(gameId, tokens[player], now.version, action)).status).toBe(200);
      const shown = await seat.next();
      expect(shown.type === "snapshot" && shown.snapshot, "as the seat would fetch it").toEqual(await snapshot(gameId, tokens[0]));
    };
    await move();
    expect(seat.patches()).toBe(1);
    const second = await openSocket(gameId, tokens[0]);
    await second.next();
    await move();
    expect(seat.patches(), "the two sockets were sent the table at two moments: whole").toBe(1);
    await move();
    expect(seat.patches()).toBe(2);
    for (const socket of [seat, second]) socket.socket.close();
  });

  /** The game the socket shows once it has the version `version` (each patch applied to the game before it). */
  async function shownAt(socket: Socket, version: number): Promise<GameSnapshot> {
    for (;;) {
      const message = await socket.next();
      if (message.type === "snapshot" && message.snapshot.version === version) return message.snapshot;
    }
  }

  it("is the game its viewer would fetch, version after version, while seats plan and turn their mails off", async () => {
    const { gameId, tokens } = await startGame({ edition: "winter", players: 3, startingPlayer: 0 });
    // Every seat, a seat's second page, and a spectator.
    const viewers = [...tokens, tokens[0], undefined];
    const sockets = await Promise.all(viewers.map((token) => openSocket(gameId, token)));
    const rng = rngFromSeed("each-socket");
    for (let index = 0; index < 14; index++) {
      const now = await snapshot(gameId);
      if (now.view.phase === "ended") break;
      const { player: seat, ...action } = randomAction(stateFromView(now.view), rng, "guided");
      const waiting = (seat + 1) % 3;
      // A seat's own part changes without a version (its plan, pushed to its sockets alone) or with one (its mails' switch).
      if (index % 4 === 1) await api(`/api/games/${gameId}/mail`, { method: "PUT", token: tokens[waiting], json: { muted: index % 8 === 1 } });
      if (index % 5 === 2) {
        const { player: _, ...planned } = randomAction({ ...stateFromView(now.view), current: waiting }, rng, "guided");
        await api(`/api/games/${gameId}/plan`, { method: "PUT", token: tokens[waiting], json: { action: planned, mode: "legal", version: now.version } });
      }
      expect((await act(gameId, tokens[seat], now.version, action)).status).toBe(200);
      const version = (await snapshot(gameId)).version;
      for (const [at, socket] of sockets.entries()) expect(await shownAt(socket, version), `viewer ${at} at version ${version}`).toEqual(await snapshot(gameId, viewers[at]));
    }
    // Most versions went as edits.
    for (const socket of sockets) expect(socket.patches()).toBeGreaterThan(7);
    for (const { socket } of sockets) socket.close();
  });
});
