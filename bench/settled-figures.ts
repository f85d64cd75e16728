/** The figures issue 56 settles, each on its own line starting with its name, its target beside it, met or MISSED. */
import type { RatesSideBySide, SetupSideBySide } from "./setup-side-by-side.js";
import type { Floor } from "./stack-floor.js";

/** bench:api's headline figures (null: not measured). */
export interface Figures {
  longRate: number | null;
  randomP99: number | null;
  longP99: number | null;
}

/** The paced p99 target holds on a machine at least this fast (its reference at most this, in ms). */
const PACED_REFERENCE_MS = 150;

export function settledFigures(figures: Figures, floor: Floor | null, setup: SetupSideBySide | null, randomSide: RatesSideBySide | null, referenceMs: number): string {
  const met = (ok: boolean) => (ok ? "met" : "MISSED");
  const lines: string[] = [];
  const { longRate, randomP99, longP99 } = figures;
  if (setup) {
    const ratio = setup.oursMs / setup.floorMs;
    lines.push(`creating and seating a game vs the floor's setup: ${ratio.toFixed(2)}x (workerd CPU ${setup.oursMs.toFixed(1)} ms against ${setup.floorMs.toFixed(1)}, side by side) (target <= 1.3) ${met(ratio <= 1.3)}`);
  }
  // Judged side by side: one run after the other, the machine's drift between the two is in the ratio.
  if (randomSide) {
    const { ratio, oursRate, floorRate } = randomSide;
    lines.push(`random games vs the local stack's floor: ${ratio.toFixed(2)}x (${oursRate.toFixed(0)} moves/s against ${floorRate.toFixed(0)}, side by side) (target >= 0.8) ${met(ratio >= 0.8)}`);
  }
  if (randomP99 !== null && floor) lines.push(`random games paced p99: ${randomP99.toFixed(1)} ms, the floor's ${floor.pacedP99.toFixed(1)} ms`);
  if (longRate !== null) {
    // Not side by side, so not judged: what a move costs beside the floor's, which sends the same messages and runs no rule.
    const beside = floor ? `, ${(longRate / floor.longRate).toFixed(2)}x the floor's ${floor.longRate.toFixed(0)} (a move's share of the random games' gap)` : "";
    lines.push(`games that go on, flat out: ${longRate.toFixed(0)} moves/s${beside} (target >= 1000) ${met(longRate >= 1000)}`);
  }
  if (longP99 !== null) {
    const machine = `machine reference ${referenceMs.toFixed(0)} ms`;
    const ratio = floor ? `, ${(longP99 / floor.pacedP99).toFixed(2)}x the floor's ${floor.pacedP99.toFixed(1)} ms` : "";
    const verdict = referenceMs <= PACED_REFERENCE_MS ? met(longP99 <= 10) : `not judged (the target holds on a machine whose reference is <= ${PACED_REFERENCE_MS} ms)`;
    lines.push(`games that go on, paced p99: ${longP99.toFixed(1)} ms${ratio}, ${machine} (target <= 10 ms) ${verdict}`);
  }
  return lines.join("\n");
}
