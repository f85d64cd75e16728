import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GameSnapshot, TalkMessage, TalkResponse } from "../../protocol/types.js";
import type { GameConnection, LiveMode } from "../../web/live/game-connection.js";
import { TalkFeed } from "../../web/live/talk-feed.js";
import { classicTurnGame, snapshotOf } from "./fixtures.js";

/** The talk comes on the game's socket; over HTTP only while the socket is down. */

const seated = snapshotOf(classicTurnGame(), 0) as GameSnapshot;
const said: TalkMessage = { id: 1, seat: 1, at: 1000, text: "hello", phrase: null, note: null, removed: false };
const page: TalkResponse = { messages: [said], more: false, spectators: true, muted: [1] };
let gets: string[] = [];

function following(mode: LiveMode): { feed: TalkFeed; connection: GameConnection } {
  const connection = { mode, onTalk: () => {} } as unknown as GameConnection;
  const feed = new TalkFeed(seated.gameId, () => "seat-token");
  feed.follow(connection);
  return { feed, connection };
}

beforeEach(() => {
  gets = [];
  vi.stubGlobal("fetch", (url: string) => {
    gets.push(url);
    return Promise.resolve(Response.json(page));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the talk feed", () => {
  it("takes the socket's opening page (the messages, who may read, the seat's mutes) and asks nothing", async () => {
    const { feed, connection } = following("socket");
    feed.viewedBy(seated);
    connection.onTalk({ type: "talk-page", talk: page });
    await Promise.resolve();
    expect(gets).toEqual([]);
    expect(feed).toMatchObject({ readable: true, spectators: true, muted: [1], more: false, messages: [said] });
    connection.onTalk({ type: "talk", messages: [{ ...said, text: null, removed: true }] });
    expect(feed.messages).toEqual([{ ...said, text: null, removed: true }]);
  });

  it("loads it over HTTP while the socket is down, once for each viewer", async () => {
    const { feed } = following("polling");
    feed.viewedBy(seated);
    await vi.waitFor(() => expect(feed.readable).toBe(true));
    feed.viewedBy({ ...seated, version: seated.version + 1 });
    expect(gets).toEqual([`/api/games/${seated.gameId}/talk`]);
    expect(feed.muted).toEqual([1]);
  });
});
