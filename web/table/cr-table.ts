import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { Phase } from "../../worker/engine/index.js";
import type { GameSnapshot, LoggedAction } from "../../worker/api/types.js";
import "../composer/cr-placement-composer.js";
import "../composer/cr-turn-composer.js";
import "../composer/cr-upgrade-choice.js";
import { LocaleController, t } from "../i18n/index.js";
import "./cr-board.js";
import "./cr-game-log.js";
import "./cr-player-board.js";
import "./cr-table-status.js";
import { sharedStyles } from "./styles.js";
import { seatNames } from "./words.js";

/** Seats in the order their boards are shown: the viewer's own first, then on around the table. */
function boardOrder(players: number, you: number | null): number[] {
  const first = you ?? 0;
  return Array.from({ length: players }, (_, k) => (first + k) % players);
}

/**
 * The game table: the state line, the board, every player's board and the log; and, when the
 * game waits for the viewer, the composer for the phase (upgrade choice, meeple placement or a
 * turn), whose `submit-action` event (detail: { action: ActionInput }) bubbles out of the table
 * for the page to post. Spectators (you === null) see it all read-only.
 */
@customElement("cr-table")
export class CrTable extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
        color: var(--fg, #2b1d14);
      }
      .table {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        grid-template-areas: "status" "play" "players" "log";
        gap: 0.75rem;
      }
      .status { grid-area: status; }
      .play {
        grid-area: play;
        display: flex;
        flex-direction: column;
        gap: 0.75rem;
      }
      .players {
        grid-area: players;
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
        gap: 0.75rem;
        align-content: start;
      }
      .log {
        grid-area: log;
        display: flex;
        flex-direction: column;
        gap: 0.75rem;
      }
      @media (min-width: 60rem) {
        .table {
          grid-template-columns: minmax(22rem, 36rem) minmax(0, 1fr);
          grid-template-areas: "status status" "play players" "log players";
          align-items: start;
        }
      }
    `,
  ];

  @property({ attribute: false }) snapshot!: GameSnapshot;
  @property({ attribute: false }) log: LoggedAction[] = [];
  /** A submission is in flight. */
  @property({ type: Boolean }) pending = false;
  /** The server's refusal of the last submission. */
  @property({ attribute: false }) serverError: { code: string; message: string } | null = null;

  constructor() {
    super();
    new LocaleController(this);
  }

  private renderComposer(phase: Phase) {
    switch (phase) {
      case "chooseUpgrades":
        return html`<cr-upgrade-choice .snapshot=${this.snapshot} .pending=${this.pending} .serverError=${this.serverError}></cr-upgrade-choice>`;
      case "placement":
        return html`<cr-placement-composer
          .snapshot=${this.snapshot}
          .pending=${this.pending}
          .serverError=${this.serverError}
        ></cr-placement-composer>`;
      case "turns":
        return html`<cr-turn-composer .snapshot=${this.snapshot} .pending=${this.pending} .serverError=${this.serverError}></cr-turn-composer>`;
      case "ended":
        return "";
    }
  }

  private renderBoard(names: string[]) {
    const { view } = this.snapshot;
    return html`<section class="panel" aria-labelledby="board-heading">
      <h2 id="board-heading">${t("table.board")}</h2>
      <cr-board .board=${view.board} .players=${view.players} .names=${names}></cr-board>
    </section>`;
  }

  override render() {
    const { view, you, seats } = this.snapshot;
    const names = seatNames(seats, view.players.length);
    const composing = you !== null && view.toAct.includes(you);
    // Placement and turns compose on the board itself; the upgrade choice comes before it.
    const boardInComposer = composing && (view.phase === "placement" || view.phase === "turns");
    return html`<div class="table">
      <cr-table-status class="status panel" .view=${view} .seats=${seats} .you=${you}></cr-table-status>
      <div class="play">
        ${composing ? this.renderComposer(view.phase) : ""} ${boardInComposer ? "" : this.renderBoard(names)}
      </div>
      <section class="players" aria-label=${t("table.players")}>
        ${boardOrder(view.players.length, you).map(
          (seat) => html`<cr-player-board
            .player=${view.players[seat]}
            .seat=${seat}
            .name=${names[seat]}
            .edition=${view.options.edition}
            .current=${view.toAct.includes(seat)}
            .you=${seat === you}
            .seatInfo=${seats[seat] ?? null}
          ></cr-player-board>`,
        )}
      </section>
      <div class="log">
        <cr-game-log .gameId=${this.snapshot.gameId} .log=${this.log} .seats=${seats} .edition=${view.options.edition}></cr-game-log>
        <slot name="talk"></slot>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-table": CrTable;
  }
}
