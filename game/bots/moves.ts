import { INGREDIENTS, moveContext, nextSteps, type Counts, type GameState, type MoveContext, type Rules, type StepOption, type UpgradeId } from "../engine/index.js";
import { KEY_BITS, WIDTH, indexOf, type Vec } from "./vectors.js";

/**
 * The distinct moves of one meeple: every legal path (the engine's `nextSteps` decides each step,
 * what it yields and where a move may end), walked breadth first and merged whenever a partial
 * path stands on a square with tokens another path already stood there with, after no more steps:
 * it can only do less from there. Tokens are counted only up to `useful` (what could be poured at
 * all) and what a limited supply still holds, so moves that differ in useless tokens merge. One
 * move is kept per (end square, collection): the one with the fewest speed tokens. (Dropping moves
 * another beats outright was tried: it costs more than it saves.)
 *
 * Collections are packed keys (`keyOf`), so a step is a few integer operations.
 */
export interface Move {
  meeple: number;
  jump: boolean;
  end: number;
  /** The (clamped) collection's key; `collectionOf` unpacks it. */
  collectedKey: number;
  speedTokensSpent: number;
  /** The squares entered, 4 bits each, first step lowest. */
  pathCode: number;
  length: number;
}

export function pathOf(move: Move): number[] {
  const path: number[] = [];
  for (let i = 0; i < move.length; i++) path.push(Math.floor(move.pathCode / 16 ** i) % 16);
  return path;
}

const MASK = (1 << KEY_BITS) - 1;

export function collectionOf(key: number): Vec {
  const vec = new Array<number>(WIDTH);
  for (let i = 0; i < WIDTH; i++) vec[i] = (key >>> (KEY_BITS * i)) & MASK;
  return vec;
}

export function movesOf(
  state: GameState,
  rules: Rules,
  player: number,
  meeple: number,
  upgrades: readonly UpgradeId[],
  jump: boolean,
  supply: Counts | null,
  maxSpeedTokens: number,
  useful: Vec,
): Move[] {
  const context: MoveContext = moveContext(state, rules, player, meeple, upgrades, jump);
  const limit = Math.min(context.maxSteps, context.freeSteps + maxSpeedTokens);
  // Each step as plain numbers: square, ingredient index, gain when ending / passing, may end.
  interface Step {
    square: number;
    ingredient: number;
    gain: number;
    passing: number;
    canEnd: boolean;
  }
  const toSteps = (options: StepOption[]): Step[] =>
    options.map((o) => ({ square: o.square, ingredient: indexOf(o.ingredient), gain: o.gain, passing: o.gainPassing, canEnd: o.canEnd }));
  const stepCache: (Step[] | undefined)[] = new Array(16 * 8);
  const path: number[] = [];
  // Which steps are legal, and what each yields before the supply's limit, depend only on the
  // square and the step's index.
  const stepsAfter = (): Step[] => {
    const slot = (path.length === 0 ? context.start : path[path.length - 1]) * 8 + path.length;
    return (stepCache[slot] ??= toSteps(nextSteps(context, path, null)));
  };
  // A limited supply caps what can be collected of each ingredient, as `useful` does: a
  // collection clamped to both is exactly what the engine collects, clamped to what is useful.
  const caps = useful.map((u, i) => Math.min(u, MASK, supply === null ? Infinity : (supply[INGREDIENTS[i]] ?? 0)));
  const shift = useful.map((_, i) => KEY_BITS * i);
  const add = (key: number, ingredient: number, gain: number): number => {
    if (gain === 0) return key;
    const current = (key >>> shift[ingredient]) & MASK;
    const next = current + gain < caps[ingredient] ? current + gain : caps[ingredient];
    return key + ((next - current) << shift[ingredient]);
  };
  const weights = [1, 16, 256, 4096, 65536, 1048576, 16777216, 268435456];
  const found: Map<number, Move>[] = Array.from({ length: 16 }, () => new Map());
  // Breadth first, one step count at a time: a partial path standing where another stood with
  // the same tokens after no more steps can only do less, so each (square, tokens) is walked on
  // once — from its shortest path. The first move found for an (end, tokens) is the cheapest.
  const seen: Set<number>[] = Array.from({ length: 16 }, () => new Set());
  interface Node {
    square: number;
    key: number;
    pathCode: number;
    path: number[];
  }
  let frontier: Node[] = [{ square: context.start, key: 0, pathCode: 0, path: [] }];
  for (let length = 1; length <= limit && frontier.length > 0; length++) {
    const weight = weights[length - 1];
    const spent = length > context.freeSteps ? length - context.freeSteps : 0;
    const next: Node[] = [];
    for (const node of frontier) {
      path.length = 0;
      path.push(...node.path);
      const steps = stepsAfter();
      for (let s = 0; s < steps.length; s++) {
        const step = steps[s];
        if (step.canEnd) {
          const final = add(node.key, step.ingredient, step.gain);
          const ends = found[step.square];
          if (!ends.has(final)) {
            ends.set(final, { meeple, jump, end: step.square, collectedKey: final, speedTokensSpent: spent, pathCode: node.pathCode + step.square * weight, length });
          }
        }
        if (length < limit) {
          const passing = add(node.key, step.ingredient, step.passing);
          const there = seen[step.square];
          if (there.has(passing)) continue;
          there.add(passing);
          next.push({ square: step.square, key: passing, pathCode: node.pathCode + step.square * weight, path: [...node.path, step.square] });
        }
      }
    }
    frontier = next;
  }
  const moves: Move[] = [];
  for (const byKey of found) for (const move of byKey.values()) moves.push(move);
  return moves;
}
