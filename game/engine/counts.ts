import type { Ingredient } from "./data/ingredients.js";

/**
 * A multiset of ingredient tokens: a cup, a recipe, what a move collects, the supply. A missing key
 * means 0, and a key may also hold 0 (keys are never deleted: that keeps objects fast in V8).
 */
export type Counts = Partial<Record<Ingredient, number>>;

export function addTo(target: Counts, ingredient: Ingredient, count = 1): void {
  if (count !== 0) target[ingredient] = (target[ingredient] ?? 0) + count;
}

export function addAll(target: Counts, source: Counts): void {
  for (const key in source) addTo(target, key as Ingredient, source[key as Ingredient]!);
}

export function total(counts: Counts): number {
  let sum = 0;
  for (const key in counts) sum += counts[key as Ingredient]!;
  return sum;
}

export function isEmpty(counts: Counts): boolean {
  for (const key in counts) if (counts[key as Ingredient] !== 0) return false;
  return true;
}

/** Exact equality: same ingredients, same counts, nothing extra. */
export function sameCounts(a: Counts, b: Counts): boolean {
  for (const key in a) if (a[key as Ingredient] !== (b[key as Ingredient] ?? 0)) return false;
  for (const key in b) if (b[key as Ingredient] !== (a[key as Ingredient] ?? 0)) return false;
  return true;
}

/** A copy without zero counts, for showing and storing. */
export function compact(counts: Counts): Counts {
  const result: Counts = {};
  for (const key in counts) if (counts[key as Ingredient] !== 0) result[key as Ingredient] = counts[key as Ingredient];
  return result;
}

export function countsOf(ingredients: readonly Ingredient[]): Counts {
  const counts: Counts = {};
  for (const ingredient of ingredients) addTo(counts, ingredient);
  return counts;
}

/** "2 coffee, 1 steam" */
export function describeCounts(counts: Counts): string {
  const parts: string[] = [];
  for (const key in counts) if (counts[key as Ingredient] !== 0) parts.push(`${counts[key as Ingredient]} ${key}`);
  return parts.length === 0 ? "nothing" : parts.join(", ");
}
