import { html, nothing, svg, type SVGTemplateResult } from "lit";
import { isEmpty } from "../../game/engine/counts.js";
import { INGREDIENT_LETTER } from "../../game/engine/data/ingredients.js";
import type { Counts, Ingredient } from "../../game/engine/index.js";
import { t } from "../i18n/index.js";
import { countText, ingredientName } from "./words.js";

/**
 * Ingredient icons, drawn in a 24×24 box in the current colour; details are cut out in the
 * ingredient's background colour (--ing-bg). Each icon always travels with its letter.
 */
const SHAPES: Record<Ingredient, SVGTemplateResult> = {
  coffee: svg`<ellipse cx="12" cy="12" rx="6.5" ry="9.5" transform="rotate(25 12 12)" /><path class="detail" d="M9.5 4.5c3.5 4 0 9 4.5 15" />`,
  milk: svg`<path d="M8 2.5h8v3l2.5 3.5V21.5h-13V9L8 5.5z" /><path class="detail" d="M7.5 12h9" />`,
  steam: svg`<path class="line" d="M7 21c-2.5-3 2.5-5 0-8.5s2.5-5 0-9.5M12 21c-2.5-3 2.5-5 0-8.5s2.5-5 0-9.5M17 21c-2.5-3 2.5-5 0-8.5s2.5-5 0-9.5" />`,
  ice: svg`<rect x="3.5" y="3.5" width="17" height="17" rx="3.5" /><path class="detail" d="M7.5 8.5l3-2M7.5 12.5l6-4" />`,
  chocolate: svg`<rect x="4" y="2.5" width="16" height="19" rx="1.5" /><path class="detail" d="M12 3v18M4.5 9h15M4.5 15h15" />`,
  caramel: svg`<circle cx="12" cy="12" r="5.5" /><path d="M6.5 12L1.5 8v8zM17.5 12l5-4v8z" /><path class="detail" d="M9.5 10.5c1.5 1.5 3.5 1.5 5 0" />`,
  fruit: svg`<circle cx="8" cy="16" r="5" /><circle cx="16.5" cy="17" r="4.5" /><path class="line" d="M8 11c1-4 4-7 8-8M16.5 12.5c0-4-1-7-.5-9.5" />`,
  tea: svg`<path d="M4 20C4 10 10.5 4 20.5 3.5 20.5 13 15 20 4 20z" /><path class="detail" d="M5 19c4-5 8-9 13.5-13.5" />`,
  water: svg`<path d="M12 2.5c4.5 6.5 7.5 10 7.5 13.5a7.5 7.5 0 0 1-15 0c0-3.5 3-7 7.5-13.5z" /><path class="detail" d="M8.5 15.5a3.5 3.5 0 0 0 3 3.5" />`,
};

/** The icon's shapes, for use inside an <svg viewBox="0 0 24 24"> (or a <g> scaled to it). */
export function ingredientShapes(ingredient: Ingredient): SVGTemplateResult {
  return SHAPES[ingredient];
}

/** A token chip: icon, letter and (optionally) a count; screen readers hear "2 coffee". */
export function tokenChip(ingredient: Ingredient, count?: number) {
  return html`<span class="token" data-ingredient=${ingredient}
    ><svg viewBox="0 0 24 24" aria-hidden="true">${SHAPES[ingredient]}</svg
    ><span aria-hidden="true">${INGREDIENT_LETTER[ingredient]}${count === undefined ? nothing : html`×${count}`}</span
    ><span class="sr-only">${count === undefined ? ingredientName(ingredient) : countText(ingredient, count)}</span></span
  >`;
}

/** Chips for every ingredient of a cup, a recipe or a collection that has any. */
export function countsChips(counts: Counts) {
  const present = Object.entries(counts).filter(([, count]) => count! > 0) as [Ingredient, number][];
  return html`<span class="tokens">${present.map(([ingredient, count]) => tokenChip(ingredient, count))}</span>`;
}

/** What a cup holds, or that it is empty. */
export function cupContents(cup: Counts) {
  return isEmpty(cup) ? html`<span class="muted">${t("table.emptyCup")}</span>` : countsChips(cup);
}
