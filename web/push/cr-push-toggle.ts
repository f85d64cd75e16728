import { html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { messageOf } from "../api/client.js";
import { PageElement } from "../app/page-element.js";
import { t } from "../i18n/index.js";
import { pushState, turnOffPush, turnOnPush, type PushState } from "./push-device.js";

/**
 * Turns push notices on or off for this device: on the game page for the viewer's seat (by its
 * link, so no account is needed), on the settings page for the signed-in account's games.
 */
@customElement("cr-push-toggle")
export class PushToggle extends PageElement {
  /** The seat this device follows (game and seat link); none: the account's games. */
  @property({ attribute: false }) seat: { gameId: string; token: string } | null = null;
  @state() private state: PushState | null = null;
  @state() private busy = false;
  @state() private error = "";

  override connectedCallback() {
    super.connectedCallback();
    void pushState().then((current) => (this.state = current));
  }

  override render() {
    if (this.state === null) return nothing;
    const on = this.state === "on";
    const usable = on || this.state === "off";
    return html`<div class="push-toggle">
      <p class="hint" id="push-state">${t(`push.${this.state}`)}</p>
      ${usable
        ? html`<button type="button" aria-describedby="push-state" ?disabled=${this.busy} @click=${on ? this.off : this.on}>
            ${this.busy ? t("push.working") : t(on ? "push.turnOff" : "push.turnOn")}
          </button>`
        : nothing}
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
    </div>`;
  }

  private async on() {
    await this.run(async () => {
      await turnOnPush(this.seat ? [this.seat] : []);
    });
  }

  private async off() {
    await this.run(turnOffPush);
  }

  private async run(change: () => Promise<void>) {
    this.busy = true;
    this.error = "";
    try {
      await change();
    } catch (error) {
      this.error = messageOf(error);
    } finally {
      this.state = await pushState();
      this.busy = false;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-push-toggle": PushToggle;
  }
}
