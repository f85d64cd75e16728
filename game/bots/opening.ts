import {
  UPGRADES_PER_PLAYER,
  freeSquares,
  rulesFor,
  type ChooseUpgradesAction,
  type GameState,
  type PlaceAction,
  type UpgradeId,
} from "../engine/index.js";
import { randomInt, type RngState } from "../engine/rng.js";
import { Appraisal, UPGRADE_HELP } from "./evaluate.js";
import type { LevelConfig } from "./levels.js";
import { outlookFor } from "./outlook.js";
import { reachTable, templateContext } from "./reach.js";
import { indexOf, type Vec } from "./vectors.js";

/**
 * The decisions before the first turn: which 4 upgrades to play with (variable upgrades) and
 * where to place each meeple, with which cup taking that square's ingredient.
 */

/** The upgrades that help most per turn; Double Meeples counts the player's own second meeple with 2 players. */
export function chooseUpgrades(state: GameState, player: number): ChooseUpgradesAction {
  const rules = rulesFor(state.options);
  const help = (id: UpgradeId) => UPGRADE_HELP[id] + (id === "doubleMeeples" && rules.meeplesPerPlayer === 2 ? 0.05 : 0);
  const ranked = [...rules.edition.upgrades].sort((a, b) => help(b) - help(a));
  return { type: "chooseUpgrades", player, upgrades: ranked.slice(0, UPGRADES_PER_PLAYER) };
}

/**
 * The placement whose square and cup give the best standing: the ingredient poured toward the
 * orders in the queue, and a square from which the first turn can complete or advance them.
 */
export function choosePlacement(state: GameState, config: LevelConfig, rng: RngState): PlaceAction {
  const player = state.current;
  const rules = rulesFor(state.options);
  const me = state.players[player];
  const appraisal = new Appraisal(state, player, outlookFor(state, player), config.weights);
  const table = reachTable(state, templateContext(state, rules, player), false, rules.baseSteps);
  const placed = me.meeples.filter((square): square is number => square !== null);
  let best: PlaceAction | null = null;
  let bestValue = -Infinity;
  for (const square of freeSquares(state)) {
    const ingredient = state.board[square];
    const available = state.supply === null || (state.supply[ingredient] ?? 0) > 0;
    const seenCups = new Set<string>();
    for (let cup = 0; cup < appraisal.cups.length; cup++) {
      const cups: Vec[] = appraisal.cups.map((c) => c.slice());
      if (available) cups[cup][indexOf(ingredient)] += 1;
      const key = cups.map((c) => c.join("")).sort().join("|");
      if (seenCups.has(key)) continue; // pouring into either of two empty cups is the same
      seenCups.add(key);
      let value = appraisal.standing(cups, [...placed, square], table);
      if (config.noise > 0) value += config.noise * appraisal.outlook.like * (randomInt(rng, 1000) / 1000 - 0.5);
      if (value > bestValue) {
        bestValue = value;
        best = { type: "place", player, square, cup };
      }
    }
  }
  return best ?? { type: "place", player, square: freeSquares(state)[0], cup: 0 };
}
