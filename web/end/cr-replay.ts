import { LitElement, css, html } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { viewFor, type GameEvent } from "../../game/engine/index.js";
import type { SeatInfo } from "../../protocol/types.js";
import { LocaleController, t } from "../i18n/index.js";
import "../table/cr-board.js";
import "../table/cr-player-board.js";
import "../table/cr-table-status.js";
import { describeEvent } from "../table/describe-event.js";
import { sharedStyles } from "../shared/styles.js";
import { seatNames } from "../shared/words.js";
import type { ReplayStep } from "./replay-record.js";

/** The path a step's move took, for the board to draw. */
function moveOf(events: readonly GameEvent[]) {
  return events.find((event) => event.type === "moved") ?? null;
}

/** A finished game step by step (previous, next, slider), on the table's own read-only components. */
@customElement("cr-replay")
export class CrReplay extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      .controls {
        display: grid;
        grid-template-columns: auto minmax(0, 1fr) auto;
        gap: 0.5rem;
        align-items: center;
        margin-bottom: 0.5rem;
      }
      input[type="range"] {
        width: 100%;
        min-height: 44px;
        accent-color: var(--accent, #8a4b22);
      }
      .layout {
        display: grid;
        gap: 0.75rem;
        grid-template-columns: minmax(0, 1fr);
      }
      .players {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
        gap: 0.75rem;
      }
      p.what {
        min-height: 3em;
        margin: 0 0 0.5rem;
      }
      @media (min-width: 60rem) {
        .layout {
          grid-template-columns: minmax(20rem, 30rem) minmax(0, 1fr);
          align-items: start;
        }
      }
    `,
  ];

  @property({ attribute: false }) steps: ReplayStep[] = [];
  @property({ attribute: false }) seats: SeatInfo[] = [];
  @state() private index = 0;

  constructor() {
    super();
    new LocaleController(this);
  }

  private go(index: number): void {
    this.index = Math.max(0, Math.min(this.steps.length - 1, index));
  }

  override render() {
    if (this.steps.length === 0) return "";
    const last = this.steps.length - 1;
    const step = this.steps[Math.min(this.index, last)];
    const { state } = step;
    const names = seatNames(this.seats, state.players.length);
    const words = { names, edition: state.options.edition };
    const what =
      step.action === null
        ? t("end.replay.setup")
        : step.events.map((event) => describeEvent(event, words)).filter((text) => text !== null).join(" ");
    const move = moveOf(step.events);
    const placed = step.events.find((event) => event.type === "placed");
    const view = viewFor(state, null);
    const position = t("end.replay.position", { step: this.index, of: last });
    return html`<section class="panel" aria-labelledby="replay-heading">
      <h2 id="replay-heading">${t("end.replay.title")}</h2>
      <div class="controls">
        <button type="button" ?disabled=${this.index === 0} @click=${() => this.go(this.index - 1)}>${t("end.replay.previous")}</button>
        <input
          type="range"
          min="0"
          max=${last}
          .value=${String(this.index)}
          aria-label=${t("end.replay.slider")}
          aria-valuetext=${position}
          @input=${(event: Event) => this.go(Number((event.target as HTMLInputElement).value))}
        />
        <button type="button" ?disabled=${this.index === last} @click=${() => this.go(this.index + 1)}>${t("end.replay.next")}</button>
      </div>
      <p class="what" aria-live="polite"><strong>${position}</strong> ${what}</p>
      <cr-table-status class="panel" .view=${view} .seats=${this.seats} .you=${null}></cr-table-status>
      <div class="layout">
        <cr-board
          .board=${state.board}
          .players=${state.players}
          .names=${names}
          .from=${move?.from ?? null}
          .path=${move?.path ?? []}
          .marked=${placed?.square ?? null}
        ></cr-board>
        <div class="players">
          ${state.players.map(
            (player, seat) => html`<cr-player-board
              .player=${player}
              .seat=${seat}
              .name=${names[seat]}
              .edition=${state.options.edition}
              .current=${view.toAct.includes(seat)}
            ></cr-player-board>`,
          )}
        </div>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-replay": CrReplay;
  }
}
