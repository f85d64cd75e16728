/**
 * `npm run bench:builds`: two builds of the service side by side, this checkout's and another's
 * (BENCH_OTHER: the path of another checkout, its `npm run build` done), each on its own workerd,
 * seating games in alternating rounds (setup-side-by-side.ts) of BENCH_GAMES_PER_ROUND games
 * (default 1), BENCH_ROUNDS of them (default 200): a change's effect on a game's birth, with the
 * machine's drift falling on both alike. It prints the ratio's geometric mean with two standard
 * errors: an effect inside them is one this run can't tell from the machine.
 */
import { startLocalService } from "../scripts/local-service.js";
import { serviceBirth } from "./birth.js";
import { birthSeater, setupSideBySide } from "./setup-side-by-side.js";
import { startedWorkerd } from "./workerd-process.js";

const other = process.env.BENCH_OTHER;
if (!other) throw new Error("BENCH_OTHER: the path of the other checkout to compare with (its `npm run build` done)");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const GAMES_PER_ROUND = Number(process.env.BENCH_GAMES_PER_ROUND ?? 1);

/** A local service of the checkout at `directory`: startLocalService builds and serves the working directory's. */
async function serviceIn(directory: string, port: number) {
  const here = process.cwd();
  process.chdir(directory);
  try {
    return await startedWorkerd(() => startLocalService({ port }));
  } finally {
    process.chdir(here);
  }
}

const here = await serviceIn(process.cwd(), 8801);
const there = await serviceIn(other, 8802);
try {
  const { report, oursMs, floorMs } = await setupSideBySide(
    birthSeater("this checkout's", here.service.url, here.workerd, serviceBirth),
    birthSeater(`${other}'s`, there.service.url, there.workerd, serviceBirth),
    ROUNDS,
    GAMES_PER_ROUND,
  );
  console.log(`${report}\nthis checkout's birth against ${other}'s: ${(oursMs / floorMs).toFixed(3)}x`);
} finally {
  await Promise.all([here.service.stop(), there.service.stop()]);
}
