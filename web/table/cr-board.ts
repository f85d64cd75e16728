import { LitElement, css, html, nothing, svg } from "lit";
import { customElement, property } from "lit/decorators.js";
import { DrawnInTurn } from "../app/first-draw.js";
import { BOARD_SIZE, squareColumn, squareRow } from "../../game/engine/data/board.js";
import type { Ingredient, PlayerState } from "../../game/engine/index.js";
import { LocaleController, t } from "../i18n/index.js";
import type { Trail } from "./changes.js";
import { INGREDIENT_DRAWINGS, MEEPLE } from "../shared/drawings/index.js";
import { sharedStyles } from "../shared/styles.js";
import { ingredientLetter } from "../shared/words.js";
import { markOf, squareLabel, standingOn, stepsOn } from "./square-label.js";
import { PathDrag } from "./path-drag.js";

/** A square the player may tap now, with what tapping it means. */
export interface SquareChoice {
  square: number;
  /** Read to screen readers after the square's name: what the tap does or yields. */
  description: string;
  /** A short visual note on the square, e.g. "+2". */
  badge: string;
  /** The step spends a speed token (shown as a bolt). */
  costsSpeedToken?: boolean;
}

export interface SquarePickedDetail {
  square: number;
}

/** A square's side in the board's units (show-arrivals.ts walks meeples in them). */
export const CELL = 100;
const GAP = 3;
/** Where the 1st–4th meeple on one square stand (only Junior Barista lets meeples share). */
const MEEPLE_SPOTS: readonly [number, number][] = [
  [78, 22],
  [22, 22],
  [78, 60],
  [22, 60],
];

function centre(square: number): [number, number] {
  return [squareColumn(square) * CELL + CELL / 2, squareRow(square) * CELL + CELL / 2];
}

/**
 * The 4×4 ingredient board as SVG: each square with its ingredient's icon and letter, the
 * meeples (seat colour and number), the path being built, the squares that may be tapped now, and
 * the other players' moves since the viewer's last look. Tappable squares are buttons (keyboard:
 * Tab, Enter or Space) and fire `square-picked`. With `fit` the board is as large as its parent's
 * box allows, both ways (the table's one-screen layout gives it the space left).
 */
