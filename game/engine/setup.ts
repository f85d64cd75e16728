import { STAR_SQUARES } from "./data/board.js";
import { EDITIONS, boardOf, type PlayerCount } from "./data/editions.js";
import type { Ingredient } from "./data/ingredients.js";
import { UPGRADES_PER_PLAYER, isUpgradeId, type UpgradeId } from "./data/upgrades.js";
import { closeToken, drawCards } from "./deck.js";
import { fail, ok } from "./errors.js";
import { randomInt, rngFromSeed, shuffleInPlace, type RngState } from "./rng.js";
import { rulesFor, type Rules } from "./rules.js";
import {
  STATE_SCHEMA,
  type GameOptions,
  type GameState,
  type PlayerState,
  type ResolvedOptions,
  type Result,
} from "./types.js";

/** Checks the host's options against the edition and fills in the defaults. */
export function resolveOptions(options: GameOptions): Result<ResolvedOptions> {
  if (typeof options !== "object" || options === null) return fail("INVALID_OPTIONS", "Game options are missing.");
  const edition = EDITIONS[options.edition];
  if (!edition || !Object.hasOwn(EDITIONS, options.edition)) {
    return fail("INVALID_OPTIONS", "Choose an edition: classic or winter.");
  }
  const players = options.players;
  if (players !== 2 && players !== 3 && players !== 4) {
    return fail("INVALID_OPTIONS", "Coffee Rush is played by 2, 3 or 4 players.");
  }
  const variants = options.variants ?? [];
  if (!Array.isArray(variants)) return fail("INVALID_OPTIONS", "Variants must be a list.");
  for (const variant of variants) {
    if (!edition.variants.includes(variant)) {
      return fail("INVALID_OPTIONS", `The variant "${String(variant)}" is not part of ${edition.name}.`);
    }
  }
  if (new Set(variants).size !== variants.length) return fail("INVALID_OPTIONS", "A variant is listed twice.");
  const junior = variants.includes("juniorBarista");
  if (junior && variants.includes("variableUpgrades")) {
    return fail("INVALID_OPTIONS", "Junior Barista uses no upgrades, so it can't be combined with variable upgrades.");
  }
  if (options.startingPlayer !== undefined) {
    const start = options.startingPlayer;
    if (!Number.isInteger(start) || start < 0 || start >= players) {
      return fail("INVALID_OPTIONS", `The starting player must be a seat from 1 to ${players}.`);
    }
  }
  let upgrades: UpgradeId[] = [];
  if (!junior && !variants.includes("variableUpgrades")) {
    const chosen = options.upgrades ?? [...edition.presets[0].upgrades];
    const problem = checkUpgradeChoice(chosen, edition.upgrades);
    if (problem) return fail("INVALID_OPTIONS", problem);
    upgrades = [...chosen];
  } else if (options.upgrades !== undefined && options.upgrades.length > 0) {
    return fail("INVALID_OPTIONS", "With this variant the table does not pick upgrades.");
  }
  const orderedVariants = edition.variants.filter((variant) => variants.includes(variant));
  return ok({ edition: edition.id, players: players as PlayerCount, variants: orderedVariants, upgrades });
}

/** Returns what is wrong with a choice of 4 upgrades, or null when it is fine. */
export function checkUpgradeChoice(chosen: unknown, available: readonly UpgradeId[]): string | null {
  if (!Array.isArray(chosen) || chosen.length !== UPGRADES_PER_PLAYER) {
    return `Pick exactly ${UPGRADES_PER_PLAYER} upgrades.`;
  }
  for (const upgrade of chosen) {
    if (!isUpgradeId(upgrade) || !available.includes(upgrade)) {
      return `"${String(upgrade)}" is not an upgrade of this edition.`;
    }
  }
  if (new Set(chosen).size !== chosen.length) return "Each upgrade can be picked only once.";
  return null;
}

