import { isIngredient, type Ingredient } from "./data/ingredients.js";
import { UPGRADE_COST_IN_LIKES, UPGRADE_NAME, isUpgradeId, type UpgradeId } from "./data/upgrades.js";
import { cardOf, cupMatchesCard, positionInQueue } from "./cards.js";
import { addAll, addTo, type Counts } from "./counts.js";
import { closeToken, drawCards } from "./deck.js";
import { finishTurn } from "./end.js";
import { engineError } from "./errors.js";
import { moveContext, nextSteps, walkPath, type MoveContext, type MoveOutcome } from "./movement.js";
import type { Rules } from "./rules.js";
import { CUP_COUNT, QUEUE_POSITIONS, type Completion, type EngineError, type GameEvent, type GameState, type TurnDraft } from "./types.js";

/**
 * A turn (or a draft of one) worked through every step, without changing the state: what the turn
 * submits, what the preview shows and what validation checks are this one computation.
 */
export interface TurnAnalysis {
  player: number;
  activate: UpgradeId | null;
  /** Upgrades in effect for this turn, the one being activated included. */
  upgrades: UpgradeId[];
  meeple: number;
  jump: boolean;
  empty: number[];
  path: number[];
  context: MoveContext | null;
  move: MoveOutcome | null;
  /** The supply after emptying and collecting (null when unlimited). */
  supply: Counts | null;
  /** Cups after emptying and pouring, before completing orders. */
  cups: Counts[];
  poured: Counts;
  unpoured: Counts;
  completions: Completion[];
  /** The first reason this turn can't be submitted as it is; null when it can. */
  problem: EngineError | null;
}

function malformed(message: string): EngineError {
  return engineError("MALFORMED_ACTION", message);
}

function isCupIndex(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < CUP_COUNT;
}

function isCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}

/** Checks the draft's shape, so the steps below can trust its types. */
function shapeProblem(draft: TurnDraft, meeples: number): EngineError | null {
  if (draft.activate !== undefined && !isUpgradeId(draft.activate)) return malformed("That upgrade does not exist.");
  if (draft.meeple !== undefined && !(Number.isInteger(draft.meeple) && draft.meeple >= 0 && draft.meeple < meeples)) {
    return engineError("NO_SUCH_MEEPLE", meeples === 1 ? "You have only one meeple." : "Pick meeple 1 or 2.");
  }
  if (draft.jump !== undefined && typeof draft.jump !== "boolean") return malformed("Jump must be yes or no.");
  if (draft.path !== undefined && !Array.isArray(draft.path)) return malformed("The path must be a list of squares.");
  if (draft.empty !== undefined) {
    if (!Array.isArray(draft.empty)) return malformed("Cups to empty must be a list.");
    for (let i = 0; i < draft.empty.length; i++) {
      const cup = draft.empty[i];
      if (!isCupIndex(cup)) return engineError("NO_SUCH_CUP", "You have cups 1, 2 and 3 only.");
      if (draft.empty.indexOf(cup) !== i) return malformed("A cup is listed twice to be emptied.");
    }
  }
  if (draft.pours !== undefined) {
    if (!Array.isArray(draft.pours)) return malformed("Pours must be a list, one entry per cup.");
    if (draft.pours.length > CUP_COUNT) return engineError("NO_SUCH_CUP", "Pour into cups 1, 2 and 3 only.");
    for (const pour of draft.pours) {
      if (typeof pour !== "object" || pour === null || Array.isArray(pour)) return malformed("Each pour must list ingredients and counts.");
      for (const ingredient in pour) {
        if (!isIngredient(ingredient)) return malformed(`"${ingredient}" is not an ingredient.`);
        if (!isCount(pour[ingredient])) return malformed("Pour whole numbers of tokens.");
      }
    }
  }
  if (draft.complete !== undefined) {
    if (!Array.isArray(draft.complete)) return malformed("Orders to complete must be a list.");
    for (const completion of draft.complete) {
      if (typeof completion !== "object" || completion === null || Array.isArray(completion)) {
        return malformed("Each completion names a cup and a card.");
      }
      if (!isCupIndex(completion.cup)) return engineError("NO_SUCH_CUP", "You have cups 1, 2 and 3 only.");
      if (!Number.isInteger(completion.card)) return malformed("Each completion names a card.");
    }
  }
  return null;
}

