import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { DrawnInTurn } from "../app/first-draw.js";
import { MAX_TALK_LENGTH, QUICK_PHRASES, type QuickPhrase } from "../../protocol/talk.js";
import type { SeatInfo, TalkMessage } from "../../protocol/types.js";
import { BusyController } from "../shared/busy-controller.js";
import { LocaleController, t } from "../i18n/index.js";
import { dateTimeFormat } from "../i18n/formats.js";
import { lastSeenSeq, markSeen } from "../shared/last-seen.js";
import { sharedStyles } from "../shared/styles.js";
import { plural, seatName } from "../shared/words.js";
import type { TalkFeed } from "../live/talk-feed.js";

/**
 * The table talk beside "What happened": messages oldest first, those since this browser's last
 * visit marked new; quick phrases (each reader sees them in their own language) and a message box
 * for a seated player; the host removes messages and lets spectators read along; anyone seated
 * mutes another seat for themselves. Every name and message is put in as text, never as markup.
 */
@customElement("cr-table-talk")
export class CrTableTalk extends DrawnInTurn(LitElement) {
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
        max-height: 22rem;
        overflow-y: auto;
      }
      li {
        padding: 0.4rem 0.5rem;
        border-inline-start: 4px solid var(--seat, var(--line, #d9ccbf));
        background: var(--card, #fff);
        border-radius: 0.3rem;
        overflow-wrap: anywhere;
      }
      li.new {
        background: color-mix(in srgb, var(--accent, #8a4b22) 12%, var(--card, #fff));
      }
      li.note {
        font-style: italic;
      }
      .words {
        white-space: pre-wrap;
        margin: 0.15rem 0 0;
      }
      .removed {
        font-style: italic;
      }
      .meta {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 0.4rem;
      }
      .new-mark {
        font-weight: 700;
        font-size: 0.75rem;
        text-transform: uppercase;
        border: 1px solid currentColor;
        border-radius: 0.3rem;
        padding: 0 0.25rem;
      }
      time {
        font-size: 0.8rem;
      }
      .phrases {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        margin: 0.5rem 0;
      }
      textarea {
        width: 100%;
        box-sizing: border-box;
        min-height: 3.5rem;
        font: inherit;
      }
      .send {
        display: flex;
        justify-content: space-between;
        align-items: center;
        gap: 0.5rem;
        margin-top: 0.35rem;
      }
      .mutes {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
      }
      .field {
        display: flex;
        flex-direction: column;
        gap: 0.25rem;
      }
      .check {
        display: flex;
        align-items: center;
        gap: 0.4rem;
        margin-top: 0.5rem;
      }
      .error {
        color: var(--danger, #a4261c);
        font-weight: 600;
      }
      /* A target a finger finds (44 px tall). */
      summary {
        cursor: pointer;
        padding-block: 0.7rem;
      }
      .remove {
        margin-inline-start: auto;
        font-size: 0.8rem;
        padding: 0.1rem 0.45rem;
      }
    `,
  ];

  @property({ attribute: false }) feed!: TalkFeed;
  @property({ attribute: false }) seats: SeatInfo[] = [];
  /** The viewer's seat, or null for a spectator. */
  @property({ attribute: false }) you: number | null = null;
  /** The host's token when this browser hosts the game (removing messages, spectators' access). */
  @property({ attribute: false }) hostToken: string | null = null;
  /** The page's announcer (cr-announcer.ts) says new messages: the list is then no live region of its own, so each is said once. */
  @property({ type: Boolean }) announced = false;
  @state() private draft = "";
  private readonly request = new BusyController(this);
  /** The last message seen before this visit. */
  @state() private since = 0;
  private unlisten: (() => void) | null = null;
  private sight: IntersectionObserver | null = null;
  private onScreen = false;

  constructor() {
    super();
    new LocaleController(this);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Read means shown: in a closed sheet, or scrolled out of sight, the new messages stay unread.
    this.sight = new IntersectionObserver(([entry]) => {
      this.onScreen = entry?.isIntersecting ?? false;
      if (this.onScreen) this.markRead();
    });
    this.sight.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unlisten?.();
    this.unlisten = null;
    this.sight?.disconnect();
    this.sight = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("feed")) {
      this.unlisten?.();
      this.unlisten = this.feed.listen(() => this.requestUpdate());
      this.since = lastSeenSeq(this.feed.gameId, "talk");
    }
  }

  protected override updated(): void {
    if (this.onScreen) this.markRead();
  }

  /** Marks the newest message read, and tells the table (its unread count) with `talk-read`. */
  private markRead(): void {
    const newest = this.feed?.messages.at(-1);
    if (!newest || newest.id <= lastSeenSeq(this.feed.gameId, "talk")) return;
    markSeen(this.feed.gameId, newest.id, "talk");
    this.dispatchEvent(new Event("talk-read", { bubbles: true, composed: true }));
  }

  private async send(event: Event) {
    event.preventDefault();
    const text = this.draft.trim();
    if (!text) return;
    if (await this.request.run(() => this.feed.say({ text }))) this.draft = "";
  }

  private words(message: TalkMessage) {
    const name = seatName(this.seats, message.seat);
    if (message.note) return html`<p class="words">${t(`talk.note.${message.note}`, { name })}</p>`;
    if (message.removed) return html`<p class="words removed muted">${t("talk.removed")}</p>`;
    return html`<p class="words">${message.phrase ? t(`talk.phrase.${message.phrase}`) : message.text}</p>`;
  }

  private renderMessage(message: TalkMessage) {
    const isNew = message.id > this.since && message.seat !== this.you;
    const hostToken = this.hostToken;
    const name = seatName(this.seats, message.seat);
    const time = dateTimeFormat({ dateStyle: "short", timeStyle: "short" }).format(message.at);
    return html`<li class="${isNew ? "new" : ""} ${message.note ? "note" : ""}" data-seat=${message.seat}>
      <div class="meta">
        ${isNew ? html`<span class="new-mark">${t("talk.new")}</span>` : nothing}
        ${message.note ? nothing : html`<strong>${name}</strong>`}
        <time class="muted" datetime=${new Date(message.at).toISOString()}>${time}</time>
        ${hostToken && !message.removed && !message.note
          ? html`<button
              class="remove"
              aria-label=${t("talk.removeLabel", { name })}
              ?disabled=${this.request.busy}
              @click=${() => this.request.run(() => this.feed.remove(hostToken, message.id))}
            >
              ${t("talk.remove")}
            </button>`
          : nothing}
      </div>
      ${this.words(message)}
    </li>`;
  }

  private renderCompose() {
    if (this.you === null) return html`<p class="muted">${t("talk.readOnly")}</p>`;
    const left = MAX_TALK_LENGTH - this.draft.length;
    return html`<div class="phrases" role="group" aria-label=${t("talk.phrases")}>
        ${QUICK_PHRASES.map(
          (phrase: QuickPhrase) =>
            // aria-disabled while one is sent, not disabled: the button pressed keeps focus (the request runs one at a time).
            html`<button type="button" aria-disabled=${this.request.busy ? "true" : "false"} @click=${() => this.request.run(() => this.feed.say({ phrase }))}>
              ${t(`talk.phrase.${phrase}`)}
            </button>`,
        )}
      </div>
      <form @submit=${this.send}>
        <label class="field">
          <span>${t("talk.message")}</span>
          <textarea
            maxlength=${MAX_TALK_LENGTH}
            .value=${this.draft}
            @input=${(event: Event) => (this.draft = (event.target as HTMLTextAreaElement).value)}
            @keydown=${(event: KeyboardEvent) => {
              if (event.key === "Enter" && !event.shiftKey) void this.send(event);
            }}
          ></textarea>
        </label>
        <div class="send">
          <span class="muted" aria-live="polite">${left < 100 ? t("talk.charsLeft", { count: left }) : ""}</span>
          <button class="primary" type="submit" ?disabled=${this.request.busy || this.draft.trim() === ""}>${t("talk.send")}</button>
        </div>
      </form>`;
  }

  private renderSettings() {
    const you = this.you;
    const others = this.seats.filter((seat) => seat.seat !== you && seat.joined && !seat.bot);
    const hostToken = this.hostToken;
    return html`${you !== null && others.length > 0
        ? html`<details>
            <summary>${t("talk.muteHint")}</summary>
            <div class="mutes">
              ${others.map((seat) => {
                const muted = this.feed.muted.includes(seat.seat);
                const name = seatName(this.seats, seat.seat);
                return html`<button
                  type="button"
                  aria-pressed=${muted}
                  ?disabled=${this.request.busy}
                  @click=${() => this.request.run(() => this.feed.mute(seat.seat, !muted))}
                >
                  ${muted ? t("talk.unmute", { name }) : t("talk.mute", { name })}
                </button>`;
              })}
            </div>
          </details>`
        : nothing}
      ${hostToken
        ? html`<label class="check">
            <input
              type="checkbox"
              .checked=${this.feed.spectators}
              ?disabled=${this.request.busy}
              @change=${(event: Event) => this.request.run(() => this.feed.setSpectators(hostToken, (event.target as HTMLInputElement).checked))}
            />
            ${t("talk.spectators")}
          </label>`
        : nothing}`;
  }

  override render() {
    if (!this.feed?.readable) return nothing;
    const messages = this.feed.messages;
    const fresh = this.feed.newFrom(this.since, this.you);
    return html`<section class="panel" aria-labelledby="talk-heading">
      <h2 id="talk-heading">${t("talk.title")}</h2>
      <p class="muted">${messages.length === 0 ? t("talk.empty") : fresh > 0 ? plural("talk.newSince", fresh) : t("talk.nothingNew")}</p>
      ${this.feed.more
        ? html`<button type="button" ?disabled=${this.request.busy} @click=${() => this.request.run(() => this.feed.loadEarlier())}>${t("talk.earlier")}</button>`
        : nothing}
      ${messages.length > 0 ? html`<ol aria-live=${this.announced ? "off" : "polite"}>${messages.map((message) => this.renderMessage(message))}</ol>` : nothing}
      ${this.renderCompose()} ${this.request.error ? html`<p class="error" role="alert">${this.request.error}</p>` : nothing} ${this.renderSettings()}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-table-talk": CrTableTalk;
  }
}
