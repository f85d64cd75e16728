import { html, nothing, type PropertyValues } from "lit";
import { customElement, state } from "lit/decorators.js";
import { keyed } from "lit/directives/keyed.js";
import type { ActionInput } from "../../protocol/schemas.js";
import type { GameSnapshot } from "../../protocol/types.js";
import type { EngineError } from "../../game/engine/index.js";
import { PageElement } from "../app/page-element.js";
import { locale, t } from "../i18n/index.js";
import { rulesPath } from "../rules/sections.js";
import "../composer/composers.js";
import { suggestLocally } from "../composer/local-suggestion.js";
import type { SuggestMove } from "../table/composer-context.js";
import "../table/cr-announcer.js";
import "../table/cr-table.js";
import { textTableLink } from "../table/text-table-link.js";
import { TextTableController } from "../table/text-table-setting.js";
import { describeEvent } from "../table/describe-event.js";
import { errorText } from "../api/refusal.js";
import { GuidedGame } from "./guided-game.js";
import { sawWords, stepWords } from "./step-guide.js";

/**
 * "Learn by playing" (/learn): the guided first game, in the browser only. The table is the
 * game page's own (`cr-table`, its composers), fed a snapshot of the local game instead of the
 * server's; above it the step says what to do and why, and the composer rings where. Every try
 * goes to the engine: a broken rule is shown in the engine's words, a legal move other than the
 * step's is turned down, and the step's move is played, with the bot's replies.
 */
const PROGRESS_KEY = "coffee-rush:learn-step";

/** The steps played so far in this tab (storage may be switched off: then the lesson starts over on a reload). */
function storedProgress(): number {
  try {
    return Number(globalThis.sessionStorage?.getItem(PROGRESS_KEY)) || 0;
  } catch {
    return 0;
  }
}

function storeProgress(steps: number): void {
  try {
    globalThis.sessionStorage?.setItem(PROGRESS_KEY, String(steps));
  } catch {
    // Not kept: a reload starts the lesson over.
  }
}

@customElement("cr-learn-page")
export class LearnPage extends PageElement {
  @state() private game = GuidedGame.after(storedProgress());
  /** The engine's refusal of the last submitted try (the composer shows it too). */
  @state() private refused: EngineError | null = null;
  /** What the guide says about the last try: a broken rule, or another move than the step's. */
  @state() private feedback: string | null = null;
  /** The step's text is unfolded (each new step unfolds it); folded, the table fills the screen. */
  @state() private guideOpen = true;
  private shown: { key: string; snapshot: GameSnapshot } | null = null;
  private shownStep = 0;

  /** One snapshot per version and language (the composers rebuild their engine state per snapshot). */
  private snapshot(): GameSnapshot {
    const key = `${this.game.stepIndex}:${this.game.log.length}:${locale()}`;
    if (this.shown?.key !== key) this.shown = { key, snapshot: this.game.snapshot({ you: t("learn.you"), bot: t("learn.bot") }) };
    return this.shown.snapshot;
  }

  override render() {
    const game = this.game;
    // While the learner plays (the step put away) the table takes the screen, as on the game page: the title steps aside.
    return html`<section class="page learn ${this.guideOpen || game.finished ? "" : "playing"}">
      ${textTableLink(this.textTable)}
      <cr-announcer .snapshot=${this.snapshot()} .log=${game.log}></cr-announcer>
      <h1 class="learn-title">${t("learn.title")}</h1>
      ${game.finished ? this.renderDone() : html`${this.guideOpen ? keyed(game.stepIndex, this.renderGuide()) : nothing} ${this.renderTable()}`}
      <div class="learn-feedback" role="alert">${this.feedback ? html`<p class="card notice">${this.feedback}</p>` : nothing}</div>
    </section>`;
  }

  /**
   * The game page's table on the local game. With the step put away it fills the screen, and its
   * bar offers the step again ("3/5") and the way out.
   */
  private renderTable() {
    const game = this.game;
    const step = t("learn.stepOf", { n: game.stepIndex + 1, total: game.steps.length });
    return html`<cr-table
        ?fit=${!this.guideOpen}
        .snapshot=${this.snapshot()}
        .log=${game.log}
        .aim=${game.aim}
        .suggest=${this.suggestMove}
        .serverError=${this.refused}
        @submit-action=${this.onSubmit}
        @choice-refused=${this.onChoiceRefused}
        @click=${this.forgetFeedback}
        @keydown=${this.forgetFeedback}
        ><span slot="tools" class="learn-tools">
          ${this.guideOpen
            ? nothing
            : html`<button type="button" class="learn-step" title=${step} @click=${this.showGuide}>
                <span aria-hidden="true">${game.stepIndex + 1}/${game.steps.length}</span
                ><span class="visually-hidden">${step}: ${t("learn.todo")}</span>
              </button>`}
          <a class="button learn-leave" href="/" title=${t("learn.leave")}
            ><span aria-hidden="true">✕</span><span class="visually-hidden">${t("learn.leave")}</span></a
          >
        </span></cr-table
      >`;
  }

