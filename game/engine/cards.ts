import type { CardDef } from "./data/decks.js";
import { EDITIONS, type EditionId } from "./data/editions.js";
import { countsOf, sameCounts, type Counts } from "./counts.js";

const recipeCache = new Map<EditionId, Counts[]>();

/** Each card's recipe as counts, by card id, built once per edition. */
function recipes(edition: EditionId): Counts[] {
  let cached = recipeCache.get(edition);
  if (!cached) {
    cached = EDITIONS[edition].deck.map((card) => countsOf(card.recipe));
    recipeCache.set(edition, cached);
  }
  return cached;
}

export function cardOf(edition: EditionId, id: number): CardDef {
  return EDITIONS[edition].deck[id];
}

export function recipeOf(edition: EditionId, id: number): Counts {
  return recipes(edition)[id];
}

/**
 * The first card of the deck that is the same order as `id` (same name, recipe and kind): two
 * equal cards in a queue are one choice to a player, so moves are compared by this.
 */
export function orderOf(edition: EditionId, id: number): number {
  const deck = EDITIONS[edition].deck;
  const card = deck[id];
  return deck.findIndex(
    (other, index) => index === id || (other.name === card.name && other.specialty === card.specialty && sameCounts(recipeOf(edition, index), recipeOf(edition, id))),
  );
}

/** Whether a cup's contents equal a card's recipe exactly (§3.4). */
export function cupMatchesCard(edition: EditionId, cup: Counts, card: number): boolean {
  return sameCounts(cup, recipes(edition)[card]);
}

/** Which copy `card` is (from 1) among the equal orders (orderOf) of its position `cards`, or null when none is its twin. */
export function twinCopy(edition: EditionId, cards: readonly number[], card: number): number | null {
  const twins = cards.filter((each) => orderOf(edition, each) === orderOf(edition, card));
  return twins.length > 1 ? twins.indexOf(card) + 1 : null;
}

/** Where a card sits in a queue: its position (0–3), or -1. */
export function positionInQueue(queue: readonly (readonly number[])[], card: number): number {
  return queue.findIndex((slot) => slot.includes(card));
}

/** Where a card sits in a queue as a player counts it (its position from 1) and, when an equal order shares that position, which copy it is. */
export function queueCopy(edition: EditionId, queue: readonly (readonly number[])[], card: number): { position: number; copy: number | null } {
  const index = positionInQueue(queue, card);
  return { position: index + 1, copy: twinCopy(edition, queue[index], card) };
}

/** The cards of a queue that a cup completes, nearest to falling out first. */
export function cardsMatchedBy(edition: EditionId, cup: Counts, queue: readonly (readonly number[])[]): number[] {
  const matched: number[] = [];
  for (let position = queue.length - 1; position >= 0; position--) {
    for (const card of queue[position]) if (cupMatchesCard(edition, cup, card)) matched.push(card);
  }
  return matched;
}
