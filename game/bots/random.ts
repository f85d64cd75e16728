import {
  UPGRADE_COST_IN_LIKES,
  addTo,
  cardsMatchedBy,
  canEndOn,
  freeSquares,
  moveContext,
  nextSteps,
  recipeOf,
  rulesFor,
  toAct,
  walkPath,
  type Action,
  type Counts,
  type GameState,
  type Ingredient,
  type TurnAction,
  type UpgradeId,
} from "../engine/index.js";
import { randomInt, shuffleInPlace, type RngState } from "../engine/rng.js";

/**
 * The random-legal bot: a baseline opponent and the fuzzer behind the engine's property tests.
 * "uniform" pours tokens anywhere; "guided" pours toward the orders in its queue, so its games see
 * completions, surges and upgrades often. Either only builds legal actions, through the engine's
 * own step enumeration.
 */
export type RandomStyle = "uniform" | "guided";

export function randomAction(state: GameState, rng: RngState, style: RandomStyle = "guided"): Action {
  const waiting = toAct(state);
  const player = waiting[randomInt(rng, waiting.length)];
  switch (state.phase) {
    case "chooseUpgrades": {
      const upgrades = shuffleInPlace([...rulesFor(state.options).edition.upgrades], rng).slice(0, 4);
      return { type: "chooseUpgrades", player, upgrades };
    }
    case "placement": {
      const free = freeSquares(state);
      return { type: "place", player, square: free[randomInt(rng, free.length)], cup: randomInt(rng, 3) };
    }
    case "turns":
      return randomTurn(state, rng, style);
    case "ended":
      throw new Error("The game is over: nobody acts.");
  }
}

function chance(rng: RngState, p: number): boolean {
  return randomInt(rng, 1_000_000) < p * 1_000_000;
}

/** Whether `cup` could still become `recipe` by adding tokens. */
function fitsInside(cup: Counts, recipe: Counts): boolean {
  for (const key in cup) if (cup[key as Ingredient]! > (recipe[key as Ingredient] ?? 0)) return false;
  return true;
}

export function randomTurn(state: GameState, rng: RngState, style: RandomStyle): TurnAction {
  const rules = rulesFor(state.options);
  const player = state.current;
  const me = state.players[player];
  const edition = state.options.edition;
  const turn: TurnAction = { type: "turn", player, path: [] };

  const upgrades: UpgradeId[] = me.upgrades.filter((t) => t.active).map((t) => t.id);
  const faceDown = me.upgrades.filter((t) => !t.active);
  if (me.likes.length >= UPGRADE_COST_IN_LIKES && faceDown.length > 0 && chance(rng, 0.6)) {
    turn.activate = faceDown[randomInt(rng, faceDown.length)].id;
    upgrades.push(turn.activate);
  }
  turn.meeple = randomInt(rng, me.meeples.length);
  turn.jump = upgrades.includes("jump") && chance(rng, 0.4);

  const cards = me.queue.flat();
  const canGrowInto = (cup: Counts) => cards.some((card) => fitsInside(cup, recipeOf(edition, card)));
  const empty: number[] = [];
  me.cups.forEach((cup, index) => {
    const stuck = style === "guided" ? !canGrowInto(cup) : chance(rng, 0.1);
    if (stuck && Object.keys(cup).length > 0) empty.push(index);
  });
  turn.empty = empty;
  const supply = state.supply ? { ...state.supply } : null;
  const cups = me.cups.map((cup, index) => (empty.includes(index) ? {} : { ...cup }));
  if (supply) for (const index of empty) for (const key in me.cups[index]) addTo(supply, key as Ingredient, me.cups[index][key as Ingredient]!);

  const context = moveContext(state, rules, player, turn.meeple, upgrades, turn.jump);
  let length = 1 + randomInt(rng, context.freeSteps);
  if (context.maxSteps > context.freeSteps && chance(rng, 0.15)) {
    length += 1 + randomInt(rng, context.maxSteps - context.freeSteps);
  }
  const path = turn.path;
  // Walk to the chosen length, then on (spending speed tokens) until the move may end there.
  while (path.length < length || !canEndOn(context, path[path.length - 1])) {
    const steps = nextSteps(context, path, null);
    if (steps.length === 0) break;
    path.push(steps[randomInt(rng, steps.length)].square);
  }
  const { collected } = walkPath(context, path, supply);

  const pours: Counts[] = [{}, {}, {}];
  const pool: Ingredient[] = [];
  for (const key in collected) for (let i = 0; i < collected[key as Ingredient]!; i++) pool.push(key as Ingredient);
  shuffleInPlace(pool, rng);
  const targets = cups.map((cup) => {
    const fitting = cards.filter((card) => fitsInside(cup, recipeOf(edition, card)));
    return fitting.length > 0 ? recipeOf(edition, fitting[randomInt(rng, fitting.length)]) : null;
  });
  for (const ingredient of pool) {
    let cup = -1;
    if (style === "guided") {
      const order = shuffleInPlace([0, 1, 2], rng);
      cup = order.find((c) => targets[c] !== null && (cups[c][ingredient] ?? 0) < (targets[c]![ingredient] ?? 0)) ?? -1;
      if (cup < 0 && chance(rng, 0.2)) cup = randomInt(rng, 3);
    } else if (chance(rng, 0.75)) {
      cup = randomInt(rng, 3);
    }
    if (cup >= 0) {
      addTo(pours[cup], ingredient);
      addTo(cups[cup], ingredient);
    }
  }
  turn.pours = pours;

  const used = new Set<number>();
  turn.complete = [];
  cups.forEach((cup, index) => {
    const card = cardsMatchedBy(edition, cup, me.queue).find((c) => !used.has(c));
    if (card !== undefined && (style === "guided" || chance(rng, 0.8))) {
      used.add(card);
      turn.complete!.push({ cup: index, card });
    }
  });
  return turn;
}
