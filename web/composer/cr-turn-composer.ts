import { html, nothing, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import {
  isEmpty,
  orderOf,
  type Ingredient,
  type PlayerState,
  type TurnDraft,
  type TurnPreview,
  type UpgradeId,
} from "../../game/engine/index.js";
import { t } from "../i18n/index.js";
import type { Trail } from "../table/changes.js";
import "../table/cr-board.js";
import type { SquarePickedDetail } from "../table/cr-board.js";
import type { PathDrawnDetail } from "../table/path-drag.js";
import { countsChips, cupContents, tokenChip } from "../table/ingredient-icon.js";
import { queueStrip } from "../table/mat.js";
import { ingredientName, listText, meepleMark, seatNames, squareName } from "../shared/words.js";
import { takenText, upgradeFold, upgradeMark, upgradeOffer, upgradeTaken, type TurnUpgrades } from "./turn-upgrades.js";
import { composerLayout, titled } from "./composer-layout.js";
import type { ActionInput } from "../../protocol/schemas.js";
import { ComposerElement } from "./composer-element.js";
import { StoredDraft } from "./stored-draft.js";
import {
  activate,
  addStep,
  chooseMeeple,
  completionChoices,
  followPath,
  goTo,
  isUsable,
  newTurn,
  offeredUpgrades,
  pour,
  previewOf,
  takeBackPours,
  toggleComplete,
  untickedBy,
  toggleEmpty,
  toggleJump,
  turnAction,
  turnDraftOf,
  type TurnAction,
  type TurnComposition,
} from "./turn-draft.js";
import type { Outcome } from "../api/refusal.js";
import { turnComposerStyles } from "./turn-composer-styles.js";
import { guidedSquares, nextPour, turnAim } from "./turn-aim.js";
import { meepleChoices, moveChoices, otherMeeple } from "./route-choices.js";
import { announceEvent } from "../table/announce-event.js";
import { boxName, moveLine, reviewLines, stepAfterMove, stepAfterPour, stepRules, stepsFor, stepTitle, tokensLeft, type Step } from "./turn-steps.js";
import { SheetSteps } from "./sheet-steps.js";
import { TokenInHand } from "./token-in-hand.js";

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
  static override styles = turnComposerStyles;

  /** The other players' moves since the player's last look, shown on the board until the path starts. */
  @property({ type: Array }) trails: Trail[] = [];
  /** The resting sheet's offer of an upgrade was taken: its row shows the choice. */
  @state() private upgradesAsked = false;

  protected readonly draft = new StoredDraft<TurnDraft>(this, newTurn, (stored): stored is TurnComposition =>
    isUsable(this.composing, stored),
  );
  private readonly sheetSteps = new SheetSteps(this);
  private readonly hand = new TokenInHand(this, (cup, ingredient) => this.pourInto(cup, ingredient));

  /** A new version of the game is a new turn: the sheet starts from its first step again. */
  protected override willUpdate(changed: PropertyValues<this>): void {
    const before = changed.get("snapshot");
    if (before && before.version !== this.snapshot.version) {
      this.sheetSteps.restart();
      this.upgradesAsked = false;
    }
  }

  /** Where the next thing to do is: on the path, the first square on offer; else the shown step's first control, else Submit or Next. */
  landing(): HTMLElement | null {
    const turn = this.draft.value.current;
    if (this.shownStep(turn, previewOf(this.composing, turn)) === "path") {
      const square = this.renderRoot.querySelector("cr-board")?.shadowRoot?.querySelector<HTMLElement>(".hit");
      if (square) return square;
    }
    const controls = ":is(button, input, select):not([disabled])";
    return (
      this.renderRoot.querySelector<HTMLElement>(`section.step-panel:not([hidden]) ${controls}`) ??
      this.renderRoot.querySelector<HTMLElement>(`.footer button.primary:not([disabled]), .footer button.next`)
    );
  }

  private get me(): PlayerState {
    return this.composing.state.players[this.composing.player];
  }

  /** The turn a guide asks for, if any. */
  private get turnAim(): TurnAction | null {
    return turnAim(this.aim);
  }

  private pourInto(cup: number, ingredient: Ingredient | null): void {
    if (!ingredient) return;
    const poured = pour(this.composing, this.draft.value, cup, ingredient);
    // A guide (the guided game) says when to go on: its "Next" must lead to the orders it asks to tick.
    this.take(poured, (preview) => (tokensLeft(preview).length > 0 || this.aim !== null ? "pour" : stepAfterPour(preview)));
    // Said as well as drawn: by keyboard, the cup's new look tells nothing.
    if (poured.ok) this.dispatchEvent(announceEvent(t("ear.pour.done", { ingredient: ingredientName(ingredient), cup: cup + 1 })));
  }

  /** Ticks or unticks a box; a box this unticks too (an order completes once, a cup one order) is said. */
  private tick(cup: number, card: number): void {
    const before = this.draft.value;
    const result = toggleComplete(this.composing, before, cup, card);
    this.change(result);
    const names = (result.ok ? untickedBy(before, result.value, cup, card) : []).map((c) => boxName(this.edition, c.cup, c.card));
    if (names.length > 0) this.dispatchEvent(announceEvent(t("ear.unticked", { boxes: listText(names) })));
  }

  /** The upgrades this turn may activate (see turn-upgrades.ts). */
  private upgrades(turn: TurnDraft): TurnUpgrades {
    const pick = (upgrade: UpgradeId | null) => this.change(activate(this.composing, this.draft.value, upgrade));
    return { offered: offeredUpgrades(this.composing, turn), chosen: turn.activate, aimed: this.turnAim?.activate, likes: this.me.likes.length, edition: this.edition, pick };
  }

  /**
   * At the turn's start, when an upgrade may be activated: the resting sheet's offer (nothing chosen,
   * no path yet). Its row's button goes once one is picked: the pick is said (the sheet names it
   * too, upgradeTaken then upgradeMark, but is no live region).
   */
  private upgradeOffer(turn: TurnDraft) {
    const upgrades = this.upgrades(turn);
    if (upgrades.offered.length === 0 || turn.activate !== undefined || (turn.path ?? []).length > 0) return undefined;
    const pick = (upgrade: UpgradeId | null) => {
      upgrades.pick(upgrade);
      if (upgrade !== null && this.draft.value.current.activate === upgrade) this.dispatchEvent(announceEvent(takenText(upgrade)));
    };
    return upgradeOffer({ ...upgrades, pick }, this.upgradesAsked, () => (this.upgradesAsked = true));
  }

  /** Two meeples: tap one on the board; the list of buttons is for keyboards and screen readers. */
  private renderMeeples(preview: TurnPreview) {
    const { meeples } = this.me;
    return html`<p class="muted">${t("play.meeple.how")}</p>
      <div class="choices meeple-list" role="group" aria-label=${t("composer.meeple.title")}>
        ${meeples.map(
          (square, index) => html`<button type="button" aria-pressed=${preview.meeple === index} @click=${() => this.pickMeeple(index)}>
            ${t("composer.meeple.choice", { mark: meepleMark(this.composing.player, index, meeples.length), square: squareName(square!) })}
          </button>`,
        )}
      </div>`;
  }

  /** The steps this player's turn has. */
  private steps(): Step[] {
    return stepsFor(this.me.meeples.length);
  }

  /** A change to the draft; once kept, the sheet moves to `then` (the next step with something to do). */
  private take(result: Outcome<TurnComposition>, then: (preview: TurnPreview) => Step | null): void {
    this.change(result);
    if (!result.ok) return;
    const next = then(previewOf(this.composing, result.value.current));
    if (next) this.sheetSteps.moveOn(next);
  }

  private pickMeeple(index: number): void {
    this.take(chooseMeeple(this.composing, this.draft.value, index), () => "path");
  }

  private get headingKey() {
    return this.planning ? "plan.heading" : "composer.turn.title";
  }

  protected draftOf(action: ActionInput): TurnDraft | null {
    return turnDraftOf(action);
  }

  /** A whole suggested turn: the sheet shows it to review. */
  protected override fill(action: ActionInput): boolean {
    if (!super.fill(action)) return false;
    this.sheetSteps.moveOn("review");
    return true;
  }

  /** The step shown: the one chosen, or where the draft as it stands picks up. */
  private shownStep(turn: TurnDraft, preview: TurnPreview): Step {
    return this.sheetSteps.shown(this.steps(), turn, preview);
  }

  private pickSquare(square: number): void {
    const turn = this.draft.value.current;
    if (this.shownStep(turn, previewOf(this.composing, turn)) === "meeple") {
      const index = this.me.meeples.indexOf(square);
      if (index >= 0) this.pickMeeple(index);
      return;
    }
    // The other meeple: the move starts again with it.
    const other = otherMeeple(this.composing, previewOf(this.composing, turn));
    if (other?.square === square) return this.pickMeeple(other.index);
    if (!this.filling) this.take(addStep(this.composing, this.draft.value, square), (preview) => stepAfterMove(preview) ?? "path");
    else this.take(goTo(this.composing, this.draft.value, square), () => "review");
  }

  private renderBoard(preview: TurnPreview, step: Step) {
    const { state, player } = this.composing;
    return html`<cr-board
        ?fit=${this.fit}
        .board=${state.board}
        .players=${state.players}
        .names=${seatNames(this.snapshot.seats, state.players.length)}
        .you=${this.snapshot.you}
        .choices=${step === "meeple" ? meepleChoices(this.composing) : moveChoices(this.composing, this.draft.value.current, preview, this.filling)}
        .dragFrom=${step !== "meeple" && this.filling ? preview.from : null}
        .path=${preview.path}
        .from=${preview.from}
        .moving=${[player, preview.meeple] as [number, number]}
        .trails=${preview.path.length === 0 ? this.trails : []}
        .guided=${guidedSquares(this.turnAim, this.me.meeples, step, preview)}
        ?anySquare=${this.aim !== null}
        @square-picked=${(event: CustomEvent<SquarePickedDetail>) => this.pickSquare(event.detail.square)}
        @path-drawn=${(event: CustomEvent<PathDrawnDetail>) => this.take(followPath(this.composing, this.draft.value, event.detail.squares), () => "review")}
      ></cr-board>`;
  }

  private renderMove(turn: TurnDraft, preview: TurnPreview) {
    const { state } = this.composing;
    const hint = this.filling
      ? t("composer.route.how")
      : preview.nextSteps.length === 0
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
            <input type="checkbox" .checked=${turn.jump === true} @change=${() => this.change(toggleJump(this.composing, this.draft.value))} />
            ${t("composer.move.jump")}
          </label>`
        : nothing}`;
  }

  private renderTokens(turn: TurnDraft, preview: TurnPreview) {
    const left = tokensLeft(preview);
    const pouring = this.hand.pourable(preview);
    const next = nextPour(this.turnAim, turn);
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
                        @click=${() => this.hand.take(ingredient)}
                        @dragstart=${(event: DragEvent) => this.hand.dragStart(event, ingredient)}
                      >
                        ${tokenChip(ingredient, preview.unpoured[ingredient])}
                        <span class="sr-only">${t("composer.pour.toPour")}</span>
                      </button>`,
                    )}
                  </div>`}`}
      ${this.filling && turn.pours?.some((counts) => !isEmpty(counts))
        ? html`<button type="button" class="by-hand" @click=${() => this.change(takeBackPours(this.composing, this.draft.value))}>${t("composer.pour.byHand")}</button>`
        : nothing}
      <div class="empties">
        <span>${t("play.cups.empty")}</span>
        ${preview.cups.map(
          (_, cup) => html`<button
            type="button"
            aria-pressed=${(turn.empty ?? []).includes(cup)}
            @click=${() => this.change(toggleEmpty(this.composing, this.draft.value, cup))}
          >
            <span aria-hidden="true">${cup + 1}</span>
            <span class="sr-only">${t("composer.cup.emptyNamed", { number: cup + 1 })}</span>
          </button>`,
        )}
      </div>`;
  }

  private renderCup(cup: number, turn: TurnDraft, preview: TurnPreview) {
    const pouring = this.hand.pourable(preview);
    const emptied = (turn.empty ?? []).includes(cup);
    const next = nextPour(this.turnAim, turn);
    const guided = next !== null && next.cup === cup && next.ingredient === pouring;
    const classes = ["cup", this.hand.dropTarget === cup ? "drop-target" : "", emptied ? "emptied" : "", guided ? "guided" : ""].join(" ");
    return html`<li
      class=${classes}
      @dragover=${(event: DragEvent) => this.hand.dragOver(event, cup)}
      @dragleave=${this.hand.dragLeave}
      @drop=${(event: DragEvent) => this.hand.drop(event, cup)}
    >
      <button type="button" class="cup-button" ?disabled=${pouring === null} @click=${() => this.pourInto(cup, pouring)}>
        ${cupContents(preview.cups[cup], cup)}
        ${pouring ? html`<span class="sr-only">, ${t("composer.pour.here", { ingredient: ingredientName(pouring) })}</span>` : nothing}
      </button>
    </li>`;
  }

  /** The orders the cups now match (highlighted in the queue), each with its tick to complete it. */
  private renderMatches(turn: TurnDraft, preview: TurnPreview) {
    const edition = this.composing.state.options.edition;
    const choices = completionChoices(this.composing, turn, preview);
    const aimedAt = (cup: number, card: number) =>
      (this.turnAim?.complete ?? []).some((c) => c.cup === cup && orderOf(edition, c.card) === orderOf(edition, card));
    return choices.length === 0
      ? html`<p class="muted">${t("composer.orders.none")}</p>`
      : html`<ul class="matches">
          ${choices.map(({ cup, card, ticked }) => {
            const id = `complete-${cup}-${card}`;
            return html`<li class=${aimedAt(cup, card) && !ticked ? "guided" : ""}>
              <label for=${id}>
                <input
                  id=${id}
                  type="checkbox"
                  .checked=${ticked}
                  @change=${() => this.tick(cup, card)}
                />
                ${boxName(edition, cup, card)}
              </label>
            </li>`;
          })}
        </ul>`;
  }

  /** A step's heading, with the "?" to its rules. */
  private stepHeading(step: Step) {
    const heading = html`<h3>${stepTitle(step)}</h3>`;
    const section = stepRules(step);
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
        const lines = reviewLines(this.composing.state.options.edition, turn, preview);
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
          <button type="button" aria-current=${step === current ? "step" : nothing} title=${t(`play.step.${step}`)} @click=${() => this.sheetSteps.choose(step)}>
            <span class="num" aria-hidden="true">${index + 1}</span><span class="step-name">${t(`play.step.${step}`)}</span>
          </button>
        </li>`,
      )}
    </ol>`;
  }

  override render() {
    const history = this.draft.value;
    const turn = history.current;
    const preview = previewOf(this.composing, turn);
    const steps = this.steps();
    const step = this.shownStep(turn, preview);
    const next = steps[steps.indexOf(step) + 1];
    const line = this.filling ? moveLine(this.edition, turn, preview) : undefined;
    // Every step's controls are drawn, the others hidden: a screen reader's place and the review stay put.
    return composerLayout(
      {
        sheet: this.sheet,
        board: this.renderBoard(preview, step),
        mat: () => html`<div class="mat" role="group" aria-label=${t("play.mat")}>
          <ol class="cups">
            ${preview.cups.map((_, cup) => this.renderCup(cup, turn, preview))}
          </ol>
          ${queueStrip(this.composing.state.options.edition, this.me.queue, {
            matches: preview.matches.flatMap(({ cards }) => cards),
            help: { game: this.composing.state, owner: this.composing.player, ownerName: null, cups: preview.cups },
          })}
        </div>`,
        sheetContent: () => ({
          head: html`${titled(html`<h2 id="composer-heading" title=${t(this.headingKey)}>${t(this.headingKey)}</h2>`, "turn", this.edition)}
            ${this.renderSteps(steps, step)}`,
          body: html`${steps[0] === step ? upgradeFold(this.upgrades(turn), this.upgradesAsked) : nothing}
            ${steps.map(
              (each) => html`<section class="step-panel" ?hidden=${each !== step}>
                ${this.stepHeading(each)}
                ${this.renderStepBody(each, turn, preview)}
              </section>`,
            )}`,
          tools: this.suggestRow(),
          footer: this.footer(preview.problem, () => turnAction(history.current), {
            onNext: next ? () => this.sheetSteps.choose(next) : undefined,
            summary: line,
            offer: this.upgradeOffer(turn),
            note: upgradeTaken(turn),
            mark: upgradeMark(turn),
          }),
        }),
      },
      this.drawn,
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-turn-composer": CrTurnComposer;
  }
}
