/**
 * npm run bench:api — the game room's cost per move, measured against the service running locally
 * (the production bundle on workerd, local D1 and SQLite-backed Durable Objects on disk, a fresh
 * database). Four figures, each with its target:
 *
 * 1. flat out: BENCH_GAMES games (50), every seat watching over a WebSocket, each game moving as
 *    soon as its last move is answered: moves per second on workerd's one thread, and the workerd
 *    process's CPU time per move (read from /proc; the clearer figure on a busy machine). Twice:
 *    random games, which last about 21 moves, so that creating and seating the games that replace
 *    them is much of the work; and games that go on (moves alone).
 * 2. paced: BENCH_PACED_GAMES games (200) moving once per game per BENCH_PACE_MS (1 s), every seat
 *    watching: the submission latency a player sees, p99. Twice, as flat out; the random games are
 *    of every age from the start, so they end, and are replaced, at a steady rate (as on a service
 *    that has been up). Each timed run begins with `sync`, so that the disk isn't still writing
 *    back the run before it.
 *    For scale, the same random games' traffic, flat out and paced, and games that go on, are
 *    played against a Worker and room with no game in them, same stack and assets layer, whose
 *    sockets replay games recorded on the service first (bench/recorded-games.ts) to the same
 *    client (bench/stack-floor.ts): what the local stack takes whatever the service does. Then a
 *    game's creation and seating, the service's and the floor's side by side: both running, games
 *    seated in alternating rounds (bench/setup-side-by-side.ts); and the random games flat out side
 *    by side, BENCH_RANDOM_ROUNDS rounds (6) of BENCH_RANDOM_ROUND_SECONDS (5) on each service,
 *    alternating which goes first.
 *    After it, one line each with met or MISSED: a game's creation and seating, workerd CPU, as a
 *    ratio to the floor's (target <= 1.3); the random games' moves/s side by side
 *    as a ratio to the floor's (target >= 0.8), their paced p99 beside the floor's; and the games
 *    that go on (>= 1,000 moves/s, the floor's beside, unjudged; paced p99 <= 10 ms, judged where the
 *    machine reference is <= 150 ms, printed beside it with its ratio to the floor's paced p99).
 * 3. cold start: BENCH_COLD_GAMES games (20) of BENCH_COLD_MOVES moves (300), then the service is
 *    restarted on the same storage (every room evicted) and each game's snapshot asked once: the
 *    time to that first answer, p99.
 * 4. soak: BENCH_SOAK_GAMES games (100) paced for BENCH_SOAK_MINUTES (10; 0 skips it) on a fresh
 *    service: workerd's memory (after a full garbage collection) and open sockets after the first
 *    minute and at the end.
 *
 * Moves go where the web app sends them: on the seat's WebSocket when the seats watch (the answer
 * pairs with the move by its request id; every seat's new snapshot is pushed), else POST /actions.
 * BENCH_SUBMIT=http sends them over HTTP regardless (bots and API clients do).
 *
 * A game that ends is replaced by a new one (creation and joins are load like any other, but not
 * move latencies). BENCH_WATCHING=0: nobody watches. BENCH_ONLY=flat,paced,floor,cold,soak: some of them.
 * BENCH_PROFILE=1: a CPU profile of the flat-out random games, summed by function (bench/cpu-profile.ts);
 * BENCH_PROFILE=long: of the games that go on; BENCH_PROFILE=birth: of their setup alone, games
 * created and seated one after another (a game's birth), after the same games' workerd CPU step by
 * step beside the local stack's floor's (bench/birth.ts; BENCH_ONLY=birth prints that table alone).
 *
 * A machine reference (fixed CPU work in this process, timed) is printed at the start and the end:
 * figures of runs whose references differ were taken at different machine speeds.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import { startLocalService, type LocalService } from "../scripts/local-service.js";
import { withTemporaryDirectory } from "../scripts/temporary-directory.js";
import type { ActionResponse, GameSnapshot } from "../protocol/types.js";
import type { RandomStyle } from "../game/bots/random.js";
import { randomInt, rngFromSeed, type RngState } from "../game/engine/rng.js";
import { INDEX_INTERVAL_MS } from "../worker/room/d1-copy.js";
import { WARM_UP_GAMES, birthSteps, birthTable, serviceBirth, type BirthSteps } from "./birth.js";
import { startProfiler } from "./cpu-profile.js";
import { allTimes, clientCpu, creationSplit, playSlot, sleep, type MoveTimes, type Slot } from "./game-slots.js";
import { LONG_GAMES, RANDOM_GAMES, RANDOM_GAME_MOVES, leave, moveOnSocket, newGame, pushed, timedMove, type Game, type MoveRequest, type Mix } from "./game-client.js";
import { collectGarbage } from "./inspector.js";
import { machineReference } from "./machine-reference.js";
import { p99, percentiles } from "./latency.js";
import { settledFigures, type Figures } from "./settled-figures.js";
import { birthSeater, ratesSideBySide, setupSideBySide, type RatesSideBySide, type SetupSideBySide } from "./setup-side-by-side.js";
import { recordGames, type RecordedGame } from "./recorded-games.js";
import { floorBirthSteps, floorRandomRounds, floorSeater, stackFloor, type Floor } from "./stack-floor.js";
import { findWorkerd, startedWorkerd, usageOf } from "./workerd-process.js";

const GAMES = Number(process.env.BENCH_GAMES ?? 50);
const PACED_GAMES = Number(process.env.BENCH_PACED_GAMES ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 1000);
const COLD_GAMES = Number(process.env.BENCH_COLD_GAMES ?? 20);
const COLD_MOVES = Number(process.env.BENCH_COLD_MOVES ?? 300);
const SOAK_GAMES = Number(process.env.BENCH_SOAK_GAMES ?? 100);
const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const SETUP_ROUNDS = Number(process.env.BENCH_SETUP_ROUNDS ?? 6);
/** The random games side by side with the floor's: rounds, and seconds each way a round. */
const RANDOM_ROUNDS = Number(process.env.BENCH_RANDOM_ROUNDS ?? 6);
const RANDOM_ROUND_SECONDS = Number(process.env.BENCH_RANDOM_ROUND_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8797);
const WATCHING = process.env.BENCH_WATCHING !== "0";
const ON_SOCKET = WATCHING && process.env.BENCH_SUBMIT !== "http";
const ONLY = new Set((process.env.BENCH_ONLY ?? "flat,paced,floor,cold,soak").split(","));
/** Which flat-out run to profile: BENCH_PROFILE=1 the random games', BENCH_PROFILE=long the games that go on. */
const PROFILES: Record<string, "random" | "long" | "birth"> = { "1": "random", long: "long", birth: "birth" };
const PROFILE = PROFILES[process.env.BENCH_PROFILE ?? ""] ?? null;

