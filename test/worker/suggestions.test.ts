import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { inputOf } from "../../protocol/action-input.js";
import type { LoggedAction, SuggestionResponse } from "../../protocol/types.js";
import { chooseAction } from "../../game/bots/index.js";
import { legalPlacements, sameMove, stateFromView, type Action } from "../../game/engine/index.js";
import { SUGGESTION_LIMIT } from "../../worker/room/suggestions.js";
import { act, api, createGame, snapshot, startGame } from "./helpers.js";

async function suggest(gameId: string, token?: string) {
  const response = await api(`/api/games/${gameId}/suggestion`, { method: "POST", token });
  return { status: response.status, headers: response.headers, body: (await response.json()) as SuggestionResponse & { error?: { code: string; message: string } } };
}

async function lastLogged(gameId: string): Promise<LoggedAction> {
  const { actions } = (await (await api(`/api/games/${gameId}/log`)).json()) as { actions: LoggedAction[] };
  return actions[actions.length - 1];
}

/** The seat to act and its own snapshot. */
async function turnOf(gameId: string, tokens: string[]) {
  const seat = (await snapshot(gameId)).view.toAct[0];
  return { seat, token: tokens[seat], snap: await snapshot(gameId, tokens[seat]) };
}

describe("Suggest a move", () => {
  it("is off by default in a game among people, with a clear error", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2, startingPlayer: 0 });
    expect((await snapshot(gameId, tokens[0])).suggestionsAllowed).toBe(false);
    const refused = await suggest(gameId, tokens[0]);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: "SUGGESTIONS_OFF", message: expect.stringMatching(/host/) });
  });

  it("refuses a caller without a seat, a seat whose turn it is not, and a game not started", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2, startingPlayer: 0, allowSuggestions: true } as never);
    expect((await suggest(gameId)).body.error?.code).toBe("NOT_SEATED");
    expect((await suggest(gameId, "not-a-seat-token-at-all")).body.error?.code).toBe("NOT_SEATED");
    const { seat } = await turnOf(gameId, tokens);
    const other = await suggest(gameId, tokens[1 - seat]);
    expect(other.status).toBe(409);
    expect(other.body.error).toEqual({ code: "NOT_YOUR_TURN", message: expect.stringMatching(/not your turn/) });

    const waiting = await createGame({ edition: "classic", players: 2, allowSuggestions: true } as never);
    await api(`/api/games/${waiting.gameId}/join`, { method: "POST", json: { token: waiting.seats[0].token, name: "Ana" } });
    expect((await suggest(waiting.gameId, waiting.seats[0].token)).body.error?.code).toBe("GAME_NOT_STARTED");
  });

  it("gives the medium bot's move from the seat's own view, legal, and marks the log only when it is taken unchanged", async () => {
    const { gameId, tokens } = await startGame({ edition: "winter", players: 3, startingPlayer: 0, allowSuggestions: true } as never);
    expect((await snapshot(gameId)).suggestionsAllowed).toBe(true);

    const first = await turnOf(gameId, tokens);
    const given = await suggest(gameId, first.token);
    expect(given.status).toBe(200);
    // Nothing but the version and the move: and the move is what the bot makes of the seat's own view.
    expect(Object.keys(given.body).sort()).toEqual(["action", "version"]);
    const fromView = chooseAction(stateFromView(first.snap.view), { level: "medium" }, `${gameId}|${first.snap.version}`, first.seat);
    expect(given.body).toEqual({ version: first.snap.version, action: inputOf(fromView) });
    expect(await suggest(gameId, first.token)).toMatchObject({ status: 200, body: given.body }); // asking again: the same move
    const taken = await act(gameId, first.token, given.body.version, given.body.action);
    expect(taken.status).toBe(200); // the engine accepts it
    expect((await lastLogged(gameId)).by).toBe("suggestion");

    // Asked, then changed: the player's own move.
    const second = await turnOf(gameId, tokens);
    const offered = await suggest(gameId, second.token);
    const suggested = { ...offered.body.action, player: second.seat } as Action;
    const other = legalPlacements(stateFromView(second.snap.view)).find((action) => !sameMove(action, suggested))!;
    expect((await act(gameId, second.token, second.snap.version, inputOf(other))).status).toBe(200);
    expect((await lastLogged(gameId)).by).toBe("player");

    // Not asked: the same move as the bot's is still the player's own.
    const third = await turnOf(gameId, tokens);
    const own = chooseAction(stateFromView(third.snap.view), { level: "medium" }, `${gameId}|${third.snap.version}`, third.seat);
    expect((await act(gameId, third.token, third.snap.version, inputOf(own))).status).toBe(200);
    expect((await lastLogged(gameId)).by).toBe("player");

    // The record keeps the mark too.
    const record = await runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId)), async (instance) => {
      const room = (instance as unknown as { core: { game: never; recordOf(game: never): { actions: { by: string }[] } } }).core;
      return room.recordOf(room.game);
    });
    expect(record.actions.map((entry) => entry.by)).toEqual(["suggestion", "player", "player"]);
  });

  it("is on in games against bots", async () => {
    const created = await createGame({ edition: "classic", players: 2, startingPlayer: 0, bots: [{ seat: 1, level: "easy" }] } as never, "192.0.2.61");
    await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[0].token, name: "Ana" } });
    expect((await snapshot(created.gameId)).suggestionsAllowed).toBe(true);
    const given = await suggest(created.gameId, created.seats[0].token);
    expect(given.status).toBe(200);
    expect((await act(created.gameId, created.seats[0].token, given.body.version, given.body.action)).status).toBe(200);
    const { actions } = (await (await api(`/api/games/${created.gameId}/log`)).json()) as { actions: LoggedAction[] };
    expect(actions.find((entry) => entry.action.player === 0)?.by).toBe("suggestion"); // the bot's own moves come around it
  });

  it("refuses an allowSuggestions that is not true or false", async () => {
    const refused = await api("/api/games", { method: "POST", json: { edition: "classic", players: 2, allowSuggestions: "yes" }, headers: { "CF-Connecting-IP": "192.0.2.62" } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });

  it("limits the suggestions computed per seat; asking again on the same version costs nothing", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2, startingPlayer: 0, allowSuggestions: true } as never);
    const { seat, token } = await turnOf(gameId, tokens);
    expect((await suggest(gameId, token)).status).toBe(200);
    const room = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId));
    const counted = (key: string) => runInDurableObject(room, async (_instance, state) => state.storage.kv.get<{ count: number }>(key)?.count);
    expect(await counted(`suggestion-rate:${seat}`)).toBe(1);
    expect((await suggest(gameId, token)).status).toBe(200);
    expect(await counted(`suggestion-rate:${seat}`)).toBe(1);

    // The seat has used up its window (as after SUGGESTION_LIMIT turns of asking): the next new version is refused.
    await runInDurableObject(room, async (_instance, state) => state.storage.kv.put(`suggestion-rate:${seat}`, { since: Date.now(), count: SUGGESTION_LIMIT }));
    do {
      const now = await turnOf(gameId, tokens);
      expect((await act(gameId, now.token, now.snap.version, inputOf(legalPlacements(stateFromView(now.snap.view))[0]))).status).toBe(200);
    } while ((await turnOf(gameId, tokens)).seat !== seat);
    const limited = await suggest(gameId, token);
    expect(limited.status).toBe(429);
    expect(limited.body.error?.code).toBe("SUGGESTING_TOO_FAST");
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
