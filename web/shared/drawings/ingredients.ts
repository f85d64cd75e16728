import { svg, type SVGTemplateResult } from "lit";
import type { Ingredient } from "../../../game/engine/index.js";

/**
 * The ingredients, each drawn in a 24×24 box: the body in the current colour (the ingredient's
 * --ing-fg), details cut out in its background colour (--ing-bg, class "detail") or drawn as
 * lines (class "line"). Simple, bold shapes: they must read at 16 px in a chip and at 40 px on the
 * board. Each drawing always travels with its letter (words.ts ingredientLetter, in the reader's language), for colour-blind players.
 */
export const INGREDIENT_DRAWINGS: Record<Ingredient, SVGTemplateResult> = {
  // A roasted bean with its crease.
  coffee: svg`<ellipse cx="12" cy="12" rx="6.8" ry="9.8" transform="rotate(30 12 12)" /><path class="detail" d="M8.6 4.9c4 3.6-.4 9.7 6.6 14.3" />`,
  // A milk carton: gable top, a band, a drop.
  milk: svg`<path d="M7.5 2h9v2.5L19 9v13H5V9l2.5-4.5z" /><path class="detail" d="M5.5 9.5h13" /><path class="detail" d="M12 12.5c1.6 2.2 2.4 3.3 2.4 4.3a2.4 2.4 0 0 1-4.8 0c0-1 .8-2.1 2.4-4.3z" />`,
  // Three rising wisps over a saucer line.
  steam: svg`<path class="line" d="M7 18c-2-2.5 2-4.5 0-7.5s2-4.5 0-8M12 18c-2-2.5 2-4.5 0-7.5s2-4.5 0-8M17 18c-2-2.5 2-4.5 0-7.5s2-4.5 0-8" /><path class="line" d="M3.5 21.5h17" />`,
  // An ice cube, seen from above a corner, with a glint.
  ice: svg`<path d="M12 1.8l9 4.6v11.2L12 22.2l-9-4.6V6.4z" /><path class="detail" d="M3.4 6.6L12 11l8.6-4.4M12 11v10.6" /><path class="detail" d="M7 12.5l2 1" />`,
  // A bar of chocolate, scored into pieces, one bitten.
  chocolate: svg`<path d="M4 3.5A1.5 1.5 0 0 1 5.5 2h13A1.5 1.5 0 0 1 20 3.5V18c-1.5 0-2.5 1-2.5 2.5 0 .6.1 1 .3 1.5H5.5A1.5 1.5 0 0 1 4 20.5z" /><path class="detail" d="M12 2.5v19M4.5 8.5h15M4.5 15h15" />`,
  // A wrapped caramel candy.
  caramel: svg`<circle cx="12" cy="12" r="6" /><path d="M6.8 12L1.5 7.5v9zM17.2 12l5.3-4.5v9z" /><path class="detail" d="M9 10.5c2 2 4 2 6 0M9 14c2 1.6 4 1.6 6 0" />`,
  // A pair of cherries on their stalks.
  fruit: svg`<circle cx="7.5" cy="16.5" r="5" /><circle cx="16.8" cy="17.2" r="4.6" /><path class="line" d="M7.5 11.5C8.5 7 12 4 17 2.5M16.8 12.6c-.3-4-.6-7 .2-10.1" /><path class="detail" d="M5.5 15a2.2 2.2 0 0 1 2-1.5" />`,
  // A tea leaf with its vein.
  tea: svg`<path d="M3.5 20.5C3.5 10.5 10 3.8 21 3.2 21 13.4 15 20.5 3.5 20.5z" /><path class="detail" d="M4.5 19.5C8.5 14 12.5 10 18.5 5.8M9.5 14.2l-.3-3.4M13.3 10.6l3.2.2" />`,
  // A drop of water with its shine.
  water: svg`<path d="M12 1.5c4.6 6.6 7.8 10.2 7.8 14a7.8 7.8 0 0 1-15.6 0c0-3.8 3.2-7.4 7.8-14z" /><path class="detail" d="M8.2 15.3a3.8 3.8 0 0 0 3.3 3.9" />`,
};
