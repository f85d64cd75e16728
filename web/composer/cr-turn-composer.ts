import { css, html, nothing, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import {
  UPGRADE_COST_IN_LIKES,
  isEmpty,
  isIngredient,
  type Ingredient,
  type PlayerState,
  type StepOption,
  type TurnDraft,
  type TurnPreview,
} from "../../game/engine/index.js";
import { t } from "../i18n/index.js";
import type { RulesSection } from "../rules/sections.js";
import type { Trail } from "../table/changes.js";
import "../table/cr-board.js";
import type { SquareChoice, SquarePickedDetail } from "../table/cr-board.js";
import { countsChips, cupContents, tokenChip } from "../table/ingredient-icon.js";
import { matStyles, queueStrip } from "../table/mat.js";
import { sharedStyles } from "../table/styles.js";
import { cardName, countsText, ingredientName, meepleMark, seatNames, speedTokens, squareName, upgradeName } from "../table/words.js";
import { composerLayout, composerStyles, titled } from "./composer-parts.js";
import type { ActionInput } from "../../protocol/schemas.js";
import { ComposerElement } from "./composer-element.js";
import { suggestionStyles } from "./suggestion.js";
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
  type TurnAction,
  type TurnComposition,
} from "./turn-draft.js";
import type { Outcome } from "../api/refusal.js";

/** The steps of composing a turn, in order; "meeple" only for a player with more than one. */
const STEPS = ["meeple", "path", "pour", "orders", "review"] as const;
type Step = (typeof STEPS)[number];

/** The collected ingredients not yet poured. */
function tokensLeft(preview: TurnPreview): Ingredient[] {
  return (Object.keys(preview.unpoured) as Ingredient[]).filter((ingredient) => preview.unpoured[ingredient]! > 0);
}

/**
 * The player's turn, composed and previewed with the engine before anything is sent: an upgrade
 * to activate, the meeple (two players: tap it on the board), the path tapped square by square,
 * tokens poured into cups (tap a token then a cup, or drag it), cups emptied, matching orders
 * ticked, a review, Submit. The board and the player's cups and orders stay in view; the sheet
 * below (beside, on a wide screen) shows one step at a time, and goes on by itself when a step
 * has nothing left to do. The logic lives in turn-draft.ts; this component shows it and forwards taps.
 */