const INSPECTOR_PORT = PORT + 1;

const TARGETS = {
  flat: "target >= 1000 moves/s (<= 1 ms of server work per move)",
  paced: "target p99 <= 10 ms",
  cold: "target p99 <= 15 ms",
  soak: "target: memory at the end within 10 % of the first minute's, no growth in open sockets",
};

async function call<T>(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit =
    body === undefined ? { method, headers } : { method, headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) };
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

/** Moves sent over POST /actions, as bots and API clients send them. */
const overHttp = (base: string) => async (game: Game, { seat, request }: MoveRequest): Promise<void> => {
  const result = await call<ActionResponse>(base, "POST", `/api/games/${game.gameId}/actions`, request, { Authorization: `Bearer ${game.tokens[seat]}` });
  if (result.status !== 200) throw new Error(`action refused: ${result.status} ${JSON.stringify(result.body)}`);
  game.snapshot = result.body.snapshot;
  game.moves++;
};

/** One random legal move of the game's player to act, on its socket or over HTTP. */
function move(base: string, game: Game, rng: RngState, style: RandomStyle = "guided"): Promise<{ latency: number; turn: boolean }> {
  return timedMove(game, rng, style, game.sockets.length > 0 && ON_SOCKET ? moveOnSocket : overHttp(base));
}

interface Run extends MoveTimes {
  /** Submission times of turns alone (the other moves are placements and upgrade choices). */
  turnLatencies: number[];
  gamesFinished: number;
  /** Moves the finished games lasted, in all. */
  finishedGameMoves: number;
}

/** How a run's slots play random games: a move of the player to act, a new game when one ends. */
function randomSlot(base: string, run: Run, mix: Mix, index: number, rng: RngState): Slot<Game, { latency: number; turn: boolean }> {
  return {
    ended: (game) => game.snapshot.status === "ended",
    replace: (game) => {
      run.gamesFinished++;
      run.finishedGameMoves += game.moves;
      leave(game);
      return newGame(serviceBirth, base, index, { kind: mix.kind, watching: WATCHING });
    },
    move: (game) => move(base, game, rng, mix.style),
    leave,
    counted: ({ latency, turn }) => {
      if (turn) run.turnLatencies.push(latency);
    },
  };
}

