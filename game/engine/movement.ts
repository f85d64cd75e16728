import { CORNER_SQUARES, ORTHOGONAL, SQUARE_COUNT, WITH_DIAGONALS, squareName } from "./data/board.js";
import type { Ingredient } from "./data/ingredients.js";
import type { UpgradeId } from "./data/upgrades.js";
import { addTo, type Counts } from "./counts.js";
import { engineError } from "./errors.js";
import type { Rules } from "./rules.js";
import type { EngineError, GameState } from "./types.js";

const IS_CORNER: readonly boolean[] = Array.from({ length: SQUARE_COUNT }, (_, s) => CORNER_SQUARES.includes(s));

/** Everything a move depends on, fixed before the first step. */
export interface MoveContext {
  board: readonly Ingredient[];
  start: number;
  /** Squares with another meeple (any but the moving one: R-1's Double Meeples, §3.2's end rule). */
  occupied: readonly boolean[];
  diagonal: boolean;
  doubleMeeples: boolean;
  doubleCorners: boolean;
  doubleSpecialties: boolean;
  doubleDestination: boolean;
  jump: boolean;
  /** Steps allowed without speed tokens (the jump's extra step included). */
  freeSteps: number;
  /** Most steps possible: free steps plus every speed token. */
  maxSteps: number;
  mayEndOnOccupied: boolean;
  specialtyIngredients: readonly Ingredient[];
}

export function moveContext(
  state: GameState,
  rules: Rules,
  player: number,
  meeple: number,
  upgrades: readonly UpgradeId[],
  jump: boolean,
): MoveContext {
  const occupied = new Array<boolean>(SQUARE_COUNT).fill(false);
  state.players.forEach((p, seat) =>
    p.meeples.forEach((square, index) => {
      if (square !== null && !(seat === player && index === meeple)) occupied[square] = true;
    }),
  );
  const freeSteps = rules.baseSteps + (jump ? 1 : 0);
  return {
    board: state.board,
    start: state.players[player].meeples[meeple]!,
    occupied,
    diagonal: upgrades.includes("diagonalMovement"),
    doubleMeeples: upgrades.includes("doubleMeeples"),
    doubleCorners: upgrades.includes("doubleCorners"),
    doubleSpecialties: upgrades.includes("doubleSpecialties"),
    doubleDestination: upgrades.includes("doubleDestination"),
    jump,
    freeSteps,
    maxSteps: freeSteps + state.players[player].speedTokens,
    mayEndOnOccupied: rules.mayEndOnOccupied,
    specialtyIngredients: rules.edition.specialtyIngredients,
  };
}

export function neighboursOf(context: MoveContext, square: number): readonly number[] {
  return (context.diagonal ? WITH_DIAGONALS : ORTHOGONAL)[square];
}

export function canEndOn(context: MoveContext, square: number): boolean {
  return context.mayEndOnOccupied || !context.occupied[square];
}

/** How many tokens entering `square` as step `index` yields, before the supply's limit. */
export function stepMultiplier(context: MoveContext, square: number, index: number, isLast: boolean): number {
  if (index === 0 && context.jump) return 0;
  let multiplier = 1;
  if (context.doubleMeeples && context.occupied[square]) multiplier *= 2;
  if (context.doubleCorners && IS_CORNER[square]) multiplier *= 2;
  if (context.doubleSpecialties && context.specialtyIngredients.includes(context.board[square])) multiplier *= 2;
  if (context.doubleDestination && isLast) multiplier *= 2;
  return multiplier;
}

/** Takes `count` of an ingredient from the supply, or what is left of a limited one. */
export function takeFromSupply(supply: Counts | null, ingredient: Ingredient, count: number): number {
  if (supply === null || count === 0) return count;
  const taken = Math.min(count, supply[ingredient] ?? 0);
  addTo(supply, ingredient, -taken);
  return taken;
}

export interface MoveOutcome {
  collected: Counts;
  speedTokensSpent: number;
  /** Why the path cannot be submitted as it is, if it can't; a problem in the middle stops the walk. */
  problem: EngineError | null;
  /** True when the problem is only that the path is unfinished (empty, or ending where it may not). */
  unfinished: boolean;
}

/**
 * Walks a path: checks each step, collects what each square yields (taking from `supply`, which it
 * changes) and says whether the move may end there.
 */
