/**
 * A game's setup, the service's beside the floor's: both services running at once on their own
 * workerd, games created and seated one after another in alternating rounds (a round of each,
 * which goes first alternating), each process's CPU time read from /proc around its rounds.
 * Measured so, a machine that slows or speeds up during the run moves both alike, where two runs
 * minutes apart (the service's, then the floor's) read the machine's drift as the ratio.
 */
import { readFileSync } from "node:fs";
import { WARM_UP_GAMES, type BirthDriver } from "./birth.js";
import { leave, newGame } from "./game-client.js";
import { usageOf } from "./workerd-process.js";

/** A service that seats games: what the report calls it ("the service's"), its workerd's process, and a game seated (its sockets opened), with what leaves it. */
export interface Seater {
  name: string;
  workerd: number;
  seat(index: number): Promise<() => void>;
}

/** Seats games through `driver` as bench:api does, one step straight after another (setupSideBySide measures them so). */
export function birthSeater(name: string, base: string, workerd: number, driver: BirthDriver): Seater {
  return {
    name,
    workerd,
    seat: async (index) => {
      const game = await newGame(driver, base, index);
      return () => leave(game);
    },
  };
}

/** Workerd CPU time, and the kernel's part of it, in ms. */
interface RoundCpu {
  cpuMs: number;
  systemMs: number;
}

export interface SetupSideBySide {
  /** Workerd CPU a game's setup, over all rounds. */
  oursMs: number;
  floorMs: number;
  report: string;
}

export async function setupSideBySide(ours: Seater, floor: Seater, rounds: number, gamesPerRound: number): Promise<SetupSideBySide> {
  let index = 0;
  /** A round's workerd CPU, and the kernel's part of it (the disk's syncs are there). */
  const round = async (seater: Seater, games: number): Promise<RoundCpu> => {
    const before = usageOf(seater.workerd);
    for (let game = 0; game < games; game++) (await seater.seat(index++))();
    const after = usageOf(seater.workerd);
    return { cpuMs: after.cpuMs - before.cpuMs, systemMs: after.systemMs - before.systemMs };
  };
  // The services' first games pay their isolates' start and V8's first compilations, which a running service doesn't.
  await round(ours, WARM_UP_GAMES);
  await round(floor, WARM_UP_GAMES);
  const ratios: number[] = [];
  const totals: Record<"ours" | "floor", RoundCpu> = { ours: { cpuMs: 0, systemMs: 0 }, floor: { cpuMs: 0, systemMs: 0 } };
  const add = (total: RoundCpu, spent: RoundCpu) => {
    total.cpuMs += spent.cpuMs;
    total.systemMs += spent.systemMs;
  };
  const stalledBefore = ioStalledMs();
  const started = performance.now();
  for (let r = 0; r < rounds; r++) {
    const [oursRound, floorRound] = await inTurn(r, () => round(ours, gamesPerRound), () => round(floor, gamesPerRound));
    add(totals.ours, oursRound);
    add(totals.floor, floorRound);
    ratios.push(oursRound.cpuMs / floorRound.cpuMs);
  }
  const stalledAfter = ioStalledMs();
  const perGame = (ms: number) => ms / (rounds * gamesPerRound);
  const [oursMs, floorMs] = [perGame(totals.ours.cpuMs), perGame(totals.floor.cpuMs)];
  // Which figures move between runs of the same code: the kernel's share, and how long the machine waited on its disk.
  const stalls = stalledBefore === null || stalledAfter === null ? "" : `; the machine stalled on I/O ${(((stalledAfter - stalledBefore) / (performance.now() - started)) * 100).toFixed(1)} % of the time`;
  const report =
    `a game's setup side by side, ${rounds} alternating rounds of ${gamesPerRound} games on each service (after ${WARM_UP_GAMES} unmeasured): ` +
    `workerd CPU ${oursMs.toFixed(1)} ms ${ours.name}, ${floorMs.toFixed(1)} ms ${floor.name} (in the kernel ${perGame(totals.ours.systemMs).toFixed(1)} and ${perGame(totals.floor.systemMs).toFixed(1)}); ` +
    `${roundsText(ratios)}${stalls}`;
  return { oursMs, floorMs, report };
}

/** Two services' rates side by side (ratesSideBySide): each one's mean, and the rounds' ratios' geometric mean. */
export interface RatesSideBySide {
  report: string;
  ratio: number;
  oursRate: number;
  floorRate: number;
}

/**
 * Two services' rates (moves/s), measured in `rounds` alternating rounds, which goes first
 * alternating: the machine's drift falls on both alike. `what` says what was played, for the report.
 */
export async function ratesSideBySide(what: string, ours: () => Promise<number>, floor: () => Promise<number>, rounds: number): Promise<RatesSideBySide> {
  const rates = { ours: [] as number[], floor: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    const [oursRate, floorRate] = await inTurn(round, ours, floor);
    rates.ours.push(oursRate);
    rates.floor.push(floorRate);
  }
  const ratios = rates.ours.map((rate, round) => rate / rates.floor[round]);
  const report =
    `${what} side by side, ${rounds} alternating rounds: ${average(rates.ours).toFixed(0)} moves/s the service's, ${average(rates.floor).toFixed(0)} the floor's; ` +
    roundsText(ratios);
  return { report, ratio: geometricMean(ratios).mean, oursRate: average(rates.ours), floorRate: average(rates.floor) };
}

/**
 * A round of each, the service's and the floor's, answered in that order; which runs first
 * alternates from round to round, since the second of a pair meets the machine as the first left it.
 */
async function inTurn<T>(round: number, ours: () => Promise<T>, floor: () => Promise<T>): Promise<[ours: T, floor: T]> {
  if (round % 2 === 0) {
    const first = await ours();
    return [first, await floor()];
  }
  const first = await floor();
  return [await ours(), first];
}

const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The rounds' ratios' geometric mean, and the range two standard errors of its log put around it (null: too few rounds to say). */
function geometricMean(ratios: number[]): { mean: number; within: [number, number] | null } {
  const logs = ratios.map(Math.log);
  const mean = average(logs);
  if (logs.length < 2) return { mean: Math.exp(mean), within: null };
  const twoErrors = 2 * Math.sqrt(logs.reduce((sum, log) => sum + (log - mean) ** 2, 0) / (logs.length - 1) / logs.length);
  return { mean: Math.exp(mean), within: [Math.exp(mean - twoErrors), Math.exp(mean + twoErrors)] };
}

/** The rounds' ratios as a report says them: their range, and their geometric mean with its uncertainty. */
function roundsText(ratios: number[]): string {
  const { mean, within } = geometricMean(ratios);
  const uncertainty = within ? ` (${within[0].toFixed(3)}–${within[1].toFixed(3)} within two standard errors)` : "";
  return `the rounds' ratios ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}, geometric mean ${mean.toFixed(3)}${uncertainty}`;
}

/** Milliseconds some task on the machine has waited on I/O since boot (Linux's pressure stall information), or null where there is none. */
function ioStalledMs(): number | null {
  try {
    const total = /^some .*total=(\d+)/m.exec(readFileSync("/proc/pressure/io", "utf8"));
    return total ? Number(total[1]) / 1000 : null;
  } catch {
    return null;
  }
}