  /** The step: what just happened (the bot's replies, a surge, the flow of time), what to do, why. */
  private renderGuide() {
    const game = this.game;
    const words = stepWords(game.steps, game.stepIndex, this.textTable.on);
    const saw = sawWords(game.events);
    const names = [t("learn.you"), t("learn.bot")];
    const happened = game.events.map((event) => describeEvent(event, { names, edition: game.state.options.edition })).filter((line) => line !== null);
    return html`<section class="card guide" aria-labelledby="guide-title">
      <p class="step-count">${t("learn.stepOf", { n: game.stepIndex + 1, total: game.steps.length })}</p>
      <h2 id="guide-title" tabindex="-1">${words.title}</h2>
      ${game.stepIndex === 0 ? html`<p class="muted">${t("learn.intro")}</p>` : nothing}
      ${happened.length > 0
        ? html`<div class="saw">
            <h3>${t("learn.saw")}</h3>
            ${saw.map((line) => html`<p>${line}</p>`)}
            ${saw.length === 0
              ? html`<ul>
                  ${happened.map((line) => html`<li>${line}</li>`)}
                </ul>`
              : html`<details>
                  <summary>${t("learn.allMoves")}</summary>
                  <ul>
                    ${happened.map((line) => html`<li>${line}</li>`)}
                  </ul>
                </details>`}
          </div>`
        : nothing}
      <h3>${t("learn.todo")}</h3>
      <ol class="todo">
        ${words.todo.map((line) => html`<li>${line}</li>`)}
      </ol>
      <h3>${t("learn.why")}</h3>
      ${words.why.map((line) => html`<p class="why">${line}</p>`)}
      <p class="guide-play"><button type="button" class="primary" @click=${this.play}>${t("learn.play")}</button></p>
    </section>`;
  }

  private renderDone() {
    return html`<section class="card guide done" aria-labelledby="guide-title">
      <h2 id="guide-title" tabindex="-1">${t("learn.done.title")}</h2>
      <p>${t("learn.done.text")}</p>
      <p class="done-links">
        <a class="button primary" href="/new">${t("learn.done.start")}</a>
        <button type="button" @click=${this.again}>${t("learn.done.again")}</button>
        <a href=${rulesPath("basics", this.game.state.options.edition)}>${t("learn.done.rules")}</a>
      </p>
    </section>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // A new step: keyboards and screen readers start from its heading.
    if (this.game.stepIndex !== this.shownStep) {
      this.shownStep = this.game.stepIndex;
      this.querySelector<HTMLElement>("#guide-title")?.focus({ preventScroll: true });
      this.querySelector(".guide")?.scrollIntoView({ block: "start" });
    }
  }

  /** "Suggest a move": the step's own move while the lesson has one, then the medium bot, in the browser. */
  /** The text table, as on the game page (a setting of this device). */
  private readonly textTable = new TextTableController(this);

  private readonly suggestMove: SuggestMove = (snapshot) => (this.game.aim ? Promise.resolve(this.game.aim) : suggestLocally(snapshot));

  private readonly onSubmit = (event: CustomEvent<{ action: ActionInput }>) => {
    const result = this.game.try(event.detail.action);
    this.refused = result.outcome === "refused" ? result.error : null;
    this.feedback =
      result.outcome === "refused" ? t("learn.refused", { reason: errorText(result.error) }) : result.outcome === "otherMove" ? t("learn.otherMove") : null;
    if (result.outcome === "played") {
      this.guideOpen = true;
      storeProgress(this.game.stepIndex);
    }
    this.requestUpdate();
  };

  private readonly onChoiceRefused = (event: CustomEvent<EngineError>) => {
    this.feedback = t("learn.refused", { reason: errorText(event.detail) });
  };

  /** A new tap or key in the table: the last try's verdict no longer applies (a refusal of this one comes after). */
  private readonly forgetFeedback = {
    handleEvent: (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
      this.feedback = null;
    },
    capture: true,
  };

  /** Puts the step's text away: the table fills the screen, and focus goes to the button that brings the step back. */
  private readonly play = async () => {
    this.guideOpen = false;
    await this.updateComplete;
    window.scrollTo(0, 0);
    this.querySelector<HTMLElement>(".learn-step")?.focus();
  };

  private readonly showGuide = async () => {
    this.guideOpen = true;
    await this.updateComplete;
    this.querySelector<HTMLElement>("#guide-title")?.focus({ preventScroll: true });
    this.querySelector(".guide")?.scrollIntoView({ block: "start" });
  };

  private readonly again = () => {
    this.game = new GuidedGame(this.game.steps);
    storeProgress(0);
    this.guideOpen = true;
    this.refused = null;
    this.feedback = null;
  };
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-learn-page": LearnPage;
  }
}
