import { css, html, nothing } from "lit";
import { customElement } from "lit/decorators.js";
import { t } from "../i18n/index.js";
import "../table/cr-board.js";
import type { SquarePickedDetail } from "../table/cr-board.js";
import { cupContents, tokenChip } from "../table/ingredient-icon.js";
import { matStyles, queueStrip } from "../table/mat.js";
import { sharedStyles } from "../shared/styles.js";
import { countsText, ingredientName, seatNames, squareName } from "../shared/words.js";
import { composerLayout, titled } from "./composer-layout.js";
import { composerStyles } from "./composer-styles.js";
import type { ActionInput } from "../../protocol/schemas.js";
import { ComposerElement } from "./composer-element.js";
import { suggestionStyles } from "./suggestion.js";
import {
  isUsablePlacement,
  newPlacement,
  pickCup,
  pickSquare,
  placeOn,
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
    suggestionStyles,
    matStyles,
    css`
      .cups {
        flex-wrap: nowrap;
        gap: 0.3rem;
      }
      .cups button {
        flex: 1 1 0;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.2rem 0.35rem;
        min-height: 44px;
        min-width: 0;
        padding: 0.2rem 0.35rem;
        border-radius: 0.4rem 0.4rem 1rem 1rem;
        font-size: 0.85rem;
      }
    `,
  ];


  protected readonly draft = new StoredDraft<PlacementDraft>(this, newPlacement, (stored): stored is PlacementComposition =>
    isUsablePlacement(this.composing, stored),
  );

  protected draftOf(action: ActionInput): PlacementDraft | null {
    return action.type === "place" ? { square: action.square, cup: action.cup } : null;
  }

  override render() {
    const { state, player } = this.composing;
    const history = this.draft.value;
    const { square, cup } = history.current;
    const meeples = state.players[player].meeples;
    const ingredient = square === null ? null : state.board[square];
    const problem = placementProblem(this.composing, history.current);
    const aim = this.aim?.type === "place" ? this.aim : null;
    return composerLayout(
      {
        sheet: this.sheet,
        board: html`<cr-board
              ?fit=${this.fit}
              .board=${state.board}
              .players=${state.players}
              .names=${seatNames(this.snapshot.seats, state.players.length)}
              .you=${this.snapshot.you}
              .choices=${placeableSquares(this.composing).map((free) => ({
                square: free,
                badge: "+1",
                description: t("composer.place.here", { ingredient: ingredientName(state.board[free]) }),
              }))}
              .marked=${square}
              .guided=${aim && aim.square !== square ? [aim.square] : []}
              ?anySquare=${aim !== null}
              @square-picked=${(event: CustomEvent<SquarePickedDetail>) =>
                this.change((this.filling ? placeOn : pickSquare)(this.composing, this.draft.value, event.detail.square))}
            ></cr-board>`,
        mat: () => html`<div class="mat" role="group" aria-label=${t("play.mat")}>
            <div class="choices cups" role="group" aria-label=${t("composer.place.cup")}>
              ${state.players[player].cups.map(
                (contents, index) => html`<button
                  type="button"
                  class=${aim?.cup === index && aim.square === square && cup !== index ? "guided" : ""}
                  aria-pressed=${cup === index}
                  @click=${() => this.change({ ok: true, value: pickCup(this.draft.value, index) })}
                >
                  ${cupContents(contents, index)}
                  ${cup === index && ingredient ? html`<span><span class="sr-only">,</span>+ ${tokenChip(ingredient, 1)}</span>` : nothing}
                </button>`,
              )}
            </div>
            ${queueStrip(state.options.edition, state.players[player].queue, { help: { game: state, owner: player, ownerName: null, cups: state.players[player].cups } })}
          </div>`,
        sheetContent: () => ({
          head: titled(
            html`<h2 id="composer-heading">
              ${meeples.length > 1
                ? t("composer.place.titleNumbered", { number: meeples.indexOf(null) + 1, of: meeples.length })
                : t("composer.place.title")}
            </h2>`,
            "setup",
            this.edition,
          ),
          body: html`<p class="muted">${t("composer.place.how")}</p>`,
          tools: this.suggestRow(),
          footer: this.footer(
            problem,
            () => placementAction(history.current),
            { summary: square === null ? undefined : t("composer.place.review", { square: squareName(square), tokens: countsText({ [ingredient!]: 1 }), cup: cup === null ? "?" : cup + 1 }) },
          ),
        }),
      },
      this.drawn,
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-placement-composer": CrPlacementComposer;
  }
}
