import type { Ingredient } from "./ingredients.js";

/**
 * The 4×4 ingredient board of board.md, row by row; square index = row * 4 + column (0-based).
 * "special" stands for caramel (Classic) or fruit (Winter): the edition fills it in.
 * Keep the layout as data so a corrected layout is a one-line change.
 */
export type BoardTile = Ingredient | "special";

export const BOARD_SIZE = 4;
export const SQUARE_COUNT = BOARD_SIZE * BOARD_SIZE;

export const BOARD_LAYOUT: readonly BoardTile[] = [
  "ice", "special", "steam", "coffee",
  "coffee", "milk", "ice", "water",
  "tea", "steam", "milk", "coffee",
  "milk", "ice", "chocolate", "steam",
];

/** The ★ squares (snowflakes on the Winter board): where main board chaos puts the specialty tiles. */
export const STAR_SQUARES: readonly number[] = [1, 7, 8, 14];

export const CORNER_SQUARES: readonly number[] = [0, 3, 12, 15];

export function squareRow(square: number): number {
  return Math.floor(square / BOARD_SIZE);
}

export function squareColumn(square: number): number {
  return square % BOARD_SIZE;
}

/** "row 2, column 3": how squares are named to players (1-based). */
export function squareName(square: number): string {
  return `row ${squareRow(square) + 1}, column ${squareColumn(square) + 1}`;
}

function neighbours(square: number, diagonal: boolean): number[] {
  const row = squareRow(square);
  const column = squareColumn(square);
  const result: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      if (!diagonal && dr !== 0 && dc !== 0) continue;
      const r = row + dr;
      const c = column + dc;
      if (r >= 0 && r < BOARD_SIZE && c >= 0 && c < BOARD_SIZE) result.push(r * BOARD_SIZE + c);
    }
  }
  return result;
}

/** Precomputed adjacency: ORTHOGONAL[s] and WITH_DIAGONALS[s] list the squares one step from s. */
export const ORTHOGONAL: readonly (readonly number[])[] = Array.from({ length: SQUARE_COUNT }, (_, s) =>
  neighbours(s, false),
);
export const WITH_DIAGONALS: readonly (readonly number[])[] = Array.from({ length: SQUARE_COUNT }, (_, s) =>
  neighbours(s, true),
);