/**
 * A new game's first moves, played at once: a random number of them below a random game's length
 * (one that ends meanwhile is replaced by a new one), so that paced games are of every age. The
 * `count` games play theirs spread over INDEX_INTERVAL_MS: a room copies a game that moves to D1
 * at most that often, counted from its last copy, so games aged together would copy together
 * ever after, all in the same moment of each interval, which games started by people never do.
 */
async function aged(base: string, game: Game, index: number, count: number, mix: Mix, rng: RngState): Promise<Game> {
  await sleep(Math.floor((index / count) * INDEX_INTERVAL_MS));
  const moves = randomInt(rng, RANDOM_GAME_MOVES);
  for (let played = 0; played < moves; played++) {
    if (game.snapshot.status === "ended") {
      leave(game);
      return newGame(serviceBirth, base, index, { kind: mix.kind, watching: WATCHING });
    }
    await move(base, game, rng, mix.style);
  }
  return game;
}

/**
 * Plays `count` games for SECONDS; returns the run and the workerd process's CPU time meanwhile.
 * Paced games start at every age (see aged); flat-out ones all start new, and soon differ.
 */
async function play(service: LocalService, mix: Mix, count: number, paceMs: number, label: string, seconds = SECONDS, workerd = findWorkerd()) {
  const profiler = PROFILE === "birth" && label === "flat" ? await startProfiler(INSPECTOR_PORT, process.env.BENCH_PROFILE_WORKER ?? "core:user:") : null;
  // As a running service seats them: the service's first games pay its isolate's start and V8's first compilations.
  for (let index = 0; index < WARM_UP_GAMES; index++) leave(await newGame(serviceBirth, service.url, count + index, { kind: mix.kind, watching: WATCHING }));
  const setupStarted = performance.now();
  const setupCpu = workerd === null ? null : usageOf(workerd).cpuMs;
  let games: Game[] = [];
  for (let index = 0; index < count; index++) games.push(await newGame(serviceBirth, service.url, index, { kind: mix.kind, watching: WATCHING }));
  const setupMs = performance.now() - setupStarted;
  const setupCpuMs = workerd === null || setupCpu === null ? null : usageOf(workerd).cpuMs - setupCpu;
  const birthProfile = profiler ? `\n  a game's birth, ${count} games created and seated: ${await profiler.stop("dist/bench/birth.cpuprofile")}` : "";
  if (paceMs > 0) games = await Promise.all(games.map((game, index) => aged(service.url, game, index, count, mix, rngFromSeed(`bench-age-${label}-${index}`))));
  await sleep(500); // what the setup left behind (index copies, answers) settles
  // The runs before this one (flat out above all) leave the disk megabytes to write back; written
  // during this run, they would stall its syncs and be counted as its latency.
  execFileSync("sync");
  const run: Run = { duringCreation: [], quiet: [], turnLatencies: [], gamesFinished: 0, finishedGameMoves: 0 };
  pushed.messages = 0;
  const cpuBefore = workerd === null ? null : usageOf(workerd);
  const clientBefore = process.cpuUsage();
  const started = Date.now();
  const deadline = started + seconds * 1000;
  await Promise.all(games.map((game, index) => playSlot(game, randomSlot(service.url, run, mix, index, rngFromSeed(`bench-${label}-${index}`)), run, { index, count, deadline, paceMs })));
  const elapsed = (Date.now() - started) / 1000;
  const moves = allTimes(run).length;
  const client = clientCpu(clientBefore, moves, elapsed);
  const cpuAfter = workerd === null ? null : usageOf(workerd);
  const cpuMs = cpuAfter === null || cpuBefore === null ? null : cpuAfter.cpuMs - cpuBefore.cpuMs;
  const systemMs = cpuAfter === null || cpuBefore === null ? 0 : cpuAfter.systemMs - cpuBefore.systemMs;
  const summary = [
    `${count} games for ${elapsed.toFixed(0)} s: ${moves} moves (${(moves / elapsed).toFixed(0)}/s), ` +
      `${run.turnLatencies.length} of them turns, ${run.gamesFinished} games finished and replaced${run.gamesFinished ? ` (${(run.finishedGameMoves / run.gamesFinished).toFixed(1)} moves each)` : ""}, ` +
      (WATCHING ? `${pushed.messages} messages pushed to watching seats` : "nobody watching"),
    `  move submission latency (${ON_SOCKET ? "on the seat's socket" : "POST /actions"}): ${percentiles(allTimes(run))}`,
    `  turn submission latency: ${percentiles(run.turnLatencies)}`,
  ];
  const split = creationSplit(run);
  if (split) summary.push(`  ${split}`);
  if (cpuMs !== null) {
    summary.push(
      `  workerd CPU: ${(cpuMs / moves).toFixed(2)} ms per move, ${(systemMs / moves).toFixed(2)} ms of it in the kernel (${((cpuMs / 1000 / elapsed) * 100).toFixed(0)} % of a core); ${client}`,
    );
  }
  if (setupCpuMs !== null) summary.push(`  creating and seating a game, sockets opened: ${(setupMs / count).toFixed(1)} ms each one after another (after ${WARM_UP_GAMES} unmeasured), workerd CPU ${(setupCpuMs / count).toFixed(1)} ms each${birthProfile}`);
  return { run, elapsed, summary: summary.join("\n") };
}

