import { byThePlayer } from "../../game/engine/action-by.js";
import type { LoggedAction } from "../../protocol/types.js";

/**
 * What the table shows happening when moves arrive: the log entries after the last one shown,
 * turned into steps in the order they happened (pure: the board and the player boards play them).
 */
export type ArrivalStep =
  /** A meeple put on the board (its index among the player's meeples), its ingredient poured into `cup`. */
  | { kind: "place"; player: number; meeple: number; square: number }
  /** A meeple walking: the square it left, then each square it entered. */
  | { kind: "walk"; player: number; meeple: number; squares: number[] }
  /** What was collected going into the player's cups (by index). */
  | { kind: "pour"; player: number; cups: number[] }
  | { kind: "complete"; player: number; card: number; cup: number }
  | { kind: "drop"; player: number; card: number };

/** A step on the timeline: it runs from `start` for `duration` (ms since the first step began). */
export interface TimedStep {
  step: ArrivalStep;
  start: number;
  duration: number;
}

/** Everything that arrived at once plays within this time (issue 34: under a second). */
export const ARRIVALS_MS = 900;
/** No step takes longer than this, so that a single short move is brisk. */
const UNIT_MAX_MS = 200;

/**
 * The steps of the entries after `after` (a log seq), leaving out the moves the viewer made
 * themselves (`you`'s own choices; a bot's or a timeout's move for their seat is shown).
 */
export function arrivalSteps(log: readonly LoggedAction[], after: number, you: number | null): ArrivalStep[] {
  const steps: ArrivalStep[] = [];
  const placements = new Map<number, number>();
  for (const entry of log) {
    const { action } = entry;
    const shown = entry.seq > after && !(action.player === you && byThePlayer(entry.by));
    for (const event of entry.events) {
      if (event.type === "placed") {
        // Meeples are placed in order: the player's nth placement puts their meeple n on the board.
        const meeple = placements.get(event.player) ?? 0;
        placements.set(event.player, meeple + 1);
        if (shown) steps.push({ kind: "place", player: event.player, meeple, square: event.square }, { kind: "pour", player: event.player, cups: [event.cup] });
      }
      if (!shown) continue;
      switch (event.type) {
        case "moved": {
          steps.push({ kind: "walk", player: event.player, meeple: event.meeple, squares: [event.from, ...event.path] });
          const pours = action.type === "turn" ? (action.pours ?? []) : [];
          const cups = pours.flatMap((pour, cup) => (Object.values(pour).some((count) => count! > 0) ? [cup] : []));
          if (cups.length > 0) steps.push({ kind: "pour", player: event.player, cups });
          break;
        }
        case "orderCompleted":
          steps.push({ kind: "complete", player: event.player, card: event.card, cup: event.cup });
          break;
        case "orderMissed":
          steps.push({ kind: "drop", player: event.player, card: event.card });
          break;
      }
    }
  }
  return steps;
}

/** How long a step is, in units: a walk one per square entered, a placement two, the rest one. */
function units(step: ArrivalStep): number {
  if (step.kind === "walk") return Math.max(1, step.squares.length - 1);
  return step.kind === "place" ? 2 : 1;
}

/** The steps one after another, all within `budget` ms. */
export function timeline(steps: readonly ArrivalStep[], budget = ARRIVALS_MS): TimedStep[] {
  const total = steps.reduce((sum, step) => sum + units(step), 0);
  const unit = Math.min(UNIT_MAX_MS, budget / Math.max(1, total));
  let start = 0;
  return steps.map((step) => {
    const duration = units(step) * unit;
    const timed = { step, start, duration };
    start += duration;
    return timed;
  });
}

/** When the last step ends. */
export function endOf(timed: readonly TimedStep[]): number {
  return Math.max(0, ...timed.map(({ start, duration }) => start + duration));
}

/** One meeple's moves in a batch: where it stands when, and when it was placed if it was. */
export interface MeepleTrack {
  player: number;
  meeple: number;
  /** Placed in this batch: not on the board before `start`, set down by `end`. */
  placed: { start: number; end: number } | null;
  /** Where it stands from each moment on (the first from the batch's start, the last until now). */
  stops: { at: number; square: number }[];
}

/** Each meeple that moved or was placed, with all of its steps in one track (the board animates it at once). */
export function meepleTracks(timed: readonly TimedStep[]): MeepleTrack[] {
  const tracks = new Map<string, MeepleTrack>();
  const trackOf = (player: number, meeple: number) => {
    const key = `${player}:${meeple}`;
    let track = tracks.get(key);
    if (!track) tracks.set(key, (track = { player, meeple, placed: null, stops: [] }));
    return track;
  };
  for (const { step, start, duration } of timed) {
    if (step.kind === "place") {
      const track = trackOf(step.player, step.meeple);
      track.placed = { start, end: start + duration };
      track.stops.push({ at: start, square: step.square });
    } else if (step.kind === "walk") {
      const track = trackOf(step.player, step.meeple);
      const entered = step.squares.length - 1;
      step.squares.forEach((square, index) => track.stops.push({ at: start + (entered === 0 ? 0 : (duration * index) / entered), square }));
    }
  }
  return [...tracks.values()];
}
