import { abortAllDurableObjects, env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { CreateGameResponse, GameRecord, GameSnapshot } from "../../protocol/types.js";
import { randomAction } from "../../game/bots/random.js";
import { commitmentOf, ENGINE_VERSION, stateFromView, verifyRecord, type GameOptions } from "../../game/engine/index.js";
import { rngFromSeed } from "../../game/engine/rng.js";
import { act, api, createGame, openSocket, snapshot, startGame } from "./helpers.js";
import { mailsTo } from "./mailbox.js";

/** Card ids of the deck's secret order, as a string that must not appear in any answer. */
async function deckOrder(gameId: string): Promise<number[]> {
  const id = env.GAME_ROOM.idFromName(gameId);
  const { runInDurableObject } = await import("cloudflare:test");
  return runInDurableObject(env.GAME_ROOM.get(id), (instance) => {
    const row = (instance as unknown as { core: { game: { state: { deck: number[] } } } }).core.game;
    return row.state.deck;
  });
}

describe("live updates", () => {
  it("pushes a snapshot on connect and each new version over the WebSocket", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2, startingPlayer: 0 });
    const spectator = await openSocket(gameId);
    const first = (await spectator.next()) as { type: "snapshot"; snapshot: GameSnapshot };
    expect(first.type).toBe("snapshot");
    expect(first.snapshot.you).toBeNull();
    const placer = first.snapshot.view.toAct[0];
    const result = await act(gameId, tokens[placer], first.snapshot.version, { type: "place", square: 5, cup: 1 });
    expect(result.status).toBe(200);
    const pushed = (await spectator.next()) as { type: "snapshot"; snapshot: GameSnapshot };
    expect(pushed.snapshot.version).toBe(first.snapshot.version + 1);
    expect(pushed.snapshot.view.players[placer].meeples).toContain(5);
    spectator.socket.close();
  });
});