export function analyseTurn(state: GameState, rules: Rules, player: number, draft: TurnDraft): TurnAnalysis {
  const me = state.players[player];
  const analysis: TurnAnalysis = {
    player,
    activate: null,
    upgrades: [],
    meeple: 0,
    jump: false,
    empty: [],
    path: [],
    context: null,
    move: null,
    supply: state.supply ? { ...state.supply } : null,
    cups: me.cups.map((cup) => ({ ...cup })),
    poured: {},
    unpoured: {},
    completions: [],
    problem: null,
  };
  // A later problem replaces an unfinished path's: "not finished yet" must not hide "can't be done".
  const stop = (problem: EngineError) => {
    analysis.problem = problem;
    return analysis;
  };
  if (typeof draft !== "object" || draft === null) return stop(malformed("A turn must be an object."));
  const shape = shapeProblem(draft, me.meeples.length);
  if (shape) return stop(shape);

  // 1. Activate an upgrade.
  for (const tile of me.upgrades) if (tile.active) analysis.upgrades.push(tile.id);
  if (draft.activate !== undefined) {
    const tile = me.upgrades.find((t) => t.id === draft.activate);
    const name = UPGRADE_NAME[draft.activate];
    if (!tile) return stop(engineError("UPGRADE_NOT_YOURS", `${name} is not one of your upgrades in this game.`));
    if (tile.active) return stop(engineError("UPGRADE_ALREADY_ACTIVE", `${name} is already active.`));
    if (me.likes.length < UPGRADE_COST_IN_LIKES) {
      return stop(engineError("NOT_ENOUGH_LIKES", `Activating an upgrade costs ${UPGRADE_COST_IN_LIKES} likes; you have ${me.likes.length}.`));
    }
    analysis.activate = draft.activate;
    analysis.upgrades.push(draft.activate);
  }
  analysis.jump = draft.jump === true;
  if (analysis.jump && !analysis.upgrades.includes("jump")) {
    return stop(engineError("JUMP_NOT_ACTIVE", "You can only jump once your Jump upgrade is active."));
  }

  // Empty cups before the move.
  analysis.empty = draft.empty ?? [];
  for (const cup of analysis.empty) {
    if (analysis.supply) addAll(analysis.supply, analysis.cups[cup]);
    analysis.cups[cup] = {};
  }

  // 2. Move.
  analysis.meeple = draft.meeple ?? 0;
  analysis.path = (draft.path ?? []) as number[];
  const context = moveContext(state, rules, player, analysis.meeple, analysis.upgrades, analysis.jump);
  analysis.context = context;
  if (analysis.path.length === 0 && nextSteps(context, [], null).length === 0) {
    // unreachable on this board (a meeple can always step away and back), but never a silent deadlock.
    return stop(engineError("NO_LEGAL_MOVE", "This meeple has no legal move: pick your other meeple."));
  }
  const move = walkPath(context, analysis.path, analysis.supply);
  analysis.move = move;
  if (move.problem) {
    stop(move.problem);
    // An unfinished path (none yet, or ending where it may not): pours and completions are still
    // checked, and their problems come first.
    if (!move.unfinished) return analysis;
  }

  // 3. Fill the cups.
  const pours = draft.pours ?? [];
  pours.forEach((pour, cup) => {
    for (const key in pour) {
      const count = pour[key as Ingredient]!;
      addTo(analysis.poured, key as Ingredient, count);
      addTo(analysis.cups[cup], key as Ingredient, count);
    }
  });
  Object.assign(analysis.unpoured, move.collected);
  for (const key in analysis.poured) {
    const ingredient = key as Ingredient;
    const poured = analysis.poured[ingredient]!;
    const collected = move.collected[ingredient] ?? 0;
    if (poured > collected) {
      // With no path yet, nothing is collected: the missing move is the problem to name.
      if (analysis.path.length === 0) return analysis;
      return stop(
        engineError("POUR_NOT_COLLECTED", `You pour ${poured} ${ingredient} but collected only ${collected} this turn.`),
      );
    }
    addTo(analysis.unpoured, ingredient, -poured);
  }

  // 4. Complete orders (R-9: never forced).
  for (const { cup, card } of draft.complete ?? []) {
    if (analysis.completions.some((c) => c.cup === cup)) {
      return stop(engineError("CUP_USED_TWICE", `Cup ${cup + 1} can complete only one order per turn.`));
    }
    if (analysis.completions.some((c) => c.card === card)) return stop(engineError("CARD_USED_TWICE", "That order is listed twice."));
    if (positionInQueue(me.queue, card) < 0) {
      return stop(engineError("CARD_NOT_IN_QUEUE", "That order is not in your queue."));
    }
    if (!cupMatchesCard(state.options.edition, analysis.cups[cup], card)) {
      const name = cardOf(state.options.edition, card).name;
      return stop(
        engineError("RECIPE_MISMATCH", `Cup ${cup + 1} doesn't hold exactly what ${name} needs: same ingredients, same counts, nothing extra.`),
      );
    }
    analysis.completions.push({ cup, card });
  }
  return analysis;
}

