import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { PlanMode } from "../../game/engine/index.js";
import { lapseReason } from "../../protocol/i18n/plan-lapses.js";
import type { GameSnapshot } from "../../protocol/types.js";
import { errorText, type Refusal } from "../api/refusal.js";
import { LocaleController, t } from "../i18n/index.js";
import { sharedStyles } from "../table/styles.js";

const MODES: PlanMode[] = ["same", "legal"];

/**
 * "Plan ahead" on the table (docs/features.md): while another player acts, the viewer may compose
 * their next move with the table's composer. This panel says where that stands: the plan kept (with
 * its one-tap cancel), or the way to start one and the choice of when it is played; on the
 * viewer's turn, why their plan lapsed. Its events (`start-planning`, `plan-mode` with the mode,
 * `cancel-plan`) bubble to the table and the page.
 */
@customElement("cr-plan-panel")
export class CrPlanPanel extends LitElement {
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
      button {
        min-height: 44px;
      }
      .lapse {
        border-style: solid;
      }
      .error {
        color: var(--danger, #b3261e);
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

  override render() {
    const { plan, planLapse, you, view } = this.snapshot;
    if (you === null) return nothing;
    if (view.toAct.includes(you)) {
      return planLapse ? html`<div class="panel lapse" role="status"><p>${t(`plan.lapsed.${lapseReason(planLapse)}`)}</p></div>` : nothing;
    }
    if (plan && !this.planning) {
      return html`<div class="panel" role="status">
        <p>${t("plan.ready")} <span class="muted">${t("plan.mode")} ${t(`plan.mode.${plan.mode}`)}</span></p>
        <button type="button" ?disabled=${this.pending} @click=${() => this.tell("start-planning")}>${t("plan.change")}</button>
        <button type="button" class="cancel" ?disabled=${this.pending} @click=${() => this.tell("cancel-plan")}>${t("plan.cancel")}</button>
        ${this.renderError()}
      </div>`;
    }
    if (!this.planning) {
      return html`<div class="panel">
        ${this.played ? html`<p role="status">${t("plan.played")}</p>` : nothing}
        <p>${t("plan.hint")}</p>
        <button type="button" @click=${() => this.tell("start-planning")}>${t("plan.heading")}</button>
      </div>`;
    }
    // One row above the composer: a phone's screen has the composer's sheet and the board to fit.
    return html`<div class="panel planning">
      <label
        >${t("plan.mode")}
        <select @change=${(event: Event) => this.tell("plan-mode", (event.target as HTMLSelectElement).value as PlanMode)}>
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
