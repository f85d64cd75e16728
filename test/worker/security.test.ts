import { SELF, env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { inviteMail } from "../../worker/mail/templates.js";
import { wordsFor } from "../../worker/words/words.js";
import { expectError, newClient, postJson, signedIn } from "./accounts.js";
import type { ServerMessage } from "../../protocol/types.js";
import { ORIGIN, act, api, createGame, eventually, fetchWithEnv, openSocket, snapshot, socketHeaders, startGame } from "./helpers.js";
import { hashToken } from "../../worker/secrets/tokens.js";
import { lastMailId, mailsTo, onlyMailTo } from "./mailbox.js";

/** Issue 21: what an outside audit found, each checked against the real worker in workerd. */

const FORGED = [
  "Bo\n\nSee the final table: https://ev.il/x",
  "Bo\r\nBcc: x@ev.il",
  "Bo\u0000",
  "Bo\u001b[31m",
  "Bo\u202Egnp.exe",
  "Bo\u2066x\u2069",
  "Bo\u2028line",
];

describe("person-given names", () => {
  it("a join name with control or bidi characters is refused, and the seat stays free", async () => {
    const created = await createGame({ edition: "classic", players: 2 }, newClient());
    for (const name of FORGED) {
      const response = await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[1].token, name } });
      const error = await expectError(response, 400, "INVALID_INPUT");
      expect(error.message).toContain("Names cannot contain");
    }
    const fine = await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[1].token, name: "Bo 👩‍🍳" } });
    expect(fine.status).toBe(200);
  });

  it("a display name or an inviter with them is refused too", async () => {
    const { cookie } = await signedIn("names@example.com");
    const created = await createGame({ edition: "classic", players: 2 }, newClient());
    for (const name of FORGED) {
      const patched = await api("/api/me", { method: "PATCH", json: { displayName: name }, headers: { cookie } });
      expect((await expectError(patched, 400, "INVALID_INPUT")).message).toContain("Names cannot contain");
      const invited = await api(`/api/games/${created.gameId}/seats/1/invite`, {
        method: "POST",
        token: created.hostToken,
        json: { email: "guest@example.com", inviter: name },
      });
      expect((await expectError(invited, 400, "INVALID_INPUT")).message).toContain("Names cannot contain");
    }
  });

  it("a message at the table follows the same rule (issue 33): only its line breaks are let through", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    // All but the first, whose only unsafe characters are line breaks.
    for (const text of FORGED.slice(1)) {
      const response = await api(`/api/games/${gameId}/talk`, { method: "POST", token: tokens[0], json: { text } });
      expect((await expectError(response, 400, "INVALID_INPUT")).message, JSON.stringify(text)).toContain("text-direction marks");
    }
    const lines = await api(`/api/games/${gameId}/talk`, { method: "POST", token: tokens[0], json: { text: "Bo\nsecond line" } });
    expect(lines.status).toBe(201);
  });

  it("a mail never lets a name start a line of its own (names stored before the check)", () => {
    const game = { label: "", edition: "classic", players: 2, timePerMove: "none" } as Parameters<typeof inviteMail>[0]["game"];
    const mail = inviteMail(
      { inviter: FORGED[0], link: `${ORIGIN}/g/x#seat=y`, game } as Parameters<typeof inviteMail>[0],
      { words: wordsFor("en"), timezone: null, now: 0, unsubscribeUrl: null, settingsUrl: null },
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text.split("\n").some((line) => line.startsWith("See the final table"))).toBe(false);
    expect(mail.text).toContain("Bo See the final table");
  });
});

