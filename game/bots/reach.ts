import { SQUARE_COUNT, moveContext, nextSteps, type GameState, type Ingredient, type MoveContext } from "../engine/index.js";
import { WIDTH, indexOf, keyOf, zero, type Vec } from "./vectors.js";

/**
 * What a meeple could collect on a later turn from each square: the maximal multisets of the
 * walks of 1..steps squares (no multipliers, no speed tokens), found with the engine's own step
 * rule on an empty board. The bots use it to value where a move ends. Tables depend only on the
 * board, diagonal movement and the step allowance, so they are built once and kept.
 */
const tables = new Map<string, Vec[][]>();

export function reachTable(state: GameState, context: MoveContext, diagonal: boolean, steps: number): Vec[][] {
  const key = `${state.board.join(",")}|${diagonal ? 1 : 0}|${steps}`;
  let table = tables.get(key);
  if (!table) {
    table = buildTable(context, diagonal, steps);
    if (tables.size > 64) tables.clear();
    tables.set(key, table);
  }
  return table;
}

function buildTable(template: MoveContext, diagonal: boolean, steps: number): Vec[][] {
  const table: Vec[][] = [];
  for (let start = 0; start < SQUARE_COUNT; start++) {
    // An empty board, no multipliers: only adjacency matters.
    const context: MoveContext = {
      ...template,
      start,
      occupied: new Array<boolean>(SQUARE_COUNT).fill(false),
      diagonal,
      doubleMeeples: false,
      doubleCorners: false,
      doubleSpecialties: false,
      doubleDestination: false,
      jump: false,
      freeSteps: steps,
      maxSteps: steps,
      mayEndOnOccupied: true,
    };
    const found = new Map<number, Vec>();
    const seen = new Set<string>();
    const path: number[] = [];
    const walk = (collected: Vec) => {
      for (const step of nextSteps(context, path, null)) {
        const next = collected.slice();
        next[indexOf(step.ingredient as Ingredient)] += 1;
        const key = keyOf(next);
        if (!found.has(key)) found.set(key, next);
        if (path.length + 1 < steps) {
          const node = `${step.square}:${path.length}:${key}`;
          if (seen.has(node)) continue;
          seen.add(node);
          path.push(step.square);
          walk(next);
          path.pop();
        }
      }
    };
    walk(zero());
    // Only the maximal multisets: what a smaller one covers, a larger one containing it covers too.
    const all = [...found.values()].sort((a, b) => total(b) - total(a));
    const maximal: Vec[] = [];
    for (const vec of all) if (!maximal.some((big) => contains(big, vec))) maximal.push(vec);
    table.push(maximal);
  }
  return table;
}

function contains(big: Vec, small: Vec): boolean {
  for (let i = 0; i < WIDTH; i++) if (big[i] < small[i]) return false;
  return true;
}

function total(vec: Vec): number {
  let t = 0;
  for (let i = 0; i < WIDTH; i++) t += vec[i];
  return t;
}

/** The context a reach table is built from (any meeple of the player will do). */
export function templateContext(state: GameState, rules: Parameters<typeof moveContext>[1], player: number): MoveContext {
  return moveContext(state, rules, player, 0, [], false);
}
