import type { Ingredient, PlayerState } from "../../game/engine/index.js";
import { t } from "../i18n/index.js";
import type { Trail } from "./changes.js";
import { ingredientName, meepleMark, squareName } from "../shared/words.js";

/**
 * A square of the drawn board (cr-board.ts) in words, as a screen reader hears it: its name and
 * ingredient, who stands on it, the path's steps into it, and what the board marks on it.
 */

/** What the drawn board shows, as its properties hold it. */
export interface BoardScene {
  board: readonly Ingredient[];
  players: readonly PlayerState[];
  /** Seat names (every seat). */
  names: readonly string[];
  /** The viewer's seat: their meeples are "your meeple". */
  you: number | null;
  path: readonly number[];
  marked: number | null;
  trails: readonly Trail[];
  ghost: Trail | null;
  guided: readonly number[];
}

/** A meeple: [seat, index]. */
export type Meeple = [number, number];

/** The meeples standing on a square. */
export function standingOn(players: readonly PlayerState[], square: number): Meeple[] {
  return players.flatMap((player, seat) => player.meeples.flatMap((at, index): Meeple[] => (at === square ? [[seat, index]] : [])));
}

/** A meeple's mark, "1" or with two a seat "1a". */
export function markOf(players: readonly PlayerState[], [seat, index]: Meeple): string {
  return meepleMark(seat, index, players[seat].meeples.length);
}

/** The numbers of the path's steps that enter a square (a path may come back to it). */
export function stepsOn(path: readonly number[], square: number): number[] {
  return path.flatMap((at, index) => (at === square ? [index + 1] : []));
}

function meepleName(scene: BoardScene, meeple: Meeple): string {
  const mark = markOf(scene.players, meeple);
  return meeple[0] === scene.you ? t("table.yourMeeple", { mark }) : t("table.meepleOf", { name: scene.names[meeple[0]], mark });
}

/** The square's accessible name; `choice`: what a tap on it does, when it may be tapped. */
export function squareLabel(scene: BoardScene, square: number, choice: string | undefined): string {
  const parts = [`${squareName(square)}: ${ingredientName(scene.board[square])}`];
  for (const meeple of standingOn(scene.players, square)) parts.push(meepleName(scene, meeple));
  const steps = stepsOn(scene.path, square);
  if (steps.length > 0) parts.push(t("table.pathSteps", { steps: steps.join(", ") }));
  if (scene.marked === square) parts.push(t("table.chosen"));
  if (scene.trails.some((trail) => (trail.path.at(-1) ?? trail.from) === square)) parts.push(t("play.changed"));
  if (scene.ghost && (scene.ghost.path.at(-1) ?? scene.ghost.from) === square) parts.push(t("plan.ghost"));
  if (choice) parts.push(choice);
  if (scene.guided.includes(square)) parts.push(t("learn.board.guided"));
  // One full stop between parts, whether or not a part (a choice's description) ends with one.
  return parts.map((part, index) => (index < parts.length - 1 ? part.replace(/[.。]\s*$/, "") : part)).join(". ");
}
