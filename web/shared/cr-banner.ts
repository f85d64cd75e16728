import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { LocaleController, t } from "../i18n/index.js";
import { sharedStyles } from "./styles.js";

/**
 * A banner atop a page's content for what asks the player for an answer or a visit: a proposal to
 * end, a new game with the same players, a turn in another game. The element is a status region
 * (heard as it comes, without taking the focus); what it says and offers goes in its slot, styled
 * by whoever writes it. `dismissible` adds a close button, which sends `dismiss`.
 */
@customElement("cr-banner")
export class CrBanner extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: flex;
        gap: 0.5rem;
        align-items: flex-start;
        background: var(--card, #fff);
        border: 2px solid var(--accent, #8a4b22);
        border-radius: 0.75rem;
        padding: 0.5rem 0.75rem;
        margin-block-end: 0.5rem;
        overflow-wrap: anywhere;
      }
      .body {
        flex: 1;
        min-width: 0;
      }
      /* A finger's target (44 × 44 px), its cross drawn small. */
      .dismiss {
        flex: none;
        min-width: 44px;
        padding: 0;
        margin-inline-end: -0.4rem;
        border-color: transparent;
        background: transparent;
        font-size: 1.3rem;
        line-height: 1;
      }
    `,
  ];

  @property({ type: Boolean }) dismissible = false;

  constructor() {
    super();
    new LocaleController(this);
  }

  override connectedCallback() {
    super.connectedCallback();
    if (!this.hasAttribute("role")) this.setAttribute("role", "status");
  }

  override render() {
    return html`<div class="body"><slot></slot></div>
      ${this.dismissible
        ? html`<button type="button" class="dismiss" aria-label=${t("banner.dismiss")} title=${t("banner.dismiss")} @click=${this.dismiss}>
            <span aria-hidden="true">×</span>
          </button>`
        : nothing}`;
  }

  private dismiss() {
    this.dispatchEvent(new Event("dismiss", { bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-banner": CrBanner;
  }
}
