import { afterEach, describe, expect, it } from "vitest";
import "../../web/table/cr-board.js";
import type { CrBoard } from "../../web/table/cr-board.js";
import { squareAt, touching, type PathDrawnDetail } from "../../web/table/path-drag.js";
import { classicTurnGame } from "./fixtures.js";
import { mount, settled } from "./dom.js";

afterEach(() => document.body.replaceChildren());

/** A 400 px board at the page's corner: each square 100 px. */
const BOX = { left: 0, top: 0, width: 400, height: 400 };

/** A pointer event at the middle of a square of that board. */
function pointer(type: string, square: number): PointerEvent {
  return new PointerEvent(type, { clientX: (square % 4) * 100 + 50, clientY: Math.floor(square / 4) * 100 + 50, pointerId: 1, bubbles: true });
}

describe("dragging a path along the board", () => {
  it("finds the square under a point, and none off the board", () => {
    expect(squareAt(BOX, 50, 50)).toBe(0);
    expect(squareAt(BOX, 399, 399)).toBe(15);
    expect(squareAt({ ...BOX, left: 100 }, 150, 250)).toBe(8);
    expect(squareAt(BOX, 400, 50)).toBeNull();
    expect(squareAt(BOX, -1, 50)).toBeNull();
  });

  it("takes a square that touches the last one, diagonals too", () => {
    expect(touching(5, 0)).toBe(true);
    expect(touching(5, 10)).toBe(true);
    expect(touching(3, 4)).toBe(false);
    expect(touching(0, 2)).toBe(false);
  });

  it("draws the squares entered from the moving meeple's, skips one out of reach, and ends in path-drawn", async () => {
    const { board, players } = classicTurnGame();
    const element = await mount<CrBoard>("cr-board", { board, players, dragFrom: 0 });
    const svg = element.shadowRoot!.querySelector<SVGSVGElement>("svg.board")!;
    svg.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 400 });
    svg.setPointerCapture = () => undefined;
    const drawn: number[][] = [];
    element.addEventListener("path-drawn", (event) => drawn.push((event as CustomEvent<PathDrawnDetail>).detail.squares));
    svg.dispatchEvent(pointer("pointerdown", 0));
    for (const square of [1, 3, 6]) svg.dispatchEvent(pointer("pointermove", square));
    await settled(element);
    expect(element.shadowRoot!.querySelector("polyline.path")?.getAttribute("points")).toBe("50,50 150,50 250,150");
    svg.dispatchEvent(pointer("pointerup", 6));
    expect(drawn).toEqual([[1, 6]]);
  });

  it("starts only on the moving meeple's square", async () => {
    const { board, players } = classicTurnGame();
    const element = await mount<CrBoard>("cr-board", { board, players, dragFrom: 0 });
    const svg = element.shadowRoot!.querySelector<SVGSVGElement>("svg.board")!;
    svg.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 400 });
    const drawn: number[][] = [];
    element.addEventListener("path-drawn", (event) => drawn.push((event as CustomEvent<PathDrawnDetail>).detail.squares));
    svg.dispatchEvent(pointer("pointerdown", 1));
    svg.dispatchEvent(pointer("pointermove", 2));
    svg.dispatchEvent(pointer("pointerup", 2));
    expect(drawn).toEqual([]);
  });
});
