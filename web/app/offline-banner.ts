import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { addArea, t } from "../i18n/index.js";
import { pushStrings } from "../i18n/push/index.js";
import { PageElement } from "./page-element.js";

addArea(pushStrings);

/** Says so while the browser is offline (the installed app still opens, from its service worker's cache). */
@customElement("cr-offline-banner")
export class OfflineBanner extends PageElement {
  @state() private offline = !navigator.onLine;
  private readonly sync = () => (this.offline = !navigator.onLine);

  override connectedCallback() {
    super.connectedCallback();
    addEventListener("online", this.sync);
    addEventListener("offline", this.sync);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    removeEventListener("online", this.sync);
    removeEventListener("offline", this.sync);
  }

  override render() {
    return this.offline ? html`<p class="offline-banner" role="status">${t("push.offline")}</p>` : nothing;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-offline-banner": OfflineBanner;
  }
}