/** Plays one flat-out run, under the CPU profiler when BENCH_PROFILE names it. */
async function profiled<T>(run: "random" | "long", playIt: () => Promise<T>): Promise<T & { profile: string }> {
  const profiler = PROFILE === run ? await startProfiler(INSPECTOR_PORT, process.env.BENCH_PROFILE_WORKER ?? "core:user:") : null;
  const played = await playIt();
  return { ...played, profile: profiler ? `\n${await profiler.stop("dist/bench/api.cpuprofile")}` : "" };
}

/** The run's headline figures, printed at the end each on a line of its own (null: not measured). */
const figures: Figures = { longRate: null, randomP99: null, longP99: null };

async function flatOut(service: LocalService): Promise<string> {
  const random = await profiled("random", () => play(service, RANDOM_GAMES, GAMES, 0, "flat"));
  const long = await profiled("long", () => play(service, LONG_GAMES, GAMES, 0, "flat-long"));
  const rate = ({ run, elapsed }: typeof random) => allTimes(run).length / elapsed;
  figures.longRate = rate(long);
  return (
    `flat out: ${rate(random).toFixed(0)} moves/s with the turnover of random games, ${rate(long).toFixed(0)} moves/s in games that go on (${TARGETS.flat})\n` +
    `  random games: ${random.summary}${random.profile}\n  games that go on (Junior Barista, R-17): ${long.summary}${long.profile}`
  );
}

async function paced(service: LocalService): Promise<string> {
  const random = await play(service, RANDOM_GAMES, PACED_GAMES, PACE_MS, "paced");
  const long = await play(service, LONG_GAMES, PACED_GAMES, PACE_MS, "paced-long");
  const tail = ({ run }: typeof random) => p99(allTimes(run));
  figures.randomP99 = tail(random);
  figures.longP99 = tail(long);
  return (
    `paced: p99 ${tail(random).toFixed(1)} ms with the turnover of random games, ${tail(long).toFixed(1)} ms in games that go on, a move per game every ${PACE_MS} ms (${TARGETS.paced})\n` +
    `  random games: ${random.summary}\n  games that go on: ${long.summary}`
  );
}

/** The random games flat out, ours beside the floor's (ratesSideBySide), each service running throughout. */
async function randomBesideTheFloor(persistRoot: string): Promise<RatesSideBySide> {
  const { service, workerd } = await startedWorkerd(() => startLocalService({ port: PORT }));
  const floorService = await floorRandomRounds({ port: PORT + 2, persistRoot, games: GAMES, recordings });
  const ours = () => play(service, RANDOM_GAMES, GAMES, 0, "side", RANDOM_ROUND_SECONDS, workerd).then(({ run, elapsed }) => allTimes(run).length / elapsed);
  const what = `random games flat out, ${RANDOM_ROUND_SECONDS} s a round on each service (${GAMES} games),`;
  try {
    return await ratesSideBySide(what, ours, () => floorService.round(RANDOM_ROUND_SECONDS), RANDOM_ROUNDS);
  } finally {
    await floorService.stop();
    await service.stop();
  }
}