describe("seat isolation and hidden information (R-11)", () => {
  it("a seat's token acts only for its own seat, and the deck's order is in no answer or message", async () => {
    const { gameId, tokens } = await startGame({ edition: "winter", players: 2, startingPlayer: 1 });
    const snap = await snapshot(gameId, tokens[0]);
    expect(snap.you).toBe(0);
    const placer = snap.view.toAct[0];
    const wrongSeat = tokens[1 - placer];
    const refused = await act(gameId, wrongSeat, snap.version, { type: "place", square: 0, cup: 0 });
    expect(refused.body.error?.code).toBe("NOT_YOUR_TURN");
    // A made-up "player" field cannot name another seat: the seat comes from the token only.
    const spoofed = await api(`/api/games/${gameId}/actions`, {
      method: "POST",
      token: wrongSeat,
      json: { version: snap.version, action: { type: "place", square: 0, cup: 0, player: placer } },
    });
    expect(spoofed.status).toBe(400);

    const deck = await deckOrder(gameId);
    const secret = JSON.stringify(deck.slice(-8));
    const socket = await openSocket(gameId, tokens[0]);
    const pushed = JSON.stringify(await socket.next());
    socket.socket.close();
    for (const text of [JSON.stringify(snap), await (await api(`/api/games/${gameId}/log`)).text(), pushed]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain('"deck"');
      expect(text).not.toContain('"rng"');
      expect(text).not.toContain('"seed"');
    }
    expect((await api(`/api/games/${gameId}/record`)).status).toBe(409);
  });

  it("the seed is in no answer, socket frame, log or mail before the end of many full games; then the record reveals it and verifies (R-18)", { timeout: 300_000 }, async () => {
    const games: (GameOptions & { bots?: { seat: number; level: string }[] })[] = [
      { edition: "classic", players: 2 },
      { edition: "winter", players: 2 },
      { edition: "classic", players: 3, bots: [{ seat: 2, level: "easy" }] },
      { edition: "winter", players: 3, variants: ["variableUpgrades"] },
    ];
    const logged: string[] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map((arg) => (arg instanceof Error ? arg.stack : JSON.stringify(arg))).join(" "))),
    );
    try {
      for (const [index, options] of games.entries()) {
        const response = await api("/api/games", { method: "POST", json: options, headers: { "CF-Connecting-IP": `192.0.2.${200 + index}` } });
        expect(response.status).toBe(201);
        const answers: string[] = [await response.clone().text()];
        const created = (await response.json()) as CreateGameResponse;
        const { gameId, hostToken } = created;
        const stub = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId));
        const seed = await runInDurableObject(stub, (instance) => (instance as unknown as { core: { game: { seed: string } } }).core.game.seed);
        expect(seed).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url

        // The commitment is public from the first snapshot, and in the first mail (the invitation).
        const first = await api(`/api/games/${gameId}`);
        answers.push(await first.clone().text());
        const commitment = ((await first.json()) as GameSnapshot).fairDeal!.commitment;
        expect(commitment).toBe(await commitmentOf(gameId, ENGINE_VERSION, seed));
        const guest = `fair-${index}-${Date.now()}@example.com`;
        const invited = await api(`/api/games/${gameId}/seats/0/invite`, { method: "POST", token: hostToken, json: { email: guest } });
        answers.push(await invited.text());
        const people = created.seats.filter((seat) => !seat.bot);
        for (const { seat, token } of people) {
          const joined = await api(`/api/games/${gameId}/join`, { method: "POST", json: { token, name: `P${seat}`, email: seat === 0 ? guest : undefined } });
          answers.push(await joined.text());
        }
        const spectator = await openSocket(gameId);
        const seated = await openSocket(gameId, people[0].token);
        answers.push(await (await api(`/api/games/${gameId}/record`)).text());

        const rng = rngFromSeed(`secrecy-${index}`);
        let snap = await snapshot(gameId);
        for (let moves = 0; snap.status !== "ended" && moves < 600; moves++) {
          const seat = snap.view.toAct[0];
          const token = created.seats[seat].token;
          if (created.seats[seat].bot) {
            await runDurableObjectAlarm(stub);
          } else {
            const { player: _player, ...action } = randomAction(stateFromView(snap.view), rng, "guided") as { player: number };
            const result = await api(`/api/games/${gameId}/actions`, { method: "POST", token, json: { version: snap.version, action } });
            answers.push(await result.text());
            expect(result.status).toBe(200);
          }
          const next = await api(`/api/games/${gameId}`, { token });
          answers.push(await next.clone().text());
          snap = (await next.json()) as GameSnapshot;
          if (moves % 10 === 0) answers.push(await (await api(`/api/games/${gameId}/log`)).text());
        }
        expect(snap.status).toBe("ended");
        answers.push(await (await api(`/api/games/${gameId}/log`)).text());
        spectator.socket.close();
        seated.socket.close();
        const frames = [...spectator.messages, ...seated.messages].map((message) => JSON.stringify(message));
        expect(frames.length).toBeGreaterThan(10);
        const mails = await mailsTo(guest);
        expect(mails.length).toBeGreaterThan(0);
        expect(mails[0].text).toContain(commitment);
        const { results: queued } = await env.DB.prepare("SELECT data FROM mail_outbox WHERE game_id = ?").bind(gameId).all<{ data: string | null }>();
        for (const text of [...answers, ...frames, ...logged, ...mails.flatMap((mail) => [mail.subject, mail.text, mail.html]), ...queued.map((row) => row.data ?? "")]) {
          expect(text).not.toContain(seed);
        }
        expect(snap.fairDeal?.commitment).toBe(commitment);

        // Over: the record reveals the seed and checks out, with who played each move.
        const record = (await (await api(`/api/games/${gameId}/record`)).json()) as GameRecord;
        expect(record).toMatchObject({ gameId, seed, commitment, engineVersion: ENGINE_VERSION, result: { finished: true } });
        expect(new Set(record.actions.map((entry) => entry.by))).toEqual(new Set(options.bots ? ["player", "bot"] : ["player"]));
        const verdict = await verifyRecord(record);
        expect(verdict.verified, verdict.message).toBe(true);
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it("a replaced seat link stops working at once; only the host may replace it", async () => {
    const { gameId, tokens, hostToken } = await startGame({ edition: "classic", players: 2 });
    const notHost = await api(`/api/games/${gameId}/seats/0/link`, { method: "POST", token: tokens[0] });
    expect(notHost.status).toBe(403);
    const replaced = await api(`/api/games/${gameId}/seats/0/link`, { method: "POST", token: hostToken });
    expect(replaced.status).toBe(200);
    const { token } = (await replaced.json()) as { token: string };
    expect((await snapshot(gameId, tokens[0])).you).toBeNull();
    expect((await snapshot(gameId, token)).you).toBe(0);
  });
});

