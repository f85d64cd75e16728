import type { Language } from "../../protocol/languages.js";
import { hoursOverlap } from "./reliability.js";

/**
 * Which forming table a seeker joins: pure, so the pool decides in one synchronous breath (no
 * other request of the pool runs between choosing a seat and reserving it).
 */

export interface PoolSeat {
  userId: string;
  hours: number[] | null;
}

export interface PoolTable {
  gameId: string;
  players: number;
  /** Seats held, reserved ones included. */
  seated: PoolSeat[];
  minReliability: number | null;
  /** The language the table talks in. */
  language: Language;
  createdAt: number;
}

export interface PoolSeeker {
  userId: string;
  hours: number[] | null;
  reliability: number;
  avoid: readonly string[];
  /** The table language asked for (null: any). */
  language: Language | null;
}

/** Whether the seeker may sit at the table: a free seat, its language if they asked one, not there already, nobody either blocked, reliable enough. */
export function compatible(table: PoolTable, seeker: PoolSeeker): boolean {
  if (table.seated.length >= table.players) return false;
  if (seeker.language !== null && table.language !== seeker.language) return false;
  if (table.minReliability !== null && seeker.reliability < table.minReliability) return false;
  return table.seated.every((seat) => seat.userId !== seeker.userId && !seeker.avoid.includes(seat.userId));
}

/** How well the seeker's playing hours match those already seated (0–1). */
function overlap(table: PoolTable, seeker: PoolSeeker): number {
  if (table.seated.length === 0) return 0.5;
  return table.seated.reduce((sum, seat) => sum + hoursOverlap(seat.hours, seeker.hours), 0) / table.seated.length;
}

/** The fullest compatible table; among equally full ones, the best overlap of playing hours, then the longest waiting. */
export function chooseTable(tables: Iterable<PoolTable>, seeker: PoolSeeker): PoolTable | null {
  let best: { table: PoolTable; score: [number, number, number] } | null = null;
  for (const table of tables) {
    if (!compatible(table, seeker)) continue;
    const score: [number, number, number] = [table.seated.length, overlap(table, seeker), -table.createdAt];
    if (!best || compareScores(score, best.score) > 0) best = { table, score };
  }
  return best?.table ?? null;
}

function compareScores(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
