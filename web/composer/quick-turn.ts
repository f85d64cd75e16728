import {
  CUP_COUNT,
  legalPaths,
  moveContext,
  previewTurn,
  recipeOf,
  rulesFor,
  total,
  type Completion,
  type Counts,
  type EditionId,
  type Ingredient,
  type TurnDraft,
  type TurnPreview,
} from "../../game/engine/index.js";
import type { Composing } from "./composing.js";

/**
 * A turn in a few taps: the player taps where the meeple should end, and the composer fills in
 * the rest for them to review and change — the path there that collects most of what the cups
 * need (the engine's preview says what each path collects), each collected token poured into the
 * cup working toward an order it belongs in, and what the cups then complete ticked.
 */

/** Speed tokens a whole path may spend when it is chosen by its end square (longer ones are built a step at a time). */
const ROUTE_SPEED_TOKENS = 1;

/** Where collected tokens go, and what the cups then complete. */
export interface PourPlan {
  pours: Counts[];
  /** Tokens poured toward an order's recipe. */
  useful: number;
  /** Orders the pouring completes. */
  completes: number;
}

/** A path to one square, with its pouring, and what makes it better than another path there. */
export interface Route {
  path: number[];
  plan: PourPlan;
  speedTokens: number;
  collected: Counts;
}

/** The cards of a queue, nearest to falling out first. */
function urgentFirst(queue: readonly (readonly number[])[]): number[] {
  return [...queue].reverse().flat();
}

function previewOf({ state, player }: Composing, turn: TurnDraft): TurnPreview {
  return previewTurn(state, player, turn);
}

/** What `contents` lacks of `recipe`, or null when it holds something the recipe doesn't take. */
function lacking(contents: Counts, recipe: Counts): Counts | null {
  for (const key of Object.keys(contents) as Ingredient[]) if ((contents[key] ?? 0) > (recipe[key] ?? 0)) return null;
  const missing: Counts = {};
  for (const key of Object.keys(recipe) as Ingredient[]) {
    const short = recipe[key]! - (contents[key] ?? 0);
    if (short > 0) missing[key] = short;
  }
  return missing;
}

/**
 * What a cup may be poured toward: an empty cup, any recipe; a cup already started, only the
 * recipe it is nearest to (the most urgent of those), so that a token never spoils a cup that is
 * on its way to another order. Each as what the cup lacks of it.
 */
function aimsOf(contents: Counts, recipes: readonly Counts[]): Counts[] {
  const options = recipes.map((recipe) => lacking(contents, recipe)).filter((missing) => missing !== null);
  if (total(contents) === 0 || options.length === 0) return options;
  const least = Math.min(...options.map(total));
  return [options.find((missing) => total(missing) === least)!];
}

/** How much of `wanted` `left` can give. */
function overlap(wanted: Counts, left: Counts): number {
  return (Object.keys(wanted) as Ingredient[]).reduce((sum, key) => sum + Math.min(wanted[key]!, left[key] ?? 0), 0);
}

/**
 * Pours `collected` into `cups` (as they stand after emptying): first completing what can be
 * completed (the order nearest to falling out first, with the cup nearest to it), then each
 * remaining cup working toward the order the tokens bring it nearest to (a cup already started
 * keeps to the order it is nearest to). Tokens no cup wants stay
 * unpoured (they go back to the supply).
 */
export function planPours(edition: EditionId, queue: readonly (readonly number[])[], cups: readonly Counts[], collected: Counts): PourPlan {
  const left: Counts = { ...collected };
  const pours: Counts[] = Array.from({ length: CUP_COUNT }, () => ({}));
  const settled = new Set<number>();
  let useful = 0;
  let completes = 0;
  const give = (cup: number, wanted: Counts) => {
    for (const key of Object.keys(wanted) as Ingredient[]) {
      const count = Math.min(wanted[key]!, left[key] ?? 0);
      if (count === 0) continue;
      pours[cup][key] = (pours[cup][key] ?? 0) + count;
      left[key] = left[key]! - count;
      useful += count;
    }
    settled.add(cup);
  };
  const recipes = urgentFirst(queue).map((card) => recipeOf(edition, card));
  for (const recipe of recipes) {
    const ready = cups
      .map((contents, cup) => ({ cup, missing: lacking(contents, recipe) }))
      .filter(({ cup, missing }) => !settled.has(cup) && missing !== null && total(missing) > 0 && overlap(missing, left) === total(missing))
      .sort((a, b) => total(a.missing!) - total(b.missing!))[0];
    if (ready) {
      give(ready.cup, ready.missing!);
      completes++;
    }
  }
  for (;;) {
    let best: { cup: number; missing: Counts; gain: number; after: number } | null = null;
    for (const [cup, contents] of cups.entries()) {
      if (settled.has(cup)) continue;
      for (const missing of aimsOf(contents, recipes)) {
        const gain = overlap(missing, left);
        const after = total(missing) - gain;
        if (gain > 0 && (!best || gain > best.gain || (gain === best.gain && after < best.after))) best = { cup, missing, gain, after };
      }
    }
    if (!best) break;
    give(best.cup, best.missing);
  }
  return { pours, useful, completes };
}

