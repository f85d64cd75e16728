import { squareColumn, squareRow } from "../../game/engine/data/board.js";
import type { EditionId } from "../../game/engine/index.js";
import type { LoggedAction } from "../../protocol/types.js";
import { t } from "../i18n/index.js";
import { arrivalSteps, endOf, meepleTracks, timeline, type MeepleTrack, type TimedStep } from "./arrivals.js";
import { CELL, type CrBoard } from "./cr-board.js";
import type { CrPlayerBoard } from "./cr-player-board.js";
import { cardName } from "../shared/words.js";

/**
 * Playing the moves that arrived on the table's components (the steps come from arrivals.ts):
 * each meeple walks its path, each square it enters gives up its ingredient, the cups poured into
 * and the figures that changed pulse, completed and dropped orders are named in a note. Every
 * animation is made with the Web Animations API and named ARRIVAL. Under prefers-reduced-motion
 * nothing moves: what changed is highlighted (data-arrived) and the notes stay a while instead.
 * Loaded by the table when the first moves arrive (a spectator's embed draws the table without it).
 */
export const ARRIVAL = "arrival";
/** How long the highlight stays when motion is reduced, and a note lingers after the steps. */
const HIGHLIGHT_MS = 2500;

function highlight(element: Element): void {
  element.setAttribute("data-arrived", "");
  setTimeout(() => element.removeAttribute("data-arrived"), HIGHLIGHT_MS);
}

function animate(element: Element, frames: Keyframe[], start: number, duration: number, fill: FillMode = "none", easing = "ease-in-out"): Animation {
  return element.animate(frames, { id: ARRIVAL, delay: start, duration: Math.max(1, duration), easing, fill });
}

/** A meeple's track as keyframes: offsets from where it stands now, in the board's units; set down from above when placed. */
function trackFrames(track: MeepleTrack, total: number): Keyframe[] {
  const now = track.stops.at(-1)!.square;
  const at = (ms: number) => (total > 0 ? Math.min(1, ms / total) : 1);
  const away = (square: number, lift = 0) =>
    `translate(${(squareColumn(square) - squareColumn(now)) * CELL}px, ${(squareRow(square) - squareRow(now)) * CELL - lift}px)`;
  const first = track.stops[0].square;
  const frames: Keyframe[] = track.placed
    ? [
        { offset: 0, opacity: 0, transform: away(first, 40) },
        { offset: at(track.placed.start), opacity: 0, transform: away(first, 40) },
        { offset: at(track.placed.end), opacity: 1, transform: away(first) },
      ]
    : [{ offset: 0, opacity: 1, transform: away(first) }];
  for (const stop of track.stops) frames.push({ offset: Math.max(frames.at(-1)!.offset as number, at(stop.at)), opacity: 1, transform: away(stop.square) });
  frames.push({ offset: 1, opacity: 1, transform: away(now) });
  return frames;
}

/**
 * On the board: each meeple walks its whole track at once; each square it enters dims as it gives
 * up its ingredient; orders completed and dropped get a note.
 */
function onBoard(board: CrBoard, edition: EditionId, timed: readonly TimedStep[], reduced: boolean): void {
  const root = board.renderRoot;
  const total = endOf(timed);
  for (const track of meepleTracks(timed)) {
    const meeple = root.querySelector(`g.meeple[data-seat="${track.player}"][data-meeple="${track.meeple}"]`);
    if (!meeple) continue;
    if (reduced) highlight(meeple);
    else animate(meeple, trackFrames(track, total), 0, total, "none", "linear");
  }
  for (const { step, start, duration } of timed) {
    if (step.kind === "complete" || step.kind === "drop") {
      const text = t(step.kind === "complete" ? "play.completed" : "play.dropped", { cards: cardName(edition, step.card) });
      note(board, step.player, text, reduced ? null : { start, total });
    }
    if (step.kind !== "walk" || reduced) continue;
    const entered = step.squares.slice(1);
    const each = duration / entered.length;
    entered.forEach((square, index) => {
      const icon = root.querySelector(`g.square[data-square="${square}"] g.icon`);
      if (icon) animate(icon, [{ opacity: 1 }, { opacity: 0.25 }, { opacity: 1 }], start + each * index, each);
    });
  }
}

