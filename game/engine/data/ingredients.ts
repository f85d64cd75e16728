/** The ingredients of both editions. Caramel is Classic's, fruit is Winter's. */
export const INGREDIENTS = [
  "coffee",
  "milk",
  "steam",
  "ice",
  "chocolate",
  "caramel",
  "fruit",
  "tea",
  "water",
] as const;

export type Ingredient = (typeof INGREDIENTS)[number];

export function isIngredient(value: unknown): value is Ingredient {
  return typeof value === "string" && (INGREDIENTS as readonly string[]).includes(value);
}
