import { afterEach, describe, expect, it, vi } from "vitest";
import { TALK_LINES_IN_MAIL, TALK_PAGE } from "../../protocol/talk.js";
import type { TalkResponse } from "../../protocol/types.js";
import { TALK_LIMIT, TALK_WINDOW_MS } from "../../worker/room/table-talk.js";
import { api, openSocket, startGame } from "./helpers.js";
import { lastMailId, onlyMailTo } from "./mailbox.js";
import { MINUTE, address, advance, futureAt, playOne, runAlarm, runScheduled, startSlowGame, useClock } from "./slow-helpers.js";

/**
 * Table talk in pages (issue 33): a reader gets the newest TALK_PAGE messages, older ones on request,
 * and a new socket is told only the newest page; a turn mail quotes at most TALK_LINES_IN_MAIL lines.
 */

afterEach(() => {
  vi.useRealTimers();
});

/** `count` messages from seat 0, paced within the talk limit. */
async function chatter(gameId: string, token: string, count: number): Promise<void> {
  for (let n = 1; n <= count; n++) {
    const said = await api(`/api/games/${gameId}/talk`, { method: "POST", token, json: { text: `message ${n}` } });
    expect(said.status).toBe(201);
    advance(Math.ceil(TALK_WINDOW_MS / TALK_LIMIT) + 1);
  }
}

async function page(gameId: string, token: string, before?: number): Promise<TalkResponse> {
  const answer = await api(`/api/games/${gameId}/talk${before === undefined ? "" : `?before=${before}`}`, { token });
  expect(answer.status).toBe(200);
  return (await answer.json()) as TalkResponse;
}

describe("table talk in pages", () => {
  it("GET /talk gives the newest page and the older ones by `before`; a new socket gets only the newest page", async () => {
    useClock(futureAt(12));
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    await chatter(gameId, tokens[0], TALK_PAGE + 5);

    const newest = await page(gameId, tokens[1]);
    expect(newest.messages).toHaveLength(TALK_PAGE);
    expect(newest.messages[0].text).toBe("message 6");
    expect(newest.messages.at(-1)!.text).toBe(`message ${TALK_PAGE + 5}`);
    expect(newest.more).toBe(true);

    const older = await page(gameId, tokens[1], newest.messages[0].id);
    expect(older.messages.map((message) => message.text)).toEqual(["message 1", "message 2", "message 3", "message 4", "message 5"]);
    expect(older.more).toBe(false);

    const socket = await openSocket(gameId, tokens[1]);
    let talk: TalkResponse | null = null;
    while (!talk) {
      const message = await socket.next();
      if (message.type === "snapshot" && message.talk) talk = message.talk;
    }
    expect(talk).toEqual(newest);
    socket.socket.close();
  });

  it("refuses a `before` that is not a message id, and changes nothing", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    for (const before of ["0", "-3", "x", "1.5"]) {
      const answer = await api(`/api/games/${gameId}/talk?before=${before}`, { token: tokens[0] });
      expect(answer.status, before).toBe(400);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("INVALID_INPUT");
    }
  });

  it("a turn mail quotes at most the newest TALK_LINES_IN_MAIL lines", async () => {
    useClock(futureAt(12));
    const ana = address("ana-pages");
    const game = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0 }, [
      { name: "Ana", email: ana },
      { name: "Bo", email: address("bo-pages") },
    ]);
    const before = await lastMailId();
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    await playOne(game);
    // Bo says a lot while Ana is away.
    await chatter(game.gameId, game.tokens[1], TALK_LINES_IN_MAIL + 4);
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    await runScheduled();
    const mail = await onlyMailTo(ana, before);
    const quoted = [...mail.text.matchAll(/Bo: “message (\d+)”/g)].map((match) => Number(match[1]));
    expect(quoted).toEqual(Array.from({ length: TALK_LINES_IN_MAIL }, (_, n) => n + 5));
  });
});
