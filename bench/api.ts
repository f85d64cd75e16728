/**
 * npm run bench:api — N concurrent games of random legal turns against the service running
 * locally (workerd, local D1 and Durable Objects, a fresh database): prints
 * actions/s, turns/s and the p50/p99 latency of submitting a move.
 */
import { startLocalService } from "../scripts/local-service.js";
import type { ActionResponse, CreateGameResponse, GameSnapshot } from "../worker/api/types.js";
import { randomAction } from "../worker/bots/random.js";
import { stateFromView } from "../worker/engine/index.js";
import { rngFromSeed } from "../worker/engine/rng.js";

const GAMES = Number(process.env.BENCH_GAMES ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 8797);
let BASE = "";

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${BASE}${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

const latencies: number[] = [];
let actions = 0;
let turns = 0;
let gamesFinished = 0;

/** Plays games one after another on one "client" until the time is up. */
async function client(index: number, deadline: number): Promise<void> {
  const rng = rngFromSeed(`bench-${index}`);
  for (let game = 0; Date.now() < deadline; game++) {
    const ip = `198.18.${index}.${game % 250}`;
    const players = (2 + (index % 3)) as 2 | 3 | 4;
    const created = await post<CreateGameResponse>("/api/games", { edition: index % 2 ? "winter" : "classic", players }, { "CF-Connecting-IP": ip });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
    const { gameId, seats } = created.body;
    for (const seat of seats) await post(`/api/games/${gameId}/join`, { token: seat.token, name: `Bench ${seat.seat}` });
    let snapshot = (await (await fetch(`${BASE}/api/games/${gameId}`)).json()) as GameSnapshot;
    while (snapshot.status !== "ended" && Date.now() < deadline) {
      const { player, ...action } = randomAction(stateFromView(snapshot.view), rng, "guided");
      const started = performance.now();
      const result = await post<ActionResponse>(`/api/games/${gameId}/actions`, { version: snapshot.version, action }, {
        Authorization: `Bearer ${seats[player].token}`,
      });
      latencies.push(performance.now() - started);
      if (result.status !== 200) throw new Error(`action refused: ${result.status} ${JSON.stringify(result.body)}`);
      actions++;
      if (action.type === "turn") turns++;
      snapshot = result.body.snapshot;
    }
    if (snapshot.status === "ended") gamesFinished++;
  }
}

const service = await startLocalService({ port: PORT, persistRoot: process.env.BENCH_PERSIST });
BASE = service.url;
try {
  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(Array.from({ length: GAMES }, (_, i) => client(i, deadline)));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(`API benchmark: ${GAMES} concurrent games for ${elapsed.toFixed(0)} s on workerd (production bundle, local D1 + SQLite Durable Objects)`);
  console.log(`actions submitted: ${actions} (${(actions / elapsed).toFixed(0)}/s), of which turns: ${turns} (${(turns / elapsed).toFixed(0)}/s); games finished: ${gamesFinished}`);
  console.log(`move submission latency: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (target p99 <= 25 ms with 50 games)`);
} finally {
  await service.stop();
}
