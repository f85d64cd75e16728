/**
 * npm run bench:api — N concurrent games of random legal moves against the service running
 * locally (the production bundle on workerd, local D1 and SQLite-backed Durable Objects, a fresh
 * database).
 *
 * The N games are created and seated first; then, for BENCH_SECONDS, each plays on, and a game that
 * ends is replaced by a new one (its creation and joins are load like any other, but their times
 * are not move latencies). Two runs: "paced", where every game moves every BENCH_PACE_MS (players
 * think; this is the latency a player sees with N live games), and "flat out", where every game
 * moves as soon as its last move is answered (the machine's throughput; latency there is mostly
 * queueing, since locally every game's object shares one workerd thread).
 *
 * Every seat follows its game live over a WebSocket, as an open game page does (BENCH_WATCHING=0:
 * nobody watches), so each move is also pushed to every seat.
 */
import { startLocalService } from "../scripts/local-service.js";
import { gameSocketProtocols } from "../worker/api/socket-protocol.js";
import type { ActionResponse, CreateGameResponse, GameSnapshot } from "../worker/api/types.js";
import { randomAction } from "../worker/bots/random.js";
import { stateFromView } from "../worker/engine/index.js";
import { rngFromSeed, type RngState } from "../worker/engine/rng.js";

const GAMES = Number(process.env.BENCH_GAMES ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 1000);
const PORT = Number(process.env.BENCH_PORT ?? 8797);
const WATCHING = process.env.BENCH_WATCHING !== "0";

async function call<T>(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit =
    body === undefined ? { method, headers } : { method, headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) };
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Game {
  gameId: string;
  tokens: string[];
  snapshot: GameSnapshot;
  /** Each seat's live connection, when the seats watch. */
  sockets: WebSocket[];
}

/** Snapshots pushed to the watching seats. */
let pushes = 0;

/** A seat's WebSocket, open. */
function watch(base: string, gameId: string, token: string): Promise<WebSocket> {
  const socket = new WebSocket(`${base.replace(/^http/, "ws")}/api/games/${gameId}/ws`, gameSocketProtocols(token));
  socket.addEventListener("message", () => pushes++);
  return new Promise((resolve, reject) => {
    socket.addEventListener("open", () => resolve(socket), { once: true });
    socket.addEventListener("error", () => reject(new Error(`WebSocket for game ${gameId} failed`)), { once: true });
  });
}

function leave(game: Game): void {
  for (const socket of game.sockets) socket.close();
}

let created = 0;

/** Creates a game and takes every seat (each game as its own client, so the creation limit doesn't throttle the bench). */
async function newGame(base: string, index: number): Promise<Game> {
  created++;
  const client = { "CF-Connecting-IP": `198.18.${Math.floor(created / 250) % 250}.${created % 250}` };
  const answer = await call<CreateGameResponse>(base, "POST", "/api/games", { edition: index % 2 ? "winter" : "classic", players: 2 + (index % 3) }, client);
  if (answer.status !== 201) throw new Error(`create: ${answer.status} ${JSON.stringify(answer.body)}`);
  const { gameId, seats } = answer.body;
  for (const seat of seats) {
    const joined = await call(base, "POST", `/api/games/${gameId}/join`, { token: seat.token, name: `Bench ${seat.seat + 1}` });
    if (joined.status !== 200) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
  }
  const snapshot = await call<GameSnapshot>(base, "GET", `/api/games/${gameId}`);
  const tokens = seats.map((seat) => seat.token);
  const sockets = WATCHING ? await Promise.all(tokens.map((token) => watch(base, gameId, token))) : [];
  return { gameId, tokens, snapshot: snapshot.body, sockets };
}

interface Run {
  /** Submission times of every move, and of turns alone (the rest are placements and upgrade choices). */
  latencies: number[];
  turnLatencies: number[];
  actions: number;
  turns: number;
  gamesFinished: number;
}

/** One game slot: plays its game until the deadline, moving every `paceMs` (0: at once), starting a new game when one ends. */
async function player(base: string, run: Run, index: number, first: Game, rng: RngState, deadline: number, paceMs: number): Promise<void> {
  let game = first;
  if (paceMs > 0) await sleep(Math.floor((index / GAMES) * paceMs)); // spread the games' moves evenly
  while (Date.now() < deadline) {
    if (game.snapshot.status === "ended") {
      run.gamesFinished++;
      leave(game);
      game = await newGame(base, index);
      continue;
    }
    const next = Date.now() + paceMs;
    const { player: seat, ...action } = randomAction(stateFromView(game.snapshot.view), rng, "guided");
    const started = performance.now();
    const result = await call<ActionResponse>(base, "POST", `/api/games/${game.gameId}/actions`, { version: game.snapshot.version, action }, {
      Authorization: `Bearer ${game.tokens[seat]}`,
    });
    const latency = performance.now() - started;
    run.latencies.push(latency);
    if (action.type === "turn") run.turnLatencies.push(latency);
    if (result.status !== 200) throw new Error(`action refused: ${result.status} ${JSON.stringify(result.body)}`);
    run.actions++;
    if (action.type === "turn") run.turns++;
    game.snapshot = result.body.snapshot;
    if (paceMs > 0) await sleep(Math.max(0, next - Date.now()));
  }
  leave(game);
}

function percentiles(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
}

async function measure(base: string, paceMs: number, label: string): Promise<string> {
  const games: Game[] = [];
  for (let index = 0; index < GAMES; index++) games.push(await newGame(base, index));
  await sleep(500); // what the setup left behind (index copies, answers) settles
  const run: Run = { latencies: [], turnLatencies: [], actions: 0, turns: 0, gamesFinished: 0 };
  pushes = 0;
  const started = Date.now();
  await Promise.all(games.map((game, i) => player(base, run, i, game, rngFromSeed(`bench-${label}-${i}`), started + SECONDS * 1000, paceMs)));
  const elapsed = (Date.now() - started) / 1000;
  return [
    `${label}: ${GAMES} games for ${elapsed.toFixed(0)} s: ${run.actions} moves (${(run.actions / elapsed).toFixed(0)}/s), ` +
      `${run.turns} of them turns (${(run.turns / elapsed).toFixed(0)}/s), ${run.gamesFinished} games finished and replaced, ` +
      (WATCHING ? `${pushes} snapshots pushed to watching seats` : "nobody watching"),
    `  move submission latency: ${percentiles(run.latencies)}`,
    `  turn submission latency: ${percentiles(run.turnLatencies)}`,
  ].join("\n");
}

const service = await startLocalService({ port: PORT, persistRoot: process.env.BENCH_PERSIST });
try {
  console.log(`API benchmark on workerd (production bundle, local D1 and SQLite-backed Durable Objects${process.env.BENCH_PERSIST ? ` in ${process.env.BENCH_PERSIST}` : " on disk"})`);
  console.log(await measure(service.url, PACE_MS, `paced (a move per game every ${PACE_MS} ms)`));
  console.log(await measure(service.url, 0, "flat out (each game moves as soon as answered)"));
  console.log(`Target: p99 <= 25 ms with 50 concurrent games (paced).`);
} finally {
  await service.stop();
}
