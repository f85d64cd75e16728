import type { Ingredient } from "./data/ingredients.js";

/** A multiset of ingredient tokens: a cup, a recipe, what a move collects. Zero counts are left out. */
export type Counts = Partial<Record<Ingredient, number>>;

export function addTo(target: Counts, ingredient: Ingredient, count = 1): void {
  if (count === 0) return;
  const next = (target[ingredient] ?? 0) + count;
  if (next === 0) delete target[ingredient];
  else target[ingredient] = next;
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
  for (const _ in counts) return false;
  return true;
}

/** Exact equality: same ingredients, same counts, nothing extra. */
export function sameCounts(a: Counts, b: Counts): boolean {
  let keys = 0;
  for (const key in a) {
    if (a[key as Ingredient] !== b[key as Ingredient]) return false;
    keys++;
  }
  for (const _ in b) keys--;
  return keys === 0;
}

export function countsOf(ingredients: readonly Ingredient[]): Counts {
  const counts: Counts = {};
  for (const ingredient of ingredients) addTo(counts, ingredient);
  return counts;
}

/** "2 coffee, 1 steam" */
export function describeCounts(counts: Counts): string {
  const parts: string[] = [];
  for (const key in counts) parts.push(`${counts[key as Ingredient]} ${key}`);
  return parts.length === 0 ? "nothing" : parts.join(", ");
}
