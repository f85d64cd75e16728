import { html, type PropertyValues } from "lit";
import { customElement } from "lit/decorators.js";
import type { ActionInput } from "../../protocol/schemas.js";
import { t } from "../i18n/index.js";
import "../table/cr-board-grid.js";
import type { SquarePickedDetail } from "../table/cr-board.js";
import { cupText, ingredientName, seatNames, squareName } from "../shared/words.js";
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
import { textFormStyles } from "./cr-text-turn.js";

/**
 * A meeple placement as a form: the free square from a list (or Enter on the board's grid), the
 * cup for its ingredient, Submit; the same model as the drawn placement (placement-draft.ts).
 */
@customElement("cr-text-placement")
export class CrTextPlacement extends ComposerElement<PlacementDraft> {
  static override styles = textFormStyles;

  protected readonly draft = new StoredDraft<PlacementDraft>(this, newPlacement, (stored): stored is PlacementComposition =>
    isUsablePlacement(this.composing, stored),
  );

  /** Focus goes on to the cup once a square is picked on the grid. */
  private focusCup = false;

  protected draftOf(action: ActionInput): PlacementDraft | null {
    return action.type === "place" ? { square: action.square, cup: action.cup } : null;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (!this.focusCup) return;
    this.focusCup = false;
    this.renderRoot.querySelector<HTMLElement>("#place-cup")?.focus();
  }

  private pick(square: number, fromGrid: boolean): void {
    const result = pickSquare(this.composing, this.draft.value, square);
    this.change(result);
    this.focusCup = result.ok && fromGrid;
  }

  override render() {
    const { state, player } = this.composing;
    const history = this.draft.value;
    const { square, cup } = history.current;
    const free = placeableSquares(this.composing);
    const meeples = state.players[player].meeples;
    const choices = new Map(free.map((each) => [each, t("composer.place.here", { ingredient: ingredientName(state.board[each]) })]));
    return html`<section class="form" aria-labelledby="composer-heading">
      <h3 id="composer-heading" tabindex="-1">
        ${meeples.length > 1 ? t("composer.place.titleNumbered", { number: meeples.indexOf(null) + 1, of: meeples.length }) : t("composer.place.title")}
      </h3>
      <cr-board-grid
        .board=${state.board}
        .players=${state.players}
        .names=${seatNames(this.snapshot.seats, state.players.length)}
        .choices=${choices}
        @square-picked=${(event: CustomEvent<SquarePickedDetail>) => this.pick(event.detail.square, true)}
      ></cr-board-grid>
      <label
        >${t("ear.place.square")}
        <select @change=${(event: Event) => this.pick(Number((event.target as HTMLSelectElement).value), false)}>
          <option value="" ?selected=${square === null} disabled>${t("ear.choose")}</option>
          ${free.map(
            (each) => html`<option value=${each} ?selected=${square === each}>
              ${t("ear.place.option", { square: squareName(each), ingredient: ingredientName(state.board[each]) })}
            </option>`,
          )}
        </select></label
      >
      <label
        >${t("ear.place.cup")}
        <select id="place-cup" @change=${(event: Event) => this.change({ ok: true, value: pickCup(this.draft.value, Number((event.target as HTMLSelectElement).value)) })}>
          <option value="" ?selected=${cup === null} disabled>${t("ear.choose")}</option>
          ${state.players[player].cups.map(
            (_, index) => html`<option value=${index} ?selected=${cup === index}>${cupText(state.players[player].cups[index], index)}</option>`,
          )}
        </select></label
      >
      ${this.footer(placementProblem(this.composing, history.current), () => placementAction(history.current))}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-text-placement": CrTextPlacement;
  }
}