/** Sets up a new game (RULES.md §2). The seed is secret: it fixes the deck's order. */
export function createGame(options: GameOptions, seed: string): Result<GameState> {
  const resolved = resolveOptions(options);
  if (!resolved.ok) return resolved;
  const rules = rulesFor(resolved.value);
  const { edition } = rules;
  const rng = rngFromSeed(seed);
  const players = resolved.value.players;

  const board = dealBoard(rules, rng);
  const startingPlayer = options.startingPlayer ?? randomInt(rng, players);

  const state: GameState = {
    schema: STATE_SCHEMA,
    options: resolved.value,
    rng,
    board,
    deck: [],
    removed: [],
    supply: edition.supply ? { ...edition.supply } : null,
    players: Array.from({ length: players }, () => newPlayer(rules, resolved.value.upgrades)),
    startingPlayer,
    phase: rules.playersPickUpgrades ? "chooseUpgrades" : "placement",
    current: startingPlayer,
    placementOrder: placementOrder(players, startingPlayer, rules.meeplesPerPlayer),
    placementsMade: 0,
    token: "open",
    closedBy: null,
    turnsPlayed: 0,
    winners: null,
  };
  dealCards(state, rules);
  if (state.phase === "placement") state.current = state.placementOrder[0];
  return ok(state);
}

function newPlayer(rules: Rules, tableUpgrades: UpgradeId[]): PlayerState {
  return {
    meeples: rules.meeplesPerPlayer === 2 ? [null, null] : [null],
    cups: [{}, {}, {}],
    queue: [[], [], [], []],
    likes: [],
    dislikes: [],
    discarded: [],
    speedTokens: rules.edition.startingSpeedTokens,
    upgrades: tableUpgrades.map((id) => ({ id, active: false })),
  };
}

/** The fixed layout, or with main board chaos the specialty tiles shuffled onto the ★ squares and the rest onto the rest. */
function dealBoard(rules: Rules, rng: RngState): Ingredient[] {
  const board = boardOf(rules.edition);
  if (!rules.boardChaos) return board;
  const starTiles = shuffleInPlace(STAR_SQUARES.map((square) => board[square]), rng);
  const otherSquares = board.map((_, square) => square).filter((square) => !STAR_SQUARES.includes(square));
  const otherTiles = shuffleInPlace(otherSquares.map((square) => board[square]), rng);
  STAR_SQUARES.forEach((square, i) => (board[square] = starTiles[i]));
  otherSquares.forEach((square, i) => (board[square] = otherTiles[i]));
  return board;
}

/** Turn order starting from the starting player (to the left, clockwise). */
export function turnOrder(players: number, from: number): number[] {
  return Array.from({ length: players }, (_, i) => (from + i) % players);
}

/**
 * §2.4: with 3–4 players from the starting player's right, against turn order (the starting player
 * last); with 2 players the other player first, then alternating until all four meeples stand.
 */
function placementOrder(players: number, start: number, meeplesPerPlayer: number): number[] {
  if (meeplesPerPlayer === 2) {
    const other = (start + 1) % players;
    return [other, start, other, start];
  }
  return Array.from({ length: players }, (_, i) => (start - 1 - i + 2 * players) % players);
}

/** Builds and shuffles the deck, removes Winter's unseen cards, and deals. */
function dealCards(state: GameState, rules: Rules): void {
  const { edition } = rules;
  const rng = state.rng;
  const ids = edition.deck.map((_, id) => id);
  const calmStart = rules.deal === "calmStart";
  const calmCards = calmStart ? ids.filter((id) => edition.calmStartNames.includes(edition.deck[id].name)) : [];
  state.deck = shuffleInPlace(calmStart ? ids.filter((id) => !calmCards.includes(id)) : ids, rng);
  shuffleInPlace(calmCards, rng);

  const toRemove = edition.removedCards[rules.players as PlayerCount];
  state.removed = state.deck.splice(state.deck.length - toRemove, toRemove);

  const order = turnOrder(rules.players, state.startingPlayer);
  const [first, second] = [0, 1]; // queue positions 1 and 2
  if (rules.deal === "junior") {
    for (const player of order) {
      for (let position = 0; position < 4; position++) drawCards(state, player, 2, position, null);
    }
  } else {
    for (const player of order) {
      if (calmStart) state.players[player].queue[first].push(calmCards.shift()!);
      else drawCards(state, player, 1, first, null);
      drawCards(state, player, 1, second, null);
    }
    drawCards(state, state.startingPlayer, 1, first, null);
    state.removed.push(...calmCards);
  }
  if (state.deck.length === 0) closeToken(state, "deck", null);
}
