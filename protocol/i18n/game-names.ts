import type { Language } from "../languages.js";
import type { Ingredient, UpgradeId } from "../../game/engine/index.js";
import { gameNameStrings } from "./game-name-strings.js";

export { gameNameStrings } from "./game-name-strings.js";

/**
 * The game's own names (order cards, ingredients, upgrades) in the reader's language: one pure
 * module for every place that shows them, the web client (web/i18n registers the strings as an
 * area) and the mails alike.
 */

function named(locale: Language, key: string, fallback: string): string {
  return gameNameStrings[locale]?.[key] ?? gameNameStrings.en[key] ?? fallback;
}

/** An order card's name, from its English name (the engine's `cardOf(edition, id).name`). */
export function cardName(locale: Language, englishName: string): string {
  return named(locale, `name.card.${englishName}`, englishName);
}

/** An order card's name as its compact card shows it (three lines at most in a phone's queue): a shorter one where the strings define it. */
export function cardShortName(locale: Language, englishName: string): string {
  return named(locale, `name.cardShort.${englishName}`, cardName(locale, englishName));
}

export function ingredientName(locale: Language, ingredient: Ingredient): string {
  return named(locale, `name.ingredient.${ingredient}`, ingredient);
}

/** The short letter shown beside an ingredient's drawing ("C", "L" for leche, "우" for 우유). */
export function ingredientLetter(locale: Language, ingredient: Ingredient): string {
  return named(locale, `name.letter.${ingredient}`, ingredient);
}

export function upgradeName(locale: Language, upgrade: UpgradeId): string {
  return named(locale, `name.upgrade.${upgrade}`, upgrade);
}
