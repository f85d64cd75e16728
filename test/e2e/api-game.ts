import { expect, inject } from "vitest";
import type { ActionInput, CreateGameRequest } from "../../protocol/schemas.js";
import type { CreateGameResponse, GameSnapshot } from "../../protocol/types.js";
import { randomAction } from "../../game/bots/random.js";
import { stateFromView } from "../../game/engine/index.js";
import { rngFromSeed } from "../../game/engine/rng.js";

/**
 * Games set up through the API for browser tests: Classic, calm start, seat 1 starts, Ann and Ben
 * seated; the placements of two-players.test.ts, after which it is Ann's turn (her meeple on the
 * steam square next to the coffee corner: one step and a pour complete a Ristretto or Espresso).
 */

const base = () => inject("baseUrl");

/** A call as a client makes it (a seat's or the host's token as bearer); with `json`, a POST unless told. */
export async function api<T>(path: string, init: { method?: string; token?: string; json?: unknown } = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${base()}${path}`, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A call that must succeed: its answer's body (a failure names the answer). */
export async function apiOk<T>(path: string, init: { method?: string; token?: string; json?: unknown } = {}): Promise<T> {
  const answer = await api<T>(path, init);
  expect(answer.status, `${init.method ?? ""} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

/** The random bot plays every seat of a game until `done` (by default, until the game ends), as fast as the service answers. */
export async function playRandomly(gameId: string, tokens: string[], seed: string, done = (seen: GameSnapshot) => seen.status === "ended"): Promise<GameSnapshot> {
  const rng = rngFromSeed(seed);
  for (;;) {
    const seen = await apiOk<GameSnapshot>(`/api/games/${gameId}`, { token: tokens[0] });
    if (done(seen)) return seen;
    const { player, ...action } = randomAction(stateFromView(seen.view), rng);
    await apiOk(`/api/games/${gameId}/actions`, { token: tokens[player], json: { version: seen.version, action } });
  }
}

export interface StartedGame {
  gameId: string;
  hostToken: string;
  tokens: string[];
}

/** Classic, calm start, seat 1 starts; Ann and Ben take the seats. `more`: further creation options. */
export async function startGame(more: Partial<CreateGameRequest> = {}): Promise<StartedGame> {
  const created = await api<CreateGameResponse>("/api/games", {
    method: "POST",
    json: { edition: "classic", players: 2, variants: ["calmStart"], startingPlayer: 0, ...more },
  });
  expect(created.status).toBe(201);
  const { gameId, hostToken, seats } = created.body;
  for (const [seat, name] of [[0, "Ann"], [1, "Ben"]] as const) {
    const joined = await api(`/api/games/${gameId}/join`, { method: "POST", json: { token: seats[seat].token, name } });
    expect(joined.status).toBe(200);
  }
  return { gameId, hostToken, tokens: seats.map((seat) => seat.token) };
}

export async function act(game: StartedGame, seat: number, action: ActionInput): Promise<void> {
  const { body } = await api<{ version: number }>(`/api/games/${game.gameId}`);
  const answer = await api(`/api/games/${game.gameId}/actions`, { method: "POST", token: game.tokens[seat], json: { version: body.version, action } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** A square's number from its row and column (1–4). */
export const square = (row: number, column: number) => (row - 1) * 4 + (column - 1);

/** The placements of two-players.test.ts: Ben first, then they alternate; then it is Ann's turn. */
export async function placeAll(game: StartedGame, upTo = 4): Promise<void> {
  const placements: [seat: number, row: number, column: number, cup: number][] = [
    [1, 4, 1, 0],
    [0, 1, 3, 0],
    [1, 4, 4, 0],
    [0, 2, 2, 1],
  ];
  for (const [seat, row, column, cup] of placements.slice(0, upTo)) await act(game, seat, { type: "place", square: square(row, column), cup });
}

