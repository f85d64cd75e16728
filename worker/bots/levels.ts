import { DEFAULT_WEIGHTS, type Weights } from "./evaluate.js";

/** The bot levels a seat can be given. */
export const BOT_LEVELS = ["random", "easy", "medium", "hard"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === "string" && (BOT_LEVELS as readonly string[]).includes(value);
}

/** How hard a strategic level thinks. */
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
   * mobility bonus of the best value found (1: exact; smaller: faster, may miss a move).
   */
  slack: number;
  /** Candidates ranked in full (the rest only when they could still beat the best). */
  keepCandidates: number;
  /** Upgrade activations looked at per turn (best by their expected value first). */
  activations: number;
  /** Random jitter added to each turn's value, in likes (easy plays loosely). */
  noise: number;
  /** Best turns replayed with the engine to plan the turn after (0: one-turn planner). */
  lookahead: number;
  /** Hidden-deck samples per replayed turn. */
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
    slack: 0,
    activations: 1,
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
    slack: 0,
    activations: 1,
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
    slack: 1,
    activations: 4,
    noise: 0,
    lookahead: 10,
    samples: 1,
  },
};
