import { CALM_START_NAMES, CLASSIC_KINDS, WINTER_DECK_PROVISIONAL, WINTER_KINDS, expandDeck, type CardDef } from "./decks.js";
import { BOARD_LAYOUT } from "./board.js";
import { INGREDIENTS, type Ingredient } from "./ingredients.js";
import type { UpgradeId } from "./upgrades.js";

export type EditionId = "classic" | "winter";
export type VariantId = "calmStart" | "mainBoardChaos" | "variableUpgrades" | "juniorBarista";
export type PlayerCount = 2 | 3 | 4;

/** The presets' ids: the create page and the mails name them by these. */
export type PresetId = "classic" | "firstGame" | "snowyDay" | "windyDay";

export interface UpgradePreset {
  id: PresetId;
  name: string;
  upgrades: readonly UpgradeId[];
  mainBoardChaos: boolean;
  /** the Winter presets are shown only as pictures; these lists are provisional. */
  provisional: boolean;
}

/** Everything that differs between the editions, as data (RULES.md §1). */
export interface Edition {
  id: EditionId;
  name: string;
  deck: readonly CardDef[];
  deckProvisional: boolean;
  /** Cards removed unseen before shuffling, by player count. */
  removedCards: Record<PlayerCount, number>;
  /** What stands on the board's "special" square. */
  specialIngredient: Ingredient;
  /** Squares with these ingredients are doubled by Double Specialties. */
  specialtyIngredients: readonly Ingredient[];
  /** The box's ingredient tokens when the supply is limited; null when unlimited. */
  supply: Partial<Record<Ingredient, number>> | null;
  speedTokenName: string;
  startingSpeedTokens: number;
  upgrades: readonly UpgradeId[];
  presets: readonly UpgradePreset[];
  scoring: { like: number; upgrade: number; dislike: number };
  variants: readonly VariantId[];
  /** Card names that calm start deals first (empty where the variant does not exist). */
  calmStartNames: readonly string[];
}

const BASE_UPGRADES: readonly UpgradeId[] = ["doubleMeeples", "diagonalMovement", "doubleCorners", "doubleSpecialties"];

export const CLASSIC: Edition = {
  id: "classic",
  name: "Coffee Rush",
  deck: expandDeck(CLASSIC_KINDS),
  deckProvisional: false,
  removedCards: { 2: 0, 3: 0, 4: 0 },
  specialIngredient: "caramel",
  specialtyIngredients: ["caramel", "chocolate", "water", "tea"],
  supply: { coffee: 18, milk: 12, steam: 12, ice: 12, chocolate: 12, caramel: 12, tea: 12, water: 12 },
  speedTokenName: "rush",
  startingSpeedTokens: 0,
  upgrades: BASE_UPGRADES,
  presets: [{ id: "classic", name: "Classic", upgrades: BASE_UPGRADES, mainBoardChaos: false, provisional: false }],
  scoring: { like: 1, upgrade: 2, dislike: -1 },
  variants: ["calmStart"],
  calmStartNames: CALM_START_NAMES,
};

export const WINTER: Edition = {
  id: "winter",
  name: "Coffee Rush: Winter",
  deck: expandDeck(WINTER_KINDS),
  deckProvisional: WINTER_DECK_PROVISIONAL,
  removedCards: { 2: 20, 3: 10, 4: 0 },
  specialIngredient: "fruit",
  specialtyIngredients: ["fruit", "chocolate", "water", "tea"],
  supply: null,
  speedTokenName: "cookie",
  startingSpeedTokens: 1,
  upgrades: [...BASE_UPGRADES, "doubleDestination", "jump"],
  presets: [
    { id: "firstGame", name: "First game", upgrades: BASE_UPGRADES, mainBoardChaos: false, provisional: true },
    {
      id: "snowyDay",
      name: "Snowy day",
      upgrades: ["doubleMeeples", "doubleDestination", "diagonalMovement", "jump"],
      mainBoardChaos: false,
      provisional: true,
    },
    {
      id: "windyDay",
      name: "Windy day",
      upgrades: ["doubleCorners", "doubleSpecialties", "doubleDestination", "jump"],
      mainBoardChaos: true,
      provisional: true,
    },
  ],
  scoring: { like: 2, upgrade: 5, dislike: -1 },
  variants: ["mainBoardChaos", "variableUpgrades", "juniorBarista"],
  calmStartNames: [],
};

export const EDITIONS: Record<EditionId, Edition> = { classic: CLASSIC, winter: WINTER };

/** The edition's board in its fixed layout: the "special" square holds the edition's special ingredient. */
export function boardOf(edition: Edition): Ingredient[] {
  return BOARD_LAYOUT.map((tile) => (tile === "special" ? edition.specialIngredient : tile));
}

/** The ingredients an edition plays with (those on its board), in the order of INGREDIENTS. */
export function ingredientsOf(edition: Edition): Ingredient[] {
  const board = boardOf(edition);
  return INGREDIENTS.filter((ingredient) => board.includes(ingredient));
}
