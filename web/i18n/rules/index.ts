import type { Area } from "../index.js";
import { en } from "./en.js";
import { es } from "./es.js";
import { fr } from "./fr.js";
import { ko } from "./ko.js";

/** The rules page's text (web/rules/rules-page.ts), one module per language; the page adds it when it loads. */
export const rulesStrings: Area = { en, ko, es, fr };
