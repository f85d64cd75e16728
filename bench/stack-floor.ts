/**
 * The local stack's floor: bench:api's random games with their turnover, flat out and paced, played
 * against a Worker and room with no game in them (stack-floor-worker.ts) on the same workerd,
 * Miniflare and disk, behind the same assets layer as the service (wrangler.toml [assets], the
 * Worker run first). Its sockets replay games the service played (recorded-games.ts), so they
 * carry the service's own messages, and its client is the service's (game-client.ts): it applies
 * every pushed edit and decides each move with the random player on the game it sees, so the
 * client's share of a move, which holds back the next on a machine of two cores, is the same for
 * both. What it costs is what the local stack takes for that traffic whatever the service does, so
 * the random games' figures read against it: the room's own share (its rules, its bookkeeping,
 * building the messages) is the difference.
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
import type { GameOptions } from "../game/engine/index.js";
import { randomInt, rngFromSeed } from "../game/engine/rng.js";
import { birthSteps, json, postJson, type BirthDriver, type BirthSteps } from "./birth.js";
import { LONG_GAMES, RANDOM_GAMES, RANDOM_GAME_MOVES, gameOptions, leave, newGame, timedMove, type Game, type GameKind, type Mix } from "./game-client.js";
import type { RecordedGame } from "./recorded-games.js";
import { allTimes, clientCpu, cpuPerMove, creationSplit, playSlot, type MoveTimes, type Slot } from "./game-slots.js";
import { p99 } from "./latency.js";
import { birthSeater, type Seater } from "./setup-side-by-side.js";
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
  /** The service's games its sockets replay (recorded-games.ts): random games of every kind, and games that go on. */
  recordings: RecordedGame[];
}

/** The floor's Worker, bundled as workerd runs it. */
async function floorScript(): Promise<string> {
  const bundle = await build({ entryPoints: ["bench/stack-floor-worker.ts"], bundle: true, format: "esm", write: false, external: ["cloudflare:workers"], logLevel: "warning" });
  return bundle.outputFiles[0].text;
}

export async function startFloorService(options: Pick<FloorOptions, "port" | "persistRoot" | "recordings">): Promise<{ url: string; stop: () => Promise<void> }> {
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
    bindings: { RECORDINGS: options.recordings },
    host: "127.0.0.1",
    port: options.port,
    defaultPersistRoot: options.persistRoot,
  });
  const url = (await mf.ready).toString().replace(/\/$/, "");
  const db = await mf.getD1Database("DB");
  for (const table of FLOOR_TABLES) await db.prepare(table).run();
  return { url, stop: () => mf.dispose() };
}

/** A kind of game (edition, size, variants), as a key. */
const kindOf = (options: GameOptions) => JSON.stringify([options.edition, options.players, options.variants ?? []]);

/** Games created of each kind so far: each kind's recordings are replayed in turn. */
const createdOfKind = new Map<string, number>();

/** The recording a new game of slot `index` replays, of the kind the service's slot plays (gameOptions), by its place in `recordings`. */
function nextRecording(recordings: RecordedGame[], index: number, kind: GameKind): number {
  const key = kindOf(gameOptions(index, kind));
  const ofKind = recordings.flatMap((recorded, place) => (kindOf(recorded.options) === key ? [place] : []));
  const created = createdOfKind.get(key) ?? 0;
  createdOfKind.set(key, created + 1);
  return ofKind[created % ofKind.length];
}

/** The floor's routes for seating a game (bench/birth.ts), its games replaying `recordings`. */
export function floorBirth(recordings: RecordedGame[]): BirthDriver {
  return {
    create: async (base, index, client, kind = {}) => {
      const recording = nextRecording(recordings, index, kind);
      const { gameId, seats } = (await json(base, "/create", postJson({ players: recordings[recording].options.players, recording }, client))) as { gameId: string; seats: number[] };
      return { gameId, seats: seats.map((seat) => ({ seat, token: "" })) };
    },
    join: (base, gameId, { seat }) => json(base, `/join/${gameId}/${seat}`, postJson({ name: `Bench ${seat + 1}` })),
    snapshot: (base, gameId) => json(base, `/game/${gameId}`),
    socketAt: (base, gameId, { seat }) => ({ url: `${base.replace(/^http/, "ws")}/ws/${gameId}/${seat}` }),
  };
}

interface FloorRun extends MoveTimes {
  cpuMs: number;
  /** The benchmark's own client's CPU meanwhile (clientCpu). */
  client: string;
  elapsed: number;
}

