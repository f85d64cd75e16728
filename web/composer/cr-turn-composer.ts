import { css, html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import {
  UPGRADE_COST_IN_LIKES,
  isEmpty,
  isIngredient,
  type Ingredient,
  type PlayerState,
  type StepOption,
  type TurnDraft,
  type TurnPreview,
} from "../../worker/engine/index.js";
import { t } from "../i18n/index.js";
import "../table/cr-board.js";
import type { SquareChoice, SquarePickedDetail } from "../table/cr-board.js";
import { countsChips, cupContents, tokenChip } from "../table/ingredient-icon.js";
import { orderCard } from "../table/order-card.js";
import { sharedStyles } from "../table/styles.js";
import { cardName, countsText, ingredientName, meepleMark, seatNames, speedTokens, squareName, upgradeName } from "../table/words.js";
import { composerStyles, titled } from "./composer-parts.js";
import { ComposerElement } from "./composer-element.js";
import { StoredDraft } from "./stored-draft.js";
import {
  activate,
  addStep,
  chooseMeeple,
  isUsable,
  newTurn,
  pour,
  previewOf,
  toggleComplete,
  toggleEmpty,
  toggleJump,
  turnAction,
  type TurnComposition,
} from "./turn-draft.js";

/** The collected ingredients not yet poured. */
function tokensLeft(preview: TurnPreview): Ingredient[] {
  return (Object.keys(preview.unpoured) as Ingredient[]).filter((ingredient) => preview.unpoured[ingredient]! > 0);
}

/**
 * The player's turn, composed and previewed with the engine before anything is sent: an upgrade
 * to activate, the meeple (two players), the path tapped square by square, tokens poured into cups
 * (tap a token then a cup, or drag it), cups emptied, matching orders ticked, a review, Submit.
 * The logic lives in turn-draft.ts; this component shows it and forwards taps.
 */
@customElement("cr-turn-composer")
export class CrTurnComposer extends ComposerElement<TurnDraft> {
  static override styles = [
    sharedStyles,
    composerStyles,
    css`
      dl.move {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 1rem;
        margin: 0;
      }
      dl.move div {
        display: flex;
        gap: 0.3rem;
      }
      label.jump {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        min-height: 44px;
      }
      input[type="checkbox"] {
        width: 1.3rem;
        height: 1.3rem;
        accent-color: var(--accent, #8a4b22);
      }
      .to-pour button {
        padding: 0.3rem 0.5rem;
      }
      ol.cups {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        grid-template-columns: repeat(3, minmax(0, 1fr));
        gap: 0.4rem;
      }
      .cup {
        display: flex;
        flex-direction: column;
        gap: 0.3rem;
        min-width: 0;
      }
      /* A cup with nothing to pour into it still shows what it holds, at full strength: it is being reviewed. */
      .cup-button:disabled {
        opacity: 1;
        color: inherit;
        background: var(--card, #fff);
        cursor: default;
      }
      .cup-button {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        gap: 0.3rem;
        min-height: 5rem;
        flex: 1;
        width: 100%;
        border-radius: 0.4rem 0.4rem 1.2rem 1.2rem;
        border-width: 2px;
        text-align: start;
      }
      .cup-button:not(:disabled) {
        border-style: dashed;
        border-color: var(--accent, #8a4b22);
      }
      .cup.drop-target .cup-button {
        background: color-mix(in srgb, var(--accent, #8a4b22) 15%, var(--card, #fff));
      }
      .cup .label {
        font-size: 0.85rem;
        font-weight: 600;
      }
      .cup .empty-toggle {
        min-height: 36px;
        padding: 0.2rem 0.4rem;
        font-size: 0.85rem;
      }
      ul.matches {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: 0.5rem;
      }
      ul.matches li {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem 0.8rem;
      }
      ul.matches input[type="checkbox"] {
        flex: none;
        width: 1.25rem;
        height: 1.25rem;
        margin: 0;
      }
      ul.matches label {
        display: flex;
        align-items: center;
        gap: 0.45rem;
        font-weight: 600;
        min-height: 44px;
      }
    `,
  ];

  /** The collected ingredient a tap on a cup pours. */
  @state() private selected: Ingredient | null = null;
  @state() private dropTarget: number | null = null;

  protected readonly draft = new StoredDraft<TurnDraft>(this, newTurn, (stored): stored is TurnComposition =>
    isUsable(this.context, stored),
  );

  private get me(): PlayerState {
    return this.context.state.players[this.context.player];
  }

  /** What a tap on a cup pours: the chosen token, or the only kind left. */
  private pourable(preview: TurnPreview): Ingredient | null {
    const left = tokensLeft(preview);
    if (this.selected && left.includes(this.selected)) return this.selected;
    return left.length === 1 ? left[0] : null;
  }

  private pourInto(cup: number, ingredient: Ingredient | null): void {
    if (ingredient) this.change(pour(this.context, this.draft.value, cup, ingredient));
  }

  private onDrop(event: DragEvent, cup: number): void {
    event.preventDefault();
    this.dropTarget = null;
    const ingredient = event.dataTransfer?.getData("text/plain");
    if (isIngredient(ingredient)) this.pourInto(cup, ingredient);
  }

  private renderUpgrades(turn: TurnDraft) {
    const offered = previewOf(this.context, { ...turn, activate: undefined }).activatable;
    if (offered.length === 0) return nothing;
    // Optional and seldom possible: folded away unless chosen, so the board stays near the top on phones.
    return html`<details ?open=${turn.activate !== undefined}>
      <summary><h3>${t("composer.upgrade.title")}</h3></summary>
      ${titled(
        html`<p class="muted">${t("composer.upgrade.cost", { cost: UPGRADE_COST_IN_LIKES, likes: this.me.likes.length })}</p>`,
        "upgrades",
        this.edition,
      )}
      <div class="choices">
        ${offered.map(
          (upgrade) => html`<button
            type="button"
            aria-pressed=${turn.activate === upgrade}
            @click=${() => this.change(activate(this.context, this.draft.value, turn.activate === upgrade ? null : upgrade))}
          >
            ${upgradeName(upgrade)}
          </button>`,
        )}
      </div>
    </details>`;
  }

  private renderMeeples(preview: TurnPreview) {
    const { meeples } = this.me;
    if (meeples.length < 2) return nothing;
    return html`<section aria-labelledby="meeple-heading">
      <h3 id="meeple-heading">${t("composer.meeple.title")}</h3>
      <div class="choices">
        ${meeples.map(
          (square, index) => html`<button
            type="button"
            aria-pressed=${preview.meeple === index}
            @click=${() => this.change(chooseMeeple(this.context, this.draft.value, index))}
          >
            ${t("composer.meeple.choice", { mark: meepleMark(this.context.player, index, meeples.length), square: squareName(square!) })}
          </button>`,
        )}
      </div>
    </section>`;
  }

  private stepChoice(step: StepOption): SquareChoice {
    const edition = this.context.state.options.edition;
    const notes = [t("composer.step.yields", { tokens: countsText({ [step.ingredient]: step.gainPassing }) })];
    if (step.gain !== step.gainPassing) notes.push(t("composer.step.yieldsIfStop", { tokens: countsText({ [step.ingredient]: step.gain }) }));
    if (step.costsSpeedToken) notes.push(t("composer.step.costs", { tokens: speedTokens(edition, 1) }));
    if (!step.canEnd) notes.push(t("composer.step.cannotStop"));
    return {
      square: step.square,
      badge: step.gain === step.gainPassing ? `+${step.gain}` : `+${step.gainPassing}/${step.gain}`,
      description: `${t("composer.step.tap")} ${notes.join(" ")}`,
      costsSpeedToken: step.costsSpeedToken,
    };
  }

  private renderMove(turn: TurnDraft, preview: TurnPreview) {
    const { state, player } = this.context;
    const hint =
      preview.nextSteps.length === 0
        ? t("composer.move.done")
        : preview.canEndHere
          ? t("composer.move.stopOrGoOn")
          : t("composer.move.tapSquare");
    return html`<section aria-labelledby="move-heading">
      ${titled(html`<h3 id="move-heading">${t("composer.move.title")}</h3>`, "movement", this.edition)}
      <p class="muted">${hint}</p>
      <cr-board
        .board=${state.board}
        .players=${state.players}
        .names=${seatNames(this.snapshot.seats, state.players.length)}
        .choices=${preview.nextSteps.map((step) => this.stepChoice(step))}
        .path=${preview.path}
        .from=${preview.from}
        .moving=${[player, preview.meeple] as [number, number]}
        @square-picked=${(event: CustomEvent<SquarePickedDetail>) =>
          this.change(addStep(this.context, this.draft.value, event.detail.square))}
      ></cr-board>
      <dl class="move">
        <div><dt>${t("composer.move.steps")}</dt><dd>${preview.path.length}</dd></div>
        <div><dt>${t("composer.move.freeLeft")}</dt><dd>${preview.freeStepsLeft}</dd></div>
        <div>
          <dt>${t(`table.speedTokensLabel.${state.options.edition}`)}</dt>
          <dd>${t("composer.move.spentOf", { spent: preview.speedTokensSpent, have: this.me.speedTokens })}</dd>
        </div>
      </dl>
      ${preview.canJump
        ? html`<label class="jump">
            <input type="checkbox" .checked=${turn.jump === true} @change=${() => this.change(toggleJump(this.context, this.draft.value))} />
            ${t("composer.move.jump")}
          </label>`
        : nothing}
    </section>`;
  }

  private renderTokens(preview: TurnPreview) {
    const left = tokensLeft(preview);
    const pouring = this.pourable(preview);
    return html`<section aria-labelledby="pour-heading">
      ${titled(html`<h3 id="pour-heading">${t("composer.pour.title")}</h3>`, "pouring", this.edition)}
      ${preview.path.length === 0
        ? html`<p class="muted">${t("composer.pour.moveFirst")}</p>`
        : html`<p>${t("composer.pour.collected")} ${!isEmpty(preview.collected) ? countsChips(preview.collected) : t("table.nothing")}</p>
            ${left.length === 0
              ? html`<p class="muted">${t("composer.pour.allPoured")}</p>`
              : html`<p class="muted">${t("composer.pour.how")}</p>
                  <div class="choices to-pour">
                    ${left.map(
                      (ingredient) => html`<button
                        type="button"
                        draggable="true"
                        aria-pressed=${pouring === ingredient}
                        @click=${() => (this.selected = ingredient)}
                        @dragstart=${(event: DragEvent) => {
                          event.dataTransfer?.setData("text/plain", ingredient);
                          this.selected = ingredient;
                        }}
                      >
                        ${tokenChip(ingredient, preview.unpoured[ingredient])}
                        <span class="sr-only">${t("composer.pour.toPour")}</span>
                      </button>`,
                    )}
                  </div>`}`}
    </section>`;
  }

  private renderCup(cup: number, turn: TurnDraft, preview: TurnPreview) {
    const pouring = this.pourable(preview);
    const emptied = (turn.empty ?? []).includes(cup);
    const contents = preview.cups[cup];
    return html`<li
      class=${this.dropTarget === cup ? "cup drop-target" : "cup"}
      @dragover=${(event: DragEvent) => {
        event.preventDefault();
        this.dropTarget = cup;
      }}
      @dragleave=${() => (this.dropTarget = null)}
      @drop=${(event: DragEvent) => this.onDrop(event, cup)}
    >
      <button type="button" class="cup-button" ?disabled=${pouring === null} @click=${() => this.pourInto(cup, pouring)}>
        <span class="label">${t("table.cup", { number: cup + 1 })}</span>
        ${cupContents(contents)}
        ${pouring ? html`<span class="sr-only">${t("composer.pour.here", { ingredient: ingredientName(pouring) })}</span>` : nothing}
      </button>
      <button
        type="button"
        class="empty-toggle"
        aria-pressed=${emptied}
        @click=${() => this.change(toggleEmpty(this.context, this.draft.value, cup))}
      >
        <span aria-hidden="true">${t("composer.cup.empty")}</span>
        <span class="sr-only">${t("composer.cup.emptyNamed", { number: cup + 1 })}</span>
      </button>
    </li>`;
  }

  /** The orders the cups now match, highlighted, each with its tick to complete it. */
  private renderMatches(turn: TurnDraft, preview: TurnPreview) {
    const edition = this.context.state.options.edition;
    const matches = preview.matches.flatMap(({ cup, cards }) => cards.map((card) => ({ cup, card })));
    return html`<section aria-labelledby="orders-heading">
      ${titled(html`<h3 id="orders-heading">${t("composer.orders.title")}</h3>`, "orders", this.edition)}
      ${matches.length === 0
        ? html`<p class="muted">${t("composer.orders.none")}</p>`
        : html`<ul class="matches">
            ${matches.map(({ cup, card }) => {
              const id = `complete-${cup}-${card}`;
              const ticked = (turn.complete ?? []).some((c) => c.cup === cup && c.card === card);
              return html`<li>
                <label for=${id}>
                  <input
                    id=${id}
                    type="checkbox"
                    .checked=${ticked}
                    @change=${() => this.change(toggleComplete(this.context, this.draft.value, cup, card))}
                  />
                  ${t("composer.completeWith", { card: cardName(edition, card), cup: cup + 1 })}
                </label>
                ${orderCard(edition, card, true)}
              </li>`;
            })}
          </ul>`}
    </section>`;
  }

  private reviewLines(turn: TurnDraft, preview: TurnPreview): string[] {
    const { edition } = this.context.state.options;
    const lines: string[] = [];
    if (turn.activate) lines.push(t("composer.review.activate", { upgrade: upgradeName(turn.activate), cost: UPGRADE_COST_IN_LIKES }));
    for (const cup of turn.empty ?? []) lines.push(t("composer.review.empty", { cup: cup + 1 }));
    if (preview.path.length > 0) {
      lines.push(t("composer.review.move", { from: squareName(preview.from), path: preview.path.map(squareName).join(" → ") }));
      if (turn.jump) lines.push(t("composer.review.jump"));
      if (preview.speedTokensSpent > 0) lines.push(t("composer.review.spend", { tokens: speedTokens(edition, preview.speedTokensSpent) }));
      lines.push(t("composer.review.collect", { tokens: countsText(preview.collected) }));
    }
    (turn.pours ?? []).forEach((counts, cup) => {
      if (!isEmpty(counts)) lines.push(t("composer.review.pour", { tokens: countsText(counts), cup: cup + 1 }));
    });
    if (!isEmpty(preview.unpoured)) lines.push(t("composer.review.return", { tokens: countsText(preview.unpoured) }));
    for (const { cup, card } of turn.complete ?? []) {
      lines.push(t("composer.review.complete", { card: cardName(edition, card), cup: cup + 1 }));
    }
    return lines;
  }

  override render() {
    const history = this.draft.value;
    const turn = history.current;
    const preview = previewOf(this.context, turn);
    const lines = this.reviewLines(turn, preview);
    return html`<section class="composer panel" aria-labelledby="composer-heading">
      ${titled(html`<h2 id="composer-heading">${t("composer.turn.title")}</h2>`, "turn", this.edition)}
      ${this.renderUpgrades(turn)} ${this.renderMeeples(preview)} ${this.renderMove(turn, preview)} ${this.renderTokens(preview)}
      <section aria-labelledby="cups-heading">
        <h3 id="cups-heading">${t("table.cups")}</h3>
        <ol class="cups">
          ${preview.cups.map((_, cup) => this.renderCup(cup, turn, preview))}
        </ol>
      </section>
      ${this.renderMatches(turn, preview)}
      <section aria-labelledby="review-heading">
        <h3 id="review-heading">${t("composer.review.title")}</h3>
        ${lines.length === 0
          ? html`<p class="muted">${t("composer.review.nothing")}</p>`
          : html`<ul class="review">
              ${lines.map((line) => html`<li>${line}</li>`)}
            </ul>`}
      </section>
      ${this.footer(preview.problem, () => turnAction(history.current))}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-turn-composer": CrTurnComposer;
  }
}
