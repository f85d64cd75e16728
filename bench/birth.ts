/**
 * A game's birth, step by step: games created and seated one after another, as bench:api's runs
 * do (create, each seat's join, the snapshot, each seat's socket opened), with the workerd
 * process's CPU time read from /proc around each step. Each step is followed by a short pause
 * before the next, so what it hands on after its answer (its D1 copy, its alarm) is counted as its
 * own. The same steps are driven against the service and against the local stack's floor
 * (stack-floor.ts, `floorBirth`), and printed side by side. bench:api prints it with
 * BENCH_PROFILE=birth, beside the CPU profile of the same games.
 */
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { gameSocketProtocols } from "../protocol/socket-protocol.js";
import type { CreateGameResponse } from "../protocol/types.js";
import { gameOptions, leave, newGame, type GameKind } from "./game-client.js";
import { sleep } from "./game-slots.js";
import { findWorkerd, usageOf } from "./workerd-process.js";

/** Long enough for a step's after-answer work on an idle workerd, short beside a run. */
const PAUSE_MS = 40;

/**
 * Long enough for the index queue's batch, which waits up to its max_batch_timeout (wrangler.toml)
 * to fill: a game's first copy goes through it (d1-copy.ts), and without this wait its consumer's
 * run lands in whichever step comes that much later (a socket's, most often).
 */
function queueBatchMs(): number {
  const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
  const producers = workerOptions.queueProducers as Record<string, { queueName: string }>;
  const consumers = workerOptions.queueConsumers as Record<string, { maxBatchTimeout?: number }>;
  // Unset, a batch waits Cloudflare's default of 5 s.
  return (consumers[producers.INDEX_QUEUE.queueName].maxBatchTimeout ?? 5) * 1000 + PAUSE_MS * 5;
}

/** Games seated before the measured ones: the isolate's start and V8's first compilations are no game's. */
export const WARM_UP_GAMES = 3;

/** How a birth's steps reach a service: the service's own API, or the floor's (stack-floor.ts). */
export interface BirthDriver {
  create(base: string, index: number, client: Record<string, string>, kind?: GameKind): Promise<{ gameId: string; seats: { seat: number; token: string }[] }>;
  join(base: string, gameId: string, seat: { seat: number; token: string }): Promise<unknown>;
  snapshot(base: string, gameId: string): Promise<unknown>;
  /** Where a seat's socket connects, and the subprotocols it offers. */
  socketAt(base: string, gameId: string, seat: { seat: number; token: string }): { url: string; protocols?: string[] };
}

