import { html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { ApiError, messageOf } from "../api/client.js";
import { PageElement } from "../app/page-element.js";
import { t } from "../i18n/index.js";
import { allowHelpKey, PushFailure, pushState, turnOffPush, turnOnPush, type PushState } from "./push-device.js";

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

  /** What went wrong, in the player's words: never the browser's own error text. */
  private failureText(error: unknown): string {
    if (error instanceof PushFailure) return t(`push.${error.reason}`);
    return error instanceof ApiError ? messageOf(error) : t("push.failed");
  }

  /** How to allow notices in this browser, and what iPhones and iPads need first. */
  private renderAllowHelp() {
    return html`<p class="hint">${t(allowHelpKey())}</p>
      <p class="hint">${t("push.allow.ios")}</p>`;
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
      ${this.error && this.state !== "denied" ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${this.state === "denied" || this.error ? this.renderAllowHelp() : nothing}
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
      this.error = this.failureText(error);
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