@customElement("cr-turn-composer")
export class CrTurnComposer extends ComposerElement<TurnDraft> {
  static override styles = [
    sharedStyles,
    composerStyles,
    suggestionStyles,
    matStyles,
    css`
      dl.move {
        display: flex;
        flex-wrap: wrap;
        gap: 0 0.8rem;
        margin: 0;
        font-size: 0.85rem;
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
        gap: 0.3rem;
      }
      .cup {
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
        flex-wrap: wrap;
        align-items: center;
        gap: 0.2rem 0.35rem;
        width: 100%;
        min-height: 44px;
        padding: 0.2rem 0.35rem;
        border-radius: 0.4rem 0.4rem 1rem 1rem;
        border-width: 2px;
        text-align: start;
      }
      .cup-button:not(:disabled) {
        border-style: dashed;
        border-color: var(--accent, #8a4b22);
      }
      .cup-button:disabled {
        opacity: 1;
      }
      .cup.drop-target .cup-button {
        background: color-mix(in srgb, var(--accent, #8a4b22) 15%, var(--card, #fff));
      }
      .cup .label {
        font-size: 0.8rem;
        font-weight: 700;
      }
      .cup .token {
        font-size: 0.72rem;
      }
      .cup.emptied .cup-button {
        text-decoration: line-through;
      }
      ol.steps {
        list-style: none;
        margin: 0 0 0 auto;
        padding: 0;
        display: flex;
        gap: 0.25rem;
      }
      ol.steps {
        flex: none;
        gap: 0.2rem;
      }
      ol.steps button {
        min-width: 36px;
        padding: 0.2rem 0.3rem;
      }
      ol.steps .num {
        font-weight: 700;
      }
      ol.steps button[aria-current="step"] {
        background: var(--accent, #8a4b22);
        color: var(--bg, #fbf7f2);
        border-color: var(--accent, #8a4b22);
        font-weight: 600;
      }
      .empties {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.3rem;
        font-size: 0.85rem;
      }
      .empties button {
        min-height: 36px;
        padding: 0.2rem 0.5rem;
      }
      /* Touch screens pick the meeple on the board; the list stays for keyboards and screen readers. */
      @media (pointer: coarse) {
        .meeple-list:not(:focus-within) {
          position: absolute;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip: rect(0 0 0 0);
          white-space: nowrap;
        }
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
  /** The other players' moves since the player's last look, shown on the board until the path starts. */
  @property({ type: Array }) trails: Trail[] = [];
  /** The step the sheet shows; null until the first render picks one for the draft as it stands. */
  @state() private step: Step | null = null;

  protected readonly draft = new StoredDraft<TurnDraft>(this, newTurn, (stored): stored is TurnComposition =>
    isUsable(this.context, stored),
  );

  /** A new version of the game is a new turn: the sheet starts from its first step again. */
  protected override willUpdate(changed: PropertyValues<this>): void {
    const before = changed.get("snapshot");
    if (before && before.version !== this.snapshot.version) this.step = null;
  }

  private get me(): PlayerState {
    return this.context.state.players[this.context.player];
  }

  /** The turn a guide asks for, if any. */
  private get turnAim(): TurnAction | null {
    return this.aim?.type === "turn" ? this.aim : null;
  }

  /** The squares the guide points at: its meeple, then the next square of its path while the path follows it. */
  private guidedSquares(step: Step, preview: TurnPreview): number[] {
    const aim = this.turnAim;
    if (!aim) return [];
    const meeple = aim.meeple ?? 0;
    if (step === "meeple") return [this.me.meeples[meeple]].filter((square) => square !== null);
    if (step !== "path" || preview.meeple !== meeple || preview.path.some((square, index) => aim.path[index] !== square)) return [];
    const next = aim.path[preview.path.length];
    return next === undefined ? [] : [next];
  }

  /** The guide's next pour not made yet: which token into which cup. */
  private nextPour(turn: TurnDraft): { cup: number; ingredient: Ingredient } | null {
    for (const [cup, counts] of (this.turnAim?.pours ?? []).entries()) {
      for (const ingredient of Object.keys(counts) as Ingredient[]) {
        if ((turn.pours?.[cup]?.[ingredient] ?? 0) < counts[ingredient]!) return { cup, ingredient };
      }
    }
    return null;
  }

  /** What a tap on a cup pours: the chosen token, or the only kind left. */
  private pourable(preview: TurnPreview): Ingredient | null {
    const left = tokensLeft(preview);
    if (this.selected && left.includes(this.selected)) return this.selected;
    return left.length === 1 ? left[0] : null;
  }

  private pourInto(cup: number, ingredient: Ingredient | null): void {
    if (!ingredient) return;
    this.take(pour(this.context, this.draft.value, cup, ingredient), (preview) =>
      tokensLeft(preview).length > 0 ? "pour" : this.stepAfterPour(preview),
    );
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
    const aimed = this.turnAim?.activate;
    return html`<details ?open=${turn.activate !== undefined || aimed !== undefined}>
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
            class=${aimed === upgrade && turn.activate !== upgrade ? "guided" : ""}
            aria-pressed=${turn.activate === upgrade}
            @click=${() => this.change(activate(this.context, this.draft.value, turn.activate === upgrade ? null : upgrade))}
          >
            ${upgradeName(upgrade)}
          </button>`,
        )}
      </div>
    </details>`;
  }

  /** Two meeples: tap one on the board; the list of buttons is for keyboards and screen readers. */
  private renderMeeples(preview: TurnPreview) {
    const { meeples } = this.me;
    return html`<p class="muted">${t("play.meeple.how")}</p>
      <div class="choices meeple-list" role="group" aria-label=${t("composer.meeple.title")}>
        ${meeples.map(
          (square, index) => html`<button type="button" aria-pressed=${preview.meeple === index} @click=${() => this.pickMeeple(index)}>
            ${t("composer.meeple.choice", { mark: meepleMark(this.context.player, index, meeples.length), square: squareName(square!) })}
          </button>`,
        )}
      </div>`;
  }