export async function json(base: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${base}${path}`, init);
  const body = await response.json();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** The service's API, as the web app seats a game. */
export const serviceBirth: BirthDriver = {
  create: async (base, index, client, kind) => (await json(base, "/api/games", postJson(gameOptions(index, kind), client))) as CreateGameResponse,
  join: (base, gameId, { seat, token }) => json(base, `/api/games/${gameId}/join`, postJson({ token, name: `Bench ${seat + 1}` })),
  snapshot: (base, gameId) => json(base, `/api/games/${gameId}`),
  socketAt: (base, gameId, { token }) => ({ url: `${base.replace(/^http/, "ws")}/api/games/${gameId}/ws`, protocols: gameSocketProtocols(token) }),
};

const STEPS = [
  "create",
  "a join before the last",
  "the last join (the game starts)",
  "the snapshot (GET)",
  "the first socket",
  "another socket",
  "the index queue's batch, after",
] as const;
type Step = (typeof STEPS)[number];

/** How each step of a birth is run: as it is, or timed (birthSteps). */
export type StepRunner = <T>(name: Step, run: () => Promise<T>) => Promise<T>;

/** Workerd CPU of each step, summed over the measured games, and how often each ran. */
export interface BirthSteps {
  count: number;
  idlePerPauseMs: number;
  spent: Map<Step, { cpuMs: number; times: number }>;
}

/** Seats `count` games of 2 to 4 players one after another through `driver`, timing each step. */
export async function birthSteps(base: string, count: number, driver: BirthDriver): Promise<BirthSteps | null> {
  const workerd = findWorkerd();
  if (workerd === null) return null;
  const spent = new Map<Step, { cpuMs: number; times: number }>();
  const queueBatch = queueBatchMs();
  let measuring = false;
  const step: StepRunner = async (name, run) => {
    const before = usageOf(workerd).cpuMs;
    const value = await run();
    await sleep(PAUSE_MS);
    if (!measuring) return value;
    const entry = spent.get(name) ?? { cpuMs: 0, times: 0 };
    spent.set(name, { cpuMs: entry.cpuMs + usageOf(workerd).cpuMs - before, times: entry.times + 1 });
    return value;
  };
  const idleBefore = usageOf(workerd).cpuMs;
  await sleep(PAUSE_MS * 10);
  const idlePerPauseMs = (usageOf(workerd).cpuMs - idleBefore) / 10;
  for (let index = -WARM_UP_GAMES; index < count; index++) {
    measuring = index >= 0;
    const game = await newGame(driver, base, index + WARM_UP_GAMES, { step });
    await step("the index queue's batch, after", () => sleep(queueBatch));
    leave(game);
    await sleep(PAUSE_MS);
  }
  return { count, idlePerPauseMs, spent };
}

/** A step's figures: ms a game, ms each, how many a game. */
function perGame({ count, spent }: BirthSteps, name: Step): { perGame: number; each: number; times: number } {
  const entry = spent.get(name) ?? { cpuMs: 0, times: 0 };
  return { perGame: entry.cpuMs / count, each: entry.times ? entry.cpuMs / entry.times : 0, times: entry.times / count };
}

const total = (steps: BirthSteps) => STEPS.reduce((sum, name) => sum + perGame(steps, name).perGame, 0);

/** The service's birth by step beside the floor's (null: not measured), as a table. */
export function birthTable(ours: BirthSteps | null, floor: BirthSteps | null): string {
  if (ours === null) return "a game's birth by step: skipped (workerd's process is not readable here)";
  const cell = (steps: BirthSteps | null, name: Step) => {
    if (steps === null) return "".padStart(15);
    const { each, times } = perGame(steps, name);
    return `${each.toFixed(2).padStart(6)} ${times > 1 ? `x${times.toFixed(1)}` : "    "}`.padEnd(15);
  };
  const ratio = (name: Step) => {
    if (floor === null) return "";
    const [a, b] = [perGame(ours, name).each, perGame(floor, name).each];
    // A step the floor has no part in (the queue) reads as no ratio.
    return b >= 0.05 ? `${(a / b).toFixed(2)}x`.padStart(6) : "";
  };
  const rows = STEPS.map((name) => `    ${name.padEnd(34)}${cell(ours, name)}${cell(floor, name)}${ratio(name)}`);
  const all = `    ${"in all, a game".padEnd(34)}${total(ours).toFixed(2).padStart(6)}         ${floor ? `${total(floor).toFixed(2).padStart(6)}         ${(total(ours) / total(floor)).toFixed(2)}x`.padEnd(6) : ""}`;
  return (
    `a game's birth by step, workerd CPU (from /proc), ms each step (xN: times a game), averaged over ${ours.count} games of 2 to 4 players ` +
    `after ${WARM_UP_GAMES} unmeasured ones, each step with its after-answer work (an idle workerd spends ${ours.idlePerPauseMs.toFixed(2)} ms ` +
    `in a ${PAUSE_MS} ms pause${floor ? `, ${floor.idlePerPauseMs.toFixed(2)} ms the floor's` : ""}):\n` +
    `    ${"step".padEnd(34)}${"ours".padEnd(15)}${floor ? `${"the floor's".padEnd(15)}ratio` : ""}\n${rows.join("\n")}\n${all}`
  );
}
