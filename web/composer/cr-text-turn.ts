import { css, html, nothing, type PropertyValues } from "lit";
import { customElement, state } from "lit/decorators.js";
import { squareColumn, squareRow } from "../../game/engine/data/board.js";
import { isEmpty, type Ingredient, type PlayerState, type StepOption, type TurnDraft, type TurnPreview, type UpgradeId } from "../../game/engine/index.js";
import type { ActionInput } from "../../protocol/schemas.js";
import { t, type Key } from "../i18n/index.js";
import "../table/cr-board-grid.js";
import type { SquarePickedDetail } from "../table/cr-board.js";
import { announceEvent } from "../table/announce-event.js";
import { queuePlace } from "../table/read-aloud.js";
import { sharedStyles } from "../shared/styles.js";
import { cardName, countsText, countText, cupText, ingredientName, listText, meepleMark, seatNames, speedTokens, squareName, upgradeName } from "../shared/words.js";
import type { Outcome } from "../api/refusal.js";
import { composerStyles } from "./composer-styles.js";
import { ComposerElement } from "./composer-element.js";
import { StoredDraft } from "./stored-draft.js";
import {
  activate,
  addStep,
  chooseMeeple,
  isUsable,
  newTurn,
  offeredUpgrades,
  pour,
  previewOf,
  toggleComplete,
  untickedBy,
  toggleEmpty,
  toggleJump,
  turnAction,
  turnDraftOf,
  type TurnComposition,
} from "./turn-draft.js";
import { reviewLines, tokensLeft } from "./turn-steps.js";

/** The text composers' look: a column of labelled controls, rows of a select and its button. */
export const textFormStyles = [
  sharedStyles,
  composerStyles,
  css`
    .form {
      display: flex;
      flex-direction: column;
      gap: 0.6rem;
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.4rem;
    }
    ul {
      margin: 0;
      padding-inline-start: 1.2rem;
    }
  `,
];

/** A step's direction from the square it leaves, for its name in the list ("up and left: row 1, column 1…"). */
function direction(from: number, to: number): Key {
  const rows = Math.sign(squareRow(to) - squareRow(from));
  const columns = Math.sign(squareColumn(to) - squareColumn(from));
  const vertical = rows < 0 ? "up" : rows > 0 ? "down" : "";
  const horizontal = columns < 0 ? "left" : columns > 0 ? "right" : "";
  if (vertical && horizontal) return `ear.dir.${vertical}${horizontal === "left" ? "Left" : "Right"}` as Key;
  return `ear.dir.${vertical || horizontal}` as Key;
}

/**
 * A turn as a form, for screen readers and the keyboard: the composer's steps as controls in
 * order (upgrade, meeple, the next square chosen from a list or on the board's grid, cups to empty,
 * pours, completions), the review in words, Submit. The same model as the drawn composer
 * (turn-draft.ts), the same stored draft; after each choice focus goes where the next thing to do is.
 */
@customElement("cr-text-turn")
export class CrTextTurn extends ComposerElement<TurnDraft> {
  static override styles = textFormStyles;

  protected readonly draft = new StoredDraft<TurnDraft>(this, newTurn, (stored): stored is TurnComposition => isUsable(this.composing, stored));

  @state() private nextSquare: number | null = null;
  @state() private token: Ingredient | null = null;
  @state() private cup = 0;
  /** What the last choice did: shown, and said by the page's announcer. */
  @state() private note = "";
  /** The control to focus once drawn: where the next thing to do is. */
  private focusTarget: string | null = null;

  private get me(): PlayerState {
    return this.composing.state.players[this.composing.player];
  }

  protected draftOf(action: ActionInput): TurnDraft | null {
    return turnDraftOf(action);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (!this.focusTarget) return;
    const target = this.renderRoot.querySelector<HTMLElement>(this.focusTarget);
    this.focusTarget = null;
    target?.focus();
  }

  /** Where the turn goes on once the path is done: a pour, an order to complete, or Submit. */
  private afterMove(preview: TurnPreview): string {
    if (tokensLeft(preview).length > 0) return "#pour-token";
    if (preview.matches.some(({ cards }) => cards.length > 0)) return ".complete input";
    return "button.primary";
  }

  /** Applies a choice; when kept, says `said` and moves focus to `then(preview)` (null: it stays). */
  private apply(result: Outcome<TurnComposition>, said: (preview: TurnPreview) => string, then: (preview: TurnPreview) => string | null): void {
    this.change(result);
    if (!result.ok) return;
    const preview = previewOf(this.composing, result.value.current);
    this.note = said(preview);
    this.dispatchEvent(announceEvent(this.note));
    this.focusTarget = then(preview);
  }

