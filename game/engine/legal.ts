import { UPGRADE_COST_IN_LIKES, type UpgradeId } from "./data/upgrades.js";
import { cardsMatchedBy } from "./cards.js";
import type { Counts } from "./counts.js";
import { canEndOn, moveContext, nextSteps, walkPath, type MoveContext } from "./movement.js";
import { freeSquares } from "./placement.js";
import { rulesFor } from "./rules.js";
import { CUP_COUNT, type Completion, type GameState, type PlaceAction, type TurnAction } from "./types.js";

/** Every legal placement: each free square, with each cup. */
export function legalPlacements(state: GameState): PlaceAction[] {
  if (state.phase !== "placement") return [];
  const player = state.current;
  return freeSquares(state).flatMap((square) =>
    Array.from({ length: CUP_COUNT }, (_, cup) => ({ type: "place" as const, player, square, cup })),
  );
}

/** Every legal path for a move context, using at most `maxSpeedTokens` speed tokens. */
export function legalPaths(context: MoveContext, supply: Counts | null, maxSpeedTokens: number): number[][] {
  const limit = Math.min(context.maxSteps, context.freeSteps + maxSpeedTokens);
  const paths: number[][] = [];
  const path: number[] = [];
  const extend = () => {
    if (path.length > 0 && canEndOn(context, path[path.length - 1])) paths.push([...path]);
    if (path.length === limit) return;
    for (const step of nextSteps(context, path, supply)) {
      path.push(step.square);
      extend();
      path.pop();
    }
  };
  extend();
  return paths;
}

export interface EnumerationLimits {
  /** Speed tokens a path may spend (paths grow fast: keep this small). */
  maxSpeedTokens?: number;
}

/**
 * A representative set of legal turns: every upgrade activation, meeple, jump choice and path
 * (within the speed-token limit); for each, pouring nothing or everything into one cup, then
 * completing nothing or every order the cups match. Every turn it lists is legal.
 */
export function legalTurns(state: GameState, limits: EnumerationLimits = {}): TurnAction[] {
  if (state.phase !== "turns") return [];
  const rules = rulesFor(state.options);
  const player = state.current;
  const me = state.players[player];
  const active = me.upgrades.filter((tile) => tile.active).map((tile) => tile.id);
  const activations: (UpgradeId | undefined)[] = [undefined];
  if (me.likes.length >= UPGRADE_COST_IN_LIKES) {
    for (const tile of me.upgrades) if (!tile.active) activations.push(tile.id);
  }
  const turns: TurnAction[] = [];
  for (const activate of activations) {
    const upgrades = activate ? [...active, activate] : active;
    for (let meeple = 0; meeple < me.meeples.length; meeple++) {
      for (const jump of upgrades.includes("jump") ? [false, true] : [false]) {
        const context = moveContext(state, rules, player, meeple, upgrades, jump);
        for (const path of legalPaths(context, state.supply, limits.maxSpeedTokens ?? 0)) {
          const { collected } = walkPath(context, path, state.supply ? { ...state.supply } : null);
          const base: TurnAction = { type: "turn", player, meeple, path };
          if (activate) base.activate = activate;
          if (jump) base.jump = true;
          const pourOptions: Counts[][] = [[]];
          for (let cup = 0; cup < CUP_COUNT; cup++) {
            const pours: Counts[] = [{}, {}, {}];
            pours[cup] = collected;
            pourOptions.push(pours);
          }
          for (const pours of pourOptions) {
            turns.push({ ...base, pours });
            const complete = completionsFor(state, player, pours);
            if (complete.length > 0) turns.push({ ...base, pours, complete });
          }
        }
      }
    }
  }
  return turns;
}

/** Greedily pairs each cup (after pouring) with a distinct order it completes. */
function completionsFor(state: GameState, player: number, pours: Counts[]): Completion[] {
  const me = state.players[player];
  const used = new Set<number>();
  const completions: Completion[] = [];
  me.cups.forEach((cup, index) => {
    const contents: Counts = { ...cup };
    for (const key in pours[index] ?? {}) {
      const k = key as keyof Counts;
      contents[k] = (contents[k] ?? 0) + pours[index][k]!;
    }
    const card = cardsMatchedBy(state.options.edition, contents, me.queue).find((c) => !used.has(c));
    if (card !== undefined) {
      used.add(card);
      completions.push({ cup: index, card });
    }
  });
  return completions;
}