  /** The steps this player's turn has. */
  private steps(): Step[] {
    return STEPS.filter((step) => step !== "meeple" || this.me.meeples.length > 1);
  }

  /** Where a draft (fresh, or restored after a reload) picks up. */
  private firstStep(turn: TurnDraft, preview: TurnPreview): Step {
    const steps = this.steps();
    if (steps.includes("meeple") && turn.meeple === undefined && preview.path.length === 0) return "meeple";
    return this.stepAfterMove(preview) ?? "path";
  }

  /** After the path: what is left to do, if the path can't go on (or null while it can). */
  private stepAfterMove(preview: TurnPreview): Step | null {
    if (preview.path.length === 0 || preview.nextSteps.length > 0) return null;
    return tokensLeft(preview).length > 0 ? "pour" : this.stepAfterPour(preview);
  }

  private stepAfterPour(preview: TurnPreview): Step {
    return preview.matches.some(({ cards }) => cards.length > 0) ? "orders" : "review";
  }

  /** A change to the draft; once kept, the sheet moves to `then` (the next step with something to do). */
  private take(result: Outcome<TurnComposition>, then: (preview: TurnPreview) => Step | null): void {
    this.change(result);
    if (!result.ok) return;
    const next = then(previewOf(this.context, result.value.current));
    if (next) this.step = next;
  }

  private pickMeeple(index: number): void {
    this.take(chooseMeeple(this.context, this.draft.value, index), () => "path");
  }

  protected draftOf(action: ActionInput): TurnDraft | null {
    if (action.type !== "turn") return null;
    const { type: _type, ...turn } = action;
    return turn;
  }

  /** A whole suggested turn: the sheet shows it to review. */
  protected override fill(action: ActionInput): boolean {
    if (!super.fill(action)) return false;
    this.step = "review";
    return true;
  }

  /** The step shown: the one chosen, or where the draft as it stands picks up. */
  private shownStep(turn: TurnDraft, preview: TurnPreview): Step {
    return this.step && this.steps().includes(this.step) ? this.step : this.firstStep(turn, preview);
  }

  private pickSquare(square: number): void {
    const turn = this.draft.value.current;
    if (this.shownStep(turn, previewOf(this.context, turn)) === "meeple") {
      const index = this.me.meeples.indexOf(square);
      if (index >= 0) this.pickMeeple(index);
      return;
    }
    this.take(addStep(this.context, this.draft.value, square), (preview) => this.stepAfterMove(preview) ?? "path");
  }

  private meepleChoices(): SquareChoice[] {
    const { meeples } = this.me;
    return meeples.flatMap((square, index) =>
      square === null
        ? []
        : [{ square, badge: meepleMark(this.context.player, index, meeples.length), description: t("play.meeple.here") }],
    );
  }

  /** A square on offer: what entering it yields, and (the engine's preview of the path with it) all the move would have collected. */
  private stepChoice(step: StepOption, preview: TurnPreview): SquareChoice {
    const edition = this.context.state.options.edition;
    const notes = [t("composer.step.yields", { tokens: countsText({ [step.ingredient]: step.gainPassing }) })];
    if (step.gain !== step.gainPassing) notes.push(t("composer.step.yieldsIfStop", { tokens: countsText({ [step.ingredient]: step.gain }) }));
    const then = previewOf(this.context, { ...this.draft.value.current, path: [...preview.path, step.square] });
    notes.push(t("help.step.total", { tokens: countsText(then.collected) }));
    if (step.costsSpeedToken) notes.push(t("composer.step.costs", { tokens: speedTokens(edition, 1) }));
    if (!step.canEnd) notes.push(t("composer.step.cannotStop"));
    return {
      square: step.square,
      badge: step.gain === step.gainPassing ? `+${step.gain}` : `+${step.gainPassing}/${step.gain}`,
      description: `${t("composer.step.tap")} ${notes.join(" ")}`,
      costsSpeedToken: step.costsSpeedToken,
    };
  }

