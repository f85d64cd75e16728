/**
 * npm run bench:api — N concurrent games of random legal turns against the service running
 * locally (workerd, local D1 and Durable Objects, a fresh database): prints
 * actions/s, turns/s and the p50/p99 latency of submitting a move.
 */
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { execFile } from "node:child_process";
import { Miniflare } from "miniflare";
import type { ActionResponse, CreateGameResponse, GameSnapshot } from "../worker/api/types.js";
import { randomAction } from "../worker/bots/random.js";
import { stateFromView } from "../worker/engine/index.js";
import { rngFromSeed } from "../worker/engine/rng.js";

const GAMES = Number(process.env.BENCH_GAMES ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 8797);
let BASE = "";

/**
 * Runs the production bundle (what `wrangler deploy` uploads) on workerd through Miniflare, with a
 * fresh local D1 (migrations applied) and SQLite-backed Durable Objects. Requests reach workerd
 * directly: `wrangler dev` adds a Node proxy that would cap the figures at its own speed.
 */
async function startService(): Promise<{ url: string; stop: () => Promise<void> }> {
  const outdir = mkdtempSync(join(tmpdir(), "coffee-rush-bench-"));
  await promisify(execFile)("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir]);
  const wrangler = readFileSync("wrangler.toml", "utf8");
  const setting = (name: string) => new RegExp(`^${name} = (.+)$`, "m").exec(wrangler)![1];
  const mf = new Miniflare({
    modules: true,
    scriptPath: join(outdir, "index.js"),
    modulesRoot: outdir,
    compatibilityDate: JSON.parse(setting("compatibility_date")),
    compatibilityFlags: JSON.parse(setting("compatibility_flags")),
    d1Databases: { DB: "bench" },
    durableObjects: { GAME_ROOM: { className: "GameRoom", useSQLite: true } },
    host: "127.0.0.1",
    port: PORT,
    defaultPersistRoot: process.env.BENCH_PERSIST ?? join(outdir, "state"),
  });
  const url = (await mf.ready).toString().replace(/\/$/, "");
  const db = await mf.getD1Database("DB");
  for (const file of readdirSync("migrations").filter((name) => name.endsWith(".sql")).sort()) {
    for (const statement of readFileSync(join("migrations", file), "utf8").split("--> statement-breakpoint")) {
      if (statement.trim()) await db.prepare(statement).run();
    }
  }
  return { url, stop: () => mf.dispose() };
}

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

const service = await startService();
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