describe("mail flooding", () => {
  it("one address gets at most 3 sign-in mails per 15 minutes, however many clients ask", async () => {
    const email = "flooded@example.com";
    const before = await lastMailId();
    const answers: Response[] = [];
    for (let i = 0; i < 6; i++) answers.push(await postJson("/api/auth/sign-in", { email }, { "cf-connecting-ip": newClient() }));
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 429, 429, 429]);
    const refused = answers[3];
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    await expectError(refused, 429, "RATE_LIMITED");
    expect(await mailsTo(email, before)).toHaveLength(3);
    // Another address is not held up.
    expect((await postJson("/api/auth/sign-in", { email: "calm@example.com" }, { "cf-connecting-ip": newClient() })).status).toBe(202);
  });

  it("one address gets at most 5 invitations a day, from however many games", async () => {
    const email = "invited-a-lot@example.com";
    const before = await lastMailId();
    const statuses: number[] = [];
    let refused: Response | null = null;
    for (let i = 0; i < 7; i++) {
      const created = await createGame({ edition: "classic", players: 2 }, newClient());
      const response = await api(`/api/games/${created.gameId}/seats/1/invite`, {
        method: "POST",
        token: created.hostToken,
        json: { email },
        headers: { "cf-connecting-ip": newClient() },
      });
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
      else await response.body?.cancel();
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThan(0);
    await expectError(refused!, 429, "RATE_LIMITED");
    expect(await mailsTo(email, before)).toHaveLength(5);
  });

  it("a seat's invitations are capped for good: the sixth is 409 TOO_MANY_INVITES, not a 429 without Retry-After", async () => {
    const created = await createGame({ edition: "classic", players: 2 }, newClient());
    const invite = (n: number) =>
      api(`/api/games/${created.gameId}/seats/1/invite`, {
        method: "POST",
        token: created.hostToken,
        json: { email: `capped-${n}@example.com` },
        headers: { "cf-connecting-ip": newClient() },
      });
    for (let n = 0; n < 5; n++) expect((await invite(n)).status).toBe(202);
    const before = await lastMailId();
    const refused = await invite(5);
    expect(refused.headers.get("Retry-After")).toBeNull();
    expect((await expectError(refused, 409, "TOO_MANY_INVITES")).message).toContain("send its link yourself");
    expect(await mailsTo("capped-5@example.com", before)).toHaveLength(0);
  });
});

describe("cross-site cookie requests", () => {
  it("changing the account, its settings or signing out from another site is refused", async () => {
    const { cookie } = await signedIn("crosssite@example.com");
    const attempts: [string, string, unknown][] = [
      ["PATCH", "/api/me", { displayName: "Pwned" }],
      ["PUT", "/api/me/settings", { mail: "none" }],
      ["POST", "/api/auth/sign-out", undefined],
    ];
    for (const [method, path, json] of attempts) {
      const foreign: Record<string, string>[] = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }, { "Sec-Fetch-Site": "same-site" }];
      for (const headers of foreign) {
        const response = await api(path, { method, json, headers: { cookie, ...headers } });
        await expectError(response, 403, "CROSS_SITE");
      }
    }
    // Nothing changed: still signed in, same name, mail still on.
    const me = await api("/api/me", { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json<{ user: { displayName: string | null } }>()).user.displayName).toBeNull();
    const settings = await api("/api/me/settings", { headers: { cookie } });
    expect((await settings.json<{ settings: { mail: string } }>()).settings.mail).not.toBe("none");
    // Our own pages still can.
    const own = await api("/api/me", { method: "PATCH", json: { displayName: "Mine" }, headers: { cookie, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" } });
    expect(own.status).toBe(200);
  });
});

describe("links in mails", () => {
  // The tests configure PUBLIC_ORIGIN as ORIGIN (vitest.config.ts); the requests below name another host.
  const EVIL = "http://evil.example";

  it("a sign-in mail links to the configured origin, whatever Host the request named", async () => {
    const email = "host-header@example.com";
    const before = await lastMailId();
    const response = await SELF.fetch(`${EVIL}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": newClient() },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(202);
    const mail = await onlyMailTo(email, before);
    expect(mail.links.length).toBeGreaterThan(0);
    for (const link of mail.links) expect(new URL(link).origin).toBe(ORIGIN);
    expect(mail.html).not.toContain("evil.example");
  });

  it("a game created through another Host mails and answers links to the configured origin", async () => {
    const created = await (
      await SELF.fetch(`${EVIL}/api/games`, {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": newClient() },
        body: JSON.stringify({ edition: "classic", players: 2 }),
      })
    ).json<{ gameId: string; hostToken: string; seats: { url: string }[] }>();
    for (const seat of created.seats) expect(new URL(seat.url).origin).toBe(ORIGIN);
    const email = "host-invite@example.com";
    const before = await lastMailId();
    const invited = await SELF.fetch(`${EVIL}/api/games/${created.gameId}/seats/1/invite`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${created.hostToken}`, "cf-connecting-ip": newClient() },
      body: JSON.stringify({ email }),
    });
    expect(invited.status).toBe(202);
    const mail = await onlyMailTo(email, before);
    for (const link of mail.links) expect(new URL(link).origin).toBe(ORIGIN);
    expect(mail.raw).not.toContain("evil.example");
  });
});