/** Carries out an analysed turn that had no problem, changing `state` (RULES.md §3). */
export function commitTurn(state: GameState, rules: Rules, analysis: TurnAnalysis, events: GameEvent[]): void {
  const { player } = analysis;
  const me = state.players[player];
  const edition = state.options.edition;

  if (analysis.activate) {
    me.upgrades.find((tile) => tile.id === analysis.activate)!.active = true;
    me.discarded.push(...me.likes.splice(0, UPGRADE_COST_IN_LIKES));
    events.push({ type: "upgradeActivated", player, upgrade: analysis.activate });
  }
  for (const cup of analysis.empty) events.push({ type: "cupEmptied", player, cup });

  const move = analysis.move!;
  const from = me.meeples[analysis.meeple]!;
  me.meeples[analysis.meeple] = analysis.path[analysis.path.length - 1];
  me.speedTokens -= move.speedTokensSpent;
  events.push({
    type: "moved",
    player,
    meeple: analysis.meeple,
    from,
    path: [...analysis.path],
    jumped: analysis.jump,
    collected: move.collected,
    speedTokensSpent: move.speedTokensSpent,
  });

  state.supply = analysis.supply;
  if (state.supply) addAll(state.supply, analysis.unpoured);
  me.cups = analysis.cups;

  for (const { cup, card } of analysis.completions) {
    const slot = me.queue[positionInQueue(me.queue, card)];
    slot.splice(slot.indexOf(card), 1);
    me.likes.push(card);
    if (state.supply) addAll(state.supply, me.cups[cup]);
    me.cups[cup] = {};
    const specialty = cardOf(edition, card).specialty;
    if (specialty) me.speedTokens++;
    events.push({ type: "orderCompleted", player, card, cup, speedTokenEarned: specialty });
  }

  orderSurge(state, rules, player, analysis.completions.length, events);
  if (rules.flowOfTime) flowOfTime(state, rules, player, events);
  finishTurn(state, rules, events);
}

/** §3.4: the next players in turn order each draw as many cards as were completed, to position 1. */
function orderSurge(state: GameState, rules: Rules, player: number, completed: number, events: GameEvent[]): void {
  if (completed === 0) return;
  for (let k = 1; k <= rules.surgeRecipients; k++) {
    drawCards(state, (player + k) % rules.players, completed, 0, events, "surge");
  }
}

/** §3.5: every card moves one position down; cards pushed out of position 4 become dislikes. */
function flowOfTime(state: GameState, rules: Rules, player: number, events: GameEvent[]): void {
  const me = state.players[player];
  const missed = me.queue[QUEUE_POSITIONS - 1];
  for (const card of missed) events.push({ type: "orderMissed", player, card });
  me.dislikes.push(...missed);
  me.speedTokens += missed.length;
  for (let position = QUEUE_POSITIONS - 1; position > 0; position--) me.queue[position] = me.queue[position - 1];
  me.queue[0] = [];
  if (me.dislikes.length >= rules.dislikesToClose) closeToken(state, "dislikes", events);
  if (rules.drawAfterFlow) drawCards(state, player, 1, 0, events, "flowOfTime");
}
