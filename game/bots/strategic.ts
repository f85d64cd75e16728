import {
  applyActionInPlace,
  cloneState,
  previewTurn,
  recipeOf,
  rulesFor,
  UPGRADE_COST_IN_LIKES,
  type GameState,
  type TurnAction,
  type UpgradeId,
} from "../engine/index.js";
import { randomInt, type RngState } from "../engine/rng.js";
import { sampledWorld } from "./belief.js";
import { Appraisal } from "./evaluate.js";
import type { LevelConfig } from "./levels.js";
import { collectionOf, movesOf, pathOf, type Move } from "./moves.js";
import { outlookFor, tokenValue } from "./outlook.js";
import { PourPlanner, type PourPlan } from "./pours.js";
import { reachTable, templateContext } from "./reach.js";
import { equal, fromCounts, plus, toCounts, zero, type Vec } from "./vectors.js";

/**
 * The strategic turn planner. It enumerates the player's distinct moves with the engine (upgrade
 * activations worth a look, each meeple, jump or not, up to a few speed tokens), plans the pours of
 * each move's collection over the whole queue, and scores the position each reaches (evaluate.ts),
 * plus what the meeples could reach next turn. The hard level then replays its best turns with the
 * engine on a copy of the game whose hidden deck is a sample of the unseen cards (belief.ts), and
 * plans the turn after each; it keeps the turn whose follow-up is best.
 */
export interface Candidate {
  activate: UpgradeId | null;
  move: Move;
  plan: PourPlan;
  value: number;
}

export interface Ranking {
  appraisal: Appraisal;
  candidates: Candidate[];
}

/** Every candidate turn of the player to act, best first. */
export function rankTurns(state: GameState, config: LevelConfig, rng: RngState): Ranking {
  const rules = rulesFor(state.options);
  const player = state.current;
  const me = state.players[player];
  const outlook = outlookFor(state, player);
  const appraisal = new Appraisal(state, player, outlook, config.weights);
  const planner = new PourPlanner(appraisal, config.plansPerCollection, config.pourTargets, config.recipes);
  const active = me.upgrades.filter((tile) => tile.active).map((tile) => tile.id);
  let activations: (UpgradeId | null)[] = [null];
  if (rules.upgradesUsed && me.likes.length >= UPGRADE_COST_IN_LIKES) {
    const worth = (id: UpgradeId) => appraisal.activationValue(id, outlook.futureTurns);
    const faceDown = me.upgrades.filter((tile) => !tile.active).map((tile) => tile.id);
    faceDown.sort((a, b) => worth(b) - worth(a));
    if (config.activations > 0) activations.push(...faceDown.slice(0, config.activations));
    // Settled in advance: the best upgrade if it pays over the game left, else none.
    else if (faceDown.length > 0 && worth(faceDown[0]) > 0) activations = [faceDown[0]];
  }
  const template = templateContext(state, rules, player);
  const defaultToken = tokenValue(outlook, outlook.futureTurns);

  // 1. Every distinct move, grouped by what it collects (pours depend on nothing else).
  interface Activation {
    activate: UpgradeId | null;
    diagonal: boolean;
    table: Vec[][];
    value: number;
  }
  interface Option {
    move: Move;
    with: Activation;
    /** What the move adds to any plan's value besides mobility and its speed tokens: activation, noise. */
    extra: number;
  }
  interface Group {
    key: number;
    options: Option[];
    /** The most any of its moves adds (`extra` less the speed tokens at their usual worth). */
    bestExtra: number;
  }
  const groups = new Map<number, Group>();
  for (const activate of activations) {
    const upgrades = activate ? [...active, activate] : active;
    const diagonal = upgrades.includes("diagonalMovement");
    const context: Activation = {
      activate,
      diagonal,
      table: reachTable(state, template, diagonal, rules.baseSteps),
      value: activate ? appraisal.activationValue(activate, outlook.futureTurns) : 0,
    };
    for (let meeple = 0; meeple < me.meeples.length; meeple++) {
      if (me.meeples[meeple] === null) continue;
      for (const jump of upgrades.includes("jump") ? [false, true] : [false]) {
        for (const move of movesOf(state, rules, player, meeple, upgrades, jump, state.supply, config.maxSpeedTokens, planner.useful)) {
          let extra = context.value;
          if (config.noise > 0) extra += config.noise * outlook.like * (randomInt(rng, 1000) / 1000 - 0.5);
          let group = groups.get(move.collectedKey);
          if (!group) {
            group = { key: move.collectedKey, options: [], bestExtra: -Infinity };
            groups.set(move.collectedKey, group);
          }
          group.options.push({ move, with: context, extra });
          group.bestExtra = Math.max(group.bestExtra, extra - defaultToken * move.speedTokensSpent);
        }
      }
    }
  }

  // 2. Collections best bound first (pours.ts); at most `planLimit` of them are planned, and only
  //    while a bound (plus the best its moves add, plus `slack` of the most mobility could add)
  //    reaches the best value planned so far. When the turn may end the game the bound may not
  //    hold: then it only orders the collections.
  const bounded = appraisal.boundsHold && config.slack < Infinity;
  const order = [...groups.values()].map((group) => ({ group, bound: planner.bound(collectionOf(group.key)) + group.bestExtra }));
  order.sort((a, b) => b.bound - a.bound);
  const slack = bounded ? config.slack * appraisal.mobilityCap : Infinity;
  interface Pending {
    option: Option;
    plan: PourPlan;
    value: number;
    bound: number;
  }
  const pending: Pending[] = [];
  let bestPlanned = -Infinity;
  let planned = 0;
  for (const { group, bound } of order) {
    if (bound + slack < bestPlanned || planned++ >= config.planLimit) break;
    const plans = planner.plans(collectionOf(group.key), group.key, bestPlanned - slack - group.bestExtra);
    for (const option of group.options) {
      for (const plan of plans) {
        const leaf = plan.leaf;
        let value = leaf.value - leaf.tokenValue * option.move.speedTokensSpent + option.extra;
        const activate = option.with.activate;
        if (activate && leaf.future !== outlook.futureTurns) {
          value += appraisal.activationValue(activate, leaf.future) - option.with.value;
        }
        pending.push({ option, plan, value, bound: value + leaf.mobilityBound });
        if (value > bestPlanned) bestPlanned = value;
      }
    }
  }

  // 3. Mobility, best bound first, until no bound can beat the best values kept.
  pending.sort((a, b) => b.bound - a.bound);
  const mobilityMemo = new Map<number, number>();
  const candidates: Candidate[] = [];
  const top: number[] = []; // the best `keepCandidates` values so far, best first
  const keep = Math.max(1, config.keepCandidates);
  const squares = me.meeples.map((square) => square ?? 0);
  for (const { option, plan, value: before, bound } of pending) {
    if (top.length >= keep && bound < top[keep - 1]) break;
    const leaf = plan.leaf;
    const { move } = option;
    let where = option.with.diagonal ? 1 : 0;
    for (let m = 0; m < squares.length; m++) where = where * 16 + (m === move.meeple ? move.end : squares[m]);
    const memoKey = leaf.id * 65536 + where;
    let mobility = mobilityMemo.get(memoKey);
    if (mobility === undefined) {
      const after = squares.map((square, m) => (m === move.meeple ? move.end : square));
      mobility = appraisal.mobility(leaf, after, option.with.table);
      mobilityMemo.set(memoKey, mobility);
    }
    const value = before + mobility;
    candidates.push({ activate: option.with.activate, move, plan, value });
    let at = top.length;
    while (at > 0 && top[at - 1] < value) at--;
    if (at < keep) {
      top.splice(at, 0, value);
      if (top.length > keep) top.pop();
    }
  }
  // Stable: equal values keep enumeration order, so a decision never depends on sort internals.
  candidates.sort((a, b) => b.value - a.value);
  return { appraisal, candidates };
}

