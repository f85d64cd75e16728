/**
 * The rules modelled independently of the engine (RULES.md §1–§5), for properties.test.ts: card and
 * token totals, the setup, legal moves, the winners and one action's bookkeeping.
 */
import {
  cardOf,
  type Action,
  type Counts,
  type GameState,
} from "../../game/engine/index.js";
import { randomInt, type RngState } from "../../game/engine/rng.js";
import type { GameSpec } from "./arbitraries.js";
// ---------------------------------------------------------------------------------------------
// The rules, modelled independently of the engine (RULES.md §1, §3, §4, §5).

export const CARD_TOTAL = { classic: 80, winter: 90 } as const;
/** Winter: cards removed unseen by player count (§1). */
export const WINTER_REMOVED = { 2: 20, 3: 10, 4: 0 } as const;
/** Classic's box: the limited supply (§1, R-7). */
export const CLASSIC_BOX: Record<string, number> = { coffee: 18, milk: 12, steam: 12, ice: 12, chocolate: 12, caramel: 12, tea: 12, water: 12 };
export const EDITION_INGREDIENTS = {
  classic: ["coffee", "milk", "steam", "ice", "chocolate", "caramel", "tea", "water"],
  winter: ["coffee", "milk", "steam", "ice", "chocolate", "fruit", "tea", "water"],
} as const;
export const ALL_UPGRADES = ["doubleMeeples", "diagonalMovement", "doubleCorners", "doubleSpecialties", "doubleDestination", "jump"] as const;
export const SCORING = { classic: { like: 1, upgrade: 2, dislike: -1 }, winter: { like: 2, upgrade: 5, dislike: -1 } } as const;
export const SQUARES = Array.from({ length: 16 }, (_, s) => s);
export const MAX_ACTIONS = 3000;
/** Games the invariant properties play are cut here (only Junior Barista games get this far). */
export const INVARIANT_CAP = 250;

export const row = (square: number) => Math.floor(square / 4);
export const col = (square: number) => square % 4;
export function adjacent(a: number, b: number, diagonal: boolean): boolean {
  const dr = Math.abs(row(a) - row(b));
  const dc = Math.abs(col(a) - col(b));
  return dr + dc === 1 || (diagonal && dr === 1 && dc === 1);
}

export function fail(message: string): never {
  throw new Error(message);
}
export function check(condition: boolean, message: () => string): void {
  if (!condition) fail(message());
}

export function junior(state: GameState): boolean {
  return state.options.variants.includes("juniorBarista");
}
export function queueEmpty(state: GameState, seat: number): boolean {
  return state.players[seat].queue.every((slot) => slot.length === 0);
}
export function lastSeatOf(state: GameState): number {
  const n = state.players.length;
  return (state.startingPlayer + n - 1) % n;
}
export function count(counts: Counts | null | undefined, ingredient: string): number {
  return (counts as Record<string, number> | null | undefined)?.[ingredient] ?? 0;
}
export function recipeCounts(state: GameState, card: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const ingredient of cardOf(state.options.edition, card).recipe) counts[ingredient] = (counts[ingredient] ?? 0) + 1;
  return counts;
}
export function sameMultiset(a: Counts, b: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (count(a, key) !== (b[key] ?? 0)) return false;
  return true;
}
export function pick<T>(rng: RngState, items: readonly T[]): T {
  return items[randomInt(rng, items.length)];
}
export function activeUpgrades(state: GameState, seat: number): string[] {
  return state.players[seat].upgrades.filter((tile) => tile.active).map((tile) => tile.id);
}

// ---------------------------------------------------------------------------------------------
// Invariants.

