import { stepMultiplier } from "../engine/movement.js";
import { INGREDIENTS, moveContext, nextSteps, type Counts, type GameState, type MoveContext, type Rules, type StepOption, type UpgradeId } from "../engine/index.js";
import { KEY_BITS, WIDTH, indexOf, type Vec } from "./vectors.js";

/**
 * The distinct moves of one meeple: every legal path (the engine's `nextSteps` decides each step,
 * what it yields and where a move may end), walked depth first and merged whenever two partial
 * paths stand on the same square after the same number of steps with the same tokens — they can
 * go on identically. Tokens are counted only up to `useful` (what could be poured at all), so moves
 * that differ in useless tokens merge. Moves are kept per (end square, collection), fewest speed
 * tokens first; a move is dropped when another of the meeple's moves beats it outright.
 *
 * Collections are packed keys (`keyOf`): the walk allocates nothing per step.
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
  // The steps from a square depend only on the square and the step's index, unless a limited
  // supply runs short: then they are asked for along each path.
  let binding = false;
  if (supply !== null) {
    const most = new Array<number>(WIDTH).fill(0);
    for (let square = 0; square < 16; square++) {
      const i = indexOf(context.board[square]);
      most[i] = Math.max(most[i], stepMultiplier(context, square, 1, true));
    }
    binding = most.some((gain, i) => gain > 0 && (supply[INGREDIENTS[i]] ?? 0) < gain * limit);
  }
  const stepCache: (StepOption[] | undefined)[] = new Array(16 * 8);
  const path: number[] = [];
  const stepsAfter = (left: Counts | null): StepOption[] => {
    if (binding) return nextSteps(context, path, left);
    const slot = (path.length === 0 ? context.start : path[path.length - 1]) * 8 + path.length;
    return (stepCache[slot] ??= nextSteps(context, path, null));
  };
  const caps = useful.map((u) => Math.min(u, MASK));
  const shift = useful.map((_, i) => KEY_BITS * i);
  const add = (key: number, ingredient: number, gain: number): number => {
    if (gain === 0) return key;
    const current = (key >>> shift[ingredient]) & MASK;
    const next = Math.min(caps[ingredient], current + gain);
    return key + ((next - current) << shift[ingredient]);
  };
  const found: Map<number, Move>[] = Array.from({ length: 16 }, () => new Map());
  const visited: Set<number>[] = [];
  const walk = (key: number, pathCode: number, left: Counts | null) => {
    const length = path.length + 1;
    if (length > limit) return;
    const weight = 16 ** path.length;
    for (const step of stepsAfter(left)) {
      const ingredient = indexOf(step.ingredient);
      if (step.canEnd) {
        const final = add(key, ingredient, step.gain);
        const spent = Math.max(0, length - context.freeSteps);
        const known = found[step.square].get(final);
        if (!known || known.speedTokensSpent > spent) {
          found[step.square].set(final, {
            meeple,
            jump,
            end: step.square,
            collectedKey: final,
            speedTokensSpent: spent,
            pathCode: pathCode + step.square * weight,
            length,
          });
        }
      }
      if (length < limit) {
        const passing = add(key, ingredient, step.gainPassing);
        const node = step.square * 8 + length;
        const seen = (visited[node] ??= new Set());
        if (seen.has(passing)) continue;
        seen.add(passing);
        let next = left;
        if (left !== null && step.gainPassing > 0) {
          next = { ...left };
          next[step.ingredient] = (next[step.ingredient] ?? 0) - step.gainPassing;
        }
        path.push(step.square);
        walk(passing, pathCode + step.square * weight, next);
        path.pop();
      }
    }
  };
  walk(0, 0, supply);
  const moves: Move[] = [];
  for (const byKey of found) prune([...byKey.values()], moves);
  return moves;
}

/**
 * Keeps the moves (all ending on one square) that no other beats outright: no more speed tokens
 * and at least the same tokens (surplus tokens can always be left unpoured).
 */
function prune(moves: Move[], kept: Move[]): void {
  const vecs = moves.map((move) => collectionOf(move.collectedKey));
  for (let a = 0; a < moves.length; a++) {
    const move = moves[a];
    let beaten = false;
    for (let b = 0; b < moves.length && !beaten; b++) {
      const other = moves[b];
      if (b === a || other.speedTokensSpent > move.speedTokensSpent) continue;
      const mine = vecs[a];
      const theirs = vecs[b];
      let covers = true;
      let more = other.speedTokensSpent < move.speedTokensSpent;
      for (let i = 0; i < WIDTH; i++) {
        if (theirs[i] < mine[i]) {
          covers = false;
          break;
        }
        if (theirs[i] > mine[i]) more = true;
      }
      beaten = covers && more;
    }
    if (!beaten) kept.push(move);
  }
}
