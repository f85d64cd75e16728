import type { Area } from "../index.js";
import { en } from "./en.js";
import { es } from "./es.js";
import { fr } from "./fr.js";
import { ko } from "./ko.js";

/** The area's strings by language (one module each; English's keys in every one). */
export const ratingsStrings: Area = { en, ko, es, fr };
