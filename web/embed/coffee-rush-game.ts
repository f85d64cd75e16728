import { LitElement, css, html, nothing, unsafeCSS, type PropertyValues } from "lit";
import { property, state } from "lit/decorators.js";
import { darkSeats, lightSeats } from "embed:seat-palette";
import type { ActionInput } from "../../protocol/schemas.js";
import type { GameSnapshot } from "../../protocol/types.js";
import { embedStrings } from "../i18n/embed/index.js";
import { addArea, locale, t } from "../i18n/index.js";
import { GameConnection } from "../live/game-connection.js";
import { darkPalette, lightPalette } from "../theme/palette.js";
import { endingLines, winnersLine } from "../end/ending-words.js";
import "../table/cr-table.js";
import { visuallyHidden } from "../shared/styles.js";
import { seatNames } from "../shared/words.js";
import { TalkFeed } from "../live/talk-feed.js";
import { gamePageUrl } from "./api.js";
import { localeReady } from "./locale.js";
import type { Refusal } from "../api/refusal.js";

addArea(embedStrings);

const GAME_ID = /^[A-Za-z0-9_-]{22}$/;

let composers: Promise<unknown> | null = null;
/**
 * Registers the move composers (a file of their own next to embed.js) the first time the embed
 * has a seat: spectators, the common case, never load them. The table's composer tag upgrades
 * when they arrive; a failed load is tried again with the next snapshot.
 */
function loadComposers(): void {
  composers ??= import("../composer/composers.js").catch(() => (composers = null));
}

let talk: Promise<unknown> | null = null;
/** The table talk's element, loaded the first time there is talk the embed may show (hosts allow it for spectators). */
function loadTalk(): void {
  talk ??= import("../talk/cr-table-talk.js").catch(() => (talk = null));
}

/** The message the iframe embed sends its parent whenever its height changes (docs/embedding.md). */
export interface ResizeMessage {
  type: "coffee-rush:resize";
  game: string;
  height: number;
}

/**
 * `<coffee-rush-game game="ID" [seat="TOKEN"] [theme="auto|light|dark"]>`: a live game of Coffee
 * Rush in any page. It draws the app's own table in its shadow DOM, keeps it current over the
 * game's WebSocket (polling with ETags while that is down) and, given a seat's token, lets that
 * player take their turn in place. It reads nothing from the page and writes nothing to it: the
 * table's drafts stay in memory, its events stop at the element, its styles reset what the page
 * would pass down.
 *
 * `frame` (the iframe page /embed/ID sets it): the seat token may come from the address's
 * `#seat=…`, and every change of height is posted to the parent window as a ResizeMessage.
 */