  private step(square: number | null): void {
    if (square === null) return;
    this.apply(
      addStep(this.composing, this.draft.value, square),
      (preview) => t("ear.step.taken", { square: squareName(square), tokens: countsText(preview.collected) }),
      (preview) => (preview.nextSteps.length > 0 ? null : this.afterMove(preview)),
    );
    this.nextSquare = null;
  }

  private pourNow(preview: TurnPreview): void {
    const left = tokensLeft(preview);
    const ingredient = this.token && left.includes(this.token) ? this.token : left[0];
    if (!ingredient) return;
    const cup = this.cup;
    this.apply(
      pour(this.composing, this.draft.value, cup, ingredient),
      () => t("ear.pour.done", { ingredient: ingredientName(ingredient), cup: cup + 1 }),
      (after) => (tokensLeft(after).length > 0 ? null : this.afterMove(after)),
    );
  }

  private stepOption(option: StepOption, preview: TurnPreview): string {
    const edition = this.composing.state.options.edition;
    const from = preview.path.at(-1) ?? preview.from;
    const parts = [
      t("ear.step.option", {
        direction: t(direction(from, option.square)),
        square: squareName(option.square),
        ingredient: ingredientName(option.ingredient),
        tokens: countText(option.ingredient, option.gainPassing),
      }),
    ];
    if (option.costsSpeedToken) parts.push(t("ear.step.costs", { tokens: speedTokens(edition, 1) }));
    if (!option.canEnd) parts.push(t("ear.step.cannotStop"));
    return parts.join(", ");
  }

  private renderUpgrade(turn: TurnDraft) {
    const offered = offeredUpgrades(this.composing, turn);
    if (offered.length === 0) return nothing;
    return html`<label class="row"
      >${t("composer.upgrade.title")}
      <select
        @change=${(event: Event) => {
          const value = (event.target as HTMLSelectElement).value as UpgradeId | "";
          this.change(activate(this.composing, this.draft.value, value || null));
        }}
      >
        <option value="" ?selected=${!turn.activate}>${t("ear.none")}</option>
        ${offered.map((upgrade) => html`<option value=${upgrade} ?selected=${turn.activate === upgrade}>${upgradeName(upgrade)}</option>`)}
      </select></label
    >`;
  }

  private renderMeeple(preview: TurnPreview) {
    const { meeples } = this.me;
    if (meeples.length < 2) return nothing;
    return html`<label class="row"
      >${t("ear.meeple")}
      <select
        id="meeple"
        @change=${(event: Event) => {
          const meeple = Number((event.target as HTMLSelectElement).value);
          this.apply(chooseMeeple(this.composing, this.draft.value, meeple), () => "", () => null);
        }}
      >
        ${meeples.map(
          (square, index) =>
            html`<option value=${index} ?selected=${preview.meeple === index}>
              ${t("ear.meeple.option", { mark: meepleMark(this.composing.player, index, meeples.length), square: squareName(square!) })}
            </option>`,
        )}
      </select></label
    >`;
  }

  private renderPath(turn: TurnDraft, preview: TurnPreview) {
    const chosen = preview.nextSteps.some((option) => option.square === this.nextSquare) ? this.nextSquare : (preview.nextSteps[0]?.square ?? null);
    return html`<p>${preview.path.length === 0 ? t("ear.path.empty") : t("ear.path", { path: preview.path.map(squareName).join(", ") })}</p>
      ${preview.nextSteps.length === 0
        ? html`<p>${t("ear.step.none")}</p>`
        : html`<div class="row">
            <label
              >${t("ear.step.next")}
              <select id="next-square" @change=${(event: Event) => (this.nextSquare = Number((event.target as HTMLSelectElement).value))}>
                ${preview.nextSteps.map(
                  (option) => html`<option value=${option.square} ?selected=${option.square === chosen}>${this.stepOption(option, preview)}</option>`,
                )}
              </select></label
            >
            <button type="button" id="step" @click=${() => this.step(chosen)}>${t("ear.step.add")}</button>
          </div>`}
      ${preview.canJump
        ? html`<label class="row"
            ><input type="checkbox" .checked=${turn.jump === true} @change=${() => this.change(toggleJump(this.composing, this.draft.value))} />
            ${t("composer.move.jump")}</label
          >`
        : nothing}`;
  }