/** A game's setup, ours beside the floor's, each on a fresh service: SETUP_ROUNDS alternating rounds of GAMES / 2 games. */
async function setupBesideTheFloor(persistRoot: string): Promise<SetupSideBySide> {
  const { service, workerd } = await startedWorkerd(() => startLocalService({ port: PORT }));
  const floorService = await floorSeater({ port: PORT + 2, persistRoot, recordings });
  const ours = birthSeater("the service's", service.url, workerd, serviceBirth);
  try {
    return await setupSideBySide(ours, floorService.seater, SETUP_ROUNDS, Math.ceil(GAMES / 2));
  } finally {
    await Promise.all([service.stop(), floorService.stop()]);
  }
}

/** Plays games to COLD_MOVES moves each, restarts the service on the same storage, and times each room's first snapshot. */
async function coldStart(persistRoot: string): Promise<string> {
  let service = await startLocalService({ port: PORT, persistRoot });
  const ids: string[] = [];
  let moves = 0;
  try {
    await Promise.all(
      Array.from({ length: COLD_GAMES }, async (_, index) => {
        const game = await newGame(serviceBirth, service.url, index, { kind: { edition: "winter", players: 4, variants: ["juniorBarista"] }, watching: false });
        const rng = rngFromSeed(`bench-cold-${index}`);
        for (let played = 0; played < COLD_MOVES && game.snapshot.status !== "ended"; played++) {
          await move(service.url, game, rng, "uniform");
          moves++;
        }
        ids.push(game.gameId);
      }),
    );
  } finally {
    await service.stop();
  }
  service = await startLocalService({ port: PORT, persistRoot });
  try {
    await call(service.url, "GET", "/api/health"); // the Worker's own start is not the room's
    const latencies: number[] = [];
    for (const id of ids) {
      const started = performance.now();
      const answer = await call<GameSnapshot>(service.url, "GET", `/api/games/${id}`);
      latencies.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`cold snapshot: ${answer.status}`);
    }
    return `cold start: p99 ${p99(latencies).toFixed(1)} ms to a woken room's first snapshot (${TARGETS.cold})\n  ${ids.length} games of ${Math.round(moves / ids.length)} moves on average, restarted: ${percentiles(latencies)}`;
  } finally {
    await service.stop();
  }
}

/** Open sockets (TCP and Unix) of a process, from its file descriptors. */
function openSockets(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith("socket:");
    } catch {
      return false;
    }
  }).length;
}

/**
 * Plays SOAK_GAMES paced games on a fresh service for SOAK_MINUTES and reads workerd's memory each
 * minute, before and after a full garbage collection in every isolate: V8 collects lazily, so
 * between collections the process also holds the native memory of requests long answered (a
 * Worker that only answers "ok" grows the same way until V8 collects). What a collection leaves is
 * what the service keeps, the figure that shows a leak.
 */
async function soak(): Promise<string> {
  if (SOAK_MINUTES <= 0) return `soak: skipped (BENCH_SOAK_MINUTES=0) (${TARGETS.soak})`;
  const persistRoot = process.env.BENCH_PERSIST ? join(process.env.BENCH_PERSIST, "soak") : undefined;
  const service = await startLocalService({ port: PORT, persistRoot, inspectorPort: INSPECTOR_PORT });
  try {
    const workerd = findWorkerd();
    if (workerd === null) return "soak: skipped (workerd's process is not readable here)";
    const samples: { memory: number; collected: number; sockets: number }[] = [];
    const seconds = SOAK_MINUTES * 60 + 5; // the last minute's sample falls inside the run
    const deadline = Date.now() + seconds * 1000;
    const playing = play(service, RANDOM_GAMES, SOAK_GAMES, PACE_MS, "soak", seconds);
    // One sample a minute while the games play: the last one is the end's.
    for (let next = Date.now() + 60_000; next < deadline; next += 60_000) {
      await sleep(next - Date.now());
      const memory = usageOf(workerd).rssMb;
      await collectGarbage(INSPECTOR_PORT);
      samples.push({ memory, collected: usageOf(workerd).rssMb, sockets: openSockets(workerd) });
    }
    const { run } = await playing;
    await sleep(1000);
    const closed = openSockets(workerd);
    if (samples.length < 2) return `soak: needs two samples a minute apart, so BENCH_SOAK_MINUTES of 2 or more (${TARGETS.soak})`;
    const [first, last] = [samples[0], samples[samples.length - 1]];
    const sockets = samples.map((sample) => sample.sockets);
    const growth = (from: number, to: number) => `${to >= from ? "+" : ""}${(((to - from) / from) * 100).toFixed(1)} %`;
    const byMinute = (of: (sample: (typeof samples)[number]) => number) => samples.map((sample) => of(sample).toFixed(0)).join(", ");
    return (
      `soak: memory ${growth(first.collected, last.collected)} from the first minute to the end, open sockets ${first.sockets} → ${last.sockets} ` +
        `(between ${Math.min(...sockets)} and ${Math.max(...sockets)} by minute) (${TARGETS.soak})\n` +
      `  ${SOAK_GAMES} games for ${SOAK_MINUTES} min, ${allTimes(run).length} moves, ${run.gamesFinished} games finished and replaced\n` +
      `  workerd memory by minute after a full garbage collection: ${byMinute((s) => s.collected)} MB\n` +
      `  and before it (garbage included): ${byMinute((s) => s.memory)} MB, ${growth(first.memory, last.memory)}\n` +
      `  open sockets by minute: ${byMinute((s) => s.sockets)}, ${closed} once the games closed theirs`
    );
  } finally {
    await service.stop();
  }
}

