import { NEUTRAL_RELIABILITY, type Reliability } from "../../protocol/lobby.js";
import type { Marks } from "../room/player-marks.js";

/**
 * Reliability: the share of what a player took on that they kept, from what the rooms record
 * (turns in time, time-outs, games finished or abandoned, resignations in the first turns, ready
 * checks missed). A new player starts at NEUTRAL_RELIABILITY: the figure begins as PRIOR_KEPT of
 * PRIOR_TOTAL, so one slip doesn't sink a newcomer, and a long record outweighs the start.
 */

const PRIOR_TOTAL = 10;
const PRIOR_KEPT = (PRIOR_TOTAL * NEUTRAL_RELIABILITY) / 100;
/** A game finished counts as much as this many turns kept; abandoning one, as this many broken. */
const GAME_WEIGHT = 5;
/** Resigning in the first turns (a game strangers set up for nothing) or missing the ready check. */
const EARLY_LEAVE_WEIGHT = 3;
export function reliabilityOf(marks: readonly Marks[]): Reliability {
  let kept = 0;
  let broken = 0;
  let games = 0;
  for (const m of marks) {
    kept += m.turnsInTime + GAME_WEIGHT * m.finished;
    broken += m.timeOuts + GAME_WEIGHT * m.abandoned + EARLY_LEAVE_WEIGHT * (m.earlyResignations + m.missedReady);
    games += m.finished + m.abandoned + m.earlyResignations + m.missedReady;
  }
  return { figure: Math.round((100 * (kept + PRIOR_KEPT)) / (kept + broken + PRIOR_TOTAL)), games };
}

/** How much two players' playing hours overlap, 0–1 (0.5 when either has no record yet). */
export function hoursOverlap(a: readonly number[] | null, b: readonly number[] | null): number {
  const total = (h: readonly number[]) => h.reduce((sum, n) => sum + n, 0);
  if (!a || !b || total(a) === 0 || total(b) === 0) return 0.5;
  const ta = total(a);
  const tb = total(b);
  return a.reduce((sum, n, hour) => sum + Math.min(n / ta, (b[hour] ?? 0) / tb), 0);
}

/** Sums the hours of many games' marks. */
export function playingHours(marks: readonly Marks[]): number[] | null {
  const rows = marks.flatMap((m) => (m.hours ? [m.hours] : []));
  if (rows.length === 0) return null;
  return Array.from({ length: 24 }, (_, hour) => rows.reduce((sum, h) => sum + (h[hour] ?? 0), 0));
}
