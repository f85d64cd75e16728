import type { BotLevel } from "./bot-level.js";
import { DEFAULT_WEIGHTS, type Weights } from "./evaluate.js";

export { BOT_LEVELS, isBotLevel, type BotLevel } from "./bot-level.js";

/**
 * How hard a strategic level thinks. easy: one turn, no speed tokens, no look at the next turn's
 * reach, noisy values; medium: one turn with up to 1 speed token and the next turn's reach;
 * hard: up to 2 speed tokens, and its best turns replayed to plan the turn after.
 */
export interface LevelConfig {
  /** Speed tokens a move may spend (paths grow fast with each). */
  maxSpeedTokens: number;
  weights: Weights;
  /** Pour plans kept per distinct collection. */
  plansPerCollection: number;
  /** Orders each cup may pour toward, the most promising first. */
  pourTargets: number;
  /** Distinct recipes poured toward at most (the most urgent; cups already under way always count). */
  recipes: number;
  /**
   * Collections are planned while their bound comes within this share of the largest possible
   * mobility bonus of the best value found (1: never misses the best for mobility; 0: mobility
   * only ranks what was planned).
   */
  slack: number;
  /** Collections planned at most per turn (best bound first). */
  planLimit: number;
  /** Candidates ranked in full (the rest only when they could still beat the best). */
  keepCandidates: number;
  /**
   * Upgrade activations weighed per turn, by playing the turn with each (the best by expected value
   * first); 0 settles it in advance: the best upgrade when it pays over the game left.
   */
  activations: number;
  /** Random jitter added to each turn's value, in likes (easy plays loosely). */
  noise: number;
  /** Best turns replayed with the engine to plan the turn after (0: one-turn planner). */
  lookahead: number;
  /** Sampled hidden decks each replayed turn is played on. */
  samples: number;
}

export const LEVELS: Record<Exclude<BotLevel, "random">, LevelConfig> = {
  easy: {
    maxSpeedTokens: 0,
    weights: { ...DEFAULT_WEIGHTS, mobility: 0 },
    plansPerCollection: 1,
    pourTargets: 3,
    recipes: 6,
    keepCandidates: 1,
    planLimit: 20,
    slack: 0,
    activations: 0,
    noise: 0.8,
    lookahead: 0,
    samples: 0,
  },
  medium: {
    maxSpeedTokens: 1,
    weights: DEFAULT_WEIGHTS,
    plansPerCollection: 2,
    pourTargets: 3,
    recipes: 8,
    keepCandidates: 1,
    planLimit: 40,
    slack: 0,
    activations: 0,
    noise: 0,
    lookahead: 0,
    samples: 0,
  },
  hard: {
    maxSpeedTokens: 2,
    weights: DEFAULT_WEIGHTS,
    plansPerCollection: 2,
    pourTargets: 4,
    recipes: 8,
    keepCandidates: 10,
    planLimit: 60,
    slack: 0,
    activations: 2,
    noise: 0,
    lookahead: 6,
    samples: 1,
  },
};
