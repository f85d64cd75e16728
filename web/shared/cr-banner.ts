import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { LocaleController, t } from "../i18n/index.js";
import { sharedStyles } from "./styles.js";

/**
 * A banner atop a page's content for what asks the player for an answer or a visit: a proposal to
 * end, a new game with the same players, a turn in another game. The element is a status region
 * (heard as it comes, without taking the focus); what it says and offers goes in its slot, styled
 * by whoever writes it. `dismissible` adds a close button, which sends `dismiss`.
 *
 * A banner atop a turn (`foldable`) must not push the turn off a phone's screen: below a desktop's
 * width it shows only its one-line summary (slot "line") and a button that unfolds the rest.
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
      /* Folded (below a desktop's width): the summary on one line, the rest a tap away. */
      .line,
      .unfold {
        display: none;
      }
      @media (max-width: 74.99rem) {
        :host([foldable]) {
          align-items: center;
        }
        /* One line a finger can open: a phone's turn needs every other pixel. */
        :host([foldable]:not([unfolded])) {
          padding-block: 0;
          border-width: 1px;
          margin-block-end: 0.125rem;
        }
        :host([foldable]:not([unfolded])) .body {
          display: none;
        }
        :host([foldable]:not([unfolded])) .line {
          display: block;
          flex: 1;
          min-width: 0;
        }
        :host([foldable]) .unfold {
          display: inline-block;
        }
      }
      /* One line, as tall as a finger's target (a link to follow, or what the button beside it unfolds). */
      ::slotted([slot="line"]) {
        display: block;
        margin: 0;
        line-height: 2.75rem;
        overflow: hidden;
        white-space: nowrap;
        text-overflow: ellipsis;
      }
      /* A finger's target (44 × 44 px), its cross drawn small. */
      .unfold,
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
  /** Folds to its line (slot "line") below a desktop's width. */
  @property({ type: Boolean, reflect: true }) foldable = false;
  /** A folded banner, opened by its reader. */
  @property({ type: Boolean, reflect: true }) unfolded = false;

  constructor() {
    super();
    new LocaleController(this);
  }

  override connectedCallback() {
    super.connectedCallback();
    if (!this.hasAttribute("role")) this.setAttribute("role", "status");
  }

  override render() {
    return html`<div class="line"><slot name="line"></slot></div>
      <div class="body" id="body"><slot></slot></div>
      ${this.foldable
        ? html`<button
            type="button"
            class="unfold"
            aria-controls="body"
            aria-expanded=${this.unfolded}
            aria-label=${t(this.unfolded ? "banner.fold" : "banner.unfold")}
            title=${t(this.unfolded ? "banner.fold" : "banner.unfold")}
            @click=${() => (this.unfolded = !this.unfolded)}
          >
            <span aria-hidden="true">${this.unfolded ? "▴" : "▾"}</span>
          </button>`
        : nothing}
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
