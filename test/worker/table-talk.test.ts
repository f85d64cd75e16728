import { afterEach, describe, expect, it, vi } from "vitest";
import type { ServerMessage, TalkMessage, TalkResponse } from "../../protocol/types.js";
import { TALK_LIMIT } from "../../worker/room/table-talk.js";
import { api, openSocket, startGame } from "./helpers.js";
import { lastMailId, mailsTo, onlyMailTo } from "./mailbox.js";
import { MINUTE, address, advance, futureAt, playOne, runAlarm, runScheduled, startSlowGame, useClock } from "./slow-helpers.js";

/** Table talk inside workerd: messages in the room's storage, pushed on the game's socket, carried by the turn mails. */

afterEach(() => {
  vi.useRealTimers();
});

const XSS = `<img src=x onerror="alert(1)"><script>alert(2)</script> & "quotes"`;

async function say(gameId: string, token: string | undefined, body: unknown): Promise<Response> {
  return api(`/api/games/${gameId}/talk`, { method: "POST", token, json: body });
}

async function read(gameId: string, token?: string): Promise<{ status: number; body: TalkResponse & { error?: { code: string } } }> {
  const response = await api(`/api/games/${gameId}/talk`, { token });
  return { status: response.status, body: await response.json() };
}

/** The next talk message pushed on a socket, skipping snapshots and the talk's opening page. */
async function nextTalk(socket: { next: () => Promise<ServerMessage> }): Promise<TalkMessage[]> {
  for (;;) {
    const message = await socket.next();
    if (message.type === "talk") return message.messages;
  }
}

/** The next page of the talk a socket is told (as GET /talk answers): on its own, or with the game as the socket opens. */
async function nextTalkPage(socket: { next: () => Promise<ServerMessage> }): Promise<TalkResponse> {
  for (;;) {
    const message = await socket.next();
    if (message.type === "talk-page") return message.talk;
    if (message.type === "snapshot" && message.talk) return message.talk;
  }
}

