/**
 * The local stack's floor: bench:api's random games with their turnover, flat out and paced, played
 * against a Worker and room with no game in them (stack-floor-worker.ts) on the same workerd,
 * Miniflare and disk, behind the same assets layer as the service (wrangler.toml [assets], the
 * Worker run first), and with games as long as the service's random games were. What it costs is
 * what the local stack takes for that traffic whatever the service does, so the random games'
 * figures read against it: the room's own share is the difference. Its client decides each move
 * as bench:api's does, with the random player on a real game (clientsDecision), so that the client's
 * share of a move, which holds back the next on a machine of two cores, is not the service's alone.
 *
 * The assets layer is the local stack's: Miniflare runs its router in front of every request to a
 * Worker with assets (0.2–0.25 ms of workerd CPU a request here), while Cloudflare runs it outside
 * the Worker and bills none of it. BENCH_FLOOR_ASSETS=0 leaves it out of the floor, as before
 * 2026-11-29, to compare.
 */
import { execFileSync } from "node:child_process";
import { cpSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import type { GameOptions, GameState, PlayerCount } from "../game/engine/index.js";
import { randomInt, rngFromSeed, type RngState } from "../game/engine/rng.js";
import { stateFromView, viewFor } from "../game/engine/view.js";
import { engineGame, playRandomMove } from "./random-game.js";
import { birthSteps, firstMessage, json, postJson, type BirthDriver, type BirthSteps } from "./birth.js";
import { allTimes, clientCpu, cpuPerMove, creatingGame, creationSplit, playSlot, type MoveTimes, type Slot } from "./game-slots.js";
import { p99 } from "./latency.js";
import type { Seater } from "./setup-side-by-side.js";
import { startedWorkerd, usageOf } from "./workerd-process.js";

const FLOOR_TABLES = [
  "CREATE TABLE floor_limits (client TEXT PRIMARY KEY, count INTEGER)",
  "CREATE TABLE floor_games (id TEXT PRIMARY KEY, version INTEGER)",
  "CREATE TABLE floor_seats (game TEXT, seat INTEGER, name TEXT, PRIMARY KEY (game, seat))",
  "CREATE TABLE floor_results (game TEXT PRIMARY KEY, version INTEGER)",
];

/** Whether the floor's Worker has the service's assets layer in front of it (BENCH_FLOOR_ASSETS=0: not). */
const FLOOR_ASSETS = process.env.BENCH_FLOOR_ASSETS !== "0";

export interface FloorOptions {
  port: number;
  persistRoot: string;
  /** Games played at once flat out, and paced. */
  games: number;
  pacedGames: number;
  seconds: number;
  paceMs: number;
  /** Moves a game lasts (the random games' length, about). */
  gameMoves: number;
}

interface FloorGame {
  gameId: string;
  sockets: WebSocket[];
  moves: number;
  /** The client's own copy of a real game of the same edition and size, which its moves are decided on (clientsDecision). */
  decided: { options: GameOptions; state: GameState; rng: RngState; games: number };
  /** Moves sent, waiting for their answer, by request id. */
  answers: Map<string, () => void>;
}

/** The floor's Worker, bundled as workerd runs it. */
async function floorScript(): Promise<string> {
  const bundle = await build({ entryPoints: ["bench/stack-floor-worker.ts"], bundle: true, format: "esm", write: false, external: ["cloudflare:workers"], logLevel: "warning" });
  return bundle.outputFiles[0].text;
}

export async function startFloorService(options: Pick<FloorOptions, "port" | "persistRoot">): Promise<{ url: string; stop: () => Promise<void> }> {
  const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
  // A copy of the app's files, as the service serves (workerd holds the directory open; a build meanwhile replaces dist/web).
  const assetsDirectory = join(options.persistRoot, "assets");
  if (FLOOR_ASSETS) cpSync(workerOptions.assets!.directory, assetsDirectory, { recursive: true });
  const mf = new Miniflare({
    modules: true,
    script: await floorScript(),
    compatibilityDate: workerOptions.compatibilityDate,
    compatibilityFlags: workerOptions.compatibilityFlags,
    durableObjects: { ROOM: { className: "FloorRoom", useSQLite: true } },
    ...(FLOOR_ASSETS && { assets: { ...workerOptions.assets!, directory: assetsDirectory } }),
    d1Databases: { DB: "floor" },
    host: "127.0.0.1",
    port: options.port,
    defaultPersistRoot: options.persistRoot,
  });
  const url = (await mf.ready).toString().replace(/\/$/, "");
  const db = await mf.getD1Database("DB");
  for (const table of FLOOR_TABLES) await db.prepare(table).run();
  return { url, stop: () => mf.dispose() };
}

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  return (await fetch(url, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) })).json() as Promise<T>;
}

