import { abortAllDurableObjects, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameSnapshot } from "../../worker/api/types.js";
import { act, api, createGame, openSocket, snapshot, startGame } from "./helpers.js";

/** Card ids of the deck's secret order, as a string that must not appear in any answer. */
async function deckOrder(gameId: string): Promise<number[]> {
  const id = env.GAME_ROOM.idFromName(gameId);
  const { runInDurableObject } = await import("cloudflare:test");
  return runInDurableObject(env.GAME_ROOM.get(id), (instance) => {
    const row = (instance as unknown as { game: { state: { deck: number[] } } }).game;
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
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) {
      last = await api("/api/games", { method: "POST", json: { edition: "classic", players: 2 }, headers: { "CF-Connecting-IP": "203.0.113.99" } });
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
      expect.arrayContaining(["/api/games/{id}/actions", "/api/games/{id}/talk", "/api/games/{id}/talk/{message}", "/api/games/{id}/talk/settings", "/api/games/{id}/talk/mutes/{seat}", "/api/games/{id}/resign", "/api/games/{id}/end-proposal", "/api/games/{id}/end-proposal/agree", "/api/games/{id}/nudge", "/api/games/{id}/mail"]),
    );
  });
});
