/**
 * A game's setup, the service's beside the floor's: both services running at once on their own
 * workerd, games created and seated one after another in alternating rounds (a round of the
 * service's, then one of the floor's), each process's CPU time read from /proc around its rounds.
 * Measured so, a machine that slows or speeds up during the run moves both alike, where two runs
 * minutes apart (the service's, then the floor's) read the machine's drift as the ratio.
 */
import { WARM_UP_GAMES } from "./birth.js";
import { usageOf } from "./workerd-process.js";

/** A service that seats games: its workerd's process, and a game seated (its sockets opened), with what leaves it. */
export interface Seater {
  workerd: number;
  seat(index: number): Promise<() => void>;
}

export interface SetupSideBySide {
  /** Workerd CPU a game's setup, over all rounds. */
  oursMs: number;
  floorMs: number;
  report: string;
}

export async function setupSideBySide(ours: Seater, floor: Seater, rounds: number, gamesPerRound: number): Promise<SetupSideBySide> {
  let index = 0;
  const round = async (seater: Seater, games: number) => {
    const before = usageOf(seater.workerd).cpuMs;
    for (let game = 0; game < games; game++) (await seater.seat(index++))();
    return usageOf(seater.workerd).cpuMs - before;
  };
  // The services' first games pay their isolates' start and V8's first compilations, which a running service doesn't.
  await round(ours, WARM_UP_GAMES);
  await round(floor, WARM_UP_GAMES);
  const ratios: number[] = [];
  let [oursTotal, floorTotal] = [0, 0];
  for (let r = 0; r < rounds; r++) {
    const [oursMs, floorMs] = [await round(ours, gamesPerRound), await round(floor, gamesPerRound)];
    oursTotal += oursMs;
    floorTotal += floorMs;
    ratios.push(oursMs / floorMs);
  }
  const [oursMs, floorMs] = [oursTotal / (rounds * gamesPerRound), floorTotal / (rounds * gamesPerRound)];
  const report =
    `a game's setup side by side, ${rounds} alternating rounds of ${gamesPerRound} games on each service (after ${WARM_UP_GAMES} unmeasured): ` +
    `workerd CPU ${oursMs.toFixed(1)} ms the service's, ${floorMs.toFixed(1)} ms the floor's; the rounds' ratios ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
  return { oursMs, floorMs, report };
}