/** Property 1: every card is in exactly one place, and the places add up to the edition's deck. */
export function checkCards(state: GameState): void {
  const total = CARD_TOTAL[state.options.edition];
  const seen = new Array<number>(total).fill(0);
  const places: [string, number[]][] = [
    ["deck", state.deck],
    ["removed", state.removed],
  ];
  state.players.forEach((p, seat) => {
    p.queue.forEach((slot, position) => places.push([`players[${seat}].queue[${position}]`, slot]));
    places.push([`players[${seat}].likes`, p.likes], [`players[${seat}].dislikes`, p.dislikes], [`players[${seat}].discarded`, p.discarded]);
  });
  let cards = 0;
  for (const [where, ids] of places) {
    for (const id of ids) {
      check(Number.isInteger(id) && id >= 0 && id < total, () => `${where} holds ${JSON.stringify(id)}, not a card id of ${state.options.edition}`);
      seen[id]++;
      cards++;
    }
  }
  check(cards === total, () => `${cards} cards in play, the ${state.options.edition} deck has ${total}`);
  const twice = seen.findIndex((n) => n !== 1);
  check(twice < 0, () => `card ${twice} appears ${seen[twice]} times`);
}

/** Property 2: Classic supply + cups = the box; Winter's supply stays unlimited (null). */
export function checkTokens(state: GameState): void {
  const edition = state.options.edition;
  const allowed = new Set<string>(EDITION_INGREDIENTS[edition]);
  const everywhere: [string, Counts][] = [];
  state.players.forEach((p, seat) => p.cups.forEach((cup, index) => everywhere.push([`players[${seat}].cups[${index}]`, cup])));
  state.players.forEach((p, seat) => {
    check(p.cups.length === 3, () => `player ${seat} has ${p.cups.length} cups`);
    check(Number.isInteger(p.speedTokens) && p.speedTokens >= 0, () => `player ${seat} has ${p.speedTokens} speed tokens`);
  });
  if (edition === "winter") {
    check(state.supply === null, () => `Winter's supply should be unlimited (null), is ${JSON.stringify(state.supply)}`);
  } else {
    check(state.supply !== null, () => "Classic's supply is limited, but it is null");
    everywhere.push(["supply", state.supply!]);
  }
  const sums: Record<string, number> = {};
  for (const [where, counts] of everywhere) {
    for (const key in counts) {
      const n = count(counts, key);
      check(Number.isInteger(n) && n >= 0, () => `${where}.${key} = ${n}`);
      check(n === 0 || allowed.has(key), () => `${where} holds ${n} ${key}, which ${edition} does not have`);
      sums[key] = (sums[key] ?? 0) + n;
    }
  }
  if (edition === "classic") {
    for (const ingredient of EDITION_INGREDIENTS.classic) {
      check((sums[ingredient] ?? 0) === CLASSIC_BOX[ingredient], () => `${sums[ingredient] ?? 0} ${ingredient} in supply + cups, the box has ${CLASSIC_BOX[ingredient]}`);
    }
  }
}

/** board.md, row by row; "special" is caramel (Classic) or fruit (Winter). */
export const BOARD_MD = ["ice", "special", "steam", "coffee", "coffee", "milk", "ice", "water", "tea", "steam", "milk", "coffee", "milk", "ice", "chocolate", "steam"];
export const STAR_SQUARES = [1, 7, 8, 14];
export const CALM_START_CARDS = new Set(["Ristretto", "Espresso"]);
export const DEFAULT_UPGRADES = ["doubleMeeples", "diagonalMovement", "doubleCorners", "doubleSpecialties"];

