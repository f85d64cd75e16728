import type { ReactiveControllerHost } from "lit";
import { BOARD_SIZE, WITH_DIAGONALS } from "../../game/engine/data/board.js";

/** A path drawn by dragging the meeple along the board: the squares entered, in order. */
export interface PathDrawnDetail {
  squares: number[];
}

/** The square at a point (x, y) of the board's box, or null off the board. */
export function squareAt(box: Pick<DOMRect, "left" | "top" | "width" | "height">, x: number, y: number): number | null {
  const column = Math.floor(((x - box.left) / box.width) * BOARD_SIZE);
  const row = Math.floor(((y - box.top) / box.height) * BOARD_SIZE);
  return column >= 0 && column < BOARD_SIZE && row >= 0 && row < BOARD_SIZE ? row * BOARD_SIZE + column : null;
}

/** Whether two squares touch, diagonals too: the board's own adjacency (the composer asks the engine whether the step is legal). */
export function touching(a: number, b: number): boolean {
  return WITH_DIAGONALS[a].includes(b);
}

/** The square under a pointer on the board (the element the listener is on), or null off it. */
function squareUnder(event: PointerEvent): number | null {
  return squareAt((event.currentTarget as Element).getBoundingClientRect(), event.clientX, event.clientY);
}

/**
 * A path drawn by dragging the moving meeple along the drawn board (cr-board.ts): a press on the
 * square the drag `start`s from begins it, each square entered next to the last is added, and the
 * release fires `path-drawn` on the host. Its handlers go on the board's pointer events.
 */
export class PathDrag {
  /** The squares entered so far by a drag under way; null: no drag. */
  squares: number[] | null = null;
  /** A drag just ended: the click that follows it is not a tap. */
  ended = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    /** The square a drag may start from (the moving meeple's); null: no dragging. */
    private readonly start: () => number | null,
  ) {}

  readonly down = (event: PointerEvent): void => {
    this.ended = false;
    const from = this.start();
    if (from === null || squareUnder(event) !== from) return;
    this.draw([]);
  };

  readonly move = (event: PointerEvent): void => {
    if (!this.squares) return;
    const square = squareUnder(event);
    const last = this.squares.at(-1) ?? this.start()!;
    if (square === null || square === last || !touching(square, last)) return;
    // Captured once it is a drag, not at the press: a captured click would reach the board, not the square (the meeple's own, on offer).
    if (this.squares.length === 0) (event.currentTarget as Element).setPointerCapture(event.pointerId);
    this.draw([...this.squares, square]);
  };

  readonly up = (): void => {
    const squares = this.squares;
    this.draw(null);
    if (!squares || squares.length === 0) return;
    this.ended = true;
    this.host.dispatchEvent(new CustomEvent<PathDrawnDetail>("path-drawn", { detail: { squares }, bubbles: true, composed: true }));
  };

  readonly cancel = (): void => this.draw(null);

  private draw(squares: number[] | null): void {
    if (squares === this.squares) return;
    this.squares = squares;
    this.host.requestUpdate();
  }
}