describe("seat tokens on the socket", () => {
  /** The socket's first news: a message, or its close (code and reason). */
  function firstEvent(socket: WebSocket): Promise<{ message: ServerMessage } | { code: number; reason: string }> {
    return new Promise((resolve) => {
      socket.addEventListener("message", (event) => resolve({ message: JSON.parse(event.data as string) as ServerMessage }), { once: true });
      socket.addEventListener("close", (event) => resolve({ code: event.code, reason: event.reason }), { once: true });
      socket.accept();
    });
  }
  const upgrade = (gameId: string, query: string, headers: Record<string, string>) =>
    SELF.fetch(`${ORIGIN}/api/games/${gameId}/ws${query}`, { headers: { Upgrade: "websocket", ...headers } });

  it("a token in the URL opens nothing: the socket is closed at once, saying where the token goes", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    for (const headers of [{}, socketHeaders()]) {
      const response = await upgrade(gameId, `?token=${tokens[0]}`, headers);
      expect(response.status).toBe(101);
      const first = await firstEvent(response.webSocket!);
      expect(first).toEqual({ code: 4400, reason: expect.stringContaining("Sec-WebSocket-Protocol") });
    }
  });

  it("the token offered as a subprotocol opens its seat, and the answer never names the token", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const response = await upgrade(gameId, "", socketHeaders(tokens[1]));
    expect(response.status).toBe(101);
    expect(response.headers.get("Sec-WebSocket-Protocol")).toBe("coffee-rush");
    const first = await firstEvent(response.webSocket!);
    expect(first).toMatchObject({ message: { type: "snapshot", snapshot: { you: 1, view: { viewer: 1 } } } });
    response.webSocket!.close(1000, "done");
  });

  it("a token that opens no seat is closed with a clear reason", async () => {
    const { gameId } = await startGame({ edition: "classic", players: 2 });
    const response = await upgrade(gameId, "", socketHeaders("a-seat-token-nobody-was-given"));
    expect(await firstEvent(response.webSocket!)).toEqual({ code: 4403, reason: "This seat link opens no seat of this game." });
  });

  it("an invitation's token (its seat not taken yet) watches as a spectator, not refused", async () => {
    const created = await createGame({ edition: "classic", players: 2 }, newClient());
    const response = await upgrade(created.gameId, "", socketHeaders(created.seats[1].token));
    expect(await firstEvent(response.webSocket!)).toMatchObject({ message: { type: "snapshot", snapshot: { you: null } } });
    response.webSocket!.close(1000, "done");
  });

  it("a socket that offers no token sees the spectators' view only, and the deck never leaves the room", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const deckOf = () =>
      runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId)), (instance) => (instance as unknown as { core: { game: { state: { deck: number[] } } } }).core.game.state.deck.slice());
    const watcher = await openSocket(gameId);
    const first = await watcher.next();
    if (first.type !== "snapshot") throw new Error("expected a snapshot");
    expect(first.snapshot).toMatchObject({ you: null, view: { viewer: null } });
    const mover = first.snapshot.view.toAct[0]!;
    expect((await act(gameId, tokens[mover], first.snapshot.version, { type: "place", square: 5, cup: 0 })).status).toBe(200);
    const pushed = await watcher.next();
    expect(pushed).toMatchObject({ type: "snapshot", snapshot: { you: null, version: first.snapshot.version + 1 } });
    const deck = await deckOf();
    expect(deck.length).toBeGreaterThan(5);
    for (const frame of [first, pushed]) {
      const text = JSON.stringify(frame);
      expect(text).not.toContain(JSON.stringify(deck.slice(0, 5)).slice(1, -1));
      expect(text).not.toMatch(/"(deck|rng|removed)"/);
    }
    watcher.socket.close(1000, "done");
  });
});