describe("table talk", () => {
  it("is written by seated players, kept with the game and pushed live to the other seats", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const bo = await openSocket(gameId, tokens[1]);
    const said = await say(gameId, tokens[0], { text: "  Good luck, Bo!  " });
    expect(said.status).toBe(201);
    const { message } = (await said.json()) as { message: TalkMessage };
    expect(message).toMatchObject({ seat: 0, text: "Good luck, Bo!", phrase: null, note: null, removed: false });
    expect(await nextTalk(bo)).toEqual([message]);

    const phrase = await say(gameId, tokens[1], { phrase: "goodMove" });
    expect(phrase.status).toBe(201);
    const talk = await read(gameId, tokens[0]);
    expect(talk.status).toBe(200);
    expect(talk.body.messages.map((m) => m.text ?? m.phrase)).toEqual(["Good luck, Bo!", "goodMove"]);
    expect(talk.body.spectators).toBe(false);
    bo.socket.close();
  });

  it("never reaches a spectator (request, socket or embed) unless the host allows it", async () => {
    const game = await startSlowGame({ edition: "classic", players: 2 }, [{ name: "Ana" }, { name: "Bo" }]);
    const { gameId, tokens, hostToken } = game;
    const watcher = await openSocket(gameId);
    const player = await openSocket(gameId, tokens[1]);
    expect((await say(gameId, tokens[0], { text: "players only" })).status).toBe(201);
    expect(await nextTalk(player)).toHaveLength(1);

    const refused = await read(gameId);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe("TALK_PLAYERS_ONLY");
    // An embed's socket is a spectator's too.
    const embed = await openSocket(gameId, undefined, true);
    // Another push reaches the watchers; the talk never came before it.
    await say(gameId, tokens[0], { text: "still players only" });
    await playOne(game);
    for (const socket of [watcher, embed]) {
      const received: ServerMessage[] = [await socket.next(), await socket.next()];
      expect(received.map((m) => m.type)).toEqual(["snapshot", "snapshot"]);
      expect(socket.messages.filter((m) => m.type === "talk" || m.type === "talk-page" || (m.type === "snapshot" && m.talk))).toEqual([]);
    }

    const notHost = await api(`/api/games/${gameId}/talk/settings`, { method: "PUT", token: tokens[0], json: { spectators: true } });
    expect(notHost.status).toBe(403);
    const allowed = await api(`/api/games/${gameId}/talk/settings`, { method: "PUT", token: hostToken, json: { spectators: true } });
    expect(allowed.status).toBe(200);
    // Spectators are told the talk as GET /talk answers them now; the players, who have it, nothing.
    const opened = await nextTalkPage(watcher);
    expect(opened).toEqual(await (await api(`/api/games/${gameId}/talk`)).json());
    expect(opened).toMatchObject({ spectators: true, muted: [] });
    expect(opened.messages.map((m) => m.text)).toEqual(["players only", "still players only"]);
    expect((await read(gameId)).body.messages).toHaveLength(2);
    for (const socket of [watcher, player, embed]) socket.socket.close();
  });

  it("refuses what is not a short plain message, and spectators who write", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const cases: [unknown, string][] = [
      [{ text: "   " }, "Write something first."],
      [{ text: "x".repeat(501) }, "at most 500 characters"],
      [{ text: "bell\u0007" }, "control characters"],
      [{ phrase: "insult" }, ""],
      [{ text: "hi", html: "<b>hi</b>" }, ""],
    ];
    for (const [body, words] of cases) {
      const response = await say(gameId, tokens[0], body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = ((await response.json()) as { error: { code: string; message: string } }).error;
      expect(error.code).toBe("INVALID_INPUT");
      expect(error.message).toContain(words);
    }
    const spectator = await say(gameId, undefined, { text: "hello" });
    expect(spectator.status).toBe(403);
    expect((await read(gameId, tokens[0])).body.messages).toEqual([]);
    // Markup is kept as the text it is, never interpreted.
    expect((await say(gameId, tokens[0], { text: `a\n${XSS}` })).status).toBe(201);
    expect((await read(gameId, tokens[1])).body.messages[0].text).toBe(`a\n${XSS}`);
  });

  it("limits each seat's pace with a 429 that says when to write again", async () => {
    useClock(futureAt(12));
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    for (let n = 0; n < TALK_LIMIT; n++) {
      expect((await say(gameId, tokens[0], { text: `message ${n}` })).status).toBe(201);
      advance(1000);
    }
    const refused = await say(gameId, tokens[0], { text: "one too many" });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBe(54);
    const { error } = (await refused.json()) as { error: { code: string; message: string } };
    expect(error).toEqual({ code: "TALKING_TOO_FAST", message: "You are writing quickly: wait 54 seconds before your next message." });
    // The limit is per seat: the other player can still answer.
    expect((await say(gameId, tokens[1], { text: "calm down" })).status).toBe(201);
    advance(retryAfter * 1000);
    expect((await say(gameId, tokens[0], { text: "ok now" })).status).toBe(201);
  });

  it("lets the host remove a message, shown removed to everyone, and a player mute a seat for themselves", async () => {
    const { gameId, tokens, hostToken } = await startGame({ edition: "classic", players: 3 });
    const { message } = (await (await say(gameId, tokens[0], { text: "something rude" })).json()) as { message: TalkMessage };
    await say(gameId, tokens[1], { text: "from seat 2" });
    const watching = await openSocket(gameId, tokens[2]);
    expect((await nextTalkPage(watching)).messages).toHaveLength(2);

    expect((await api(`/api/games/${gameId}/talk/${message.id}`, { method: "DELETE", token: tokens[1] })).status).toBe(403);
    expect((await api(`/api/games/${gameId}/talk/999`, { method: "DELETE", token: hostToken })).status).toBe(404);
    const removed = await api(`/api/games/${gameId}/talk/${message.id}`, { method: "DELETE", token: hostToken });
    expect(removed.status).toBe(200);
    expect(await nextTalk(watching)).toEqual([{ ...message, text: null, removed: true }]);
    expect((await read(gameId, tokens[1])).body.messages[0]).toMatchObject({ removed: true, text: null });

    const mute = await api(`/api/games/${gameId}/talk/mutes/1`, { method: "PUT", token: tokens[2], json: { muted: true } });
    expect(await mute.json()).toEqual({ muted: [1] });
    expect((await api(`/api/games/${gameId}/talk/mutes/2`, { method: "PUT", token: tokens[2], json: { muted: true } })).status).toBe(409);
    await say(gameId, tokens[1], { text: "muted for seat 3" });
    await say(gameId, tokens[0], { text: "heard by seat 3" });
    expect((await nextTalk(watching)).map((m) => m.text)).toEqual(["heard by seat 3"]);
    const forThree = await read(gameId, tokens[2]);
    expect(forThree.body.muted).toEqual([1]);
    expect(forThree.body.messages.map((m) => m.seat)).toEqual([0, 0]);
    // Only for them: seat 1 still reads seat 2's messages.
    expect((await read(gameId, tokens[0])).body.messages.map((m) => m.seat)).toEqual([0, 1, 1, 0]);
    // A socket opened now is told the talk as GET /talk tells seat 3, its mutes included.
    const again = await openSocket(gameId, tokens[2]);
    expect(await nextTalkPage(again)).toEqual(forThree.body);
    for (const socket of [watching, again]) socket.socket.close();
  });
});