function watch(base: string, game: FloorGame): Promise<WebSocket> {
  const socket = new WebSocket(`${base.replace(/^http/, "ws")}/ws/${game.gameId}`);
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { type?: string; requestId?: string };
    if (message.type === "acted") game.answers.get(message.requestId ?? "")?.();
  });
  return new Promise((resolve) => socket.addEventListener("open", () => resolve(socket), { once: true }));
}

/** Created, every seat joined, the game read once and every seat watching: as bench:api seats a game. */
function newGame(base: string, index: number): Promise<FloorGame> {
  return creatingGame((client) => seatedGame(base, index, client));
}

async function seatedGame(base: string, index: number, client: Record<string, string>): Promise<FloorGame> {
  // The editions and sizes bench:api's random games take in turn.
  const options: GameOptions = { edition: index % 2 ? "winter" : "classic", players: (2 + (index % 3)) as PlayerCount };
  const { gameId, seats } = await post<{ gameId: string; seats: number[] }>(`${base}/create`, { players: options.players }, client);
  for (const seat of seats) await post(`${base}/join/${gameId}/${seat}`, { name: `Bench ${seat + 1}` });
  await (await fetch(`${base}/game/${gameId}`)).json();
  const game: FloorGame = { gameId, sockets: [], moves: 0, answers: new Map(), decided: { options, state: engineGame(options, `${gameId}-0`), rng: rngFromSeed(gameId), games: 0 } };
  game.sockets = await Promise.all(seats.map(() => watch(base, game)));
  return game;
}

function leave(game: FloorGame): void {
  for (const socket of game.sockets) socket.close();
}

/**
 * The move the client sends, decided as bench:api's client decides the service's: the random
 * player on the game's public view. The floor's room ignores it, but deciding it is the client's
 * share of each move, the same for both: the client plays every game from one process, so its time
 * a move holds each game's next move back (0.4 ms more a move took 7 % off the floor's moves/s).
 */
function clientsDecision(game: FloorGame): unknown {
  const decided = game.decided;
  if (decided.state.phase === "ended") decided.state = engineGame(decided.options, `${game.gameId}-${++decided.games}`);
  const { player: _seat, ...sent } = playRandomMove(decided.state, decided.rng, stateFromView(viewFor(decided.state, null)));
  return sent;
}

/** One move on the next seat's socket, answered. */
async function move(game: FloorGame, gameMoves: number): Promise<{ latency: number }> {
  const action = clientsDecision(game);
  const requestId = crypto.randomUUID();
  const started = performance.now();
  await new Promise<void>((resolve) => {
    game.answers.set(requestId, resolve);
    game.sockets[game.moves % game.sockets.length].send(JSON.stringify({ type: "act", requestId, action, last: game.moves === gameMoves - 1 }));
  });
  game.answers.delete(requestId);
  game.moves++;
  return { latency: performance.now() - started };
}

interface FloorRun extends MoveTimes {
  cpuMs: number;
  /** The benchmark's own client's CPU meanwhile (clientCpu). */
  client: string;
  elapsed: number;
}

/** `games` games moving every `paceMs` (0: at once) until `seconds` pass, each replaced when it ends. */
async function play(base: string, workerd: number, options: Pick<FloorOptions, "seconds" | "gameMoves">, games: number, paceMs: number): Promise<FloorRun> {
  const rng = rngFromSeed(`floor-${games}-${paceMs}`);
  const slots: FloorGame[] = [];
  for (let index = 0; index < games; index++) slots.push(await newGame(base, index));
  // Paced games start at every age, so that they end, and are replaced, at a steady rate.
  if (paceMs > 0) for (const game of slots) for (let played = randomInt(rng, options.gameMoves); played > 0; played--) await move(game, options.gameMoves);
  execFileSync("sync");
  const times: MoveTimes = { duringCreation: [], quiet: [] };
  const cpuBefore = usageOf(workerd).cpuMs;
  const clientBefore = process.cpuUsage();
  const started = Date.now();
  const deadline = started + options.seconds * 1000;
  const slot = (index: number): Slot<FloorGame, { latency: number }> => ({
    ended: (game) => game.moves === options.gameMoves,
    replace: (game) => {
      leave(game);
      return newGame(base, index);
    },
    move: (game) => move(game, options.gameMoves),
    leave,
  });
  await Promise.all(slots.map((game, index) => playSlot(game, slot(index), times, { index, count: games, deadline, paceMs })));
  const elapsed = (Date.now() - started) / 1000;
  return { ...times, cpuMs: usageOf(workerd).cpuMs - cpuBefore, client: clientCpu(clientBefore, allTimes(times).length, elapsed), elapsed };
}