/** `games` games of `mix` moving every `paceMs` (0: at once) until `seconds` pass, each replaced when it ends. */
async function play(base: string, workerd: number, recordings: RecordedGame[], mix: Mix, seconds: number, games: number, paceMs: number): Promise<FloorRun> {
  const rng = rngFromSeed(`floor-${games}-${paceMs}`);
  const driver = floorBirth(recordings);
  const slots: Game[] = [];
  for (let index = 0; index < games; index++) slots.push(await newGame(driver, base, index, { kind: mix.kind }));
  // A recorded random game ends; a recorded game that goes on stops at its last move, the longest.
  const longest = Math.max(...recordings.map((recorded) => recorded.moves.length));
  const ended = (game: Game) => game.snapshot.status === "ended" || game.moves === longest;
  // Paced games start at every age, so that they end, and are replaced, at a steady rate.
  if (paceMs > 0) for (const game of slots) for (let played = randomInt(rng, RANDOM_GAME_MOVES); played > 0 && !ended(game); played--) await timedMove(game, rng, mix.style);
  execFileSync("sync");
  const times: MoveTimes = { duringCreation: [], quiet: [] };
  const cpuBefore = usageOf(workerd).cpuMs;
  const clientBefore = process.cpuUsage();
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const slot = (index: number): Slot<Game, { latency: number }> => ({
    ended,
    replace: (game) => {
      leave(game);
      return newGame(driver, base, index, { kind: mix.kind });
    },
    move: (game) => timedMove(game, rng, mix.style),
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
export async function floorRandomRounds(options: Pick<FloorOptions, "port" | "persistRoot" | "games" | "recordings">): Promise<{ round: (seconds: number) => Promise<number>; stop: () => Promise<void> }> {
  const { service, workerd } = await startedWorkerd(() => startFloorService(options));
  return {
    round: async (seconds) => {
      const run = await play(service.url, workerd, options.recordings, RANDOM_GAMES, seconds, options.games, 0);
      return allTimes(run).length / run.elapsed;
    },
    stop: service.stop,
  };
}

/** A floor service that seats games for setupSideBySide (setup-side-by-side.ts). */
export async function floorSeater(options: Pick<FloorOptions, "port" | "persistRoot" | "recordings">): Promise<{ seater: Seater; stop: () => Promise<void> }> {
  const { service, workerd } = await startedWorkerd(() => startFloorService(options));
  return { seater: birthSeater("the floor's", service.url, workerd, floorBirth(options.recordings)), stop: service.stop };
}

/** The floor's birth by step, `count` games on a floor service of its own. */
export async function floorBirthSteps(options: Pick<FloorOptions, "port" | "persistRoot" | "recordings">, count: number): Promise<BirthSteps | null> {
  const service = await startFloorService(options);
  try {
    return await birthSteps(service.url, count, floorBirth(options.recordings));
  } finally {
    await service.stop();
  }
}

export async function stackFloor(options: FloorOptions): Promise<Floor> {
  const { service, workerd } = await startedWorkerd(() => startFloorService(options));
  try {
    const { recordings, seconds } = options;
    const flat = await play(service.url, workerd, recordings, RANDOM_GAMES, seconds, options.games, 0);
    const paced = await play(service.url, workerd, recordings, RANDOM_GAMES, seconds, options.pacedGames, options.paceMs);
    // Games that go on: a move's share alone, beside bench:api's games that go on.
    const long = await play(service.url, workerd, recordings, LONG_GAMES, seconds, options.games, 0);
    const longMoves = allTimes(long).length;
    const longRate = longMoves / long.elapsed;
    const moves = allTimes(flat).length;
    const pacedMoves = allTimes(paced);
    const split = creationSplit(paced);
    const movesPerSecond = moves / flat.elapsed;
    const pacedP99 = p99(pacedMoves);
    const report =
      `the local stack alone, no game in it (bench/stack-floor.ts${FLOOR_ASSETS ? ", behind the assets layer" : ", no assets layer"}): flat out ${movesPerSecond.toFixed(0)} moves/s with the turnover of random games, ` +
      `paced p99 ${pacedP99.toFixed(1)} ms\n` +
      `  flat out, ${options.games} games: workerd CPU ${cpuPerMove(flat.cpuMs, moves, flat.elapsed)}; ${flat.client}\n` +
      `  paced, ${options.pacedGames} games: workerd CPU ${(paced.cpuMs / pacedMoves.length).toFixed(2)} ms per move${split ? `; ${split}` : ""}\n` +
      `  games that go on (each replaced after its recording's moves), flat out, ${options.games} games: ${longRate.toFixed(0)} moves/s, workerd CPU ${cpuPerMove(long.cpuMs, longMoves, long.elapsed)}; ${long.client}`;
    return { report, pacedP99, longRate };
  } finally {
    await service.stop();
  }
}