  private renderBoard(preview: TurnPreview, step: Step) {
    const { state, player } = this.context;
    return html`<div class="board-area">
      <cr-board
        ?fit=${this.fit}
        .board=${state.board}
        .players=${state.players}
        .names=${seatNames(this.snapshot.seats, state.players.length)}
        .choices=${step === "meeple" ? this.meepleChoices() : preview.nextSteps.map((next) => this.stepChoice(next, preview))}
        .path=${preview.path}
        .from=${preview.from}
        .moving=${[player, preview.meeple] as [number, number]}
        .trails=${preview.path.length === 0 ? this.trails : []}
        .guided=${this.guidedSquares(step, preview)}
        ?anySquare=${this.aim !== null}
        @square-picked=${(event: CustomEvent<SquarePickedDetail>) => this.pickSquare(event.detail.square)}
      ></cr-board>
    </div>`;
  }

  private renderMove(turn: TurnDraft, preview: TurnPreview) {
    const { state } = this.context;
    const hint =
      preview.nextSteps.length === 0
        ? t("composer.move.done")
        : preview.canEndHere
          ? t("composer.move.stopOrGoOn")
          : t("composer.move.tapSquare");
    return html`<p class="muted">${hint}</p>
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
        : nothing}`;
  }

  private renderTokens(turn: TurnDraft, preview: TurnPreview) {
    const left = tokensLeft(preview);
    const pouring = this.pourable(preview);
    const next = this.nextPour(turn);
    return html`${preview.path.length === 0
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
                        class=${next?.ingredient === ingredient && pouring !== ingredient ? "guided" : ""}
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
      <div class="empties">
        <span>${t("play.cups.empty")}</span>
        ${preview.cups.map(
          (_, cup) => html`<button
            type="button"
            aria-pressed=${(turn.empty ?? []).includes(cup)}
            @click=${() => this.change(toggleEmpty(this.context, this.draft.value, cup))}
          >
            <span aria-hidden="true">${cup + 1}</span>
            <span class="sr-only">${t("composer.cup.emptyNamed", { number: cup + 1 })}</span>
          </button>`,
        )}
      </div>`;
  }

  private renderCup(cup: number, turn: TurnDraft, preview: TurnPreview) {
    const pouring = this.pourable(preview);
    const emptied = (turn.empty ?? []).includes(cup);
    const next = this.nextPour(turn);
    const guided = next !== null && next.cup === cup && next.ingredient === pouring;
    const classes = ["cup", this.dropTarget === cup ? "drop-target" : "", emptied ? "emptied" : "", guided ? "guided" : ""].join(" ");
    return html`<li
      class=${classes}
      @dragover=${(event: DragEvent) => {
        event.preventDefault();
        this.dropTarget = cup;
      }}
      @dragleave=${() => (this.dropTarget = null)}
      @drop=${(event: DragEvent) => this.onDrop(event, cup)}
    >
      <button type="button" class="cup-button" ?disabled=${pouring === null} @click=${() => this.pourInto(cup, pouring)}>
        <span class="label">${t("table.cup", { number: cup + 1 })}</span>
        ${cupContents(preview.cups[cup])}
        ${pouring ? html`<span class="sr-only">${t("composer.pour.here", { ingredient: ingredientName(pouring) })}</span>` : nothing}
      </button>
    </li>`;
  }

