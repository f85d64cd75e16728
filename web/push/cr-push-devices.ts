import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import type { PushDeviceInfo } from "../../protocol/types.js";
import { messageOf } from "../api/client.js";
import { PageElement } from "../app/page-element.js";
import { locale, t } from "../i18n/index.js";
import { accountDevices, removeAccountDevice } from "./push-device.js";

/** The signed-in account's devices that receive notices, each removable. */
@customElement("cr-push-devices")
export class PushDevices extends PageElement {
  @state() private devices: PushDeviceInfo[] | null = null;
  @state() private error = "";

  override connectedCallback() {
    super.connectedCallback();
    void this.load();
  }

  private async load() {
    try {
      this.devices = await accountDevices();
    } catch (error) {
      this.error = messageOf(error);
    }
  }

  override render() {
    return html`<h3>${t("push.devices")}</h3>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${this.devices === null
        ? nothing
        : this.devices.length === 0
          ? html`<p class="muted">${t("push.devicesNone")}</p>`
          : html`<ul class="devices">
              ${this.devices.map(
                (device) => html`<li>
                  <span
                    ><strong>${device.label}</strong>
                    <span class="muted"
                      >${t("push.deviceAdded", { date: new Date(device.createdAt).toLocaleDateString(locale()) })} ·
                      ${device.account ? t("push.deviceForAccount") : t("push.deviceForGames", { n: device.games })}</span
                    ></span
                  >
                  <button type="button" aria-label=${t("push.removeLabel", { device: device.label })} @click=${() => this.removeDevice(device.id)}>
                    ${t("push.remove")}
                  </button>
                </li>`,
              )}
            </ul>`}`;
  }

  private async removeDevice(id: string) {
    this.error = "";
    try {
      await removeAccountDevice(id);
      await this.load();
    } catch (error) {
      this.error = messageOf(error);
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-push-devices": PushDevices;
  }
}
