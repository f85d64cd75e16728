import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import { DrawnInTurn } from "../app/first-draw.js";
import type { EditionId, PlayerState } from "../../game/engine/index.js";
import type { SeatInfo } from "../../protocol/types.js";
import { botLabel } from "../app/bot-seats.js";
import { formatMoment, formatTimeLeft } from "../app/time.js";
import { Ticker } from "../app/ticker.js";
import { LocaleController, t } from "../i18n/index.js";
import type { CardHelp } from "./card-detail.js";
import { countsChips, cupContents } from "./ingredient-icon.js";
import { upgradeDrawing } from "../shared/drawings/index.js";
import { compactMatStyles, matStyles, queueStrip } from "./mat.js";
import { sharedStyles } from "../shared/styles.js";
import { whileOpen } from "../shared/while-open.js";
import { cupText, figureText, listText, ownName, plural, upgradeName } from "../shared/words.js";

/**
 * One player's board, read-only: cups with their tokens, queue positions 1–4 with their cards,
 * likes, dislikes and speed tokens, and the upgrade tiles face up (active) or face down.
 * `collapsible`: a compact row (name, likes, dislikes, speed tokens, cups as icons, a mark when
 * orders are about to drop) that opens to the whole board on a tap. `mat`: the cups and orders
 * alone, as the composer shows them on the player's turn.
 */
