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

/** Short letters used by decks.md and by the UI next to each icon (never colour alone). */
export const INGREDIENT_LETTER: Record<Ingredient, string> = {
  coffee: "C",
  milk: "M",
  steam: "S",
  ice: "I",
  chocolate: "Ch",
  caramel: "Ca",
  fruit: "F",
  tea: "T",
  water: "W",
};

export function isIngredient(value: unknown): value is Ingredient {
  return typeof value === "string" && (INGREDIENTS as readonly string[]).includes(value);
}