const storage = process.env.BENCH_PERSIST ? `in ${process.env.BENCH_PERSIST}; cold start on disk` : "on disk";
console.log(`API benchmark on workerd (production bundle, local D1 and SQLite-backed Durable Objects ${storage})`);
const reference = machineReference();
console.log(`machine reference: ${reference.text} (the same work takes longer on a slower or busier machine: compare runs whose references agree)`);
/** A game's birth by step, beside the floor's: with BENCH_PROFILE=birth, or alone with BENCH_ONLY=birth. */
const BIRTH = PROFILE === "birth" || ONLY.has("birth");
let ourBirth: BirthSteps | null = null;
if (ONLY.has("flat") || ONLY.has("paced") || BIRTH) {
  const service = await startLocalService({ port: PORT, persistRoot: process.env.BENCH_PERSIST, ...(PROFILE && { inspectorPort: INSPECTOR_PORT }) });
  try {
    if (BIRTH) ourBirth = await birthSteps(service.url, GAMES, serviceBirth);
    if (ONLY.has("flat")) console.log(await flatOut(service));
    if (ONLY.has("paced")) console.log(await paced(service));
  } finally {
    await service.stop();
  }
}
/** The service's games the floor's sockets replay (bench/recorded-games.ts), recorded on a fresh service. */
let recordings: RecordedGame[] = [];
if (ONLY.has("floor") || BIRTH) {
  const service = await startLocalService({ port: PORT });
  const started = performance.now();
  try {
    recordings = await recordGames(service.url);
  } finally {
    await service.stop();
  }
  const random = recordings.filter((recorded) => recorded.options.variants === undefined);
  const moves = random.reduce((sum, recorded) => sum + recorded.moves.length, 0) / random.length;
  console.log(`recorded for the floor to replay: ${random.length} random games (${moves.toFixed(1)} moves each), ${recordings.length - random.length} games that go on, in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
/** The floor's storage: a fresh directory, in BENCH_PERSIST if given, removed once its service has stopped (BENCH_PERSIST itself is the user's). */
const inFloorDirectory = <T>(prefix: string, use: (persistRoot: string) => Promise<T>) => withTemporaryDirectory(prefix, use, process.env.BENCH_PERSIST);
if (BIRTH) {
  const floorSteps = ourBirth && (await inFloorDirectory("coffee-rush-floor-birth-", (persistRoot) => floorBirthSteps({ port: PORT, persistRoot, recordings }, GAMES)));
  console.log(birthTable(ourBirth, floorSteps));
}
let floor: Floor | null = null;
let setup: SetupSideBySide | null = null;
let randomSide: RatesSideBySide | null = null;
if (ONLY.has("floor")) {
  floor = await inFloorDirectory("coffee-rush-floor-", (persistRoot) => stackFloor({ port: PORT, persistRoot, games: GAMES, pacedGames: PACED_GAMES, seconds: SECONDS, paceMs: PACE_MS, recordings }));
  console.log(floor.report);
  setup = await inFloorDirectory("coffee-rush-floor-", setupBesideTheFloor);
  console.log(setup.report);
  randomSide = await inFloorDirectory("coffee-rush-floor-", (persistRoot) => randomBesideTheFloor(persistRoot));
  console.log(randomSide.report);
}
console.log(settledFigures(figures, floor, setup, randomSide, reference.ms));
if (ONLY.has("cold")) console.log(await withTemporaryDirectory("coffee-rush-cold-", coldStart));
if (ONLY.has("soak")) console.log(await soak());
console.log(`machine reference at the end: ${machineReference().text}`);
