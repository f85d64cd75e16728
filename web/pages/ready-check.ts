import { LitElement, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { ReadyCheck } from "../../protocol/lobby.js";
import { messageOf } from "../api/client.js";
import { readyCheck } from "../api/lobby.js";
import { formatMoment } from "../app/time.js";
import { addArea, t } from "../i18n/index.js";
import { lobbyStrings } from "../i18n/lobby/index.js";

addArea(lobbyStrings);

/**
 * The ready check of a table of strangers, on its game page while it waits: who confirmed, until
 * when, and the seat's own "I'm ready" (docs/lobby.md). Nothing when no check runs (friends' tables).
 */
@customElement("cr-ready-check")
export class ReadyCheckElement extends LitElement {
  @property() gameId = "";
  @property({ attribute: false }) token: string | null = null;
  /** The viewer's seat, or null for a spectator. */
  @property({ attribute: false }) seat: number | null = null;
  /** The game's version: a new one (someone confirmed, a seat freed) asks again. */
  @property({ attribute: false }) version = 0;
  @state() private check: ReadyCheck | null = null;
  @state() private error: string | null = null;

  protected override createRenderRoot() {
    return this; // the page's styles (buttons, hints) apply
  }

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has("version") || changed.has("gameId")) void this.load(false);
  }

  override render() {
    if (!this.check) return nothing;
    const mine = this.seat !== null && this.check.ready.includes(this.seat);
    return html`<div class="stack" role="group" aria-label=${t("lobby.ready.title")}>
      <p><strong>${t("lobby.ready.title")}</strong> ${t("lobby.ready.about", { time: formatMoment(this.check.deadline) })}</p>
      <p>${t("lobby.ready.count", { ready: this.check.ready.length })}</p>
      ${this.seat === null ? nothing : mine ? html`<p role="status">${t("lobby.ready.done")}</p>` : html`<p><button class="primary" type="button" @click=${() => this.load(true)}>${t("lobby.ready.confirm")}</button></p>`}
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
    </div>`;
  }

  private async load(confirm: boolean) {
    try {
      this.check = await readyCheck(this.gameId, this.token, confirm);
      this.error = null;
    } catch (error) {
      this.error = messageOf(error);
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-ready-check": ReadyCheckElement;
  }
}
