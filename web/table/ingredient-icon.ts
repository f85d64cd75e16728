import { html, nothing } from "lit";
import { isEmpty } from "../../game/engine/counts.js";
import type { Counts, Ingredient } from "../../game/engine/index.js";
import { t } from "../i18n/index.js";
import { inCup, ingredientDrawing } from "../shared/drawings/index.js";
import { countText, ingredientLetter, ingredientName } from "../shared/words.js";

/** A token chip: icon, letter and (optionally) a count; screen readers hear "2 coffee". */
export function tokenChip(ingredient: Ingredient, count?: number) {
  return html`<span class="token" data-ingredient=${ingredient}
    >${ingredientDrawing(ingredient)}<span aria-hidden="true">${ingredientLetter(ingredient)}${count === undefined ? nothing : html`×${count}`}</span
    ><span class="sr-only">${count === undefined ? ingredientName(ingredient) : countText(ingredient, count)}</span></span
  >`;
}

/** Chips for every ingredient of a cup, a recipe or a collection that has any. */
export function countsChips(counts: Counts) {
  const present = Object.entries(counts).filter(([, count]) => count! > 0) as [Ingredient, number][];
  return html`<span class="tokens">${present.map(([ingredient, count]) => tokenChip(ingredient, count))}</span>`;
}

/** Cup `index` (from 0), drawn with its name on the lid and what it holds (or that it is empty) inside. */
export function cupContents(cup: Counts, index: number) {
  return inCup(t("table.cup", { number: index + 1 }), isEmpty(cup) ? html`<span class="muted">${t("table.emptyCup")}</span>` : countsChips(cup));
}