export class CoffeeRushGame extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    :host([hidden]) {
      display: none;
    }
    .root {
      all: initial;
      display: block;
      ${lightPalette}
      color-scheme: light;
      ${unsafeCSS(lightSeats)}
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans KR", sans-serif;
      line-height: 1.45;
      color: var(--fg);
      background: var(--bg);
      border: 1px solid var(--line);
      border-radius: 0.75rem;
      padding: 0.75rem;
      overflow-wrap: anywhere;
    }
    @media (prefers-color-scheme: dark) {
      :host(:not([theme="light"])) .root {
        ${darkPalette}
        color-scheme: dark;
        ${unsafeCSS(darkSeats)}
      }
    }
    :host([theme="dark"]) .root {
      ${darkPalette}
      color-scheme: dark;
      ${unsafeCSS(darkSeats)}
    }
    :host([frame]) .root {
      border: 0;
      border-radius: 0;
    }
    * {
      box-sizing: border-box;
    }
    .bar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.35rem 0.75rem;
      margin-bottom: 0.75rem;
    }
    .title {
      font-weight: 700;
      font-size: 1.05em;
      margin: 0;
    }
    .tag {
      font-size: 0.85em;
      padding: 0.05rem 0.5rem;
      border-radius: 999px;
      border: 1px solid var(--line);
      color: var(--muted);
    }
    .live::before {
      content: "●";
      margin-inline-end: 0.3em;
    }
    .live.socket {
      color: var(--ok);
    }
    .open {
      margin-inline-start: auto;
      color: var(--accent);
      font-size: 0.9em;
    }
    a:focus-visible {
      outline: 3px solid var(--focus);
      outline-offset: 2px;
    }
    p {
      margin: 0 0 0.75rem;
    }
    .ending .winners {
      font-weight: 600;
    }
    .note {
      color: var(--muted);
    }
    .error {
      color: var(--error);
    }
    .seats {
      list-style: none;
      padding: 0;
      margin: 0 0 0.75rem;
      display: grid;
      gap: 0.25rem;
    }
    .seats li {
      display: flex;
      gap: 0.5rem;
    }
    .sr-only {
      ${visuallyHidden}
    }
  `;

  /** The game's id (the 22 characters after /g/ in its address). */
  @property({ reflect: true }) game = "";
  /** A seat's secret token: that player may move from here. Without it the embed only watches. */
  @property() seat: string | null = null;
  @property({ reflect: true }) theme: "auto" | "light" | "dark" = "auto";
  @property({ type: Boolean, reflect: true }) frame = false;

  @state() private pending = false;
  @state() private serverError: Refusal | null = null;
  @state() private localeLoaded = false;

  private connection: GameConnection | null = null;
  /** The table talk, shown when the host lets spectators read it (or to the embed's seat). */
  private talk: TalkFeed | null = null;
  private connectionKey = "";
  private resizeObserver: ResizeObserver | null = null;
  private lastHeight = -1;

  override connectedCallback(): void {
    super.connectedCallback();
    void localeReady.then(() => (this.localeLoaded = true));
    if (this.frame) this.startFrame();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
    this.resizeObserver = null;
  }

  /** The seat token: the attribute, or in the iframe page the address's #seat=… (never stored anywhere). */
  private seatToken(): string | null {
    if (this.seat) return this.seat;
    if (this.frame) return new URLSearchParams(location.hash.slice(1)).get("seat");
    return null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("game") || changed.has("seat")) this.connect();
  }

  protected override firstUpdated(): void {
    this.fitRootFontSize();
  }

  /** One live connection per game and seat; a new game or seat replaces it. */
  private connect(): void {
    const key = `${this.game}#${this.seatToken() ?? ""}`;
    if (key === this.connectionKey) return;
    this.connectionKey = key;
    if (this.connection) {
      this.connection.hostDisconnected();
      this.removeController(this.connection);
      this.connection = null;
    }
    this.serverError = null;
    if (!GAME_ID.test(this.game)) return;
    const gameId = this.game;
    this.talk = new TalkFeed(gameId, () => this.seatToken());
    // The talk is shown once readable: the socket tells so after the game.
    this.talk.listen(() => this.requestUpdate());
    // Inside another site's page, a move goes as one request bearing the seat's token (its only credential there).
    this.connection = new GameConnection(this, gameId, () => this.seatToken(), (snapshot, previous) => this.onSnapshot(snapshot, previous), false);
    this.talk.follow(this.connection);
    if (this.seatToken()) loadComposers();
  }

  private onSnapshot(snapshot: GameSnapshot, previous: GameSnapshot | null): void {
    if (snapshot.you !== null) loadComposers();
    if (previous && snapshot.version !== previous.version) this.serverError = null;
    this.talk?.viewedBy(snapshot);
  }

  private async onSubmitAction(event: CustomEvent<{ action: ActionInput }>): Promise<void> {
    event.stopPropagation();
    const connection = this.connection;
    if (!connection?.snapshot || !this.seatToken() || this.pending) return;
    this.pending = true;
    this.serverError = null;
    this.serverError = await connection.submit(event.detail.action);
    this.pending = false;
  }

  /** The table's own composed events are for the table: they stop here, never reaching the page. */
  private stopAtEmbed(event: Event): void {
    event.stopPropagation();
  }

  override render() {
    return html`<div class="root" lang=${locale()} @square-picked=${this.stopAtEmbed} @submit-action=${this.onSubmitAction}>
      <section aria-label=${t("embed.label")}>${this.renderContent()}</section>
    </div>`;
  }

  private renderContent() {
    if (!GAME_ID.test(this.game)) return html`<p class="error" role="alert">${t("embed.noGame")}</p>`;
    const connection = this.connection;
    const snapshot = connection?.snapshot;
    if (!this.localeLoaded || !connection || !snapshot) {
      return connection?.error
        ? html`<p class="error" role="alert">${connection.error.message}</p>`
        : html`<p class="note" role="status">${t("game.loading")}</p>`;
    }
    const you = snapshot.you;
    return html`<div class="bar">
        <h2 class="title">${t(`create.edition.${snapshot.view.options.edition}`)}</h2>
        ${snapshot.status === "ended" ? nothing : html`<span class="tag live ${connection.mode}">${t(`game.live.${connection.mode}`)}</span>`}
        <span class="tag">${you === null ? t("embed.watching") : t("embed.playing", { name: snapshot.seats[you]?.name ?? t("game.seat", { n: you + 1 }) })}</span>
        <a class="open" href=${gamePageUrl(snapshot.gameId)} target="_blank" rel="noopener"
          >${t("embed.open")}<span class="sr-only"> ${t("embed.newTab")}</span></a
        >
      </div>
      ${this.renderSeatNote(snapshot)} ${snapshot.status === "waiting" ? this.renderWaiting(snapshot) : this.renderTable(snapshot)}`;
  }

  private renderSeatNote(snapshot: GameSnapshot) {
    const token = this.seatToken();
    if (!token || snapshot.you !== null) return nothing;
    if (snapshot.invitedSeat !== null) {
      return html`<p class="note">
        <a href="${gamePageUrl(snapshot.gameId)}#seat=${encodeURIComponent(token)}" target="_blank" rel="noopener">${t("embed.joinFirst")}</a>
      </p>`;
    }
    return html`<p class="note" role="status">${t("embed.badSeat")}</p>`;
  }

  private renderWaiting(snapshot: GameSnapshot) {
    return html`<h3 class="title">${t("embed.seats")}</h3>
      <ul class="seats">
        ${snapshot.seats.map(
          (seat) => html`<li><span>${t("game.seat", { n: seat.seat + 1 })}</span> <strong>${seat.joined ? seat.name : t("invite.open")}</strong></li>`,
        )}
      </ul>
      <p class="note">${t("game.startsWhenFull")}</p>`;
  }

  /** A finished game: why it ended, who resigned, and who won, above the final table. */
  private renderEnding(snapshot: GameSnapshot) {
    const names = seatNames(snapshot.seats, snapshot.view.players.length);
    return html`<div class="ending" role="status">
      <p>${t("game.over")}</p>
      ${endingLines(snapshot, names).map((line) => html`<p>${line}</p>`)}
      <p class="winners">${winnersLine(snapshot, names)}</p>
    </div>`;
  }

  private renderTable(snapshot: GameSnapshot) {
    return html`${snapshot.status === "ended" ? this.renderEnding(snapshot) : nothing}
      <cr-table quick .remembers=${false} .snapshot=${snapshot} .log=${this.connection?.log ?? null} .pending=${this.pending} .serverError=${this.serverError}
        >${this.talk?.readable ? (loadTalk(), html`<cr-table-talk slot="talk" .feed=${this.talk} .seats=${snapshot.seats} .you=${snapshot.you}></cr-table-talk>`) : nothing}</cr-table
      >`;
  }

  /**
   * The table sizes itself in rem, the page's root font size: a page that shrinks it (the 62.5 %
   * trick) would shrink the table. Zooming the embed by (default size / root size) undoes that.
   */
  private fitRootFontSize(): void {
    const root = this.renderRoot.querySelector<HTMLElement>(".root");
    if (!root || this.frame) return;
    const wanted = Number.parseFloat(getComputedStyle(root).fontSize);
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    if (!(wanted > 0 && rem > 0) || Math.abs(wanted / rem - 1) < 0.02) return;
    root.style.setProperty("zoom", String(wanted / rem));
    root.style.setProperty("font-size", "1rem");
  }

  /** In the iframe page: the document is ours, so it takes the visitor's language; the parent hears of every new height. */
  private startFrame(): void {
    document.documentElement.lang = locale();
    if (window.parent === window || this.resizeObserver) return;
    this.resizeObserver = new ResizeObserver(() => {
      const height = Math.ceil(this.getBoundingClientRect().height);
      if (height === this.lastHeight) return;
      this.lastHeight = height;
      const message: ResizeMessage = { type: "coffee-rush:resize", game: this.game, height };
      // The height is no secret, and the embedding site's origin isn't known: any parent may hear it.
      window.parent.postMessage(message, "*");
    });
    this.resizeObserver.observe(this);
  }
}
