import { html, nothing } from "lit";
import { cardOf } from "../../game/engine/cards.js";
import type { EditionId } from "../../game/engine/index.js";
import { t } from "../i18n/index.js";
import { tokenChip } from "./ingredient-icon.js";
import { cardName, cardShortName, speedTokens } from "../shared/words.js";

/** An order card: its specialty mark (before the name, a space between them: a long name's last word keeps its line), name and recipe; `match` highlights it (a cup completes it). */
export function orderCard(edition: EditionId, card: number, match = false) {
  const { recipe, specialty } = cardOf(edition, card);
  return html`<div class=${match ? "card match" : "card"}>
    <span
      >${specialty
        ? html`<span class="specialty" title=${t("table.specialty", { token: speedTokens(edition, 1) })}
            ><span aria-hidden="true">★</span><span class="sr-only">${t("table.specialty", { token: speedTokens(edition, 1) })} </span></span
          > `
        : nothing}<span class="name" title=${cardName(edition, card)}>${cardShortName(edition, card)}</span>${match
        ? html`<span class="sr-only">${t("table.matches")}</span>`
        : nothing}</span
    >
    <span class="tokens">${recipe.map((ingredient) => tokenChip(ingredient))}</span>
  </div>`;
}
