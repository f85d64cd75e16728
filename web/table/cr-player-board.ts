import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { EditionId, PlayerState } from "../../worker/engine/index.js";
import type { SeatInfo } from "../../worker/api/types.js";
import { botLabel, formatMoment, formatTimeLeft } from "../app/clock.js";
import { Ticker } from "../app/ticker.js";
import { LocaleController, t } from "../i18n/index.js";
import { cupContents } from "./ingredient-icon.js";
import { orderCard } from "./order-card.js";
import { sharedStyles } from "./styles.js";
import { upgradeName } from "./words.js";

/**
 * One player's board, read-only: cups with their tokens, queue positions 1–4 with their cards,
 * likes, dislikes and speed tokens, and the upgrade tiles face up (active) or face down.
 */
@customElement("cr-player-board")
export class CrPlayerBoard extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      section {
        border-top: 6px solid var(--seat);
      }
      header {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem;
        margin-bottom: 0.5rem;
      }
      .seat-mark {
        display: inline-grid;
        place-items: center;
        width: 1.7rem;
        height: 1.7rem;
        border-radius: 50%;
        background: var(--seat);
        color: var(--on-seat);
        font-weight: 700;
      }
      h3 {
        margin: 0;
        font-size: 1.05rem;
      }
      .pill {
        font-size: 0.8rem;
        padding: 0.1rem 0.5rem;
        border-radius: 999px;
        border: 1px solid var(--line, #d9ccbf);
      }
      .pill.turn {
        background: var(--accent, #8a4b22);
        color: var(--bg, #fbf7f2);
        border-color: var(--accent, #8a4b22);
        font-weight: 600;
      }
      dl.stats {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 1rem;
        margin: 0 0 0.6rem;
      }
      dl.stats div {
        display: flex;
        gap: 0.3rem;
      }
      h4 {
        color: var(--muted, #6e5d50);
        font-weight: 600;
      }
      ol {
        list-style: none;
        margin: 0 0 0.6rem;
        padding: 0;
      }
      .cups {
        display: grid;
        grid-template-columns: repeat(3, minmax(0, 1fr));
        gap: 0.4rem;
      }
      .cups li {
        border: 1px solid var(--line, #d9ccbf);
        border-radius: 0 0 1rem 1rem;
        padding: 0.3rem;
        min-height: 3.2rem;
      }
      .label {
        display: block;
        font-size: 0.8rem;
        color: var(--muted, #6e5d50);
      }
      .queue {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));
        gap: 0.4rem;
      }
      .queue li {
        display: flex;
        flex-direction: column;
        gap: 0.3rem;
        padding: 0.3rem;
        border-radius: 0.5rem;
        background: color-mix(in srgb, var(--line, #d9ccbf) 30%, transparent);
      }
      .upgrades {
        list-style: none;
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        margin: 0;
        padding: 0;
      }
      .upgrades li {
        font-size: 0.8rem;
        padding: 0.15rem 0.5rem;
        border-radius: 0.4rem;
        border: 1px solid var(--fg, #2b1d14);
      }
      .upgrades li.down {
        border-style: dashed;
        border-color: var(--muted, #6e5d50);
        color: var(--muted, #6e5d50);
      }
    `,
  ];

  @property({ attribute: false }) player!: PlayerState;
  @property({ type: Number }) seat = 0;
  @property() name = "";
  @property() edition: EditionId = "classic";
  /** It is this player's turn (or they are still to act). */
  @property({ type: Boolean }) current = false;
  /** This board is the viewer's own. */
  @property({ type: Boolean }) you = false;
  /** The seat's clock, bot and away marks (slow games). */
  @property({ attribute: false }) seatInfo: SeatInfo | null = null;

  constructor() {
    super();
    new LocaleController(this);
    // The clock's "time left" counts down between snapshots.
    new Ticker(this, () => this.seatInfo?.deadline != null);
  }

  private renderQueue() {
    return html`<ol class="queue">
      ${this.player.queue.map(
        (cards, index) => html`<li>
          <span class="label">${t("table.position", { number: index + 1 })}</span>
          ${cards.length === 0 ? html`<span class="muted">${t("table.noCards")}</span>` : cards.map((card) => orderCard(this.edition, card))}
        </li>`,
      )}
    </ol>`;
  }

  /** The clock (time left, the moment in a title), away, bot and vacation marks. */
  private renderSeatMarks() {
    const info = this.seatInfo;
    if (!info) return "";
    const now = Date.now();
    return html`${info.deadline != null
      ? html`<span class="pill clock" title=${formatMoment(info.deadline)}
          ><time datetime=${new Date(info.deadline).toISOString()}>${formatTimeLeft(info.deadline, now)}</time></span
        >`
      : ""}
    ${info.away ? html`<span class="pill away">${t("table.away")}</span>` : ""}
    ${info.bot ? html`<span class="pill bot">${botLabel(info.bot)}</span>` : ""}
    ${info.vacationUntil != null && info.vacationUntil > now
      ? html`<span class="pill vacation">${t("table.vacationUntil", { date: formatMoment(info.vacationUntil) })}</span>`
      : ""}`;
  }

  override render() {
    const { player } = this;
    const headingId = `player-${this.seat}`;
    return html`<section class="panel" data-seat=${this.seat} aria-labelledby=${headingId}>
      <header>
        <span class="seat-mark" aria-hidden="true">${this.seat + 1}</span>
        <h3 id=${headingId}>${this.name}${this.you ? html` <span class="muted">(${t("table.you")})</span>` : ""}</h3>
        ${this.current ? html`<span class="pill turn">${t("table.theirTurn")}</span>` : ""} ${this.renderSeatMarks()}
      </header>
      <dl class="stats">
        <div><dt>${t("table.likes")}</dt><dd>${player.likes.length}</dd></div>
        <div><dt>${t("table.dislikes")}</dt><dd>${player.dislikes.length}</dd></div>
        <div><dt>${t(`table.speedTokensLabel.${this.edition}`)}</dt><dd>${player.speedTokens}</dd></div>
      </dl>
      <h4>${t("table.cups")}</h4>
      <ol class="cups">
        ${player.cups.map(
          (cup, index) => html`<li>
            <span class="label">${t("table.cup", { number: index + 1 })}</span>
            ${cupContents(cup)}
          </li>`,
        )}
      </ol>
      <h4>${t("table.queue")}</h4>
      ${this.renderQueue()}
      ${player.upgrades.length > 0
        ? html`<h4>${t("table.upgrades")}</h4>
            <ul class="upgrades">
              ${player.upgrades.map(
                (tile) => html`<li class=${tile.active ? "up" : "down"}>
                  ${upgradeName(tile.id)} · ${tile.active ? t("table.faceUp") : t("table.faceDown")}
                </li>`,
              )}
            </ul>`
        : ""}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-player-board": CrPlayerBoard;
  }
}
