import { DAY_MS, HOUR_MS } from "./time.js";

/**
 * Slow games' clocks: a time per move chosen at creation, kept by the game's room (the engine has
 * no clocks). The numbers every part of the service agrees on live here.
 */

export const TIME_PER_MOVE = ["none", "12h", "1d", "2d", "3d", "5d", "7d", "14d"] as const;
export type TimePerMove = (typeof TIME_PER_MOVE)[number];

const LIMITS: Record<TimePerMove, number | null> = {
  none: null,
  "12h": 12 * HOUR_MS,
  "1d": DAY_MS,
  "2d": 2 * DAY_MS,
  "3d": 3 * DAY_MS,
  "5d": 5 * DAY_MS,
  "7d": 7 * DAY_MS,
  "14d": 14 * DAY_MS,
};

/** The time a player has for one move, or null without a clock. */
export function moveLimitMs(timePerMove: TimePerMove): number | null {
  return LIMITS[timePerMove] ?? null;
}

export function isTimePerMove(value: unknown): value is TimePerMove {
  return typeof value === "string" && (TIME_PER_MOVE as readonly string[]).includes(value);
}

/** Days of vacation each seat may take in one game. */
export const VACATION_DAYS_PER_GAME = 7;
/** Time-outs in a row after which a seat is marked away. */
export const TIMEOUTS_BEFORE_AWAY = 3;
/** A player waited on gets their turn mail this long after the turn passed to them (unless watching). */
export const TURN_MAIL_DELAY_MS = 5 * 60_000;

/** When a turn starting at `now` times out: the clock starts once the player's vacation is over. */
export function deadlineFor(now: number, limitMs: number, vacationUntil: number | null): number {
  return Math.max(now, vacationUntil ?? 0) + limitMs;
}

/** The reminders: when half and when 90 % of the time is gone. */
export function reminderTimes(deadline: number, limitMs: number): { half: number; late: number } {
  return { half: deadline - limitMs / 2, late: deadline - limitMs / 10 };
}

/** Whole vacation days a seat has left. */
export function vacationDaysLeft(usedMs: number): number {
  return Math.max(0, Math.floor((VACATION_DAYS_PER_GAME * DAY_MS - usedMs) / DAY_MS));
}
