/**
 * What bench:api's runs share, against the service or the stack floor: a run is a number of game
 * slots, each playing its game until the deadline and starting a new one when it ends. Moves made
 * while another game is being created and seated are counted apart: that work shares workerd's
 * one thread with them.
 */
import { p99 } from "./latency.js";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A run's move submission times: of those made while another game was being created and seated, and of the rest. */
export interface MoveTimes {
  duringCreation: number[];
  quiet: number[];
}

export function allTimes(times: MoveTimes): number[] {
  return [...times.duringCreation, ...times.quiet];
}

/** The two kinds of moves' p99s, or null when a run had only one kind. */
export function creationSplit(times: MoveTimes): string | null {
  if (times.duringCreation.length === 0 || times.quiet.length === 0) return null;
  return (
    `moves made while another game was being created and seated: ${times.duringCreation.length}, p99 ${p99(times.duringCreation).toFixed(1)} ms; ` +
    `the other ${times.quiet.length}: p99 ${p99(times.quiet).toFixed(1)} ms`
  );
}

/** A share of CPU over a run: ms a move, and how much of a core it kept busy. */
export function cpuPerMove(ms: number, moves: number, seconds: number): string {
  return `${(ms / moves).toFixed(2)} ms per move (${((ms / 1000 / seconds) * 100).toFixed(0)} % of a core)`;
}

/**
 * The benchmark's own CPU since `before` (process.cpuUsage()), as a run's share: one Node process
 * plays every game, and a client near a core would bound the moves/s the run reads.
 */
export function clientCpu(before: NodeJS.CpuUsage, moves: number, seconds: number): string {
  const { user, system } = process.cpuUsage(before);
  return `the benchmark's own client ${cpuPerMove((user + system) / 1000, moves, seconds)}`;
}

let created = 0;
let creating = 0;

/**
 * A new game, counted as a creation under way until `create` has seated it. Each game is created
 * from an address of its own (the header it is given), so the service's creation limit per client
 * doesn't throttle a benchmark.
 */
export async function creatingGame<G>(create: (client: Record<string, string>) => Promise<G>): Promise<G> {
  created++;
  creating++;
  try {
    return await create({ "CF-Connecting-IP": `198.18.${Math.floor(created / 250) % 250}.${created % 250}` });
  } finally {
    creating--;
  }
}

/** How a run plays its games. */
export interface Slot<G, M extends { latency: number }> {
  ended(game: G): boolean;
  /** Leaves an ended game and creates the next one. */
  replace(game: G): Promise<G>;
  /** One move, answered. */
  move(game: G): Promise<M>;
  leave(game: G): void;
  /** Anything else a run counts of a move. */
  counted?(move: M): void;
}

/**
 * Slot `index` of `count`: plays until `deadline`, a move every `paceMs` (0: as soon as the last one
 * is answered; paced slots start spread evenly over one pace), each game replaced when it ends.
 */
export async function playSlot<G, M extends { latency: number }>(
  first: G,
  slot: Slot<G, M>,
  times: MoveTimes,
  { index, count, deadline, paceMs }: { index: number; count: number; deadline: number; paceMs: number },
): Promise<void> {
  let game = first;
  if (paceMs > 0) await sleep(Math.floor((index / count) * paceMs));
  while (Date.now() < deadline) {
    if (slot.ended(game)) {
      game = await slot.replace(game);
      continue;
    }
    const next = Date.now() + paceMs;
    const creatingBefore = creating;
    const move = await slot.move(game);
    (creatingBefore > 0 || creating > 0 ? times.duringCreation : times.quiet).push(move.latency);
    slot.counted?.(move);
    if (paceMs > 0) await sleep(Math.max(0, next - Date.now()));
  }
  slot.leave(game);
}
