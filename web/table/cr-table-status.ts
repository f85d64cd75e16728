import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import { DrawnInTurn } from "../app/first-draw.js";
import type { GameView } from "../../game/engine/index.js";
import type { SeatInfo } from "../../protocol/types.js";
import { LocaleController, t } from "../i18n/index.js";
import { startSignDrawing } from "../shared/drawings/index.js";
import { sharedStyles, visuallyHidden } from "../shared/styles.js";
import { scores, scoresText } from "./read-aloud.js";
import { listText, plural, seatName, seatNames } from "../shared/words.js";

/** The table's state line: whose turn it is, the start token (OPEN/CLOSED), turns left, the deck; one line when narrow. */
@customElement("cr-table-status")
export class CrTableStatus extends DrawnInTurn(LitElement) {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
        container-type: inline-size;
        min-width: 0;
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
        min-width: 0;
      }
      dt {
        white-space: nowrap;
      }
      /* The token's side as a small tile, like the physical token. */
      .side {
        display: inline-flex;
        align-items: center;
        gap: 0.25rem;
        border: 2px solid currentColor;
        border-radius: 0.3rem;
        padding: 0 0.3rem 0 0.15rem;
        letter-spacing: 0.04em;
      }
      .side.closed {
        background: var(--fg, #2b1d14);
        color: var(--bg, #fbf7f2);
        border-color: var(--fg, #2b1d14);
      }
      .deck .short,
      .scores .short {
        display: none;
      }
      /* Narrow: the labels and the token's reason left to screen readers and tooltips; what doesn't fit beside whose turn goes to a second line (never under the tools beside it). */
      @container (max-width: 34rem) {
        dl {
          gap: 0.1rem 0.45rem;
          white-space: nowrap;
        }
        /* Whose turn and what they do: whole, on two lines if need be. */
        dl div:first-child {
          flex: 0 1 auto;
          min-width: 5rem;
        }
        dl div:first-child dd {
          white-space: normal;
          overflow-wrap: break-word;
        }
        dl div:not(:first-child) {
          flex: none;
        }
        /* The scores as their numbers alone ("3–1", in seat order); the names stay for screen readers. */
        .scores .long {
          ${visuallyHidden}
        }
        .scores .short {
          display: inline;
        }
        dt,
        .reason {
          ${visuallyHidden}
        }
        dl {
          font-size: 0.9rem;
        }
        /* Small enough that the token, the scores and the deck share the line under whose turn it is ("ABIERTA" too). */
        .side {
          font-size: 0.7rem;
          letter-spacing: 0;
        }
        .turns-left::before {
          content: "↻ " / "";
        }
        .deck .long {
          display: none;
        }
        .deck .short {
          display: inline;
        }
        /* The deck as a small card outline with its count. */
        .deck .short::before {
          content: "";
          display: inline-block;
          width: 0.6em;
          height: 0.85em;
          margin-inline-end: 0.2em;
          border: 2px solid currentColor;
          border-radius: 2px;
          vertical-align: -0.05em;
        }
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
    const reason = closed && view.closedBy ? t(`table.closedBy.${view.closedBy}`) : "";
    const now = this.whoActs();
    // Not a live region: the announcer (cr-announcer.ts) says what changed, once.
    return html`<dl>
      <div><dt>${t("table.status.now")}</dt><dd title=${now}>${now}</dd></div>
      <div>
        <dt>${t("table.status.token")}</dt>
        <dd title=${reason}>
          <span class=${closed ? "side closed" : "side"}>${startSignDrawing()}${closed ? t("table.status.closed") : t("table.status.open")}</span>${reason
            ? html` <span class="muted reason">(${reason})</span>`
            : ""}
        </dd>
      </div>
      ${closed && view.turnsLeft !== null && view.phase !== "ended"
        ? html`<div><dt>${t("table.status.turnsLeft")}</dt><dd class="turns-left">${view.turnsLeft}</dd></div>`
        : ""}
      ${view.phase === "turns"
        ? html`<div class="scores">
            <dt>${t("ear.scores")}</dt>
            <dd><span class="long">${scoresText(view, seatNames(this.seats, view.players.length))}</span><span class="short" aria-hidden="true">${scores(view).join("–")}</span></dd>
          </div>`
        : ""}
      <div class="deck">
        <dt>${t("table.status.deck")}</dt>
        <dd title=${plural("table.cards", view.deckSize)}><span class="long">${plural("table.cards", view.deckSize)}</span><span class="short">${view.deckSize}</span></dd>
      </div>
    </dl>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-table-status": CrTableStatus;
  }
}
