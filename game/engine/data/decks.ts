import type { Ingredient } from "./ingredients.js";

/** One kind of order card, as a row of decks.md. */
export interface CardKind {
  name: string;
  recipe: readonly Ingredient[];
  specialty: boolean;
  copies: number;
}

/** One physical order card. A game refers to cards by their index in the edition's deck. */
export interface CardDef {
  name: string;
  recipe: readonly Ingredient[];
  specialty: boolean;
}

const LETTERS: Record<string, Ingredient> = {
  C: "coffee",
  S: "steam",
  M: "milk",
  W: "water",
  I: "ice",
  Ch: "chocolate",
  Ca: "caramel",
  F: "fruit",
  T: "tea",
};

function kind(name: string, recipe: string, specialty: boolean, copies: number): CardKind {
  return { name, recipe: recipe.split(" ").map((letter) => LETTERS[letter]), specialty, copies };
}

/** Classic, 80 cards (decks.md). */
export const CLASSIC_KINDS: readonly CardKind[] = [
  kind("Ristretto", "C S", false, 2),
  kind("Espresso", "C S", false, 2),
  kind("Espresso Doppio", "C C S", false, 4),
  kind("Americano", "C S W", false, 3),
  kind("Iced Americano", "C W I", false, 3),
  kind("Cold Brew", "C W I", false, 2),
  kind("Caffe Latte", "C S M", false, 2),
  kind("Einspanner", "C S M", false, 2),
  kind("Latte Macchiato", "C S M", false, 2),
  kind("Con Panna", "C S M", false, 2),
  kind("Iced Caffe Latte", "C M I", false, 2),
  kind("Iced Einspanner", "C M I", false, 2),
  kind("Caramel Caffe Freddo", "C I Ca", false, 6),
  kind("Milk Tea", "S M T", false, 3),
  kind("Iced Milk Tea", "M I T", false, 3),
  kind("Cocoa", "S M Ch", false, 2),
  kind("Chocolate Latte", "S M Ch", false, 2),
  kind("Iced Cocoa", "M I Ch", false, 2),
  kind("Chocolate Shake", "M I Ch", false, 2),
  kind("Iced Chocolate Latte", "M I Ch", false, 2),
  kind("Green Tea", "S W T", true, 3),
  kind("Black Tea", "S W T", true, 3),
  kind("Iced Green Tea", "W I T", true, 3),
  kind("Iced Black Tea", "W I T", true, 3),
  kind("Caffe Mocha", "C S M Ch", true, 2),
  kind("Mochaccino", "C S M Ch", true, 2),
  kind("Iced Caffe Mocha", "C M I Ch", true, 2),
  kind("Iced Mochaccino", "C M I Ch", true, 2),
  kind("Caramel Macchiato", "C S M Ca", true, 2),
  kind("Caramel Caffe Latte", "C S M Ca", true, 2),
  kind("Iced Caramel Macchiato", "C M I Ca", true, 2),
  kind("Iced Caramel Caffe Latte", "C M I Ca", true, 2),
  kind("Caramel Frappe", "C M I Ca", true, 2),
];

/**
 * Winter, 90 cards — PROVISIONAL (decks.md): no list of the Winter cards exists yet, so this is
 * Classic with fruit for caramel plus ten Winter cards. Replace it when a real list is transcribed.
 */
export const WINTER_DECK_PROVISIONAL = true;

export const WINTER_KINDS: readonly CardKind[] = [
  ...CLASSIC_KINDS.map((card) => ({
    ...card,
    name: card.name.replace("Caramel", "Fruit"),
    recipe: card.recipe.map((ingredient) => (ingredient === "caramel" ? "fruit" : ingredient)),
  })),
  kind("Fruit Tea", "S W F", true, 3),
  kind("Iced Fruit Tea", "W I F", true, 3),
  kind("Fruit Smoothie", "M I F", false, 2),
  kind("Winter Punch", "S T F", true, 2),
];

/** The Ristretto and Espresso cards dealt by Classic's calm start. */
export const CALM_START_NAMES: readonly string[] = ["Ristretto", "Espresso"];

/** Expands kinds into one entry per physical card; a card's id is its index here. */
export function expandDeck(kinds: readonly CardKind[]): CardDef[] {
  const cards: CardDef[] = [];
  for (const { name, recipe, specialty, copies } of kinds) {
    for (let i = 0; i < copies; i++) cards.push({ name, recipe, specialty });
  }
  return cards;
}