/** The setup (§1, §2, §6, R-15, R-16): board, removed and dealt cards, tokens, upgrades, who acts first. */
export function checkSetup(state: GameState, options: GameSpec["options"]): void {
  const n = state.options.players;
  const edition = state.options.edition;
  const variants = state.options.variants;
  const calm = variants.includes("calmStart");
  const expectedRemoved = edition === "winter" ? WINTER_REMOVED[n] : calm ? 4 - n : 0;
  check(state.removed.length === expectedRemoved, () => `${state.removed.length} cards removed at setup, expected ${expectedRemoved}`);
  const dealt = state.players.map((p) => p.queue.map((slot) => slot.length).join(","));
  state.players.forEach((p, seat) => {
    const expected = junior(state) ? "2,2,2,2" : seat === state.startingPlayer ? "2,1,0,0" : "1,1,0,0";
    check(dealt[seat] === expected, () => `player ${seat} was dealt ${dealt[seat]}, expected ${expected}`);
    if (calm) {
      const calmCards = p.queue.flat().filter((card) => CALM_START_CARDS.has(cardOf(edition, card).name));
      check(calmCards.length === 1 && p.queue[0].includes(calmCards[0]), () => `calm start: player ${seat}'s queue is ${JSON.stringify(p.queue)}`);
    }
    check(p.speedTokens === (edition === "winter" ? 1 : 0), () => `player ${seat} starts with ${p.speedTokens} speed tokens`);
    check(p.meeples.length === (n === 2 ? 2 : 1) && p.meeples.every((m) => m === null), () => `player ${seat} starts with meeples ${JSON.stringify(p.meeples)}`);
    const tiles = junior(state) || variants.includes("variableUpgrades") ? [] : (options.upgrades ?? DEFAULT_UPGRADES);
    check(JSON.stringify(p.upgrades) === JSON.stringify(tiles.map((id) => ({ id, active: false }))),
      () => `player ${seat} starts with upgrades ${JSON.stringify(p.upgrades)}`);
  });
  if (calm) {
    const inDeck = state.deck.filter((card) => CALM_START_CARDS.has(cardOf(edition, card).name));
    check(inDeck.length === 0 && state.removed.every((card) => CALM_START_CARDS.has(cardOf(edition, card).name)),
      () => "calm start: Ristretto/Espresso cards left in the deck, or other cards removed");
  }
  if (options.startingPlayer !== undefined) check(state.startingPlayer === options.startingPlayer,
    () => `starting player ${state.startingPlayer}, asked for ${options.startingPlayer}`);
  check(Number.isInteger(state.startingPlayer) && state.startingPlayer >= 0 && state.startingPlayer < n, () => `starting player ${state.startingPlayer}`);
  check(state.token === "open" && state.turnsPlayed === 0 && state.winners === null, () => "a new game is not open");
  check(state.phase === (variants.includes("variableUpgrades") ? "chooseUpgrades" : "placement"), () => `a new game starts in phase ${state.phase}`);
  const layout = BOARD_MD.map((tile) => (tile === "special" ? (edition === "winter" ? "fruit" : "caramel") : tile));
  if (!variants.includes("mainBoardChaos")) {
    check(JSON.stringify(state.board) === JSON.stringify(layout), () => `board ${JSON.stringify(state.board)} is not board.md's`);
  } else {
    // §6: the four specialty tiles on the ★ squares, the other twelve on the other squares.
    const sorted = (squares: number[], board: readonly string[]) => squares.map((sq) => board[sq]).sort().join();
    const others = SQUARES.filter((sq) => !STAR_SQUARES.includes(sq));
    check(sorted(STAR_SQUARES, state.board) === sorted(STAR_SQUARES, layout), () => `chaos board ★ squares: ${JSON.stringify(state.board)}`);
    check(sorted(others, state.board) === sorted(others, layout), () => `chaos board other squares: ${JSON.stringify(state.board)}`);
  }
}

/** Every legal (activation, meeple, jump, path) by §3.1–§3.2 and §5, spending at most `maxSpeedTokens`. */
export function expectedMoves(state: GameState, maxSpeedTokens: number): Set<string> {
  const seat = state.current;
  const me = state.players[seat];
  const keys = new Set<string>();
  const activations: (string | undefined)[] = [undefined];
  if (me.likes.length >= 3) for (const tile of me.upgrades) if (!tile.active) activations.push(tile.id);
  for (const activate of activations) {
    const upgrades = new Set(activeUpgrades(state, seat));
    if (activate) upgrades.add(activate);
    for (let meeple = 0; meeple < me.meeples.length; meeple++) {
      const others = new Set<number>();
      state.players.forEach((p, s) => p.meeples.forEach((sq, m) => sq !== null && !(s === seat && m === meeple) && others.add(sq)));
      for (const jump of upgrades.has("jump") ? [false, true] : [false]) {
        const free = (junior(state) ? 4 : 3) + (jump ? 1 : 0);
        const limit = free + Math.min(maxSpeedTokens, me.speedTokens);
        const walk = (path: number[]) => {
          if (path.length > 0 && (junior(state) || !others.has(path[path.length - 1]))) {
            keys.add(`${activate ?? "-"}|${meeple}|${jump ? 1 : 0}|${path.join(",")}`);
          }
          if (path.length === limit) return;
          const at = path.length === 0 ? me.meeples[meeple]! : path[path.length - 1];
          for (const sq of SQUARES) if (adjacent(at, sq, upgrades.has("diagonalMovement"))) walk([...path, sq]);
        };
        walk([]);
      }
    }
  }
  return keys;
}