/**
 * The engine action for a candidate. The pours are checked against what the engine's preview says
 * the path collects (a limited supply may yield less than planned): a pour it can't cover is cut
 * down and the completions that no longer match are dropped.
 */
export function turnOf(state: GameState, candidate: Candidate, appraisal: Appraisal): TurnAction {
  const player = state.current;
  const { move, plan } = candidate;
  const turn: TurnAction = { type: "turn", player, meeple: move.meeple, path: pathOf(move) };
  if (candidate.activate) turn.activate = candidate.activate;
  if (move.jump) turn.jump = true;
  if (plan.empty.length > 0) turn.empty = [...plan.empty];
  const pours = plan.pours.map((pour) => pour.slice());
  let cut = false;
  if (state.supply !== null) {
    const left = fromCounts(previewTurn(state, player, { ...turn }).collected);
    for (const pour of pours) {
      for (let i = 0; i < pour.length; i++) {
        const take = Math.min(pour[i], left[i]);
        if (take < pour[i]) cut = true;
        pour[i] = take;
        left[i] -= take;
      }
    }
  }
  turn.pours = pours.map(toCounts);
  const complete = plan.leaf.completions.map(({ cup, card }) => ({ cup, card: appraisal.cards[card].id }));
  turn.complete = cut
    ? complete.filter(({ cup, card }) => {
        const after = plus(plan.empty.includes(cup) ? zero() : appraisal.cups[cup], pours[cup]);
        return equal(after, fromCounts(recipeOf(state.options.edition, card)));
      })
    : complete;
  return turn;
}

/** Settings for planning the turn after, inside the lookahead. */
function followUp(config: LevelConfig): LevelConfig {
  return { ...config, maxSpeedTokens: Math.min(1, config.maxSpeedTokens), plansPerCollection: 1, activations: 0, keepCandidates: 1, planLimit: 40, lookahead: 0, noise: 0 };
}

/** The chosen turn of the player to act (state.phase must be "turns"). */
export function strategicTurn(state: GameState, config: LevelConfig, rng: RngState): TurnAction | null {
  const player = state.current;
  const { appraisal, candidates } = rankTurns(state, config, rng);
  if (candidates.length === 0) return null;
  if (config.lookahead <= 0 || state.token === "closed") return turnOf(state, candidates[0], appraisal);

  const worlds = Array.from({ length: Math.max(1, config.samples) }, () => sampledWorld(state, rng));
  const next = followUp(config);
  let best = candidates[0];
  let bestValue = -Infinity;
  for (const candidate of candidates.slice(0, config.lookahead)) {
    const action = turnOf(state, candidate, appraisal);
    let total = 0;
    let counted = 0;
    for (const world of worlds) {
      const sim = cloneState(world);
      if (!applyActionInPlace(sim, action).ok) continue;
      counted++;
      if (sim.phase === "ended" || sim.token === "closed") {
        // No further turn for this player: the turn's own estimate is final.
        total += candidate.value;
        continue;
      }
      sim.current = player; // the others' turns are skipped: only this player's follow-up is planned
      const after = rankTurns(sim, next, rng).candidates[0];
      total += after ? after.value : candidate.value;
    }
    if (counted === 0) continue;
    const value = total / counted;
    if (value > bestValue) {
      bestValue = value;
      best = candidate;
    }
  }
  return turnOf(state, best, appraisal);
}