describe("table talk in script embeds", () => {
  it("is open to other sites like the rest of what embeds use (CORS, never cookies)", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const headers = { Origin: "https://blog.example" };
    const preflight = await api(`/api/games/${gameId}/talk`, { method: "OPTIONS", headers: { ...headers, "Access-Control-Request-Method": "POST" } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toBe("GET, POST");
    const said = await api(`/api/games/${gameId}/talk`, { method: "POST", token: tokens[0], json: { phrase: "goodMove" }, headers });
    expect(said.status).toBe(201);
    expect(said.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const read = await api(`/api/games/${gameId}/talk`, { token: tokens[1], headers });
    expect(read.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(((await read.json()) as TalkResponse).messages).toHaveLength(1);
  });
});

describe("table talk by mail", () => {
  it("comes with the turn mail (the digest), as text: a message alone mails nobody", async () => {
    useClock(futureAt(12));
    const ana = address("ana");
    const bo = address("bo");
    const game = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0 }, [
      { name: "Ana", email: ana },
      { name: "Bo", email: bo },
    ]);
    const before = await lastMailId();
    // Bo's turn: Bo's first mail, then Bo moves and it is Ana's turn.
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    await playOne(game);
    // Bo talks while Ana is away: no mail for that alone.
    await say(game.gameId, game.tokens[1], { text: XSS });
    await say(game.gameId, game.tokens[1], { phrase: "yourTurn" });
    await runScheduled();
    expect(await mailsTo(ana, before)).toEqual([]);

    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    await runScheduled();
    const mail = await onlyMailTo(ana, before);
    expect(mail.subject).toBe("Your turn: Coffee Rush with Bo");
    expect(mail.text).toContain("Said at the table since your last visit:");
    expect(mail.text).toContain(`Bo: “${XSS}”`);
    expect(mail.text).toContain("Bo: “Your turn”");
    // In HTML the payload is text: escaped, no element or handler of its own.
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<script");
    expect(mail.html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");

    // Ana's answer goes with Bo's next turn mail, and only hers: Bo's own words aren't quoted back.
    const second = await lastMailId();
    expect((await playOne(game)).seat).toBe(0);
    await say(game.gameId, game.tokens[0], { phrase: "goodMove" });
    advance(20 * MINUTE);
    await runAlarm(game.gameId);
    await runScheduled();
    const reply = await onlyMailTo(bo, second);
    expect(reply.text).toContain("Said at the table since your last visit:\n\n- Ana: “Good move!”\n");
    expect(reply.text).not.toContain("alert");
  });
});
