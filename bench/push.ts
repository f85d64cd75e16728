/**
 * npm run bench:push — how soon a player's device hears that it is their turn: the time from a
 * move being sent to the push request, which that move's turn change sets off, arriving at the
 * local push service (scripts/push-service.ts, reached through Miniflare's outbound service).
 * Target: p99 ≤ 100 ms on local workerd.
 *
 * BENCH_GAMES two-player games (default 10), every seat with a device of its own and nobody
 * watching live (a watching player gets no notice), each playing BENCH_MOVES random legal moves
 * (default 30), one move at a time across all games, so each figure is one notice's own latency,
 * not a queue's. Printed: from sending the move, and from its answer (what the notice adds after
 * the player is answered).
 */
import { startLocalService } from "../scripts/local-service.js";
import type { ActionResponse, CreateGameResponse, GameSnapshot } from "../protocol/types.js";
import { randomAction } from "../game/bots/random.js";
import { stateFromView } from "../game/engine/index.js";
import { rngFromSeed } from "../game/engine/rng.js";
import { percentiles } from "./latency.js";

const GAMES = Number(process.env.BENCH_GAMES ?? 10);
const MOVES = Number(process.env.BENCH_MOVES ?? 30);

async function call<T>(base: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, { method: body === undefined ? "GET" : "POST", headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

function report(label: string, samples: number[]): void {
  console.log(`${label.padEnd(34)} ${percentiles(samples)}   (${samples.length} notices)`);
}

const service = await startLocalService();
const base = service.url;
try {
  const games: { gameId: string; tokens: string[]; devices: string[]; snapshot: GameSnapshot }[] = [];
  for (let g = 0; g < GAMES; g++) {
    const created = (await call<CreateGameResponse>(base, "/api/games", { edition: g % 2 ? "winter" : "classic", players: 2 })).body;
    const tokens = created.seats.map((seat) => seat.token);
    let snapshot: GameSnapshot | null = null;
    for (const [seat, token] of tokens.entries()) {
      snapshot = (await call<{ snapshot: GameSnapshot }>(base, `/api/games/${created.gameId}/join`, { token, name: `P${seat + 1}` })).body.snapshot;
    }
    const devices = [];
    for (const token of tokens) {
      const subscription = service.push.subscribe();
      const on = await call(base, "/api/push/devices", { subscription, locale: "en", seats: [{ gameId: created.gameId, token }] });
      if (on.status !== 201) throw new Error(`turning notices on failed: ${JSON.stringify(on.body)}`);
      devices.push(subscription.endpoint);
    }
    games.push({ gameId: created.gameId, tokens, devices, snapshot: snapshot! });
  }

  const fromSend: number[] = [];
  const fromAnswer: number[] = [];
  const rng = rngFromSeed("bench-push");
  for (let move = 0; move < MOVES; move++) {
    for (const game of games) {
      if (game.snapshot.status !== "active") continue;
      const seat = game.snapshot.view.toAct[0];
      const { player: _player, ...action } = randomAction(stateFromView(game.snapshot.view), rng, "guided") as unknown as { player: number };
      const heardBefore = service.push.received.length;
      const sent = performance.now();
      const answer = await call<ActionResponse>(base, `/api/games/${game.gameId}/actions`, { version: game.snapshot.version, action }, game.tokens[seat]);
      const answered = performance.now();
      if (answer.status !== 200) throw new Error(`move refused: ${JSON.stringify(answer.body)}`);
      game.snapshot = answer.body.snapshot;
      // Who the game waits on anew gets a notice (a seat that must act again as well).
      const waiting = new Set(game.snapshot.status === "active" ? game.snapshot.view.toAct : []);
      if (waiting.size === 0) continue;
      const endpoints = new Set([...waiting].map((next) => game.devices[next]));
      const deadline = performance.now() + 5_000;
      let heard: number | null = null;
      while (heard === null && performance.now() < deadline) {
        const arrival = service.push.received.slice(heardBefore).find((push) => endpoints.has(push.endpoint) && push.message.kind === "turn");
        if (arrival) heard = performance.now();
        else await new Promise((resolve) => setImmediate(resolve));
      }
      if (heard === null) continue; // the same seat acting on within its turn gets no new notice
      fromSend.push(heard - sent);
      fromAnswer.push(heard - answered);
    }
  }
  console.log(`bench:push — ${GAMES} games, ${MOVES} moves each, every seat with a device, nobody watching live`);
  report("move sent → push at the service", fromSend);
  report("move answered → push at the service", fromAnswer);
  console.log("target: p99 ≤ 100 ms from the turn change");
  const refused = service.push.refused.length;
  if (refused) console.log(`the push service refused ${refused} request(s): ${service.push.refused[0].reason}`);
} finally {
  await service.stop();
}
