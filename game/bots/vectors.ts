import { INGREDIENTS, type Counts, type Ingredient } from "../engine/index.js";

/**
 * Ingredient multisets as fixed-length number arrays (index = position in INGREDIENTS), the bots'
 * fast stand-in for the engine's `Counts`; `keyOf` packs one into a single number for maps.
 */
export type Vec = number[];

export const WIDTH = INGREDIENTS.length;

const INDEX: Record<Ingredient, number> = Object.fromEntries(INGREDIENTS.map((ingredient, i) => [ingredient, i])) as Record<Ingredient, number>;

export function indexOf(ingredient: Ingredient): number {
  return INDEX[ingredient];
}

export function zero(): Vec {
  return new Array<number>(WIDTH).fill(0);
}

export function fromCounts(counts: Counts): Vec {
  const vec = zero();
  for (const key in counts) vec[INDEX[key as Ingredient]] += counts[key as Ingredient] ?? 0;
  return vec;
}

/** Engine counts without zero keys. */
export function toCounts(vec: Vec): Counts {
  const counts: Counts = {};
  for (let i = 0; i < WIDTH; i++) if (vec[i] > 0) counts[INGREDIENTS[i]] = vec[i];
  return counts;
}

export function sum(vec: Vec): number {
  let total = 0;
  for (let i = 0; i < WIDTH; i++) total += vec[i];
  return total;
}

export function isZero(vec: Vec): boolean {
  for (let i = 0; i < WIDTH; i++) if (vec[i] !== 0) return false;
  return true;
}

export function plus(a: Vec, b: Vec): Vec {
  const out = zero();
  for (let i = 0; i < WIDTH; i++) out[i] = a[i] + b[i];
  return out;
}

/** a ⊆ b as multisets. */
export function within(a: Vec, b: Vec): boolean {
  for (let i = 0; i < WIDTH; i++) if (a[i] > b[i]) return false;
  return true;
}

export function equal(a: Vec, b: Vec): boolean {
  for (let i = 0; i < WIDTH; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Bits per ingredient in a key. */
export const KEY_BITS = 3;
const KEY_MAX = (1 << KEY_BITS) - 1;

/**
 * One small integer per multiset (27 bits: a V8 small integer, fast as a map key). Counts above 7
 * are clamped: no recipe takes more than 2 of an ingredient, so such cups fit no order either way,
 * and collections are clamped far lower (to what can be poured) before they are keyed.
 */
export function keyOf(vec: Vec): number {
  let key = 0;
  for (let i = WIDTH - 1; i >= 0; i--) key = (key << KEY_BITS) | (vec[i] > KEY_MAX ? KEY_MAX : vec[i]);
  return key;
}
