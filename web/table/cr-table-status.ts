import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { GameView } from "../../worker/engine/index.js";
import type { SeatInfo } from "../../worker/api/types.js";
import { LocaleController, t } from "../i18n/index.js";
import { sharedStyles } from "./styles.js";
import { listText, plural, seatName } from "./words.js";

/** The table's state line: whose turn it is, the start token (OPEN/CLOSED), turns left, the deck. */
@customElement("cr-table-status")
export class CrTableStatus extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      dl {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem 1.2rem;
        margin: 0;
      }
      dl div {
        display: flex;
        gap: 0.35rem;
        align-items: baseline;
      }
      dt {
        white-space: nowrap;
      }
      /* The token's side as a small tile, like the physical token. */
      .side {
        border: 2px solid currentColor;
        border-radius: 0.3rem;
        padding: 0 0.3rem;
        letter-spacing: 0.04em;
      }
      .side.closed {
        background: var(--fg, #2b1d14);
        color: var(--bg, #fbf7f2);
        border-color: var(--fg, #2b1d14);
      }
    `,
  ];

  @property({ attribute: false }) view!: GameView;
  @property({ attribute: false }) seats: SeatInfo[] = [];
  @property({ type: Number }) you: number | null = null;

  constructor() {
    super();
    new LocaleController(this);
  }

  private name(seat: number): string {
    return seat === this.you ? t("table.youName") : seatName(this.seats, seat);
  }

  private whoActs(): string {
    const { view } = this;
    switch (view.phase) {
      case "chooseUpgrades":
        return t("table.status.choosing", { names: listText(view.toAct.map((seat) => this.name(seat))) });
      case "placement":
        return view.current === this.you ? t("table.status.yourPlacement") : t("table.status.placing", { name: this.name(view.current) });
      case "turns":
        return view.current === this.you ? t("table.status.yourTurn") : t("table.status.turn", { name: this.name(view.current) });
      case "ended":
        return t("table.status.ended");
    }
  }

  override render() {
    const { view } = this;
    const closed = view.token === "closed";
    return html`<dl aria-live="polite">
      <div><dt>${t("table.status.now")}</dt><dd>${this.whoActs()}</dd></div>
      <div>
        <dt>${t("table.status.token")}</dt>
        <dd>
          <span class=${closed ? "side closed" : "side"}>${closed ? t("table.status.closed") : t("table.status.open")}</span>${closed && view.closedBy
            ? html` <span class="muted">(${t(`table.closedBy.${view.closedBy}`)})</span>`
            : ""}
        </dd>
      </div>
      ${closed && view.turnsLeft !== null && view.phase !== "ended"
        ? html`<div><dt>${t("table.status.turnsLeft")}</dt><dd>${view.turnsLeft}</dd></div>`
        : ""}
      <div><dt>${t("table.status.deck")}</dt><dd>${plural("table.cards", view.deckSize)}</dd></div>
    </dl>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-table-status": CrTableStatus;
  }
}
