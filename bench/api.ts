/**
 * npm run bench:api — N concurrent games of random legal moves against the service running
 * locally (the production bundle on workerd, local D1 and Durable Objects, a fresh database).
 * Two runs: "paced", where every game moves every BENCH_PACE_MS (players think; this is the
 * latency a player sees with N live games), and "flat out", where every game moves as soon as
 * its last move is answered (the machine's throughput; latency there is mostly queueing, since
 * locally every game's object shares one workerd thread and the benchmark's own two cores).
 */
import { startLocalService } from "../scripts/local-service.js";
import type { ActionResponse, CreateGameResponse, GameSnapshot } from "../worker/api/types.js";
import { randomAction } from "../worker/bots/random.js";
import { stateFromView } from "../worker/engine/index.js";
import { rngFromSeed } from "../worker/engine/rng.js";

const GAMES = Number(process.env.BENCH_GAMES ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 1000);
const PORT = Number(process.env.BENCH_PORT ?? 8797);

interface Run {
  latencies: number[];
  actions: number;
  turns: number;
  gamesFinished: number;
}

async function post<T>(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays games one after another until the deadline, moving every `paceMs` (0: at once). */
async function player(base: string, run: Run, index: number, deadline: number, paceMs: number, label: string): Promise<void> {
  const rng = rngFromSeed(`bench-${label}-${index}`);
  if (paceMs > 0) await sleep(Math.floor((index / GAMES) * paceMs)); // spread the games' moves evenly
  for (let game = 0; Date.now() < deadline; game++) {
    const created = await post<CreateGameResponse>(base, "/api/games", { edition: index % 2 ? "winter" : "classic", players: 2 + (index % 3) }, {
      "CF-Connecting-IP": `198.18.${index}.${game % 250}`, // one client per game, so the creation limit does not throttle the bench
    });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
    const { gameId, seats } = created.body;
    for (const seat of seats) await post(base, `/api/games/${gameId}/join`, { token: seat.token, name: `Bench ${seat.seat}` });
    let snapshot = (await (await fetch(`${base}/api/games/${gameId}`)).json()) as GameSnapshot;
    while (snapshot.status !== "ended" && Date.now() < deadline) {
      const next = Date.now() + paceMs;
      const { player: seat, ...action } = randomAction(stateFromView(snapshot.view), rng, "guided");
      const started = performance.now();
      const result = await post<ActionResponse>(base, `/api/games/${gameId}/actions`, { version: snapshot.version, action }, {
        Authorization: `Bearer ${seats[seat].token}`,
      });
      run.latencies.push(performance.now() - started);
      if (result.status !== 200) throw new Error(`action refused: ${result.status} ${JSON.stringify(result.body)}`);
      run.actions++;
      if (action.type === "turn") run.turns++;
      snapshot = result.body.snapshot;
      if (paceMs > 0) await sleep(Math.max(0, next - Date.now()));
    }
    if (snapshot.status === "ended") run.gamesFinished++;
  }
}

async function measure(base: string, paceMs: number, label: string): Promise<string> {
  const run: Run = { latencies: [], actions: 0, turns: 0, gamesFinished: 0 };
  const started = Date.now();
  await Promise.all(Array.from({ length: GAMES }, (_, i) => player(base, run, i, started + SECONDS * 1000, paceMs, label)));
  const elapsed = (Date.now() - started) / 1000;
  const sorted = run.latencies.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  return [
    `${label}: ${GAMES} games for ${elapsed.toFixed(0)} s: ${run.actions} moves (${(run.actions / elapsed).toFixed(0)}/s), ` +
      `${run.turns} of them turns (${(run.turns / elapsed).toFixed(0)}/s), ${run.gamesFinished} games finished`,
    `  move submission latency: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
  ].join("\n");
}

const service = await startLocalService({ port: PORT, persistRoot: process.env.BENCH_PERSIST });
try {
  console.log("API benchmark on workerd (production bundle, local D1 and SQLite-backed Durable Objects)");
  console.log(await measure(service.url, PACE_MS, `paced (a move per game every ${PACE_MS} ms)`));
  console.log(await measure(service.url, 0, "flat out (each game moves as soon as answered)"));
  console.log("Target: p99 <= 25 ms with 50 concurrent games.");
} finally {
  await service.stop();
}
