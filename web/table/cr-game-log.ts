import { LitElement, css, html, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { DrawnInTurn } from "../app/first-draw.js";
import type { EditionId } from "../../game/engine/index.js";
import type { LoggedAction, SeatInfo } from "../../protocol/types.js";
import { LocaleController, t } from "../i18n/index.js";
import { dateTimeFormat } from "../i18n/formats.js";
import { describeEvent } from "./describe-event.js";
import { lastSeenSeq, markSeen } from "../shared/last-seen.js";
import { sharedStyles } from "../shared/styles.js";
import { plural, seatName } from "../shared/words.js";


/** The log's mark on a move its player made by a suggestion or a plan: the strings' area. */
const LOG_MARKS = { suggestion: "suggest", plan: "plan" } as const;
/** Older entries shown besides the new ones before "show the whole log". */
const OLDER_SHOWN = 3;

/**
 * What happened, in words, newest first. Entries since this browser's last visit to the game are
 * marked new; the newest entry shown is remembered (localStorage) for the next visit.
 */
@customElement("cr-game-log")
export class CrGameLog extends DrawnInTurn(LitElement) {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      ol {
        list-style: none;
        margin: 0.5rem 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: 0.35rem;
      }
      li {
        padding: 0.4rem 0.5rem;
        border-inline-start: 4px solid var(--seat, var(--line, #d9ccbf));
        background: var(--card, #fff);
        border-radius: 0.3rem;
      }
      li.new {
        background: color-mix(in srgb, var(--accent, #8a4b22) 12%, var(--card, #fff));
      }
      .new-mark {
        font-weight: 700;
        font-size: 0.75rem;
        text-transform: uppercase;
        margin-inline-end: 0.4rem;
        color: var(--fg, #2b1d14);
        border: 1px solid currentColor;
        border-radius: 0.3rem;
        padding: 0 0.25rem;
      }
      .suggested-mark {
        font-size: 0.75rem;
        margin-inline-start: 0.3rem;
        padding: 0 0.25rem;
        border: 1px dashed currentColor;
        border-radius: 0.3rem;
        white-space: nowrap;
      }
      time {
        font-size: 0.8rem;
        margin-inline-end: 0.4rem;
      }
      p {
        margin: 0;
      }
    `,
  ];

  @property() gameId = "";
  @property({ attribute: false }) log: LoggedAction[] = [];
  @property({ attribute: false }) seats: SeatInfo[] = [];
  @property() edition: EditionId = "classic";
  @state() private expanded = false;
  /** The last entry seen before this visit. */
  @state() private since = 0;

  constructor() {
    super();
    new LocaleController(this);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("gameId")) this.since = lastSeenSeq(this.gameId);
  }

  protected override updated(): void {
    const newest = this.log[this.log.length - 1];
    if (newest) markSeen(this.gameId, newest.seq);
  }

  private renderEntry(entry: LoggedAction) {
    const names = this.seats.map((_, seat) => seatName(this.seats, seat));
    const sentences = entry.events
      .map((event) => describeEvent(event, { names, edition: this.edition }))
      .filter((text) => text !== null);
    const isNew = entry.seq > this.since;
    const time = dateTimeFormat({ dateStyle: "short", timeStyle: "short" }).format(entry.at);
    return html`<li class=${isNew ? "new" : ""} data-seat=${entry.action.player}>
      ${isNew ? html`<span class="new-mark">${t("table.log.new")}</span>` : ""}<time
        class="muted"
        datetime=${new Date(entry.at).toISOString()}
        >${time}</time
      >
      ${sentences.join(" ")}${entry.by === "suggestion" || entry.by === "plan"
        ? html`<span class="suggested-mark" title=${t(`${LOG_MARKS[entry.by]}.logMarkTitle`)}>${t(`${LOG_MARKS[entry.by]}.logMark`)}</span>`
        : ""}
    </li>`;
  }

  override render() {
    const fresh = this.log.filter((entry) => entry.seq > this.since);
    const older = this.log.filter((entry) => entry.seq <= this.since);
    const shown = this.expanded ? this.log : [...older.slice(-OLDER_SHOWN), ...fresh];
    return html`<section class="panel" aria-labelledby="log-heading">
      <h2 id="log-heading">${t("table.log.title")}</h2>
      <p class="muted">${fresh.length > 0 ? plural("table.log.newSince", fresh.length) : t("table.log.nothingNew")}</p>
      <ol>
        ${[...shown].reverse().map((entry) => this.renderEntry(entry))}
      </ol>
      ${shown.length < this.log.length || this.expanded
        ? html`<button aria-expanded=${this.expanded} @click=${() => (this.expanded = !this.expanded)}>
            ${this.expanded ? t("table.log.showLess") : plural("table.log.showAll", this.log.length)}
          </button>`
        : ""}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-game-log": CrGameLog;
  }
}
