import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { GameSnapshot, LoggedAction, ServerMessage } from "../../protocol/types.js";
import { SOCKET_REFUSALS } from "../../protocol/socket-protocol.js";
import { GameConnection } from "../../web/live/game-connection.js";
import { classicTurnGame, snapshotOf } from "./fixtures.js";

/** A visit asks the game's room once: the socket brings the game; HTTP only when the socket can't. */

class FakeSocket extends EventTarget {
  static readonly OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = 0;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    super();
    FakeSocket.opened.push(this);
  }
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
  say(message: ServerMessage): void {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(Object.assign(new Event("message"), { data: JSON.stringify(message) }));
  }
  closedBy(code: number): void {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event("close"), { code }));
  }
}

function entry(seq: number): LoggedAction {
  return { seq, action: { type: "place", player: 0, square: seq, cup: 0 }, events: [], at: seq * 1000, by: "player" } as LoggedAction;
}

/** As it travels (JSON has no -0). */
const game = JSON.parse(JSON.stringify(snapshotOf(classicTurnGame(), 0))) as GameSnapshot;
let gets: string[] = [];
/** The GETs of the game itself (a snapshot over HTTP brings a GET of the log with it). */
const gameGets = () => gets.filter((url) => !url.endsWith("/log"));

function connect(): GameConnection {
  const host = { addController: () => {}, removeController: () => {}, requestUpdate: () => {} } as unknown as ReactiveControllerHost;
  const connection = new GameConnection(host, game.gameId, () => "seat-token");
  (connection as ReactiveController).hostConnected!();
  return connection;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.opened = [];
  gets = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.stubGlobal("fetch", (url: string) => {
    gets.push(url);
    if (url.endsWith("/log")) return Promise.resolve(Response.json({ actions: [entry(1), entry(2), entry(3)] }));
    return Promise.resolve(Response.json({ ...game, you: null, badSeatLink: true }, { headers: { ETag: '"7-bad-link"' } }));
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("loading a game page", () => {
  it("shows the socket's first message and asks nothing over HTTP", async () => {
    const connection = connect();
    expect(FakeSocket.opened).toHaveLength(1);
    FakeSocket.opened[0].say({ type: "snapshot", snapshot: game });
    expect(connection.snapshot).toEqual(game);
    expect(connection.mode).toBe("socket");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gets).toEqual([]);
    connection.hostDisconnected();
  });

  it("takes the talk from the socket's first message, with the game (issue 56: one message, not two)", async () => {
    const connection = connect();
    const told: unknown[] = [];
    connection.onTalk = (news) => told.push(news);
    const talk = { messages: [], more: false, spectators: false, muted: [] };
    FakeSocket.opened[0].say({ type: "snapshot", snapshot: game, log: [], talk });
    expect(connection.snapshot).toEqual(game);
    expect(told).toEqual([{ type: "talk-page", talk }]);
    connection.hostDisconnected();
  });

  it("loads the game over HTTP when the socket stays silent, and goes live when it speaks", async () => {
    const connection = connect();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(gameGets()).toHaveLength(1);
    expect(connection.mode).toBe("polling");
    FakeSocket.opened[0].say({ type: "snapshot", snapshot: game });
    expect(connection.mode).toBe("socket");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gameGets()).toHaveLength(1);
    connection.hostDisconnected();
  });

  it("explains a dead link the socket refused (from the GET) and watches without it", async () => {
    const connection = connect();
    FakeSocket.opened[0].closedBy(SOCKET_REFUSALS.unknownSeat.code);
    await vi.advanceTimersByTimeAsync(0);
    expect(gameGets()).toHaveLength(1);
    expect(connection.snapshot?.badSeatLink).toBe(true);
    expect(FakeSocket.opened).toHaveLength(2);
    expect(FakeSocket.opened[1].protocols).toEqual(["coffee-rush"]);
    FakeSocket.opened[1].say({ type: "snapshot", snapshot: { ...game, you: null } });
    expect(connection.snapshot?.badSeatLink).toBe(true);
    connection.hostDisconnected();
  });
});

describe("the game's log", () => {
  it("comes with the game on the socket and grows with each version's push, asking nothing over HTTP", async () => {
    const connection = connect();
    const socket = FakeSocket.opened[0];
    socket.say({ type: "snapshot", snapshot: game, log: [entry(1)] });
    expect(connection.log).toEqual([entry(1)]);
    socket.say({ type: "patch", from: game.version, version: game.version + 1, edits: [[["version"], game.version + 1]], log: [entry(2)] });
    expect(connection.snapshot?.version).toBe(game.version + 1);
    expect(connection.log).toEqual([entry(1), entry(2)]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gets).toEqual([]);
    connection.hostDisconnected();
  });

  it("is fetched whole when the socket's entries skip some, and with each new version while polling", async () => {
    const connection = connect();
    FakeSocket.opened[0].say({ type: "snapshot", snapshot: game, log: [entry(1)] });
    FakeSocket.opened[0].say({ type: "snapshot", snapshot: { ...game, version: game.version + 2 }, log: [entry(3)] });
    await vi.advanceTimersByTimeAsync(0);
    expect(gets.filter((url) => url.endsWith("/log"))).toHaveLength(1);
    expect(connection.log).toEqual([entry(1), entry(2), entry(3)]);
    connection.hostDisconnected();

    gets = [];
    const polling = connect();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(polling.mode).toBe("polling");
    expect(gets.filter((url) => url.endsWith("/log"))).toHaveLength(1);
    expect(polling.log).toHaveLength(3);
    polling.hostDisconnected();
  });
});
