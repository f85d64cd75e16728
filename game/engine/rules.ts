import { EDITIONS, type Edition } from "./data/editions.js";
import type { ResolvedOptions } from "./types.js";

/**
 * The rule switches that follow from edition, player count and variants (RULES.md §1–§6),
 * derived once so the turn code reads data instead of branching on editions.
 */
export interface Rules {
  edition: Edition;
  players: number;
  meeplesPerPlayer: number;
  /** Steps allowed before speed tokens (3, or 4 in Junior Barista). */
  baseSteps: number;
  mayEndOnOccupied: boolean;
  upgradesUsed: boolean;
  playersPickUpgrades: boolean;
  /** How many following players draw in an order surge (0: no surge). */
  surgeRecipients: number;
  flowOfTime: boolean;
  /** 2 players: draw one card to your own position 1 after the flow of time. */
  drawAfterFlow: boolean;
  /** Junior Barista: the token closes when a player has completed every card in their queue. */
  closeWhenQueueCleared: boolean;
  deal: "standard" | "calmStart" | "junior";
  boardChaos: boolean;
  /** A player with this many dislikes closes the token. */
  dislikesToClose: number;
}

/** Options never change during a game (states share the object), so the rules are derived once per game. */
const cache = new WeakMap<ResolvedOptions, Rules>();

export function rulesFor(options: ResolvedOptions): Rules {
  let rules = cache.get(options);
  if (!rules) {
    rules = deriveRules(options);
    cache.set(options, rules);
  }
  return rules;
}

function deriveRules({ edition, players, variants }: ResolvedOptions): Rules {
  const junior = variants.includes("juniorBarista");
  return {
    edition: EDITIONS[edition],
    players,
    meeplesPerPlayer: players === 2 ? 2 : 1,
    baseSteps: junior ? 4 : 3,
    mayEndOnOccupied: junior,
    upgradesUsed: !junior,
    playersPickUpgrades: variants.includes("variableUpgrades"),
    surgeRecipients: junior ? 0 : Math.min(2, players - 1),
    flowOfTime: !junior,
    drawAfterFlow: !junior && players === 2,
    closeWhenQueueCleared: junior,
    deal: junior ? "junior" : variants.includes("calmStart") ? "calmStart" : "standard",
    boardChaos: variants.includes("mainBoardChaos"),
    dislikesToClose: 5,
  };
}
