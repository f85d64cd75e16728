import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { DrawnInTurn } from "../app/first-draw.js";
import type { EditionId } from "../../game/engine/index.js";
import type { LoggedAction, SeatInfo } from "../../protocol/types.js";
import { LocaleController, t } from "../i18n/index.js";
import { dateTimeFormat } from "../i18n/formats.js";
import { describeEvent } from "./describe-event.js";
import { markSeen } from "../shared/last-seen.js";
import { sharedStyles } from "../shared/styles.js";
import { plural, seatName } from "../shared/words.js";


/** The log's mark on a move its player made by a suggestion or a plan: the strings' area. */
const LOG_MARKS = { suggestion: "suggest", plan: "plan" } as const;
/** Older entries shown besides the new ones before "show the whole log". */
const OLDER_SHOWN = 3;

/**
 * What happened, in words, newest first. Entries the viewer had not seen when this visit began are
 * marked new (`since`, `through`: the table knows them); the newest entry shown is remembered
 * (localStorage) for the next visit. Where no visit is remembered (`since` null: the embed), nothing is new.
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
  /** Null until it has come: the log says it is loading, not that nothing is new. */
  @property({ attribute: false }) log: LoggedAction[] | null = null;
  @property({ attribute: false }) seats: SeatInfo[] = [];
  @property() edition: EditionId = "classic";
  /** The newest entry seen before this visit (last-seen.ts); null where no visit is remembered. */
  @property({ attribute: false }) since: number | null = 0;
  /** The newest entry when this visit began: later ones arrived while the page was open, seen as they came. */
  @property({ attribute: false }) through = Infinity;
  @state() private expanded = false;

  constructor() {
    super();
    new LocaleController(this);
  }

  protected override updated(): void {
    const newest = this.log?.at(-1);
    if (newest && this.since !== null) markSeen(this.gameId, newest.seq);
  }

  private isNew(entry: LoggedAction): boolean {
    return this.since !== null && entry.seq > this.since && entry.seq <= this.through;
  }

  private renderEntry(entry: LoggedAction) {
    const names = this.seats.map((_, seat) => seatName(this.seats, seat));
    const sentences = entry.events
      .map((event) => describeEvent(event, { names, edition: this.edition }))
      .filter((text) => text !== null);
    const isNew = this.isNew(entry);
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
    // Shown: what is new or arrived during this visit, after a few older entries (the embed: what it found on opening is older).
    const log = this.log ?? [];
    const from = this.since ?? (Number.isFinite(this.through) ? this.through : 0);
    const older = log.filter((entry) => entry.seq <= from);
    const recent = log.filter((entry) => entry.seq > from);
    const fresh = recent.filter((entry) => this.isNew(entry));
    const shown = this.expanded ? log : [...older.slice(-OLDER_SHOWN), ...recent];
    return html`<section class="panel" aria-labelledby="log-heading">
      <h2 id="log-heading">${t("table.log.title")}</h2>
      ${this.log === null
        ? html`<p class="muted" role="status">${t("table.log.loading")}</p>`
        : this.since === null
          ? nothing
          : html`<p class="muted">${fresh.length > 0 ? plural("table.log.newSince", fresh.length) : t("table.log.nothingNew")}</p>`}
      <ol>
        ${[...shown].reverse().map((entry) => this.renderEntry(entry))}
      </ol>
      ${shown.length < log.length || this.expanded
        ? html`<button aria-expanded=${this.expanded} @click=${() => (this.expanded = !this.expanded)}>
            ${this.expanded ? t("table.log.showLess") : plural("table.log.showAll", log.length)}
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
