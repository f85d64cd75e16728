import { LitElement, css, html, nothing, svg } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { LocaleController, t } from "../i18n/index.js";
import { sharedStyles } from "../shared/styles.js";

const PAD = { left: 44, right: 16, top: 16, bottom: 36 };
/** Line patterns by seat: with the seat colours, so lines differ by more than colour. */
const DASHES = ["", "10 5", "2 5", "14 5 3 5"];

/** Round steps for the axes: about five ticks. */
function ticks(min: number, max: number): number[] {
  const span = Math.max(1, max - min);
  const step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000].find((candidate) => span / candidate <= 6) ?? 1000;
  const result: number[] = [];
  for (let value = Math.floor(min / step) * step; value <= max; value += step) result.push(value);
  return result;
}

/**
 * Each player's score over the turns as an SVG line chart, with a legend and the same numbers
 * as a table for anyone who can't use the picture. A profile's rating history is drawn by it too,
 * over rated games instead of turns (the labels and `fromZero` say so).
 */
@customElement("cr-score-chart")
export class CrScoreChart extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      figure {
        margin: 0;
      }
      /* A target a finger finds (44 px tall). */
      summary {
        cursor: pointer;
        padding-block: 0.7rem;
      }
      svg {
        width: 100%;
        height: auto;
        display: block;
      }
      .axis line,
      .grid line {
        stroke: var(--line, #d9ccbf);
      }
      .axis text {
        fill: var(--fg, #2b1d14);
        font: 13px system-ui, sans-serif;
      }
      .zero {
        stroke: var(--muted, #6e5d50);
      }
      .series polyline {
        fill: none;
        stroke: var(--seat);
        stroke-width: 3;
        stroke-linejoin: round;
      }
      .series circle {
        fill: var(--seat);
      }
      ul.legend {
        list-style: none;
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 1rem;
        padding: 0;
        margin: 0.4rem 0;
      }
      ul.legend li {
        display: flex;
        align-items: center;
        gap: 0.4rem;
      }
      ul.legend svg {
        width: 2.5rem;
        height: 0.8rem;
      }
      .table-wrap {
        overflow-x: auto;
      }
      table {
        border-collapse: collapse;
        font-size: 0.85rem;
      }
      th,
      td {
        border: 1px solid var(--line, #d9ccbf);
        padding: 0.15rem 0.4rem;
        text-align: end;
      }
    `,
  ];

  /** Player names by seat. */
  @property({ type: Array }) names: string[] = [];
  /** totals[turn][seat], turn 0 being the start. */
  @property({ type: Array }) totals: number[][] = [];
  /** What the steps are, under the x axis and atop the table's first column (default: turns). */
  @property() stepsLabel: string | null = null;
  @property() stepLabel: string | null = null;
  /** What the picture shows, for screen readers (default: the scores after so many turns), and its table's summary. */
  @property() label: string | null = null;
  @property() tableLabel: string | null = null;
  /** Whether the y axis starts at 0 (scores); ratings, far from it, start near their lowest. */
  @property({ type: Boolean }) fromZero = true;

  /** Drawn at the size it is shown, so its text stays readable on a phone. */
  @state() private width = 640;
  private readonly resizes = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(([entry]) => this.resized(entry.contentRect.width));

  constructor() {
    super();
    new LocaleController(this);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resizes?.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizes?.disconnect();
  }

  private resized(width: number): void {
    if (width > 0 && Math.abs(width - this.width) > 1) this.width = Math.round(width);
  }

  override render() {
    const { totals, names } = this;
    if (totals.length === 0) return nothing;
    const WIDTH = this.width;
    const HEIGHT = Math.min(320, Math.max(200, Math.round(WIDTH * 0.5)));
    const values = totals.flat();
    const yTicks = this.fromZero ? ticks(Math.min(0, ...values), Math.max(1, ...values)) : ticks(Math.min(...values), Math.max(...values) + 1);
    const low = yTicks[0];
    const high = Math.max(yTicks[yTicks.length - 1], 1);
    const turns = Math.max(1, totals.length - 1);
    const x = (turn: number) => PAD.left + (turn / turns) * (WIDTH - PAD.left - PAD.right);
    const y = (value: number) => HEIGHT - PAD.bottom - ((value - low) / (high - low || 1)) * (HEIGHT - PAD.top - PAD.bottom);
    const xTicks = ticks(0, turns).filter((turn) => turn <= turns);
    const finals = names.map((name, seat) => `${name}: ${totals[totals.length - 1][seat]}`).join(", ");
    const label = this.label ?? t("end.chart.label", { turns: totals.length - 1, finals });
    return html`<figure>
      <svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label=${label}>
        <g class="grid">${yTicks.map((value) => svg`<line x1=${PAD.left} x2=${WIDTH - PAD.right} y1=${y(value)} y2=${y(value)} />`)}</g>
        ${this.fromZero ? svg`<line class="zero" x1=${PAD.left} x2=${WIDTH - PAD.right} y1=${y(0)} y2=${y(0)} />` : nothing}
        <g class="axis">
          ${yTicks.map((value) => svg`<text x=${PAD.left - 8} y=${y(value) + 4} text-anchor="end">${value}</text>`)}
          ${xTicks.map((turn) => svg`<text x=${x(turn)} y=${HEIGHT - PAD.bottom + 18} text-anchor="middle">${turn}</text>`)}
          <text x=${WIDTH - PAD.right} y=${HEIGHT - 4} text-anchor="end">${this.stepsLabel ?? t("end.chart.turns")}</text>
        </g>
        ${names.map(
          (_, seat) => svg`<g class="series" data-seat=${seat}>
            <polyline stroke-dasharray=${DASHES[seat % DASHES.length]} points=${totals.map((row, turn) => `${x(turn)},${y(row[seat])}`).join(" ")} />
            <circle cx=${x(turns)} cy=${y(totals[totals.length - 1][seat])} r="5" />
          </g>`,
        )}
      </svg>
      <figcaption>
        <ul class="legend">
          ${names.map(
            (name, seat) => html`<li data-seat=${seat}>
              <svg viewBox="0 0 40 12" aria-hidden="true" class="series">
                <polyline points="2,6 38,6" stroke-dasharray=${DASHES[seat % DASHES.length]} />
              </svg>
              ${name}
            </li>`,
          )}
        </ul>
        <details>
          <summary>${this.tableLabel ?? t("end.chart.asTable")}</summary>
          <div class="table-wrap" tabindex="0" role="region" aria-label=${this.tableLabel ?? t("end.chart.asTable")}>
            <table>
              <thead>
                <tr>
                  <th scope="col">${this.stepLabel ?? t("end.chart.turn")}</th>
                  ${names.map((name) => html`<th scope="col">${name}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${totals.map(
                  (row, turn) => html`<tr>
                    <th scope="row">${turn}</th>
                    ${row.map((total) => html`<td>${total}</td>`)}
                  </tr>`,
                )}
              </tbody>
            </table>
          </div>
        </details>
      </figcaption>
    </figure>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-score-chart": CrScoreChart;
  }
}