/**
 * The completions to tick: each cup that completes an order ticks the one nearest to falling out
 * that no cup before it took (a cup completes one order, an order needs one cup). An order only
 * one cup completes is always ticked; where two cups could take the same one, the first does.
 */
export function completions(preview: Pick<TurnPreview, "matches">): Completion[] {
  const taken = new Set<number>();
  const complete: Completion[] = [];
  for (const { cup, cards } of preview.matches) {
    const card = cards.find((each) => !taken.has(each));
    if (card === undefined) continue;
    taken.add(card);
    complete.push({ cup, card });
  }
  return complete;
}

/** Better first: completes more, pours more toward orders, spends fewer speed tokens, takes fewer steps. */
function better(a: Route, b: Route): number {
  return b.plan.completes - a.plan.completes || b.plan.useful - a.plan.useful || a.speedTokens - b.speedTokens || a.path.length - b.path.length;
}

/** The draft's choices that come before the path (an upgrade, the meeple, the jump, emptied cups). */
function beforeThePath(turn: TurnDraft): TurnDraft {
  return { ...turn, path: [], pours: undefined, complete: undefined };
}

const cache = { key: "", state: null as unknown, routes: new Map<number, Route[]>() };

/**
 * Every path the meeple may take this turn (spending at most one speed token), grouped by the
 * square it ends on, best first.
 */
export function routes(composing: Composing, turn: TurnDraft): Map<number, Route[]> {
  const base = beforeThePath(turn);
  const key = JSON.stringify([composing.player, base]);
  if (cache.state === composing.state && cache.key === key) return cache.routes;
  const { state, player } = composing;
  const start = previewOf(composing, base);
  const found = new Map<number, Route[]>();
  if (start.problem === null || start.problem.code === "EMPTY_PATH") {
    const me = state.players[player];
    const move = moveContext(state, rulesFor(state.options), player, start.meeple, start.upgradesInEffect, turn.jump === true);
    for (const path of legalPaths(move, state.supply, Math.min(me.speedTokens, ROUTE_SPEED_TOKENS))) {
      const preview = previewOf(composing, { ...base, path });
      if (preview.problem !== null) continue;
      const plan = planPours(state.options.edition, me.queue, preview.cups, preview.collected);
      const end = path[path.length - 1];
      found.set(end, [...(found.get(end) ?? []), { path, plan, speedTokens: preview.speedTokensSpent, collected: preview.collected }]);
    }
    for (const list of found.values()) list.sort(better);
  }
  Object.assign(cache, { key, state, routes: found });
  return found;
}

/**
 * The turn with the meeple going to `square`: the best path there, or (when the path already
 * ends there) the next one after it; poured and ticked. `prefer` (a guide's path) puts the paths
 * along it first. Null when no path of the kind ends there.
 */
export function routeTo(composing: Composing, turn: TurnDraft, square: number, prefer: number[] = []): TurnDraft | null {
  // Along the guide's path: the furthest along first.
  const along = (path: number[]) => (path.every((step, index) => prefer[index] === step) ? path.length : -1);
  const options = [...(routes(composing, turn).get(square) ?? [])].sort((a, b) => along(b.path) - along(a.path));
  if (options.length === 0) return null;
  const now = options.findIndex((route) => sameSquares(route.path, turn.path ?? []));
  const route = options[(now + 1) % options.length];
  return filled(composing, { ...beforeThePath(turn), path: route.path }, route.plan.pours);
}

/** The turn with `pours` and the orders only one cup then completes ticked. */
export function filled(composing: Composing, turn: TurnDraft, pours: Counts[]): TurnDraft {
  const poured = { ...turn, pours: pours.some((counts) => total(counts) > 0) ? pours : undefined, complete: undefined };
  return { ...poured, complete: completions(previewOf(composing, poured)) };
}

/** The turn's path, poured as planned and ticked: after the path was built another way (a drag, step by step). */
export function pouredAsPlanned(composing: Composing, turn: TurnDraft): TurnDraft {
  const preview = previewOf(composing, { ...turn, pours: undefined, complete: undefined });
  const me = composing.state.players[composing.player];
  return filled(composing, turn, planPours(composing.state.options.edition, me.queue, preview.cups, preview.collected).pours);
}

function sameSquares(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((square, index) => square === b[index]);
}

/** What a route collects, for the square's badge: the total of its tokens. */
export function routeGain(route: Route): number {
  return total(route.collected);
}