describe("seat links", () => {
  it("a free seat's link says which seat it opens; once taken it names the viewer", async () => {
    const created = await createGame({ edition: "winter", players: 2 });
    const [first] = created.seats;
    const invited = await snapshot(created.gameId, first.token);
    expect(invited).toMatchObject({ you: null, invitedSeat: first.seat, status: "waiting" });
    // The link's socket says it too: its first message is the game as the GET gave it.
    const socket = await openSocket(created.gameId, first.token);
    expect(await socket.next()).toMatchObject({ type: "snapshot", snapshot: { you: null, invitedSeat: first.seat, invitation: invited.invitation } });
    socket.socket.close();
    await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: first.token, name: "Ana" } });
    expect(await snapshot(created.gameId, first.token)).toMatchObject({ you: first.seat, invitedSeat: null });
    const log = (await (await api(`/api/games/${created.gameId}/log`)).json()) as { actions: unknown[] };
    expect(log.actions).toEqual([]);
  });

  it("the log lists each action with what it did", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const snap = await snapshot(gameId);
    await act(gameId, tokens[snap.view.toAct[0]], snap.version, { type: "place", square: 6, cup: 0 });
    const log = (await (await api(`/api/games/${gameId}/log`)).json()) as { actions: { action: { type: string }; events: { type: string }[] }[] };
    expect(log.actions[0].action.type).toBe("place");
    expect(log.actions[0].events[0]).toMatchObject({ type: "placed", square: 6 });
  });
});

describe("conflicts and retries", () => {
  it("of two submissions at the same moment exactly one wins", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 3, startingPlayer: 0 });
    const snap = await snapshot(gameId);
    const placer = snap.view.toAct[0];
    const [a, b] = await Promise.all([
      act(gameId, tokens[placer], snap.version, { type: "place", square: 1, cup: 0 }),
      act(gameId, tokens[placer], snap.version, { type: "place", square: 2, cup: 0 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await snapshot(gameId)).version).toBe(snap.version + 1);
  });

  it("a replayed request is refused and applied once", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const snap = await snapshot(gameId);
    const placer = snap.view.toAct[0];
    const first = await act(gameId, tokens[placer], snap.version, { type: "place", square: 1, cup: 0 }, "request-0001");
    expect(first.status).toBe(200);
    const again = await act(gameId, tokens[placer], snap.version, { type: "place", square: 1, cup: 0 }, "request-0001");
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe("DUPLICATE_REQUEST");
    expect((await (await api(`/api/games/${gameId}/log`)).json()) as { actions: unknown[] }).toMatchObject({ actions: [{}] });
  });
});

describe("durability", () => {
  it("a game survives its object being evicted and rebuilt from storage", async () => {
    const { gameId, tokens } = await startGame({ edition: "winter", players: 2 });
    const snap = await snapshot(gameId);
    await act(gameId, tokens[snap.view.toAct[0]], snap.version, { type: "place", square: 3, cup: 2 });
    const before = await snapshot(gameId);
    await abortAllDurableObjects();
    expect(await snapshot(gameId)).toEqual(before);
  });
});

describe("edges of the API", () => {
  it("rate-limits game creation per client with 429 and Retry-After", async () => {
    // The limit counts in fixed windows of 600 s (worker/routes/games.ts): 21 requests that a
    // window's end splits between two are sent again in the new one.
    const windowOf = () => Math.floor(Date.now() / 600_000);
    let last: Response | undefined;
    for (let window = -1; window !== windowOf(); ) {
      window = windowOf();
      for (let i = 0; i < 21; i++) {
        last = await api("/api/games", { method: "POST", json: { edition: "classic", players: 2 }, headers: { "CF-Connecting-IP": "203.0.113.99" } });
      }
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another client is not affected.
    await expect(createGame({ edition: "classic", players: 2 }, "203.0.113.100")).resolves.toBeTruthy();
  });

  it("refuses oversized bodies with 413 and carries secure headers", async () => {
    const big = await api("/api/games", { method: "POST", json: { edition: "classic", players: 2, padding: "x".repeat(20_000) } });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: { code: "BODY_TOO_LARGE" } });
    const health = await api("/api/health");
    expect(health.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(health.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(health.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
  });

  it("serves an OpenAPI 3.1 document", async () => {
    const doc = (await (await api("/api/openapi.json")).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/games/{id}/actions", "/api/games/{id}/talk", "/api/games/{id}/talk/{message}", "/api/games/{id}/talk/settings", "/api/games/{id}/talk/mutes/{seat}", "/api/games/{id}/resign", "/api/games/{id}/end-proposal", "/api/games/{id}/end-proposal/agree", "/api/games/{id}/nudge", "/api/games/{id}/mail", "/api/games/{id}/rematch"]),
    );
  });
});
