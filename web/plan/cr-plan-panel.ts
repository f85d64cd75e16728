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
      fieldset {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 0.9rem;
        border: 0;
        margin: 0;
        padding: 0;
      }
      legend {
        font-weight: 600;
        padding: 0;
      }
      label {
        display: inline-flex;
        align-items: center;
        gap: 0.3rem;
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
        <p>${t("plan.hint")}</p>
        <button type="button" @click=${() => this.tell("start-planning")}>${t("plan.heading")}</button>
      </div>`;
    }
    return html`<div class="panel">
      <fieldset>
        <legend>${t("plan.mode")}</legend>
        ${MODES.map(
          (mode) => html`<label
            ><input type="radio" name="plan-mode" value=${mode} .checked=${this.mode === mode} @change=${() => this.tell("plan-mode", mode)} />${t(`plan.mode.${mode}`)}</label
          >`,
        )}
      </fieldset>
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