@customElement("cr-board")
export class CrBoard extends DrawnInTurn(LitElement) {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
        position: relative;
      }
      /* Notes of a move that arrived (show-arrivals.ts). */
      .arrival-notes {
        position: absolute;
        top: 50%;
        transform: translateY(-50%);
        inset-inline: 0;
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 0.2rem;
        pointer-events: none;
      }
      .arrival-notes span {
        padding: 0.2rem 0.7rem;
        border-radius: 999px;
        background: var(--seat);
        color: var(--on-seat);
        font-weight: 700;
        box-shadow: 0 0.2rem 0.6rem rgb(0 0 0 / 0.3);
      }
      :host([fit]) {
        height: 100%;
        container-type: size;
        display: grid;
        place-items: center;
      }
      :host([fit]) svg.board {
        width: min(100cqw, 100cqh);
        max-width: none;
      }
      svg.board:focus {
        outline: none;
      }
      svg.board {
        display: block;
        width: 100%;
        max-width: 34rem;
        height: auto;
        margin: 0 auto;
        touch-action: manipulation;
        user-select: none;
      }
      .tile {
        fill: var(--ing-bg);
        stroke: var(--line, #d9ccbf);
        stroke-width: 1;
      }
      .square {
        color: var(--ing-fg);
      }
      .square .icon {
        fill: currentColor;
      }
      .square .icon .detail,
      .square .icon .line {
        stroke-width: 1.5;
      }
      /* A halo in the tile's colour keeps the letter clear of the path line running beneath it. */
      .letter {
        fill: currentColor;
        font: 700 16px system-ui, sans-serif;
        paint-order: stroke;
        stroke: var(--ing-bg);
        stroke-width: 5px;
        stroke-linejoin: round;
      }
      .hit {
        fill: transparent;
        cursor: pointer;
      }
      .hit:focus {
        outline: none;
      }
      .hit:focus-visible {
        stroke: var(--focus);
        stroke-width: 8;
      }
      /* Dashes over a solid halo: visible on light and dark tiles alike. */
      .choice .halo {
        fill: none;
        stroke: var(--bg, #fbf7f2);
        stroke-width: 7;
      }
      .choice .ring {
        fill: none;
        stroke: var(--fg, #2b1d14);
        stroke-width: 4;
        stroke-dasharray: 10 6;
      }
      .marked .ring {
        fill: none;
        stroke: var(--fg, #2b1d14);
        stroke-width: 7;
        stroke-dasharray: none;
      }
      .choice:hover .ring {
        stroke-dasharray: none;
      }
      .badge rect {
        fill: var(--bg, #fbf7f2);
        stroke: var(--fg, #2b1d14);
        stroke-width: 1.5;
      }
      .badge text {
        fill: var(--fg, #2b1d14);
        font: 700 17px system-ui, sans-serif;
        text-anchor: middle;
      }
      .meeple path {
        fill: var(--seat);
        stroke: var(--bg, #fbf7f2);
        stroke-width: 1.6;
        stroke-linejoin: round;
      }
      /* Reduced motion: a moved meeple is outlined for a while instead of walking. */
      .meeple[data-arrived] path {
        stroke: var(--fg, #2b1d14);
        stroke-width: 3;
      }
      .meeple.moving path {
        stroke: var(--fg, #2b1d14);
        stroke-width: 2.4;
      }
      .meeple text {
        fill: var(--on-seat);
        font: 800 14px system-ui, sans-serif;
        text-anchor: middle;
        pointer-events: none;
      }
      .path {
        fill: none;
        stroke: var(--fg, #2b1d14);
        stroke-width: 5;
        stroke-linecap: round;
        stroke-linejoin: round;
        opacity: 0.75;
        pointer-events: none;
      }
      .step circle {
        fill: var(--fg, #2b1d14);
      }
      .step text {
        fill: var(--bg, #fbf7f2);
        font: 700 14px system-ui, sans-serif;
        text-anchor: middle;
      }
      /* Another player's move since the last look: a dashed line in their colour to a ringed square. */
      .trail {
        pointer-events: none;
      }
      .trail polyline {
        fill: none;
        stroke: var(--seat);
        stroke-width: 6;
        stroke-dasharray: 4 10;
        stroke-linecap: round;
      }
      .trail .halo {
        stroke: var(--bg, #fbf7f2);
        stroke-dasharray: none;
        stroke-width: 10;
        opacity: 0.8;
      }
      .trail rect {
        fill: none;
        stroke: var(--seat);
        stroke-width: 6;
      }
      /* The viewer's plan (only theirs is ever sent): a faint dotted ghost of the move in their colour. */
      .ghost {
        opacity: 0.55;
      }
      .ghost polyline:not(.halo) {
        stroke-dasharray: 1 12;
      }
      .ghost rect {
        stroke-dasharray: 8 8;
      }
      /* The square a guide points at: a thick ring in the accent colour over a halo. */
      .guided {
        fill: none;
        stroke: var(--accent, #8a4b22);
        stroke-width: 8;
        filter: drop-shadow(0 0 3px var(--bg, #fbf7f2));
      }
      /* A drag from the moving meeple draws a path: the page doesn't scroll under that finger. */
      .drag-start {
        touch-action: none;
      }
      .bolt {
        fill: #f2c200;
        stroke: #2b1d14;
        stroke-width: 2;
      }
    `,
  ];

  @property({ type: Array }) board: Ingredient[] = [];
  @property({ type: Array }) players: PlayerState[] = [];
  /** Seat names (every seat), for the meeples' accessible names. */
  @property({ type: Array }) names: string[] = [];
  /** The viewer's seat: their meeples are named "your meeple" to a screen reader. */
  @property({ type: Number }) you: number | null = null;
  @property({ type: Array }) choices: SquareChoice[] = [];
  /** Squares entered so far, drawn as a line from `from`. */
  @property({ type: Array }) path: number[] = [];
  @property({ type: Number }) from: number | null = null;
  /** A chosen square (a placement), ringed. */
  @property({ type: Number }) marked: number | null = null;
  /** The meeple that moves this turn, ringed: [seat, index]. */
  @property({ type: Array }) moving: [number, number] | null = null;
  /** The other players' moves and placements since the viewer's last look. */
  @property({ type: Array }) trails: Trail[] = [];
  /** The viewer's plan for their next move, drawn as a ghost (web/table/plan-trail.ts). */
  @property({ attribute: false }) ghost: Trail | null = null;
  /** Fill the parent's box (which must have a height), as large as fits. */
  @property({ type: Boolean, reflect: true }) fit = false;
  /** Squares a guide points at (the guided game): drawn with a bold ring and named so. */
  @property({ type: Array }) guided: number[] = [];
  /** Every square may be tapped, not only the choices: the composer asks the engine why one can't be used (the guided game). */
  @property({ type: Boolean }) anySquare = false;
  /** The square a drag along a path starts from (the moving meeple's); null: no dragging. Ends in `path-drawn`. */
  @property({ type: Number }) dragFrom: number | null = null;
  private readonly drag = new PathDrag(this, () => this.dragFrom);

  constructor() {
    super();
    new LocaleController(this);
  }

  private pick(square: number): void {
    if (this.drag.ended) return;
    this.dispatchEvent(new CustomEvent<SquarePickedDetail>("square-picked", { detail: { square }, bubbles: true, composed: true }));
  }

  /** A square picked by keyboard: after the taps on offer change, focus goes on to the next one. */
  private keepFocus = false;

  private onKey(event: KeyboardEvent, square: number): void {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    this.keepFocus = true;
    this.drag.ended = false;
    this.pick(square);
    // A pick that changes nothing here (refused) brings no update: the flag must not wait for a later one.
    requestAnimationFrame(() => (this.keepFocus = false));
  }

  /** Once, after the pick: a square still on offer keeps focus; else the next one on offer takes it (none: the composer's turn). */
  protected override updated(): void {
    if (!this.keepFocus) return;
    this.keepFocus = false;
    if (this.shadowRoot!.activeElement?.classList.contains("hit")) return;
    this.shadowRoot!.querySelector<SVGElement>(".hit")?.focus();
  }

  private renderSquare(square: number) {
    const ingredient = this.board[square];
    const choice = this.choices.find((c) => c.square === square);
    const x = squareColumn(square) * CELL;
    const y = squareRow(square) * CELL;
    const steps = stepsOn(this.path, square);
    // The drawing (letter, meeples, badge) is described by the square's name: hidden from assistive tech.
    const drawing = svg`<g aria-hidden="true">
      <g class="icon" transform="translate(22 24) scale(2.3)">${INGREDIENT_DRAWINGS[ingredient]}</g>
      <text class="letter" x="12" y="27">${ingredientLetter(ingredient)}</text>
      ${standingOn(this.players, square).map(([seat, index], slot) => {
        const [mx, my] = MEEPLE_SPOTS[slot % MEEPLE_SPOTS.length];
        const moving = this.moving !== null && this.moving[0] === seat && this.moving[1] === index;
        return svg`<g class=${moving ? "meeple moving" : "meeple"} data-seat=${seat} data-meeple=${index}>
          <g transform="translate(${mx - 21} ${my - 21}) scale(1.75)">${MEEPLE}</g><text x=${mx} y=${my + 9}>${markOf(this.players, [seat, index])}</text></g>`;
      })}
      ${steps.length > 0
        ? svg`<g class="step"><circle cx="20" cy="81" r="13" /><text x="20" y="86">${steps.join("·")}</text></g>`
        : nothing}
      ${choice
        ? svg`<rect class="halo" x="6" y="6" width="88" height="88" rx="9" /><rect class="ring" x="6" y="6" width="88" height="88" rx="9" />
            ${choice.costsSpeedToken
              ? // The bolt (the step spends a token) goes in the badge: in the corner it hid the square's letter.
                svg`<g class="badge"><rect x="36" y="70" width="58" height="24" rx="8" /><path class="bolt" transform="translate(36 70) scale(0.6)" d="M20 5l-10 16h7l-3 14 13-19h-7l5-11z" /><text x="76" y="88">${choice.badge}</text></g>`
              : svg`<g class="badge"><rect x="50" y="70" width="44" height="24" rx="8" /><text x="72" y="88">${choice.badge}</text></g>`}`
        : nothing}
      ${this.marked === square ? svg`<g class="marked choice"><rect class="halo" x="6" y="6" width="88" height="88" rx="9" /><rect class="ring" x="6" y="6" width="88" height="88" rx="9" /></g>` : nothing}
      ${this.guided.includes(square) ? svg`<rect class="guided" x="3" y="3" width="94" height="94" rx="11" />` : nothing}
    </g>`;
    const label = squareLabel(this, square, choice?.description);
    // A tappable square is a transparent button laid over the drawing, so its name is all it says.
    const dragStart = square === this.dragFrom ? " drag-start" : "";
    return choice || this.anySquare
      ? svg`<g class="square choice${dragStart}" data-square=${square} data-ingredient=${ingredient} transform="translate(${x} ${y})">${drawing}<rect
          class="hit" x="2" y="2" width="96" height="96" rx="12" role="button" tabindex="0" aria-label=${label}
          @click=${() => this.pick(square)} @keydown=${(event: KeyboardEvent) => this.onKey(event, square)} /></g>`
      : svg`<g class="square${dragStart}" data-square=${square} data-ingredient=${ingredient} transform="translate(${x} ${y})" role="img" aria-label=${label}>${drawing}</g>`;
  }

  /** The squares' backgrounds: a layer of their own, so that the path runs above them and below what they show. */
  private renderTiles() {
    return svg`<g aria-hidden="true">${this.board.map(
      (ingredient, square) => svg`<rect class="tile" data-ingredient=${ingredient} x=${squareColumn(square) * CELL + GAP}
        y=${squareRow(square) * CELL + GAP} width=${CELL - 2 * GAP} height=${CELL - 2 * GAP} rx="10" />`,
    )}</g>`;
  }

  private renderPath() {
    const dragged = this.drag.squares;
    const path = dragged ?? this.path;
    const from = dragged ? this.dragFrom : this.from;
    if (from === null || path.length === 0) return nothing;
    const points = [from, ...path].map((square) => centre(square).join(",")).join(" ");
    return svg`<polyline class="path" points=${points} />`;
  }

  private renderTrail(trail: Trail, kind = "trail") {
    const end = centre(trail.path.at(-1) ?? trail.from);
    const points = [trail.from, ...trail.path].map((square) => centre(square).join(",")).join(" ");
    return svg`<g class=${kind} data-seat=${trail.player}>
      ${trail.path.length > 0 ? svg`<polyline class="halo" points=${points} /><polyline points=${points} />` : nothing}
      <rect x=${end[0] - 44} y=${end[1] - 44} width="88" height="88" rx="12" />
    </g>`;
  }

  override render() {
    const size = BOARD_SIZE * CELL;
    return html`<svg
      class="board"
      viewBox="0 0 ${size} ${size}"
      role="group"
      aria-label=${t("table.board")}
      tabindex="-1"
      @pointerdown=${this.drag.down}
      @pointermove=${this.drag.move}
      @pointerup=${this.drag.up}
      @pointercancel=${this.drag.cancel}
    >
      ${this.renderTiles()}
      <g aria-hidden="true">
        ${this.trails.map((trail) => this.renderTrail(trail))} ${this.ghost ? this.renderTrail(this.ghost, "trail ghost") : nothing} ${this.renderPath()}
      </g>
      ${this.board.map((_, square) => this.renderSquare(square))}
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-board": CrBoard;
  }
}
