import { html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { ApiError, messageOf } from "../api/client.js";
import { PageElement } from "../app/page-element.js";
import { BusyController } from "../shared/busy-controller.js";
import { t } from "../i18n/index.js";
import { allowHelpKey, PushFailure, pushState, turnOffPush, turnOnPush, type PushState } from "./push-device.js";

/** What went wrong, in the player's words: never the browser's own error text. */
function failureText(error: unknown): string {
  if (error instanceof PushFailure) return t(`push.${error.reason}`);
  return error instanceof ApiError ? messageOf(error) : t("push.failed");
}

/**
 * Turns push notices on or off for this device: on the game page for the viewer's seat (by its
 * link, so no account is needed), on the settings page for the signed-in account's games.
 */
@customElement("cr-push-toggle")
export class PushToggle extends PageElement {
  /** The seat this device follows (game and seat link); none: the account's games. */
  @property({ attribute: false }) seat: { gameId: string; token: string } | null = null;
  @state() private state: PushState | null = null;
  private readonly request = new BusyController(this, failureText);

  override connectedCallback() {
    super.connectedCallback();
    void pushState().then((current) => (this.state = current));
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
        ? html`<button type="button" aria-describedby="push-state" ?disabled=${this.request.busy} @click=${on ? this.off : this.on}>
            ${this.request.busy ? t("push.working") : t(on ? "push.turnOff" : "push.turnOn")}
          </button>`
        : nothing}
      ${this.request.error && this.state !== "denied" ? html`<p class="error" role="alert">${this.request.error}</p>` : nothing}
      ${this.state === "denied" || this.request.error ? this.renderAllowHelp() : nothing}
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
    await this.request.run(async () => {
      try {
        await change();
      } finally {
        this.state = await pushState();
      }
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-push-toggle": PushToggle;
  }
}
