/**
 * Helpers for the rule scenario tests: games already in the "turns" phase with chosen meeple
 * squares, card lookup by name, and apply/reject wrappers that check the reducer's contract.
 */
import { expect } from "vitest";
import {
  EDITIONS,
  applyAction,
  createGame,
  rulesFor,
  type Action,
  type Applied,
  type Counts,
  type EditionId,
  type GameEvent,
  type GameOptions,
  type GameState,
  type Ingredient,
  type PlayerCount,
  type TurnAction,
  type UpgradeId,
  type VariantId,
} from "../../../game/engine/index.js";

export interface TurnsGameOptions {
  edition?: EditionId;
  players?: PlayerCount;
  variants?: VariantId[];
  upgrades?: UpgradeId[];
  startingPlayer?: number;
  seed?: string;
  /** Meeple squares by seat: one square (3–4 players) or two (2 players). Defaults spread out. */
  meeples?: (number | number[])[];
  /** Keep the cards dealt at setup (default: every queue is emptied so scenarios control them). */
  keepQueues?: boolean;
}

const DEFAULT_SQUARES: Record<PlayerCount, number[][]> = {
  2: [
    [0, 15],
    [5, 10],
  ],
  3: [[0], [5], [15]],
  4: [[0], [5], [10], [15]],
};

/**
 * A game in the "turns" phase: created, every meeple placed through real placement actions
 * (each placement into cup 1), then every cup emptied back to the supply so scenarios start clean.
 * The starting player defaults to seat 0.
 */
export function turnsGame(options: TurnsGameOptions = {}): GameState {
  const players = options.players ?? 3;
  const gameOptions: GameOptions = {
    edition: options.edition ?? "winter",
    players,
    startingPlayer: options.startingPlayer ?? 0,
  };
  if (options.variants) gameOptions.variants = options.variants;
  if (options.upgrades) gameOptions.upgrades = options.upgrades;
  const created = createGame(gameOptions, options.seed ?? "rules-seed");
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  if (state.phase === "chooseUpgrades") throw new Error("turnsGame does not handle variable upgrades");
  const wanted = (options.meeples ?? DEFAULT_SQUARES[players]).map((squares) =>
    Array.isArray(squares) ? [...squares] : [squares],
  );
  while (state.phase === "placement") {
    const seat = state.current;
    const square = wanted[seat].shift();
    if (square === undefined) throw new Error(`no square left for seat ${seat}`);
    state = apply(state, { type: "place", player: seat, square, cup: 0 }).state;
  }
  for (const player of state.players) {
    for (let cup = 0; cup < player.cups.length; cup++) returnToSupply(state, player.cups[cup]);
    player.cups = [{}, {}, {}];
  }
  if (!options.keepQueues) {
    for (const player of state.players) {
      for (const slot of player.queue) state.deck.push(...slot.splice(0).reverse());
    }
  }
  return state;
}

function returnToSupply(state: GameState, counts: Counts): void {
  if (!state.supply) return;
  for (const key in counts) {
    const ingredient = key as Ingredient;
    state.supply[ingredient] = (state.supply[ingredient] ?? 0) + (counts[ingredient] ?? 0);
  }
}

/** The id of the `nth` copy (0-based) of a card by name. */
export function card(edition: EditionId, name: string, nth = 0): number {
  const deck = EDITIONS[edition].deck;
  let seen = 0;
  for (let id = 0; id < deck.length; id++) {
    if (deck[id].name === name) {
      if (seen === nth) return id;
      seen++;
    }
  }
  throw new Error(`no card ${name} #${nth} in ${edition}`);
}

/** Puts the card ids on a queue position (1–4), taking them out of the deck if they are there. */
export function giveCards(state: GameState, seat: number, position: number, ids: number[]): void {
  for (const id of ids) {
    const inDeck = state.deck.indexOf(id);
    if (inDeck >= 0) state.deck.splice(inDeck, 1);
    state.players[seat].queue[position - 1].push(id);
  }
}

/** Distinct card ids taken from the deck (for filling queues or likes). */
export function takeFromDeck(state: GameState, count: number): number[] {
  if (state.deck.length < count) throw new Error("deck too small");
  return state.deck.splice(0, count);
}

/** Marks upgrades as already active for a seat. */
export function activate(state: GameState, seat: number, ...ids: UpgradeId[]): void {
  for (const id of ids) {
    const tile = state.players[seat].upgrades.find((t) => t.id === id);
    if (!tile) throw new Error(`${id} is not an upgrade of seat ${seat}`);
    tile.active = true;
  }
}

/** Applies an action that must be accepted; checks the input state is left unchanged. */
export function apply(state: GameState, action: Action): Applied {
  const before = JSON.stringify(state);
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(`refused ${result.error.code}: ${result.error.message}`);
  expect(JSON.stringify(state)).toBe(before);
  return result.value;
}

/** Applies an action that must be refused with `code`; checks the message and that nothing changed. */
export function reject(state: GameState, action: unknown, code: string): string {
  const before = JSON.stringify(state);
  const result = applyAction(state, action as Action);
  expect(result.ok).toBe(false);
  if (result.ok) return "";
  expect(result.error.code).toBe(code);
  expect(typeof result.error.message).toBe("string");
  expect(result.error.message.length).toBeGreaterThan(5);
  expect(JSON.stringify(state)).toBe(before);
  return result.error.message;
}

export function turn(player: number, path: number[], extra: Partial<Omit<TurnAction, "type" | "player" | "path">> = {}): TurnAction {
  return { type: "turn", player, path, ...extra };
}

/** What the move collected, without zero counts. */
export function collected(events: GameEvent[]): Counts {
  const moved = events.find((e) => e.type === "moved");
  if (!moved || moved.type !== "moved") throw new Error("no move event");
  const result: Counts = {};
  for (const key in moved.collected) {
    const ingredient = key as Ingredient;
    if (moved.collected[ingredient]) result[ingredient] = moved.collected[ingredient];
  }
  return result;
}

export function speedTokensSpent(events: GameEvent[]): number {
  const moved = events.find((e) => e.type === "moved");
  if (!moved || moved.type !== "moved") throw new Error("no move event");
  return moved.speedTokensSpent;
}

/** A cup or supply without zero counts, for comparisons. */
export function nonZero(counts: Counts | null): Counts {
  const result: Counts = {};
  for (const key in counts ?? {}) {
    const ingredient = key as Ingredient;
    if (counts![ingredient]) result[ingredient] = counts![ingredient];
  }
  return result;
}

export function rules(state: GameState) {
  return rulesFor(state.options);
}

/** The state's total count of every ingredient in the supply and all cups (Classic conservation). */
export function tokensInPlay(state: GameState): Counts {
  const result: Counts = { ...nonZero(state.supply) };
  for (const player of state.players) {
    for (const cup of player.cups) {
      for (const key in cup) {
        const ingredient = key as Ingredient;
        result[ingredient] = (result[ingredient] ?? 0) + (cup[ingredient] ?? 0);
      }
    }
  }
  return nonZero(result);
}