@customElement("cr-player-board")
export class CrPlayerBoard extends DrawnInTurn(LitElement) {
  static override styles = [
    sharedStyles,
    matStyles,
    compactMatStyles,
    css`
      :host {
        display: block;
      }
      section,
      details {
        border-top: 6px solid var(--seat);
      }
      /* Reduced motion: what changed is outlined for a while instead of pulsing. */
      [data-arrived] {
        outline: 3px solid var(--seat);
        outline-offset: 1px;
        border-radius: 0.3rem;
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
        display: flex;
        flex-direction: column;
        gap: 0.15rem;
      }
      .cups .in-cup {
        flex: 1 1 auto;
      }
      .mat {
        display: flex;
        flex-direction: column;
        gap: 0.3rem;
      }
      .mat ol {
        margin: 0;
      }
      .label {
        display: block;
        font-size: 0.8rem;
        color: var(--muted, #6e5d50);
      }
      details > summary {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.2rem 0.6rem;
        min-height: 44px;
        cursor: pointer;
        list-style: none;
      }
      details > summary::-webkit-details-marker {
        display: none;
      }
      details > summary::after {
        content: "▸" / "";
        margin-inline-start: auto;
      }
      details[open] > summary::after {
        content: "▾" / "";
      }
      details[open] > summary {
        margin-bottom: 0.5rem;
      }
      details.panel {
        padding: 0.3rem 0.6rem;
        border-top-width: 4px;
      }
      .figures,
      .mini-cups {
        display: inline-flex;
        gap: 0.5rem;
        align-items: center;
        font-size: 0.85rem;
      }
      .mini-cups .tokens {
        gap: 0.1rem;
      }
      .mini-cups > span {
        display: inline-flex;
        min-width: 1rem;
        min-height: 1.2rem;
        padding: 0 0.15rem;
        border: 1px solid var(--line, #d9ccbf);
        border-radius: 0 0 0.5rem 0.5rem;
      }
      .mini-cups .token {
        font-size: 0.68rem;
        padding: 0 0.2rem 0 0.1rem;
      }
      .drop-warning {
        color: var(--error, #b3261e);
        font-weight: 700;
      }
      .completed {
        margin: 0 0 0.4rem;
        font-size: 0.85rem;
        font-weight: 600;
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
        display: inline-flex;
        align-items: center;
        gap: 0.3rem;
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
      .upgrades svg.drawn {
        width: 1.6rem;
        height: 1.6rem;
      }
      .upgrades li.down svg.drawn {
        opacity: 0.6;
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
  /** A compact row that opens to the whole board. */
  @property({ type: Boolean }) collapsible = false;
  /** The cups and orders alone (the viewer's, under the board on a phone). */
  @property({ type: Boolean }) mat = false;
  /** How many cards in position 1 are new since the viewer's last look. */
  @property({ type: Number }) fresh = 0;
  /** The names of the orders completed since the viewer's last look. */
  @property({ type: Array }) completedSince: string[] = [];
  /** Lets each order card open its detail. */
  @property({ attribute: false }) help: CardHelp | null = null;
  /** The game is over: no turn will come, so nothing is about to drop. */
  @property({ type: Boolean }) over = false;

  constructor() {
    super();
    new LocaleController(this);
    // The clock's "time left" counts down between snapshots.
    new Ticker(this, () => this.seatInfo?.deadline != null);
  }

  /** "Ann (you)" on the viewer's own board (one run of text: a screen reader hears it whole). */
  private ownName(): string {
    return this.you ? ownName(this.name) : this.name;
  }

  /** The seat's marks, each [its kind, its words]: the clock's time left, away, bot, on vacation. */
  private seatMarks(): [string, string][] {
    const info: Partial<SeatInfo> = this.seatInfo ?? {};
    const now = Date.now();
    const marks: [string, string | false | null | undefined][] = [
      ["clock", info.deadline != null && formatTimeLeft(info.deadline, now)],
      ["away", info.away && t("table.away")],
      ["bot", info.bot && botLabel(info.bot)],
      ["vacation", info.vacationUntil! > now && t("table.vacationUntil", { date: formatMoment(info.vacationUntil!) })],
    ];
    return marks.filter((mark): mark is [string, string] => !!mark[1]);
  }

  /** The seat's marks as pills; the clock's moment in its title. */
  private renderSeatMarks() {
    const deadline = this.seatInfo?.deadline;
    return this.seatMarks().map(([kind, words]) =>
      deadline != null && kind === "clock"
        ? html`<span class="pill clock" aria-hidden=${this.collapsible} title=${formatMoment(deadline)}><time datetime=${new Date(deadline).toISOString()}>${words}</time></span>`
        : html`<span class="pill ${kind}" aria-hidden=${this.collapsible}>${words}</span>`,
    );
  }

  private renderHeader(headingId: string) {
    return html`<span class="seat-mark" aria-hidden="true">${this.seat + 1}</span>
      <h3 id=${headingId}>${this.ownName()}</h3>
      ${this.current ? html`<span class="pill turn" aria-hidden=${this.collapsible}>${t("table.theirTurn")}</span>` : ""} ${this.renderSeatMarks()}`;
  }

  /** The compact row's figures: likes, dislikes, speed tokens, the cups' contents, orders about to drop (named by `summaryText`). */
  private renderSummaryFigures() {
    const { player } = this;
    // Hidden from screen readers: the row's name says them, each apart (summaryText).
    return html`<span class="figures" aria-hidden="true">
        <span data-figure="likes" title=${t("table.likes")}>♥ ${player.likes.length}</span>
        <span data-figure="dislikes" title=${t("table.dislikes")}>✗ ${player.dislikes.length}</span>
        <span title=${t(`table.speedTokensLabel.${this.edition}`)}>⚡ ${player.speedTokens}</span>
      </span>
      <span class="mini-cups" aria-hidden="true">
        ${player.cups.map((cup, index) => html`<span data-cup=${index}>${countsChips(cup)}</span>`)}
      </span>
      ${this.drops() ? html`<span class="drop-warning" aria-hidden="true" title=${t("play.drops")}>⚠</span>` : ""}`;
  }

  /** Orders about to drop: none once the game is over. */
  private drops(): boolean {
    return !this.over && this.player.queue[this.player.queue.length - 1].length > 0;
  }

  /**
   * The compact row after the name, as a screen reader hears it, each figure apart: "To play, Likes: 0,
   * Dislikes: 0, Rush tokens: 0, Cup 1: 1 steam, Cup 2: empty, Cup 3: empty" (drawn, its parts run
   * together in a name: they sit in separate boxes). Hidden text after a no-break space, which no box trims.
   */
  private summaryText(): string {
    const { player } = this;
    return [
      this.current && t("table.theirTurn"),
      ...this.seatMarks().map(([, words]) => words),
      figureText(t("table.likes"), player.likes.length),
      figureText(t("table.dislikes"), player.dislikes.length),
      figureText(t(`table.speedTokensLabel.${this.edition}`), player.speedTokens),
      ...player.cups.map(cupText),
      this.drops() && t("play.drops"),
    ]
      .filter(Boolean)
      .join(", ");
  }


  private renderCups() {
    return html`<ol class="cups">
      ${this.player.cups.map(
        (cup, index) => html`<li data-cup=${index}>${cupContents(cup, index)}</li>`,
      )}
    </ol>`;
  }

  private renderQueue() {
    return queueStrip(this.edition, this.player.queue, { fresh: this.fresh, help: this.help ?? undefined, over: this.over });
  }

  private renderBody() {
    const { player } = this;
    return html`${this.completedSince.length > 0
        ? html`<p class="completed">${plural("play.completedCards", this.completedSince.length, { cards: listText(this.completedSince) })}</p>`
        : ""}
      <dl class="stats">
        <div data-figure="likes"><dt>${t("table.likes")}</dt><dd>${player.likes.length}</dd></div>
        <div data-figure="dislikes"><dt>${t("table.dislikes")}</dt><dd>${player.dislikes.length}</dd></div>
        <div><dt>${t(`table.speedTokensLabel.${this.edition}`)}</dt><dd>${player.speedTokens}</dd></div>
      </dl>
      <h4>${t("table.cups")}</h4>
      ${this.renderCups()}
      <h4>${t("table.queue")}</h4>
      ${this.renderQueue()}
      ${player.upgrades.length > 0
        ? html`<h4>${t("table.upgrades")}</h4>
            <ul class="upgrades">
              ${player.upgrades.map(
                (tile) => html`<li class=${tile.active ? "up" : "down"}>
                  ${upgradeDrawing(tile.id)} ${upgradeName(tile.id)} · ${tile.active ? t("table.faceUp") : t("table.faceDown")}
                </li>`,
              )}
            </ul>`
        : ""}`;
  }

  override render() {
    if (this.mat) return html`<div class="mat" role="group" aria-label=${t("play.mat")}>${this.renderCups()} ${this.renderQueue()}</div>`;
    const headingId = `player-${this.seat}`;
    if (this.collapsible) {
      return html`<details class="panel" data-seat=${this.seat}>
        <summary>${this.renderHeader(headingId)}<span class="sr-only">,\u00a0${this.summaryText()}</span> ${this.renderSummaryFigures()}</summary>
        ${whileOpen(() => this.renderBody())}
      </details>`;
    }
    return html`<section class="panel" data-seat=${this.seat} aria-labelledby=${headingId}>
      <header>${this.renderHeader(headingId)}</header>
      ${this.renderBody()}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-player-board": CrPlayerBoard;
  }
}