describe("socket messages", () => {
  it("a ping is answered with the version only, and a flooding socket is closed", async () => {
    const { gameId } = await startGame({ edition: "classic", players: 2 });
    const spectator = await openSocket(gameId);
    const first = await spectator.next();
    expect(first.type).toBe("snapshot");
    const version = first.type === "snapshot" ? first.snapshot.version : -1;
    spectator.socket.send("ping");
    expect(await spectator.next()).toEqual({ type: "pong", version });

    const closed = new Promise<number>((resolve) => spectator.socket.addEventListener("close", (event) => resolve(event.code)));
    for (let i = 0; i < 40; i++) spectator.socket.send("ping");
    expect(await closed).toBe(1008);
    const answers = spectator.messages.length;
    expect(answers).toBeLessThan(40);
    expect(spectator.messages.every((m) => m.type === "pong")).toBe(true);
  });
});

describe("one account, one seat", () => {
  it("a signed-in player who took a seat can't take a second one, and their games list it once", async () => {
    const { cookie } = await signedIn("one-seat@example.com");
    const created = await createGame({ edition: "classic", players: 3 }, newClient());
    const join = (seat: number) =>
      api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[seat].token, name: "Solo" }, headers: { cookie } });
    expect((await join(0)).status).toBe(200);
    const refused = await expectError(await join(1), 409, "ALREADY_SEATED");
    expect(refused.message).toContain("seat 1");
    // Someone else may still take it.
    expect((await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[1].token, name: "Bo" } })).status).toBe(200);
    const games = await (await api("/api/me/games", { headers: { cookie } })).json<{ games: { id: string }[] }>();
    expect(games.games.filter((g) => g.id === created.gameId)).toHaveLength(1);
  });

  it("a game one account holds two seats of (joined before that rule) is listed once, as the seat it waits on", async () => {
    const { id: userId, cookie } = await signedIn("two-seats@example.com");
    const gameId = "twoseatsgame1";
    const now = Date.now();
    // The D1 index such a game left behind: seats 0 and 2 are the account's.
    const setToAct = (toAct: number[]) => env.DB.prepare("UPDATE games SET to_act = ? WHERE id = ?").bind(JSON.stringify(toAct), gameId).run();
    await env.DB.prepare(
      `INSERT INTO games (id, edition, players, variants, status, to_act, turns_played, version, created_at, last_move_at)
       VALUES (?, 'classic', 3, '[]', 'active', '[2]', 4, 9, ?, ?)`,
    ).bind(gameId, now, now).run();
    for (const [seat, owner] of [[0, userId], [1, null], [2, userId]] as const) {
      await env.DB.prepare("INSERT INTO game_seats (game_id, seat, display_name, user_id, joined_at) VALUES (?, ?, ?, ?, ?)")
        .bind(gameId, seat, `Seat ${seat + 1}`, owner, now)
        .run();
    }
    const listed = async () =>
      (await (await api("/api/me/games", { headers: { cookie } })).json<{ games: { id: string; mySeat: number; yourTurn: boolean }[] }>()).games.filter(
        (game) => game.id === gameId,
      );
    expect(await listed()).toEqual([expect.objectContaining({ mySeat: 2, yourTurn: true })]);
    await setToAct([1]);
    expect(await listed()).toEqual([expect.objectContaining({ mySeat: 0, yourTurn: false })]);
  });
});

describe("a D1 copy lost with its process", () => {
  it("a room whose copy was lost with its process makes it with its next change", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const room = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId));
    const version = (await snapshot(gameId)).version;
    const indexed = () => env.DB.prepare("SELECT version FROM games WHERE id = ?").bind(gameId).first<number>("version");
    await eventually(async () => expect(await indexed()).toBe(version));
    // What a process that died after answering leaves: the index one version behind, no due event, no alarm.
    await runInDurableObject(room, async (_instance, state) => {
      state.storage.sql.exec("UPDATE game SET indexed_version = indexed_version - 1");
      state.storage.sql.exec("DROP TABLE IF EXISTS due_events");
      await state.storage.deleteAlarm();
    });
    await env.DB.prepare("UPDATE games SET version = version - 1 WHERE id = ?").bind(gameId).run();
    // The object starts again (as after a restart); its next change, a word at the table, brings D1 up to date.
    await runInDurableObject(room, (_instance, state) => state.abort()).catch(() => undefined);
    expect((await api(`/api/games/${gameId}/talk`, { method: "POST", token: tokens[0], json: { text: "still there?" } })).status).toBe(201);
    await eventually(async () => expect(await indexed()).toBe(version));
  });
});

