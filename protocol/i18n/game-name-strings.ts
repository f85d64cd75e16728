import type { Language } from "../languages.js";
import { en } from "./names/en.js";
import { es } from "./names/es.js";
import { fr } from "./names/fr.js";
import { ko } from "./names/ko.js";

/**
 * The game's own names (order cards, ingredients, upgrades) in the rulebooks' languages, by key:
 * `name.card.<the card's English name>`, `name.ingredient.<id>`, `name.upgrade.<id>`, one module
 * per language in names/. A card's English name is the engine's (game/engine/data/decks.ts). Data
 * only (the script embed's build swaps this module for English plus a file per language); read it
 * through game-names.ts.
 */

export const gameNameStrings: Record<Language, Record<string, string>> = { en, ko, es, fr };
