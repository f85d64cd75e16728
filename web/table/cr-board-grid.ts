import { LitElement, css, html } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { BOARD_SIZE, squareColumn, squareRow } from "../../game/engine/data/board.js";
import type { Ingredient, PlayerState } from "../../game/engine/index.js";
import { LocaleController, t } from "../i18n/index.js";
import type { SquarePickedDetail } from "./cr-board.js";
import { squareText } from "./read-aloud.js";
import { sharedStyles } from "../shared/styles.js";

/** Arrow keys: the step each makes on the board, [rows, columns]. */
const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * The board as a table for screen readers: a grid (role="grid") with row and column headers, each
 * cell its ingredient and the meeples on it, and what choosing it does when it may be chosen.
 * Arrow keys (Home, End) move from cell to cell; Enter or Space on a cell that may be chosen fires
 * `square-picked`, as the drawn board does.
 */
@customElement("cr-board-grid")
export class CrBoardGrid extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      table {
        border-collapse: collapse;
      }
      th,
      td {
        border: 1px solid var(--line, #d9ccbf);
        padding: 0.3rem 0.5rem;
        text-align: start;
        vertical-align: top;
      }
      td:focus {
        outline: 3px solid var(--focus, #1a5fb4);
        outline-offset: -3px;
      }
      .choice {
        font-weight: 700;
      }
    `,
  ];

  @property({ type: Array }) board: Ingredient[] = [];
  @property({ type: Array }) players: PlayerState[] = [];
  @property({ type: Array }) names: string[] = [];
  /** Squares that may be chosen now, with what choosing one does. */
  @property({ attribute: false }) choices: ReadonlyMap<number, string> = new Map();
  /** The label of the grid (its caption). */
  @property() label = "";
  /** The cell that takes Tab (roving focus). */
  @state() private active = 0;

  constructor() {
    super();
    new LocaleController(this);
  }

  private cell(square: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[data-square="${square}"]`);
  }

  private pick(square: number): void {
    this.dispatchEvent(new CustomEvent<SquarePickedDetail>("square-picked", { detail: { square }, bubbles: true, composed: true }));
  }

  private onKey(event: KeyboardEvent, square: number): void {
    const row = squareRow(square);
    const column = squareColumn(square);
    let next: number | null = null;
    if (event.key in MOVES) {
      const [dr, dc] = MOVES[event.key];
      const r = row + dr;
      const c = column + dc;
      if (r >= 0 && r < BOARD_SIZE && c >= 0 && c < BOARD_SIZE) next = r * BOARD_SIZE + c;
    } else if (event.key === "Home") next = row * BOARD_SIZE;
    else if (event.key === "End") next = row * BOARD_SIZE + BOARD_SIZE - 1;
    else if ((event.key === "Enter" || event.key === " ") && this.choices.has(square)) {
      event.preventDefault();
      this.pick(square);
      return;
    }
    if (next === null) return;
    event.preventDefault();
    this.active = next;
    this.cell(next)?.focus();
  }

  override render() {
    const view = { board: this.board, players: this.players };
    const rows = Array.from({ length: BOARD_SIZE }, (_, r) => r);
    return html`<table role="grid" aria-label=${this.label || t("ear.board")}>
      <thead>
        <tr>
          <td aria-hidden="true"></td>
          ${rows.map((c) => html`<th scope="col" role="columnheader">${t("ear.column", { number: c + 1 })}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (r) => html`<tr>
            <th scope="row" role="rowheader">${t("ear.row", { number: r + 1 })}</th>
            ${rows.map((c) => {
              const square = r * BOARD_SIZE + c;
              const choice = this.choices.get(square);
              return html`<td
                role="gridcell"
                data-square=${square}
                class=${choice ? "choice" : ""}
                tabindex=${square === this.active ? 0 : -1}
                @focus=${() => (this.active = square)}
                @keydown=${(event: KeyboardEvent) => this.onKey(event, square)}
                @click=${() => choice && this.pick(square)}
              >
                ${squareText(view, this.names, square)}${choice ? html`. ${choice}` : ""}
              </td>`;
            })}
          </tr>`,
        )}
      </tbody>
    </table>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-board-grid": CrBoardGrid;
  }
}
