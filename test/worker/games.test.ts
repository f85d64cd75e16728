import { env, runInDurableObject } from "cloudflare:test";
import { writeIndex } from "../../worker/room/game-index.js";
import { describe, expect, it } from "vitest";
import { randomAction } from "../../game/bots/random.js";
import { replay, stateFromView } from "../../game/engine/index.js";
import { rngFromSeed } from "../../game/engine/rng.js";
import type { ActionInput } from "../../protocol/schemas.js";
import type { GameRecord, GameSnapshot } from "../../protocol/types.js";
import { act, api, createGame, eventually, snapshot, startGame } from "./helpers.js";


describe("a whole game through HTTP only", () => {
  it("goes from creation to results in D1, and the record replays it", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const rng = rngFromSeed("http-game");
    let snap = await snapshot(gameId);
    expect(snap.status).toBe("active");
    let last = { version: 0, action: {} as never, requestId: "" };
    for (let moves = 0; snap.status !== "ended" && moves < 400; moves++) {
      const seat = snap.view.toAct[0];
      const { player: _player, ...action } = randomAction(stateFromView(snap.view), rng, "guided") as { player: number };
      last = { version: snap.version, action: action as never, requestId: `move-${moves}-of-game` };
      const result = await act(gameId, tokens[seat], snap.version, last.action, last.requestId);
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      snap = result.body.snapshot;
      expect(snap).toEqual(await snapshot(gameId, tokens[seat]));
    }
    expect(snap.status).toBe("ended");

    const counts = async () => ({
      games: await env.DB.prepare("SELECT status, turns_played FROM games WHERE id = ?").bind(gameId).first(),
      results: (await env.DB.prepare("SELECT count(*) AS n FROM results WHERE game_id = ?").bind(gameId).first())!.n,
      players: (await env.DB.prepare("SELECT count(*) AS n FROM result_players WHERE game_id = ?").bind(gameId).first())!.n,
    });
    const written = await eventually(async () => {
      const now = await counts();
      // No account plays: no rows for anyone's stats (issue 39; leaving.test.ts counts an account's).
      expect(now).toEqual({ games: { status: "ended", turns_played: snap.view.turnsPlayed }, results: 1, players: 0 });
      return now;
    });

    // The last request retried, the retry alarm run, and the whole copy with its results repeated: once.
    const retried = await act(gameId, tokens[snap.view.lastSeat], last.version, last.action, last.requestId);
    expect(retried.status).toBe(409);
    await runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId)), async (instance) => {
      const room = instance as unknown as { core: { game: never; store: { seats(): never }; recordOf(game: never): never; settled(): Promise<void> }; alarm(): Promise<void> };
      await room.alarm();
      await room.core.settled();
      const { core } = room;
      await writeIndex(env.DB, core.game, core.store.seats(), Date.now(), { seatsChanged: true, record: core.recordOf(core.game) });
    });
    expect(await counts()).toEqual(written);

    const record = (await (await api(`/api/games/${gameId}/record`)).json()) as GameRecord;
    const replayed = replay(record.options, record.seed, record.actions.map((entry) => entry.action));
    expect(replayed.ok && replayed.value.turnsPlayed).toBe(snap.view.turnsPlayed);
  });
});