/** The independent winners: highest score, then most likes, then most speed tokens; still tied, shared (§4). */
export function expectedWinners(state: GameState): number[] {
  const scoring = SCORING[state.options.edition];
  const keys = state.players.map((p) => [
    p.likes.length * scoring.like + p.upgrades.filter((t) => t.active).length * scoring.upgrade + p.dislikes.length * scoring.dislike,
    p.likes.length,
    p.speedTokens,
  ]);
  const better = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  const best = keys.reduce((top, key) => (better(key, top) > 0 ? key : top));
  return keys.flatMap((key, seat) => (better(key, best) === 0 ? [seat] : []));
}


// ---------------------------------------------------------------------------------------------
// Property 8: an independent model of one action's bookkeeping (§2.4, §3, §5, R-1, R-6, R-7, R-12).

export const CORNERS = new Set([0, 3, 12, 15]);
export const SPECIALTY_SQUARES = { classic: new Set(["caramel", "chocolate", "water", "tea"]), winter: new Set(["fruit", "chocolate", "water", "tea"]) } as const;

export function addCounts(target: Record<string, number>, source: Counts | undefined, sign = 1): void {
  for (const key in source ?? {}) target[key] = (target[key] ?? 0) + sign * count(source, key);
}
export function sameCounts(a: Counts | null, b: Counts | null): boolean {
  if (a === null || b === null) return a === b;
  return sameMultiset(a, b as Record<string, number>);
}
export function expectedPlacementOrder(state: GameState): number[] {
  const n = state.players.length;
  const start = state.startingPlayer;
  // §2.4: 3–4 players from the starting player's right, against turn order; 2 players the other one first, alternating.
  if (n === 2) return [1 - start, start, 1 - start, start];
  return Array.from({ length: n }, (_, i) => (start - 1 - i + 2 * n) % n);
}