export function walkPath(context: MoveContext, path: readonly unknown[], supply: Counts | null): MoveOutcome {
  const collected: Counts = {};
  const outcome: MoveOutcome = { collected, speedTokensSpent: 0, problem: null, unfinished: false };
  if (path.length > context.maxSteps) {
    outcome.problem = engineError(
      "PATH_TOO_LONG",
      context.maxSteps === context.freeSteps
        ? `You can move at most ${context.freeSteps} squares and have no speed tokens for more.`
        : `You can move at most ${context.maxSteps} squares: ${context.freeSteps}, plus one for each of your speed tokens.`,
    );
    return outcome;
  }
  let at = context.start;
  for (let index = 0; index < path.length; index++) {
    const square = path[index];
    if (!Number.isInteger(square) || (square as number) < 0 || (square as number) >= SQUARE_COUNT) {
      outcome.problem = engineError("NO_SUCH_SQUARE", `Step ${index + 1} is not a square of the board.`);
      return outcome;
    }
    const next = square as number;
    if (!neighboursOf(context, at).includes(next)) {
      outcome.problem = engineError(
        "NOT_ADJACENT",
        context.diagonal
          ? `Step ${index + 1} goes from ${squareName(at)} to ${squareName(next)}, which is not next to it.`
          : `Step ${index + 1} goes from ${squareName(at)} to ${squareName(next)}: you can only move to a square next to yours, not diagonally.`,
      );
      return outcome;
    }
    const ingredient = context.board[next];
    const taken = takeFromSupply(supply, ingredient, stepMultiplier(context, next, index, index === path.length - 1));
    addTo(collected, ingredient, taken);
    at = next;
  }
  outcome.speedTokensSpent = Math.max(0, path.length - context.freeSteps);
  if (path.length === 0) {
    outcome.problem = engineError("EMPTY_PATH", "You must move at least one square.");
    outcome.unfinished = true;
  } else if (!canEndOn(context, at)) {
    outcome.problem = engineError("END_ON_OCCUPIED", "You can't end your move on a square with another meeple.");
    outcome.unfinished = true;
  }
  return outcome;
}

/** Fewest further steps from each square to a square the move may end on (BFS from those squares). */
function stepsToAnEnd(context: MoveContext): number[] {
  const distance = new Array<number>(SQUARE_COUNT).fill(Infinity);
  const queue: number[] = [];
  for (let square = 0; square < SQUARE_COUNT; square++) {
    if (canEndOn(context, square)) {
      distance[square] = 0;
      queue.push(square);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const square = queue[head];
    for (const neighbour of neighboursOf(context, square)) {
      if (distance[neighbour] === Infinity) {
        distance[neighbour] = distance[square] + 1;
        queue.push(neighbour);
      }
    }
  }
  return distance;
}

export interface StepOption {
  square: number;
  ingredient: Ingredient;
  /** What entering this square yields if the move ends there (Double Destination counts). */
  gain: number;
  /** What it yields when the move goes on past it. */
  gainPassing: number;
  /** Taking this step spends a speed token. */
  costsSpeedToken: boolean;
  /** The move may end on this square. */
  canEnd: boolean;
}

/**
 * The squares the next step may go to after `path` (a valid prefix), each with what it yields:
 * only steps from which the move can still end legally within the steps left.
 */
export function nextSteps(context: MoveContext, path: readonly number[], supplyAfterPath: Counts | null): StepOption[] {
  const at = path.length === 0 ? context.start : path[path.length - 1];
  const index = path.length;
  const stepsLeftAfter = context.maxSteps - index - 1;
  if (stepsLeftAfter < 0) return [];
  const distance = stepsToAnEnd(context);
  const options: StepOption[] = [];
  for (const square of neighboursOf(context, at)) {
    if (distance[square] > stepsLeftAfter) continue;
    const ingredient = context.board[square];
    const available = supplyAfterPath === null ? Infinity : (supplyAfterPath[ingredient] ?? 0);
    options.push({
      square,
      ingredient,
      gain: Math.min(available, stepMultiplier(context, square, index, true)),
      gainPassing: Math.min(available, stepMultiplier(context, square, index, false)),
      costsSpeedToken: index >= context.freeSteps,
      canEnd: canEndOn(context, square),
    });
  }
  return options;
}