/**
 * A short note over the board's middle (not its top edge: "Your turn", the scores and the top row
 * stay readable as a turn begins) naming an order completed or dropped (the log says it in words):
 * it rises and fades, or stays a while.
 */
function note(board: CrBoard, seat: number, text: string, motion: { start: number; total: number } | null): void {
  const root = board.renderRoot;
  const notes = root.querySelector(".arrival-notes") ?? root.appendChild(Object.assign(document.createElement("div"), { className: "arrival-notes" }));
  notes.setAttribute("aria-hidden", "true");
  const shown = notes.appendChild(Object.assign(document.createElement("span"), { textContent: text }));
  shown.dataset.seat = String(seat);
  if (!motion) {
    setTimeout(() => shown.remove(), HIGHLIGHT_MS);
    return;
  }
  // It rises in 0.15 s, stays, and fades in its last 0.5 s.
  const duration = motion.total - motion.start + HIGHLIGHT_MS;
  const visible = { opacity: 1, transform: "none" };
  const frames = [{ opacity: 0, transform: "translateY(0.6rem)" }, { ...visible, offset: 150 / duration }, { ...visible, offset: 1 - 500 / duration }, { opacity: 0, transform: "none" }];
  const fading = animate(shown, frames, motion.start, duration, "both", "linear");
  fading.finished.then(
    () => shown.remove(),
    () => shown.remove(),
  );
}

/** On a player's board: the cups poured into and the figures that changed pulse in the seat's colour. */
function onPlayerBoard(board: CrPlayerBoard, timed: readonly TimedStep[], reduced: boolean): void {
  const panel = board.renderRoot.querySelector<HTMLElement>(".panel");
  if (!panel) return;
  const glow = getComputedStyle(panel).getPropertyValue("--seat");
  const pulse = [
    { transform: "none", filter: "none" },
    { transform: "scale(1.15)", filter: `drop-shadow(0 0 6px ${glow})` },
    { transform: "none", filter: "none" },
  ];
  for (const { step, start, duration } of timed) {
    if (step.player !== board.seat || step.kind === "place" || step.kind === "walk") continue;
    const changed =
      step.kind === "pour" ? step.cups.map((cup) => `[data-cup="${cup}"]`) : step.kind === "complete" ? [`[data-cup="${step.cup}"]`, "[data-figure=likes]"] : ["[data-figure=dislikes]"];
    for (const element of panel.querySelectorAll(changed.join(","))) {
      if (reduced) highlight(element);
      else animate(element, pulse, start, duration);
    }
  }
}

/** Elements matching `selector` anywhere under `root`, inside shadow roots too (the composer's board). */
function deepAll(root: Element | DocumentFragment, selector: string): Element[] {
  const found = [...root.querySelectorAll(selector)];
  for (const element of root.querySelectorAll("*")) if (element.shadowRoot) found.push(...deepAll(element.shadowRoot, selector));
  return found;
}

let batches = 0;

/**
 * Plays the log's entries after `after` (not `you`'s own moves) on every board and player board
 * under `root`, once they have drawn the new state; `host` carries arriving="motion" (or
 * "highlight") while they play.
 */
export async function showArrivals(
  host: HTMLElement,
  root: Element | DocumentFragment,
  game: { log: readonly LoggedAction[]; after: number; you: number | null; edition: EditionId },
): Promise<void> {
  const { log, after, you, edition } = game;
  const timed = timeline(arrivalSteps(log, after, you));
  if (timed.length === 0) return;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const reduced = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const batch = ++batches;
  host.setAttribute("arriving", reduced ? "highlight" : "motion");
  for (const board of deepAll(root, "cr-board")) onBoard(board as CrBoard, edition, timed, reduced);
  for (const board of deepAll(root, "cr-player-board")) onPlayerBoard(board as CrPlayerBoard, timed, reduced);
  setTimeout(() => batch === batches && host.removeAttribute("arriving"), reduced ? HIGHLIGHT_MS : endOf(timed));
}
