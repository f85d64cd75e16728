import { html } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { t } from "../i18n/index.js";
import { PageElement } from "./page-element.js";

/**
 * A secret link with a way to pass it on: the device's share sheet when it has one (and `share`
 * is set), a copy button otherwise. The link also shows in a read-only field, to select by hand
 * if the clipboard is out of reach.
 */
@customElement("cr-share-link")
export class ShareLink extends PageElement {
  @property() url = "";
  /** Names the link for screen readers and the share sheet ("Player 2's link"). */
  @property() label = "";
  @property({ type: Boolean }) share = false;
  @state() private done = "";

  override render() {
    const canShare = this.share && typeof navigator.share === "function";
    // The group names the buttons' link for screen readers ("Player 2's link, Copy link").
    return html`<div class="share-link" role="group" aria-label=${this.label}>
      <input class="link-field" readonly .value=${this.url} aria-label=${this.label} @focus=${selectAll} />
      ${canShare
        ? html`<button type="button" @click=${this.shareLink}>${t("invite.share")}</button>`
        : html`<button type="button" @click=${this.copyLink}>${t("invite.copy")}</button>`}
      <span class="status" role="status">${this.done}</span>
    </div>`;
  }

  private async shareLink() {
    try {
      await navigator.share({ title: t("app.title"), text: this.label, url: this.url });
    } catch {
      // The player closed the share sheet: nothing to report.
    }
  }

  private async copyLink() {
    try {
      await navigator.clipboard.writeText(this.url);
      this.done = t("invite.copied");
    } catch {
      this.renderRoot.querySelector<HTMLInputElement>(".link-field")?.select();
      this.done = t("invite.copyByHand");
    }
  }
}

function selectAll(event: FocusEvent) {
  (event.target as HTMLInputElement).select();
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-share-link": ShareLink;
  }
}