export function checkBookkeeping(before: GameState, action: Action, after: GameState, events: readonly { type: string }[]): void {
  const n = before.players.length;
  const edition = before.options.edition;
  const limited = before.supply !== null;
  const unchangedExcept = (changed: number[]) => {
    before.players.forEach((p, seat) => {
      if (changed.includes(seat)) return;
      check(JSON.stringify(after.players[seat]) === JSON.stringify(p), () => `seat ${seat} changed on an action by seat ${action.player}`);
    });
  };

  if (action.type === "chooseUpgrades") {
    check(JSON.stringify(after.players[action.player].upgrades) === JSON.stringify(action.upgrades.map((id) => ({ id, active: false }))),
      () => "upgrades chosen wrongly");
    unchangedExcept([action.player]);
    return;
  }

  if (action.type === "place") {
    const order = expectedPlacementOrder(before);
    check(action.player === order[before.placementsMade],
      () => `placement #${before.placementsMade + 1} by seat ${action.player}, §2.4 says seat ${order[before.placementsMade]}`);
    const me0 = before.players[action.player];
    const me1 = after.players[action.player];
    const slot = me0.meeples.indexOf(null);
    check(me1.meeples[slot] === action.square && me1.meeples.every((sq, m) => m === slot || sq === me0.meeples[m]), () => "the meeple was not placed");
    const ingredient = before.board[action.square];
    const available = limited ? count(before.supply, ingredient) : Infinity;
    const gained = Math.min(1, available);
    const cups = me0.cups.map((cup) => {
      const copy: Record<string, number> = {};
      addCounts(copy, cup);
      return copy;
    });
    cups[action.cup][ingredient] = (cups[action.cup][ingredient] ?? 0) + gained;
    check(me1.cups.every((cup, c) => sameMultiset(cup, cups[c])), () => `placement cups ${JSON.stringify(me1.cups)}, expected ${JSON.stringify(cups)}`);
    if (limited) check(count(after.supply, ingredient) === count(before.supply, ingredient) - gained, () => "placement took the wrong amount from the supply");
    if (before.placementsMade + 1 === before.placementOrder.length) check(after.phase === "turns" && after.current === before.startingPlayer,
      () => "the first turn is not the starting player's");
    unchangedExcept([action.player]);
    return;
  }

  // A turn.
  const seat = action.player;
  const isJunior = junior(before);
  const me0 = before.players[seat];
  const me1 = after.players[seat];
  const upgrades = new Set(activeUpgrades(before, seat));
  if (action.activate) upgrades.add(action.activate);
  const jump = action.jump === true;
  const meeple = action.meeple ?? 0;
  const start = me0.meeples[meeple]!;
  const path = action.path;
  const diagonal = upgrades.has("diagonalMovement");

  // The move itself was legal (§3.2).
  const free = (isJunior ? 4 : 3) + (jump ? 1 : 0);
  check(path.length >= 1 && path.length <= free + me0.speedTokens, () => `accepted a path of ${path.length} steps with ${me0.speedTokens} speed tokens`);
  check(!jump || upgrades.has("jump"), () => "accepted a jump without the Jump upgrade");
  check(!action.activate || me0.likes.length >= 3, () => "accepted an upgrade with fewer than 3 likes");
  const others = new Set<number>();
  before.players.forEach((p, s) => p.meeples.forEach((sq, m) => sq !== null && !(s === seat && m === meeple) && others.add(sq)));
  path.forEach((sq, k) => check(adjacent(k === 0 ? start : path[k - 1], sq, diagonal), () => `accepted a non-adjacent step ${k + 1} in ${JSON.stringify(path)}`));
  check(isJunior || !others.has(path[path.length - 1]), () => "accepted a move ending on another meeple");
  check(me1.meeples[meeple] === path[path.length - 1] && me1.meeples.every((sq, m) => m === meeple || sq === me0.meeples[m]),
    () => "the meeple did not end where the path does");

  // emptied cups go back before the move; R-7: Classic collects what the supply still has.
  const supply: Record<string, number> | null = limited ? { ...(before.supply as Record<string, number>) } : null;
  const cups = me0.cups.map((cup) => {
    const copy: Record<string, number> = {};
    addCounts(copy, cup);
    return copy;
  });
  for (const c of action.empty ?? []) {
    if (supply) addCounts(supply, cups[c]);
    cups[c] = {};
  }
  // §5, R-1, R-12: multipliers multiply; a jump forfeits all the first step would yield.
  const collected: Record<string, number> = {};
  path.forEach((sq, k) => {
    let multiplier = jump && k === 0 ? 0 : 1;
    if (upgrades.has("doubleMeeples") && others.has(sq)) multiplier *= 2;
    if (upgrades.has("doubleCorners") && CORNERS.has(sq)) multiplier *= 2;
    if (upgrades.has("doubleSpecialties") && SPECIALTY_SQUARES[edition].has(before.board[sq])) multiplier *= 2;
    if (upgrades.has("doubleDestination") && k === path.length - 1) multiplier *= 2;
    check(multiplier <= 4, () => `a square yielded ×${multiplier}`);
    const ingredient = before.board[sq];
    const taken = supply ? Math.min(multiplier, supply[ingredient] ?? 0) : multiplier;
    if (supply) supply[ingredient] -= taken;
    collected[ingredient] = (collected[ingredient] ?? 0) + taken;
  });
  const moved = events.find((e) => e.type === "moved") as { collected: Counts; speedTokensSpent: number } | undefined;
  check(moved !== undefined && sameMultiset(moved.collected, collected),
    () => `collected ${JSON.stringify(moved?.collected)}, §5 says ${JSON.stringify(collected)} for ${JSON.stringify(action)}`);
  const spent = Math.max(0, path.length - free);
  check(moved!.speedTokensSpent === spent, () => `spent ${moved!.speedTokensSpent} speed tokens, expected ${spent}`);

  // §3.3: pour some of what was collected; the rest goes back.
  const unpoured = { ...collected };
  (action.pours ?? []).forEach((pour, c) => {
    addCounts(cups[c], pour);
    addCounts(unpoured, pour, -1);
  });
  for (const key in unpoured) check(unpoured[key] >= 0, () => `accepted pouring more ${key} than collected`);
  if (supply) addCounts(supply, unpoured);

  // §3.4: completions (exact recipes, one per cup, cards from the queue).
  const completed = new Set<number>();
  let specialties = 0;
  const queued = new Set(me0.queue.flat());
  for (const { cup, card } of action.complete ?? []) {
    check(queued.has(card) && !completed.has(card), () => `accepted completing card ${card}`);
    check(sameMultiset(cups[cup], recipeCounts(before, card)), () => `accepted cup ${JSON.stringify(cups[cup])} for ${cardOf(edition, card).name}`);
    if (supply) addCounts(supply, cups[cup]);
    cups[cup] = {};
    completed.add(card);
    if (cardOf(edition, card).specialty) specialties++;
  }
  check(me1.cups.every((cup, c) => sameMultiset(cup, cups[c])), () => `cups ${JSON.stringify(me1.cups)}, expected ${JSON.stringify(cups)}`);
  check(sameCounts(after.supply, supply), () => `supply ${JSON.stringify(after.supply)}, expected ${JSON.stringify(supply)}`);

  // Order surge (§3.4) then flow of time (§3.5), drawing from the top of the deck (its end).
  const deck = [...before.deck];
  const changed = [seat];
  const surge = isJunior || completed.size === 0 ? 0 : Math.min(2, n - 1);
  for (let k = 1; k <= surge; k++) {
    const r = (seat + k) % n;
    changed.push(r);
    const drawn: number[] = [];
    for (let i = 0; i < completed.size && deck.length > 0; i++) drawn.push(deck.pop()!);
    const expected = before.players[r].queue.map((slot, position) => (position === 0 ? [...slot, ...drawn] : slot));
    check(JSON.stringify(after.players[r].queue) === JSON.stringify(expected),
      () => `seat ${r}'s queue after a surge of ${completed.size}: ${JSON.stringify(after.players[r].queue)}, expected ${JSON.stringify(expected)}`);
    const { queue: _q1, ...rest1 } = after.players[r];
    const { queue: _q0, ...rest0 } = before.players[r];
    check(JSON.stringify(rest1) === JSON.stringify(rest0), () => `seat ${r} changed beyond its queue in a surge`);
  }
  const remaining = me0.queue.map((slot) => slot.filter((card) => !completed.has(card)));
  let queue = remaining;
  let missed: number[] = [];
  if (!isJunior) {
    missed = remaining[3];
    const drawn = n === 2 && deck.length > 0 ? [deck.pop()!] : [];
    queue = [drawn, remaining[0], remaining[1], remaining[2]];
  }
  check(JSON.stringify(me1.queue) === JSON.stringify(queue), () => `queue ${JSON.stringify(me1.queue)}, expected ${JSON.stringify(queue)}`);
  check(JSON.stringify(after.deck) === JSON.stringify(deck), () => "the deck is not what the draws leave");
  check(JSON.stringify(me1.dislikes) === JSON.stringify([...me0.dislikes, ...missed]),
    () => `dislikes ${JSON.stringify(me1.dislikes)}, expected ${JSON.stringify([...me0.dislikes, ...missed])}`);
  check(me1.likes.length === me0.likes.length - (action.activate ? 3 : 0) + completed.size, () => "likes miscounted");
  check([...completed].every((card) => me1.likes.includes(card)), () => "a completed card is not a like");
  check(me1.discarded.length === me0.discarded.length + (action.activate ? 3 : 0), () => "discarded likes miscounted (R-10)");
  const tokens = me0.speedTokens - spent + specialties + missed.length;
  check(me1.speedTokens === tokens, () => `speed tokens ${me1.speedTokens}, expected ${tokens}`);
  const tiles = me0.upgrades.map((tile) => ({ id: tile.id, active: tile.active || tile.id === action.activate }));
  check(JSON.stringify(me1.upgrades) === JSON.stringify(tiles), () => "upgrade tiles wrong after the turn");
  unchangedExcept(changed);
}