describe("abandoned games", () => {
  it("a game nobody started is cleared away after 30 days, storage and index; a started one stays", async () => {
    const abandoned = await createGame({ edition: "classic", players: 2 }, newClient());
    const { gameId: started } = await startGame({ edition: "classic", players: 2 });
    const dueOf = (gameId: string) =>
      runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId)), (instance) =>
        (instance as unknown as { core: { due: { all(): { key: string; at: number }[] } } }).core.due.all(),
      );
    const expire = (await dueOf(abandoned.gameId)).find((e) => e.key === "expire");
    expect(expire, "the expiry is due from creation").toBeDefined();
    expect(expire!.at - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect((await dueOf(started)).map((e) => e.key), "a started game never expires").not.toContain("expire");
    // Thirty days on: the due event's time comes (moved here rather than waiting), and the alarm runs it.
    await runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(abandoned.gameId)), async (instance, state) => {
      (instance as unknown as { core: { due: { set(key: string, at: number): void } } }).core.due.set("expire", Date.now() - 1);
      await state.storage.setAlarm(Date.now() + 50);
    });
    await eventually(async () => {
      expect((await api(`/api/games/${abandoned.gameId}`)).status).toBe(404);
      const row = await env.DB.prepare("SELECT id FROM games WHERE id = ?").bind(abandoned.gameId).first();
      expect(row).toBeNull();
    }, 10_000);
    const room = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(abandoned.gameId));
    // Not even the room's empty tables are left (its object then keeps no storage at all).
    const left = await runInDurableObject(room, async (_i, state) => ({
      keys: (await state.storage.list()).size,
      tables: state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE name NOT LIKE '\\_cf\\_%' ESCAPE '\\'").one().n,
      alarm: await state.storage.getAlarm(),
    }));
    expect(left).toEqual({ keys: 0, tables: 0, alarm: null });
    expect((await api(`/api/games/${started}`)).status).toBe(200);
  });
});

describe("hosts and clients (issue 33, finding 9)", () => {
  const EVIL = "http://evil.example";

  it("without PUBLIC_ORIGIN, a sign-in through a foreign Host is refused before a token is written or the address counted", async () => {
    const email = "no-origin@example.com";
    const signIn = (host: string) =>
      fetchWithEnv({ PUBLIC_ORIGIN: undefined }, `${host}/api/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": newClient() },
        body: JSON.stringify({ email }),
      });
    expect((await expectError(await signIn(EVIL), 421, "UNKNOWN_HOST")).message).toContain("address");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM sign_in_tokens WHERE email = ?").bind(email).first("n")).toBe(0);
    const counted = `sign-in-to:${(hashToken(email)).slice(0, 32)}`;
    expect(await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key = ?").bind(counted).first("n")).toBe(0);
    // This machine, as under `npm start`, still signs in.
    expect((await signIn("http://localhost:8787")).status).toBe(202);
  });

  it("oEmbed names the configured origin, never the request's Host", async () => {
    const created = await createGame({ edition: "classic", players: 2 }, newClient());
    const asked = (url: string) => SELF.fetch(`${EVIL}/oembed?url=${encodeURIComponent(url)}&format=json`);
    await expectError(await asked(`${EVIL}/g/${created.gameId}`), 404, "NOT_A_GAME_URL");
    const embed = await asked(`${ORIGIN}/g/${created.gameId}`);
    expect(embed.status).toBe(200);
    const body = await embed.json<{ html: string; provider_url: string }>();
    expect(body.provider_url).toBe(`${ORIGIN}/`);
    expect(body.html).toContain(`src="${ORIGIN}/embed/${created.gameId}"`);
    expect(body.html).not.toContain("evil.example");
    const page = await (await SELF.fetch(`${EVIL}/g/${created.gameId}`)).text();
    expect(page).toContain(`href="${ORIGIN}/oembed?url=`);
    expect(page).not.toContain("evil.example");
  });

  it("an IPv6 client is limited by its /64: rotating addresses inside it gets no more sign-ins", async () => {
    const from = (ip: string, n: number) => postJson("/api/auth/sign-in", { email: `v6-${n}@example.com` }, { "cf-connecting-ip": ip });
    for (let n = 1; n <= 5; n++) expect((await from(`2001:db8:33:64::${n}`, n)).status).toBe(202);
    await expectError(await from("2001:0db8:0033:0064:ffff:ffff:ffff:fffe", 6), 429, "RATE_LIMITED");
    expect((await from("2001:db8:33:65::1", 7)).status).toBe(202);
  });
});