/** The floor's figures: its report, its paced p99, which the random games' and the games that go on's read against, and its games that go on's moves/s. */
export interface Floor {
  report: string;
  pacedP99: number;
  longRate: number;
}

/** A floor service that plays its random games flat out for a round at a time, beside the service's (bench:api's random games side by side). */
export async function floorRandomRounds(options: Pick<FloorOptions, "port" | "persistRoot" | "games" | "gameMoves">): Promise<{ round: (seconds: number) => Promise<number>; stop: () => Promise<void> }> {
  const { service, workerd } = await startedWorkerd(() => startFloorService(options));
  return {
    round: async (seconds) => {
      const run = await play(service.url, workerd, { seconds, gameMoves: options.gameMoves }, options.games, 0);
      return allTimes(run).length / run.elapsed;
    },
    stop: service.stop,
  };
}

/** The floor's routes for a game's birth, step by step (birth.ts). */
export const floorBirth: BirthDriver = {
  create: async (base, index, client) => {
    const { gameId, seats } = (await json(base, "/create", postJson({ players: 2 + (index % 3) }, client))) as { gameId: string; seats: number[] };
    return { gameId, seats: seats.map((seat) => ({ seat, token: "" })) };
  },
  join: (base, gameId, { seat }) => json(base, `/join/${gameId}/${seat}`, postJson({ name: `Bench ${seat + 1}` })),
  snapshot: (base, gameId) => json(base, `/game/${gameId}`),
  socket: (base, gameId) => firstMessage(`${base.replace(/^http/, "ws")}/ws/${gameId}`),
};

/** A floor service that seats games for setupSideBySide (setup-side-by-side.ts). */
export async function floorSeater(options: Pick<FloorOptions, "port" | "persistRoot">): Promise<{ seater: Seater; stop: () => Promise<void> }> {
  const { service, workerd } = await startedWorkerd(() => startFloorService(options));
  return {
    seater: { name: "the floor's", workerd, seat: async (index) => { const game = await newGame(service.url, index); return () => leave(game); } },
    stop: service.stop,
  };
}

/** The floor's birth by step, `count` games on a floor service of its own. */
export async function floorBirthSteps(options: Pick<FloorOptions, "port" | "persistRoot">, count: number): Promise<BirthSteps | null> {
  const service = await startFloorService(options);
  try {
    return await birthSteps(service.url, count, floorBirth);
  } finally {
    await service.stop();
  }
}

export async function stackFloor(options: FloorOptions): Promise<Floor> {
  const { service, workerd } = await startedWorkerd(() => startFloorService(options));
  try {
    const flat = await play(service.url, workerd, options, options.games, 0);
    const paced = await play(service.url, workerd, options, options.pacedGames, options.paceMs);
    // Games that never end: a move's share alone, beside bench:api's games that go on.
    const long = await play(service.url, workerd, { seconds: options.seconds, gameMoves: Infinity }, options.games, 0);
    const longMoves = allTimes(long).length;
    const longRate = longMoves / long.elapsed;
    const moves = allTimes(flat).length;
    const pacedMoves = allTimes(paced);
    const split = creationSplit(paced);
    const movesPerSecond = moves / flat.elapsed;
    const pacedP99 = p99(pacedMoves);
    const report =
      `the local stack alone, no game in it (bench/stack-floor.ts${FLOOR_ASSETS ? ", behind the assets layer" : ", no assets layer"}): flat out ${movesPerSecond.toFixed(0)} moves/s with the turnover of ${options.gameMoves}-move games, ` +
      `paced p99 ${pacedP99.toFixed(1)} ms\n` +
      `  flat out, ${options.games} games: workerd CPU ${cpuPerMove(flat.cpuMs, moves, flat.elapsed)}; ${flat.client}\n` +
      `  paced, ${options.pacedGames} games: workerd CPU ${(paced.cpuMs / pacedMoves.length).toFixed(2)} ms per move${split ? `; ${split}` : ""}\n` +
      `  games that go on (none ends), flat out, ${options.games} games: ${longRate.toFixed(0)} moves/s, workerd CPU ${cpuPerMove(long.cpuMs, longMoves, long.elapsed)}; ${long.client}`;
    return { report, pacedP99, longRate };
  } finally {
    await service.stop();
  }
}
