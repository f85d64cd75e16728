import { UPGRADE_COST_IN_LIKES, type UpgradeId } from "./data/upgrades.js";
import { cardsMatchedBy } from "./cards.js";
import { compact, type Counts } from "./counts.js";
import { canEndOn, nextSteps, type StepOption } from "./movement.js";
import { rulesFor } from "./rules.js";
import { analyseTurn } from "./turn.js";
import type { EngineError, GameState, TurnDraft } from "./types.js";

export interface CupMatch {
  cup: number;
  /** Cards in the queue that this cup's contents complete. */
  cards: number[];
}

/** What a partly built turn amounts to, for the composer and the bots: the server runs the same code. */
export interface TurnPreview {
  /** Why the draft can't be submitted yet (or at all); null when it can. */
  problem: EngineError | null;
  /** Face-down upgrades the player may activate this turn. */
  activatable: UpgradeId[];
  upgradesInEffect: UpgradeId[];
  canJump: boolean;
  meeple: number;
  from: number;
  path: number[];
  collected: Counts;
  speedTokensSpent: number;
  /** Steps that cost no speed token still left. */
  freeStepsLeft: number;
  /** Legal next squares with what each yields; empty once the path can't go on. */
  nextSteps: StepOption[];
  canEndHere: boolean;
  /** Cups after emptying and pouring. */
  cups: Counts[];
  /** Collected tokens not poured: they go back to the supply. */
  unpoured: Counts;
  matches: CupMatch[];
}

export function previewTurn(state: GameState, player: number, draft: TurnDraft): TurnPreview {
  const rules = rulesFor(state.options);
  const me = state.players[player];
  const analysis = analyseTurn(state, rules, player, draft);
  const context = analysis.context;
  const path = analysis.path;
  const pathIsValid = analysis.move !== null && (analysis.move.problem === null || analysis.move.unfinished);
  const activatable =
    draft.activate === undefined && me.likes.length >= UPGRADE_COST_IN_LIKES
      ? me.upgrades.filter((tile) => !tile.active).map((tile) => tile.id)
      : [];
  return {
    problem: analysis.problem,
    activatable,
    upgradesInEffect: analysis.upgrades,
    canJump: analysis.upgrades.includes("jump"),
    meeple: analysis.meeple,
    from: me.meeples[analysis.meeple] ?? -1,
    path,
    collected: analysis.move?.collected ?? {},
    speedTokensSpent: analysis.move?.speedTokensSpent ?? 0,
    freeStepsLeft: context ? Math.max(0, context.freeSteps - path.length) : 0,
    nextSteps: context && pathIsValid ? nextSteps(context, path, analysis.supply) : [],
    canEndHere: context !== null && pathIsValid && path.length > 0 && canEndOn(context, path[path.length - 1]),
    cups: analysis.cups,
    unpoured: compact(analysis.unpoured),
    matches: analysis.cups.map((cup, index) => ({
      cup: index,
      cards: cardsMatchedBy(state.options.edition, cup, me.queue),
    })),
  };
}
