import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { Ingredient, UpgradeId } from "../../game/engine/index.js";
import { LocaleController } from "../i18n/index.js";
import { ingredientDrawing, upgradeDrawing } from "../shared/drawings/index.js";
import { sharedStyles } from "../shared/styles.js";
import { ingredientLetter, ingredientName, upgradeName } from "../shared/words.js";

/**
 * A key to the table's drawings on the rules pages: ingredients as the board draws them (drawing,
 * letter, name), or upgrade tiles as the player boards draw them (drawing, name).
 */
@customElement("cr-pieces-key")
export class CrPiecesKey extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      .key {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        margin: 0.5rem 0;
      }
      [role="listitem"] {
        display: inline-flex;
        align-items: center;
        gap: 0.4rem;
        padding: 0.2rem 0.6rem 0.2rem 0.25rem;
        border-radius: 0.5rem;
        border: 1px solid var(--line, #d9ccbf);
        background: var(--card, #fff);
      }
      .tile {
        display: inline-grid;
        place-items: center;
        width: 2.6rem;
        height: 2.6rem;
        border-radius: 0.4rem;
        position: relative;
      }
      .tile[data-ingredient] {
        background: var(--ing-bg);
        color: var(--ing-fg);
      }
      .tile svg.drawn {
        width: 1.9rem;
        height: 1.9rem;
      }
      .letter {
        position: absolute;
        top: 0.05rem;
        inset-inline-start: 0.2rem;
        font-size: 0.65rem;
        font-weight: 700;
      }
      .upgrade .tile {
        border: 1px solid currentColor;
      }
    `,
  ];

  @property({ type: Array }) ingredients: Ingredient[] = [];
  @property({ type: Array }) upgrades: UpgradeId[] = [];

  constructor() {
    super();
    new LocaleController(this);
  }

  override render() {
    // A list by role: the key names pieces, it holds none of the rules' sentences.
    return html`<div class="key" role="list">
      ${this.ingredients.map(
        (ingredient) => html`<span role="listitem">
          <span class="tile" data-ingredient=${ingredient} aria-hidden="true"
            >${ingredientDrawing(ingredient)}<span class="letter">${ingredientLetter(ingredient)}</span></span
          >${ingredientName(ingredient)}
        </span>`,
      )}
      ${this.upgrades.map(
        (upgrade) => html`<span role="listitem" class="upgrade"><span class="tile" aria-hidden="true">${upgradeDrawing(upgrade)}</span>${upgradeName(upgrade)}</span>`,
      )}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-pieces-key": CrPiecesKey;
  }
}