  /** The orders the cups now match (highlighted in the queue), each with its tick to complete it. */
  private renderMatches(turn: TurnDraft, preview: TurnPreview) {
    const edition = this.context.state.options.edition;
    const matches = preview.matches.flatMap(({ cup, cards }) => cards.map((card) => ({ cup, card })));
    return matches.length === 0
      ? html`<p class="muted">${t("composer.orders.none")}</p>`
      : html`<ul class="matches">
          ${matches.map(({ cup, card }) => {
            const id = `complete-${cup}-${card}`;
            const ticked = (turn.complete ?? []).some((c) => c.cup === cup && c.card === card);
            const aimed = (this.turnAim?.complete ?? []).some((c) => c.cup === cup && c.card === card);
            return html`<li class=${aimed && !ticked ? "guided" : ""}>
              <label for=${id}>
                <input
                  id=${id}
                  type="checkbox"
                  .checked=${ticked}
                  @change=${() => this.change(toggleComplete(this.context, this.draft.value, cup, card))}
                />
                ${t("composer.completeWith", { card: cardName(edition, card), cup: cup + 1 })}
              </label>
            </li>`;
          })}
        </ul>`;
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

  private stepTitle(step: Step): string {
    switch (step) {
      case "meeple":
        return t("composer.meeple.title");
      case "path":
        return t("composer.move.title");
      case "pour":
        return t("composer.pour.title");
      case "orders":
        return t("composer.orders.title");
      case "review":
        return t("composer.review.title");
    }
  }

  /** The rules section a step's "?" opens (the meeple's choice is part of movement). */
  private stepRules(step: Step): RulesSection | null {
    switch (step) {
      case "meeple":
      case "path":
        return "movement";
      case "pour":
        return "pouring";
      case "orders":
        return "orders";
      case "review":
        return null;
    }
  }

  /** A step's heading, with the "?" to its rules. */
  private stepHeading(step: Step) {
    const heading = html`<h3>${this.stepTitle(step)}</h3>`;
    const section = this.stepRules(step);
    return section ? titled(heading, section, this.edition) : heading;
  }

  private renderStepBody(step: Step, turn: TurnDraft, preview: TurnPreview) {
    switch (step) {
      case "meeple":
        return this.renderMeeples(preview);
      case "path":
        return this.renderMove(turn, preview);
      case "pour":
        return this.renderTokens(turn, preview);
      case "orders":
        return this.renderMatches(turn, preview);
      case "review": {
        const lines = this.reviewLines(turn, preview);
        return lines.length === 0
          ? html`<p class="muted">${t("composer.review.nothing")}</p>`
          : html`<ul class="review">
              ${lines.map((line) => html`<li>${line}</li>`)}
            </ul>`;
      }
    }
  }

  /** The steps as a row of numbered buttons (named for screen readers; the step's own heading says where you are). */
  private renderSteps(steps: Step[], current: Step) {
    return html`<ol class="steps" aria-label=${t("play.steps")}>
      ${steps.map(
        (step, index) => html`<li>
          <button type="button" aria-current=${step === current ? "step" : nothing} title=${t(`play.step.${step}`)} @click=${() => (this.step = step)}>
            <span class="num" aria-hidden="true">${index + 1}</span><span class="sr-only">${t(`play.step.${step}`)}</span>
          </button>
        </li>`,
      )}
    </ol>`;
  }

  override render() {
    const history = this.draft.value;
    const turn = history.current;
    const preview = previewOf(this.context, turn);
    const steps = this.steps();
    const step = this.shownStep(turn, preview);
    const next = steps[steps.indexOf(step) + 1];
    // Every step's controls are drawn, the others hidden: a screen reader's place and the review stay put.
    return composerLayout({
      play: html`${this.renderBoard(preview, step)}
        <div class="mat" role="group" aria-label=${t("play.mat")}>
          <ol class="cups">
            ${preview.cups.map((_, cup) => this.renderCup(cup, turn, preview))}
          </ol>
          ${queueStrip(this.context.state.options.edition, this.me.queue, {
            matches: preview.matches.flatMap(({ cards }) => cards),
            help: { game: this.context.state, owner: this.context.player, ownerName: null, cups: preview.cups },
          })}
        </div>`,
      head: html`${titled(html`<h2 id="composer-heading" title=${t("composer.turn.title")}>${t("composer.turn.title")}</h2>`, "turn", this.edition)}
        ${this.renderSteps(steps, step)}`,
      body: html`${steps[0] === step ? this.renderUpgrades(turn) : nothing}
        ${steps.map(
          (each) => html`<section class="step-panel" ?hidden=${each !== step}>
            ${this.stepHeading(each)}
            ${this.renderStepBody(each, turn, preview)}
          </section>`,
        )}`,
      tools: this.suggestRow(),
      footer: this.footer(preview.problem, () => turnAction(history.current), next ? () => (this.step = next) : undefined),
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-turn-composer": CrTurnComposer;
  }
}
