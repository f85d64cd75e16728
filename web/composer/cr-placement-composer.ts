import { css, html, nothing } from "lit";
import { customElement } from "lit/decorators.js";
import { t } from "../i18n/index.js";
import "../table/cr-board.js";
import type { SquarePickedDetail } from "../table/cr-board.js";
import { cupContents, tokenChip } from "../table/ingredient-icon.js";
import { sharedStyles } from "../table/styles.js";
import { countsText, ingredientName, seatNames, squareName } from "../table/words.js";
import { composerStyles, titled } from "./composer-parts.js";
import { ComposerElement } from "./composer-element.js";
import {
  isUsablePlacement,
  newPlacement,
  pickCup,
  pickSquare,
  placeableSquares,
  placementAction,
  placementProblem,
  type PlacementComposition,
  type PlacementDraft,
} from "./placement-draft.js";
import { StoredDraft } from "./stored-draft.js";

/** Meeple placement at setup: tap a free square, pick the cup for its ingredient, Submit. */
@customElement("cr-placement-composer")
export class CrPlacementComposer extends ComposerElement<PlacementDraft> {
  static override styles = [
    sharedStyles,
    composerStyles,
    css`
      .cups button {
        flex: 1 1 0;
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        gap: 0.3rem;
        min-height: 4rem;
        min-width: 0;
        border-radius: 0.4rem 0.4rem 1.2rem 1.2rem;
      }
    `,
  ];


  protected readonly draft = new StoredDraft<PlacementDraft>(this, newPlacement, (stored): stored is PlacementComposition =>
    isUsablePlacement(this.context, stored),
  );

  override render() {
    const { state, player } = this.context;
    const history = this.draft.value;
    const { square, cup } = history.current;
    const meeples = state.players[player].meeples;
    const ingredient = square === null ? null : state.board[square];
    const problem = placementProblem(this.context, history.current);
    return html`<section class="composer panel" aria-labelledby="composer-heading">
      ${titled(
        html`<h2 id="composer-heading">
          ${meeples.length > 1
            ? t("composer.place.titleNumbered", { number: meeples.indexOf(null) + 1, of: meeples.length })
            : t("composer.place.title")}
        </h2>`,
        "setup",
        this.edition,
      )}
      <section aria-labelledby="square-heading">
        <h3 id="square-heading">${t("composer.place.square")}</h3>
        <p class="muted">${t("composer.place.how")}</p>
        <cr-board
          .board=${state.board}
          .players=${state.players}
          .names=${seatNames(this.snapshot.seats, state.players.length)}
          .choices=${placeableSquares(this.context).map((free) => ({
            square: free,
            badge: "+1",
            description: t("composer.place.here", { ingredient: ingredientName(state.board[free]) }),
          }))}
          .marked=${square}
          @square-picked=${(event: CustomEvent<SquarePickedDetail>) =>
            this.change(pickSquare(this.context, this.draft.value, event.detail.square))}
        ></cr-board>
      </section>
      <section aria-labelledby="cup-heading">
        <h3 id="cup-heading">${t("composer.place.cup")}</h3>
        <div class="choices cups">
          ${state.players[player].cups.map(
            (contents, index) => html`<button
              type="button"
              aria-pressed=${cup === index}
              @click=${() => this.change({ ok: true, value: pickCup(this.draft.value, index) })}
            >
              <strong>${t("table.cup", { number: index + 1 })}</strong>
              ${cupContents(contents)}
              ${cup === index && ingredient ? html`<span>+ ${tokenChip(ingredient, 1)}</span>` : nothing}
            </button>`,
          )}
        </div>
      </section>
      <section aria-labelledby="review-heading">
        <h3 id="review-heading">${t("composer.review.title")}</h3>
        <p>
          ${square === null
            ? t("composer.review.nothing")
            : t("composer.place.review", {
                square: squareName(square),
                tokens: countsText({ [ingredient!]: 1 }),
                cup: cup === null ? "?" : cup + 1,
              })}
        </p>
      </section>
      ${this.footer(problem, () => placementAction(history.current))}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-placement-composer": CrPlacementComposer;
  }
}
