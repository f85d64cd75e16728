import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { DrawnInTurn } from "../app/first-draw.js";
import type { PlanMode } from "../../game/engine/index.js";
import { lapseReason } from "../../protocol/i18n/plan-lapses.js";
import type { GameSnapshot } from "../../protocol/types.js";
import { errorText, type Refusal } from "../api/refusal.js";
import { LocaleController, t } from "../i18n/index.js";
import "../shared/cr-banner.js";
import { restingSheetLook } from "../shared/resting-sheet.js";
import { lineIcon, sharedStyles, visuallyHidden } from "../shared/styles.js";

const MODES: PlanMode[] = ["same", "legal"];

/**
 * "Plan ahead" on the table (docs/features.md): while another player acts, the viewer may compose
 * their next move with the table's composer. This panel says where that stands: the plan kept (with
 * its one-tap cancel), or the way to start one and the choice of when it is played; on the
 * viewer's turn, why their plan lapsed. Its events (`start-planning`, `plan-mode` with the mode,
 * `cancel-plan`) bubble to the table and the page. `resting` (a phone's game page): while the viewer
 * waits, a bar at the screen's foot below their cups and orders, as the composer's resting sheet on
 * their turn: a line and the buttons, the rest of what it says one tap away (Details).
 */
@customElement("cr-plan-panel")
export class CrPlanPanel extends DrawnInTurn(LitElement) {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      .panel {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem 0.75rem;
        padding: 0.5rem 0.75rem;
        border: 1px dashed var(--accent, #8a4b22);
        border-radius: 0.6rem;
      }
      p {
        margin: 0;
        flex: 1 1 14rem;
      }
      .planning {
        flex-wrap: nowrap;
        padding: 0.2rem 0.5rem;
      }
      .planning button {
        flex: none;
        white-space: nowrap;
      }
      label {
        display: flex;
        flex: 1 1 auto;
        align-items: center;
        gap: 0.4rem;
        min-width: 0;
        font-weight: 600;
      }
      select {
        flex: 1 1 auto;
        min-width: 0;
        min-height: 44px;
      }
      /* A phone: the choice gets the row, its label is left to screen readers and the tooltip. */
      @media (max-width: 37.49rem) {
        .mode-label {
          ${visuallyHidden}
        }
      }
      button {
        min-height: 44px;
      }
      .lapse p {
        margin: 0;
      }
      .error {
        color: var(--danger, #b3261e);
      }
      /* Air between the player's orders and the bar resting under them, as much as the composer's sheet leaves. */
      :host([resting]) {
        position: sticky;
        bottom: 0;
        z-index: 2;
        margin-top: 0.5rem;
      }
      .sheet {
        gap: 0.3rem 0.5rem;
        padding: 0.3rem 0.5rem 0.5rem;
        ${restingSheetLook}
      }
      .sheet p {
        flex: 1 1 10rem;
        font-size: 0.9rem;
        line-height: 1.3;
      }
      .sheet .rest {
        flex-basis: 100%;
      }
      .buttons {
        display: flex;
        flex-wrap: wrap;
        flex: 1 1 auto;
        gap: 0.5rem;
        justify-content: flex-end;
      }
      .buttons button {
        white-space: nowrap;
        padding-inline: 0.5rem;
      }
      /* An icon, so that the line's buttons share one row on a phone in every language. */
      .buttons .details {
        width: 2.75rem;
        padding: 0;
      }
      .details svg {
        ${lineIcon}
      }
      .details[aria-expanded="true"] {
        border-color: var(--accent, #8a4b22);
      }
    `,
  ];

  @property({ attribute: false }) snapshot!: GameSnapshot;
  /** The viewer is composing a plan now. */
  @property({ type: Boolean }) planning = false;
  @property() mode: PlanMode = "same";
  @property({ type: Boolean }) pending = false;
  /** The viewer's last move was their plan, played by the room when their turn came. */
  @property({ type: Boolean }) played = false;
  /** Why the last plan sent was refused (the engine's reason). */
  @property({ attribute: false }) refusal: Refusal | null = null;
  /** A bar at the screen's foot while the viewer waits (see the class). */
  @property({ type: Boolean, reflect: true }) resting = false;
  /** The resting bar shows the rest of what it says. */
  @state() private opened = false;

  constructor() {
    super();
    new LocaleController(this);
  }

  private tell(name: string, detail: unknown = null) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  private renderError() {
    return this.refusal ? html`<p class="error" role="alert">${errorText(this.refusal)}</p>` : nothing;
  }

  /**
   * What the panel says while the viewer waits: its `line`, the `rest` of it, its buttons and what
   * comes `after` them (a refusal). Resting, the rest shows once opened, above the line.
   */
  private renderWaiting(parts: { status: boolean; line: unknown; rest: unknown; buttons: unknown; after?: unknown }) {
    const { line, rest, buttons, after = nothing } = parts;
    const role = parts.status ? "status" : nothing;
    if (!this.resting) return html`<div class="panel" role=${role}><p>${line} ${rest}</p> ${buttons} ${after}</div>`;
    return html`<div class="panel sheet" role=${parts.status ? "status" : "group"} aria-label=${t("plan.heading")}>
      <p class="rest" id="plan-rest" ?hidden=${!this.opened}>${rest}</p>
      <p>${line}</p>
      <div class="buttons">
        <button
          type="button"
          class="details"
          aria-label=${t("composer.details")}
          title=${t("composer.details")}
          aria-expanded=${this.opened}
          aria-controls="plan-rest"
          @click=${() => (this.opened = !this.opened)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9" /><path d="M12 11v6M12 7.5v.5" /></svg>
        </button>
        ${buttons}
      </div>
      ${after}
    </div>`;
  }

  override render() {
    const { plan, planLapse, you, view } = this.snapshot;
    if (you === null) return nothing;
    if (view.toAct.includes(you)) {
      // Atop the turn: on a phone, folded to its line until opened (the cups and Submit keep the screen).
      return planLapse
        ? html`<cr-banner foldable class="lapse"><span slot="line">${t("plan.lapsedLine")}</span><p>${t(`plan.lapsed.${lapseReason(planLapse)}`)}</p></cr-banner>`
        : nothing;
    }
    if (plan && !this.planning) {
      return this.renderWaiting({
        status: true,
        line: t("plan.ready"),
        rest: html`${t("plan.readyHow")} <span class="muted">${t("plan.mode")} ${t(`plan.mode.${plan.mode}`)}</span>`,
        buttons: html`<button type="button" ?disabled=${this.pending} @click=${() => this.tell("start-planning")}>${t("plan.change")}</button>
          <button type="button" class="cancel" ?disabled=${this.pending} @click=${() => this.tell("cancel-plan")}>${t("plan.cancel")}</button>`,
        after: this.renderError(),
      });
    }
    if (!this.planning) {
      return this.renderWaiting({
        status: false,
        line: html`${this.played ? html`<span role="status">${t("plan.played")}</span> ` : nothing}${t("plan.waiting")}`,
        rest: t("plan.hint"),
        buttons: html`<button type="button" @click=${() => this.tell("start-planning")}>${t("plan.heading")}</button>`,
      });
    }
    // One row above the composer: a phone's screen has the composer's sheet and the board to fit.
    return html`<div class="panel planning">
      <label
        ><span class="mode-label">${t("plan.mode")}</span>
        <select title=${t("plan.mode")} @change=${(event: Event) => this.tell("plan-mode", (event.target as HTMLSelectElement).value as PlanMode)}>
          ${MODES.map((mode) => html`<option value=${mode} ?selected=${this.mode === mode}>${t(`plan.mode.${mode}`)}</option>`)}
        </select></label
      >
      <button type="button" @click=${() => this.tell("stop-planning")}>${t("play.close")}</button>
      ${this.renderError()}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-plan-panel": CrPlanPanel;
  }
}