describe("bad input", () => {
  it("refuses malformed JSON, wrong types and unknown games with 4xx in one shape", async () => {
    const malformed = await api("/api/games", { method: "POST", body: "{not json", headers: { "Content-Type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });

    const wrongType = await api("/api/games", { method: "POST", json: { edition: "classic", players: "two" } });
    expect(wrongType.status).toBe(400);

    const unknown = await api("/api/games/AAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: "GAME_NOT_FOUND" } });
  });

  it("refuses a stale version and a move out of turn, changing nothing", async () => {
    const { gameId, tokens } = await startGame({ edition: "winter", players: 3, startingPlayer: 0 });
    const before = await snapshot(gameId);
    const first = before.view.toAct[0];
    const other = (first + 1) % 3;
    const outOfTurn = await act(gameId, tokens[other], before.version, { type: "place", square: 0, cup: 0 });
    expect(outOfTurn.status).toBe(422);
    expect(outOfTurn.body.error?.code).toBe("NOT_YOUR_TURN");
    const stale = await act(gameId, tokens[first], before.version + 5, { type: "place", square: 0, cup: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe("STALE_VERSION");
    expect(await snapshot(gameId)).toEqual(before);
  });

  it("answers a poll with 304 when nothing changed", async () => {
    const { gameId } = await createGame({ edition: "classic", players: 2 }).then((g) => ({ gameId: g.gameId }));
    const first = await api(`/api/games/${gameId}`);
    expect(first.headers.get("Content-Type")).toBe("application/json");
    expect(await first.clone().json()).toEqual(await snapshot(gameId));
    const etag = first.headers.get("ETag")!;
    const again = await api(`/api/games/${gameId}`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("answers a poll afresh after a change that makes no new version: muted mails, the talk's setting (issue 50)", async () => {
    const { gameId, tokens, hostToken } = await startGame({ edition: "classic", players: 2 });
    const poll = async (token?: string, etag?: string) => api(`/api/games/${gameId}`, { token, headers: etag ? { "If-None-Match": etag } : {} });
    const seatTag = (await poll(tokens[0])).headers.get("ETag")!;
    const spectatorTag = (await poll()).headers.get("ETag")!;
    const { version } = await snapshot(gameId);

    expect((await api(`/api/games/${gameId}/mail`, { method: "PUT", token: tokens[0], json: { muted: true } })).status).toBe(200);
    const seat = await poll(tokens[0], seatTag);
    expect(seat.status).toBe(200);
    expect(((await seat.json()) as GameSnapshot)).toMatchObject({ version, mailsMuted: true });

    expect((await api(`/api/games/${gameId}/talk/settings`, { method: "PUT", token: hostToken, json: { spectators: true } })).status).toBe(200);
    const spectator = await poll(undefined, spectatorTag);
    expect(spectator.status).toBe(200);
    expect(((await spectator.json()) as GameSnapshot)).toMatchObject({ version, talkPublic: true });
    // Nothing changed since: a 304 again.
    expect((await poll(undefined, spectator.headers.get("ETag")!)).status).toBe(304);
  });
});

describe("a move sent again", () => {
  it("is answered 409 DUPLICATE_REQUEST whatever version it names, once the game has moved on", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2 });
    const snap = await snapshot(gameId);
    const placer = snap.view.toAct[0];
    const place = { type: "place", square: 1, cup: 0 } as const;
    expect((await act(gameId, tokens[placer], snap.version, place, "sent-twice")).status).toBe(200);
    // Sent again naming the version the game is at now (a client that reloaded before resending): not "not your turn".
    for (const version of [snap.version, snap.version + 1, snap.version + 7]) {
      const again = await act(gameId, tokens[placer], version, place, "sent-twice");
      expect({ version, status: again.status, code: again.body.error?.code }).toEqual({ version, status: 409, code: "DUPLICATE_REQUEST" });
    }
    expect((await snapshot(gameId)).version).toBe(snap.version + 1);

    // The room started afresh (evicted, or a new process) knows the log's request ids all the same
    // (it keeps them in memory, issue 56), those logged before and those it logs from then on.
    // (A stub whose object was reset is broken: each restart takes a new one.)
    const restart = () => runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId)), (_instance, state) => state.abort()).catch(() => undefined);
    const sentAgain = async (token: string, version: number, action: ActionInput, requestId: string) => {
      const again = await act(gameId, token, version, action, requestId);
      expect({ requestId, status: again.status, code: again.body.error?.code }).toEqual({ requestId, status: 409, code: "DUPLICATE_REQUEST" });
    };
    await restart();
    await sentAgain(tokens[placer], snap.version + 1, place, "sent-twice");
    const now = await snapshot(gameId);
    const { player: next, ...action } = randomAction(stateFromView(now.view), rngFromSeed("sent-twice"), "guided") as ActionInput & { player: number };
    expect((await act(gameId, tokens[next], now.version, action, "after-restart")).status).toBe(200);
    await sentAgain(tokens[next], now.version + 1, action, "after-restart");
    // Started afresh again, the room reads the whole log first (a page's socket brings it), and takes the ids from it.
    await restart();
    expect((await api(`/api/games/${gameId}/log`)).status).toBe(200);
    await sentAgain(tokens[next], now.version + 1, action, "after-restart");
    await sentAgain(tokens[placer], snap.version, place, "sent-twice");
    expect((await snapshot(gameId)).version).toBe(snap.version + 2);
  });
});