  private renderEmpties(turn: TurnDraft) {
    const full = this.me.cups.flatMap((contents, cup) => (isEmpty(contents) ? [] : [cup]));
    return full.map(
      (cup) => html`<label class="row"
        ><input type="checkbox" .checked=${(turn.empty ?? []).includes(cup)} @change=${() => this.change(toggleEmpty(this.composing, this.draft.value, cup))} />
        ${t("ear.empty", { cup: cup + 1 })}</label
      >`,
    );
  }

  private renderPour(preview: TurnPreview) {
    const left = tokensLeft(preview);
    if (preview.path.length === 0) return nothing;
    if (left.length === 0) return html`<p>${t("ear.pour.none")}</p>`;
    const token = this.token && left.includes(this.token) ? this.token : left[0];
    return html`<p>${t("ear.pour.left", { tokens: countsText(preview.unpoured) })}</p>
      <div class="row">
        <label
          >${t("ear.pour.token")}
          <select id="pour-token" @change=${(event: Event) => (this.token = (event.target as HTMLSelectElement).value as Ingredient)}>
            ${left.map((ingredient) => html`<option value=${ingredient} ?selected=${ingredient === token}>${countText(ingredient, preview.unpoured[ingredient]!)}</option>`)}
          </select></label
        >
        <label
          >${t("ear.pour.cup")}
          <select @change=${(event: Event) => (this.cup = Number((event.target as HTMLSelectElement).value))}>
            ${preview.cups.map((contents, cup) => html`<option value=${cup} ?selected=${cup === this.cup}>${cupText(contents, cup)}</option>`)}
          </select></label
        >
        <button type="button" id="pour" @click=${() => this.pourNow(preview)}>${t("ear.pour.do")}</button>
      </div>`;
  }

  /** A completion's box, by its name: "Complete Espresso (position 1, copy 2) with cup 2". */
  private boxName(cup: number, card: number): string {
    const edition = this.composing.state.options.edition;
    return t("ear.complete", { card: cardName(edition, card), position: queuePlace(edition, this.me.queue, card), cup: cup + 1 });
  }

  /** Ticks or unticks a box. An order completes once and a cup once: a box this unticks too is said, not left silent. */
  private tick(cup: number, card: number): void {
    const before = this.draft.value;
    const result = toggleComplete(this.composing, before, cup, card);
    this.change(result);
    if (!result.ok) return;
    const dropped = untickedBy(before, result.value, cup, card);
    if (dropped.length > 0) this.dispatchEvent(announceEvent(t("ear.unticked", { boxes: listText(dropped.map((c) => this.boxName(c.cup, c.card))) })));
  }

  private renderCompletions(turn: TurnDraft, preview: TurnPreview) {
    const matches = preview.matches.flatMap(({ cup, cards }) => cards.map((card) => ({ cup, card })));
    return matches.map(({ cup, card }) => {
      const ticked = (turn.complete ?? []).some((c) => c.cup === cup && c.card === card);
      return html`<label class="row complete"
        ><input type="checkbox" .checked=${ticked} @change=${() => this.tick(cup, card)} />
        ${this.boxName(cup, card)}</label
      >`;
    });
  }

  override render() {
    const history = this.draft.value;
    const turn = history.current;
    const preview = previewOf(this.composing, turn);
    const { state } = this.composing;
    const lines = reviewLines(state.options.edition, turn, preview);
    const choices = new Map(preview.nextSteps.map((option) => [option.square, `${t("composer.step.tap")} ${this.stepOption(option, preview)}`]));
    return html`<section class="form" aria-labelledby="composer-heading">
      <h3 id="composer-heading" tabindex="-1">${t("ear.form")}</h3>
      ${this.renderUpgrade(turn)} ${this.renderMeeple(preview)}
      <cr-board-grid
        .board=${state.board}
        .players=${state.players}
        .names=${seatNames(this.snapshot.seats, state.players.length)}
        .choices=${choices}
        @square-picked=${(event: CustomEvent<SquarePickedDetail>) => this.step(event.detail.square)}
      ></cr-board-grid>
      ${this.renderPath(turn, preview)} ${this.renderEmpties(turn)} ${this.renderPour(preview)} ${this.renderCompletions(turn, preview)}
      <h4>${t("ear.review")}</h4>
      ${lines.length === 0 ? html`<p>${t("composer.review.nothing")}</p>` : html`<ul>${lines.map((line) => html`<li>${line}</li>`)}</ul>`}
      <p>${this.note}</p>
      ${this.footer(preview.problem, () => turnAction(history.current))}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-text-turn": CrTextTurn;
  }
}
