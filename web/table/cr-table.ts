import { LitElement, html, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { Phase, PlanMode } from "../../game/engine/index.js";
import type { ActionInput, PlanInput } from "../../protocol/schemas.js";
import { composerContext, type ComposerProps, type SuggestMove } from "./composer-context.js";
import { ContextProvider } from "../shared/context.js";
import type { GameSnapshot, LoggedAction } from "../../protocol/types.js";
import { LocaleController, t } from "../i18n/index.js";
import { DrawnInTurn, PAGE_SHOWN } from "../app/first-draw.js";
import type { CardHelp } from "./card-detail.js";
import { changesSince, type Changes } from "./changes.js";
import "./cr-board.js";
import "./cr-game-log.js";
import "./cr-player-board.js";
import "./cr-table-status.js";
import { FocusKeeper } from "../shared/focus-keeper.js";
import { lastSeenSeq, markSeen } from "../shared/last-seen.js";
import { TextTableController } from "./text-table-setting.js";
import { MediaQueryController } from "./media-query.js";
import type { TalkFeed } from "../live/talk-feed.js";
import { tableStyles } from "./table-styles.js";
import { cardName, plural, seatNames } from "../shared/words.js";
import type { Refusal } from "../api/refusal.js";
import { planTrail } from "./plan-trail.js";

/** How long moves arriving one after another are gathered into one run on the board. */
const ARRIVALS_GATHER_MS = 120;

/** Seats in the order their boards are shown: the viewer's own first, then on around the table. */
function boardOrder(players: number, you: number | null): number[] {
  const first = you ?? 0;
  return Array.from({ length: players }, (_, k) => (first + k) % players);
}

/**
 * The game table: the state line, the board, every player's board and the log; and, when the
 * game waits for the viewer, the composer for the phase (upgrade choice, meeple placement or a
 * turn), whose `submit-action` event (detail: { action: ActionInput }) bubbles out of the table
 * for the page to post (the composers are registered by web/composer/composers.ts, which the
 * table leaves to its page: a spectator's embed never loads them; what they compose with comes
 * through composerContext, composer-context.ts). Spectators (you === null) see
 * it all read-only. The board shows the other players' moves since the viewer's last look.
 *
 * `fit` (the game page): the board spans the screen (on a wide one: the screen below the table's
 * top, the players beside it), the viewer's cups and orders and the composer's sheet below it (while
 * they wait on a phone, the plan's resting bar); the log opens as a sheet from the state line. On a
 * phone the sheet has tabs: the log, the players' boards (the viewer's whole) and the table talk
 * (slot "talk", its unread count on the button), so the page is the table alone. Content for the state line's end (the page's menu) goes in the `tools` slot.
 * Without `fit` (the embed) the table flows at its natural height.
 */
@customElement("cr-table")
export class CrTable extends DrawnInTurn(LitElement) {
  static override styles = tableStyles;

  @property({ attribute: false }) snapshot!: GameSnapshot;
  /** The game's log; null until it has come (a page that loads the game over HTTP asks for its log after it). */
  @property({ attribute: false }) log: LoggedAction[] | null = null;
  /** A submission is in flight. */
  @property({ type: Boolean }) pending = false;
  /** The server's refusal of the last submission. */
  @property({ attribute: false }) serverError: Refusal | null = null;
  /** Fill the screen below the table's top (the game page); the log becomes a sheet. */
  @property({ type: Boolean, reflect: true }) fit = false;
  /** The move a guide asks for (the guided game), handed to the composer: see ComposerElement.aim. */
  @property({ attribute: false }) aim: ActionInput | null = null;
  /** A turn in a few taps, handed to the composer: see ComposerElement.quick. */
  @property({ type: Boolean }) quick = false;
  /** Where "Suggest a move" gets its move, handed to the composer (null: no button): see web/composer/suggestion.ts. */
  @property({ attribute: false }) suggest: SuggestMove | null = null;
  /** Whether this browser remembers the viewer's visits (not in the embed: the host's page keeps nothing), so the log marks what is new. */
  @property({ attribute: false }) remembers = true;
  /** The page's table talk, for its unread count on the sheet's button (the talk itself is slotted). */
  @property({ attribute: false }) talk: TalkFeed | null = null;
  /** The newest log entry seen before this visit, and the newest seen in the log's sheet since. */
  @state() private seenBefore = 0;
  /** The viewer composes their next move while another acts (a plan: `submit-plan` instead of `submit-action`). */
  @state() private planning = false;
  @state() private planMode: PlanMode = "same";
  @state() private seenInSheet = 0;
  private seenGame = "";
  /** The newest log entry the table has shown, drawn or played; null until this game's log is known. */
  private shownThrough: number | null = null;
  /** The newest log entry when this visit began (null until the log is known): later ones were seen as they arrived. */
  private heldOnOpen: number | null = null;
  /** Moves arrived since the last played (the log after this seq), to play once they are drawn. */
  private arrivedAfter: number | null = null;
  /** Moves that arrive together (a page whose network paused, a plan played at once) are gathered this long, then played in order. */
  private arrivalsGathering: ReturnType<typeof setTimeout> | null = null;
  private fitObserver: ResizeObserver | null = null;
  private readonly textTable = new TextTableController(this);
  private readonly narrow = new MediaQueryController(this, "(max-width: 74.99rem)");
  /** The sheet's tab on a phone. */
  @state() private sheetTab: SheetTab = "log";
  /** The sheet (the log; on a phone the others' boards too) is drawn once first opened: most visits never open it. */
  @state() private sheetOpened = false;
  private unlistenTalk: (() => void) | null = null;
  /** What the composer shown gets (see renderComposer). */
  private readonly composerProps = new ContextProvider<ComposerProps>(this, composerContext);

  /** Where focus goes when what had it went away: the composer's next thing to do, else the state line. */
  private landings(): (HTMLElement | null | undefined)[] {
    const root = this.renderRoot;
    const composer = root.querySelector<HTMLElement & { landing?: () => HTMLElement | null }>("cr-text-table, .composer, cr-upgrade-choice");
    return [
      composer?.landing?.(),
      composer?.shadowRoot?.querySelector<HTMLElement>(":is(button, input, select):not([disabled])"),
      root.querySelector<HTMLElement>("cr-table-status"),
    ];
  }

  constructor() {
    super();
    new LocaleController(this);
    new FocusKeeper(this, () => this.landings());
    this.addEventListener("talk-read", () => this.requestUpdate());
  }

  /** The game page on a phone: the others' boards and the talk live in the sheet's tabs, beside the log. */
  private get tabbed(): boolean {
    return this.fit && this.narrow.matches;
  }

  /** The log's entries as far as they are known (none until it has come). */
  private get entries(): LoggedAction[] {
    return this.log ?? [];
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("resize", this.measure);
    // Drawn unseen beside the page's first view (web/main.ts), the table is measured again once it shows.
    window.addEventListener(PAGE_SHOWN, this.measure);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener("resize", this.measure);
    window.removeEventListener(PAGE_SHOWN, this.measure);
    this.unlistenTalk?.();
    this.unlistenTalk = null;
    this.fitObserver?.disconnect();
    this.fitObserver = null;
    if (this.arrivalsGathering !== null) clearTimeout(this.arrivalsGathering);
    this.arrivalsGathering = null;
  }

  /** The viewer is seated and another acts, in a phase whose moves may be planned (placements and turns). */
  private get mayPlan(): boolean {
    const { you, view, status, seats } = this.snapshot;
    return you !== null && status === "active" && (view.phase === "placement" || view.phase === "turns") && !view.toAct.includes(you) && !seats[you]?.bot;
  }

  /** While planning, the composer's move is the plan: sent with its mode as `submit-plan` (detail: PlanInput). */
  private readonly onComposed = (event: CustomEvent<{ action: ActionInput }>) => {
    if (!this.planning || !this.mayPlan) return;
    event.stopPropagation();
    const plan = { action: event.detail.action, mode: this.planMode } as PlanInput;
    this.planning = false;
    this.dispatchEvent(new CustomEvent<PlanInput>("submit-plan", { detail: plan, bubbles: true, composed: true }));
  };

  private renderPlanPanel(resting: boolean) {
    return html`<cr-plan-panel
      ?resting=${resting}
      .snapshot=${this.snapshot}
      .planning=${this.planning}
      .mode=${this.planMode}
      .pending=${this.pending}
      .refusal=${this.mayPlan ? this.serverError : null}
      .played=${this.entries.filter((entry) => entry.action.player === this.snapshot.you).at(-1)?.by === "plan"}
      @start-planning=${() => (this.planning = true)}
      @stop-planning=${() => (this.planning = false)}
      @plan-mode=${(event: CustomEvent<PlanMode>) => (this.planMode = event.detail)}
    ></cr-plan-panel>`;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("talk")) {
      this.unlistenTalk?.();
      this.unlistenTalk = this.talk?.listen(() => this.requestUpdate()) ?? null;
    }
    if (changed.has("snapshot") && !this.mayPlan) this.planning = false;
    if (changed.has("snapshot") && this.snapshot.gameId !== this.seenGame) {
      this.seenGame = this.snapshot.gameId;
      this.seenBefore = this.seenInSheet = lastSeenSeq(this.seenGame);
      this.shownThrough = this.heldOnOpen = null;
      // Moves still gathering were the other game's.
      this.arrivedAfter = null;
      if (this.arrivalsGathering !== null) clearTimeout(this.arrivalsGathering);
      this.arrivalsGathering = null;
    }
    if (changed.has("log") || changed.has("snapshot")) this.noteArrivals();
    const { snapshot, pending, serverError, fit, aim, quick } = this;
    // While planning, "Suggest a move" would suggest a move for now, not for the player's next turn.
    this.composerProps.set({ snapshot, pending, serverError, fit, aim, quick, suggest: this.planning ? null : this.suggest });
  }

  /**
   * The entries the log gained since the table last showed it are played on the board (the others'
   * moves: the viewer knows theirs). What the log held when it came is only drawn.
   */
  private noteArrivals(): void {
    const last = this.entries.at(-1)?.seq ?? 0;
    if (this.shownThrough === null) {
      if (this.log !== null) this.shownThrough = this.heldOnOpen = last;
      return;
    }
    if (last <= this.shownThrough) return;
    this.arrivedAfter ??= this.shownThrough;
    this.shownThrough = last;
    // Watched as they came: not new on the next visit either.
    if (this.remembers) markSeen(this.snapshot.gameId, last);
  }

  protected override updated(): void {
    // Each version comes in a message of its own: those within ARRIVALS_GATHER_MS play as one run, in order.
    if (this.arrivedAfter !== null && this.arrivalsGathering === null) {
      this.arrivalsGathering = setTimeout(() => {
        this.arrivalsGathering = null;
        const after = this.arrivedAfter;
        this.arrivedAfter = null;
        if (after === null) return;
        const game = { log: this.entries, after, you: this.snapshot.you, edition: this.snapshot.view.options.edition };
        void import("./show-arrivals.js").then((arrivals) => arrivals.showArrivals(this, this.renderRoot, game));
      }, ARRIVALS_GATHER_MS);
    }
    if (this.fit && !this.fitObserver) {
      // Whatever above the table changes height (the page's header wrapping, another language) moves its top.
      this.fitObserver = new ResizeObserver(this.measure);
      this.fitObserver.observe(document.body);
    }
    // Measured before the next frame, once what this render started (the board, the composer) is
    // drawn too: measuring here made the browser lay the page out before they were.
    requestAnimationFrame(this.measure);
  }

  /** The height the table may fill: from its top to the bottom of the screen. */
  private readonly measure = () => {
    // Not displayed: nothing to measure.
    if (!this.fit || this.getClientRects().length === 0) return;
    const top = this.getBoundingClientRect().top + window.scrollY;
    const height = `${Math.max(320, Math.floor(window.innerHeight - top - 8))}px`;
    if (this.style.getPropertyValue("--fit-height") !== height) this.style.setProperty("--fit-height", height);
  };

  /** Since the later of the last visit and the viewer's own last move: what the others did meanwhile. */
  private changes(): Changes {
    const { you } = this.snapshot;
    const ownLast = you === null ? 0 : Math.max(0, ...this.entries.filter((entry) => entry.action.player === you).map((entry) => entry.seq));
    return changesSince(this.entries, Math.max(this.seenBefore, ownLast), you);
  }

  /** The composer for the phase; what it composes with comes through composerContext (willUpdate). */
  private renderComposer(phase: Phase, changes: Changes) {
    switch (phase) {
      case "chooseUpgrades":
        return html`<cr-upgrade-choice></cr-upgrade-choice>`;
      case "placement":
        return html`<cr-placement-composer class="composer"></cr-placement-composer>`;
      case "turns":
        return html`<cr-turn-composer class="composer" .trails=${changes.trails}></cr-turn-composer>`;
      case "ended":
        return "";
    }
  }

  private renderBoard(names: string[], changes: Changes) {
    const { view } = this.snapshot;
    return html`<section class="panel board-area" aria-labelledby="board-heading">
      <h2 id="board-heading" class=${this.fit ? "sr-only" : ""}>${t("table.board")}</h2>
      <cr-board
        ?fit=${this.fit}
        .board=${view.board}
        .players=${view.players}
        .names=${names}
        .you=${this.snapshot.you}
        .trails=${changes.trails}
        .ghost=${planTrail(this.snapshot)}
      ></cr-board>
    </section>`;
  }

  /** `look`: the whole board, a compact row that opens to it, or the cups and orders alone (see CrPlayerBoard). */
  private renderPlayer(seat: number, names: string[], changes: Changes, look: "whole" | "row" | "mat") {
    const { view, you, seats } = this.snapshot;
    const edition = view.options.edition;
    return html`<cr-player-board
      .player=${view.players[seat]}
      .seat=${seat}
      .name=${names[seat]}
      .edition=${edition}
      .current=${view.toAct.includes(seat)}
      .you=${seat === you}
      .seatInfo=${seats[seat] ?? null}
      .collapsible=${look === "row"}
      .mat=${look === "mat"}
      .fresh=${changes.drawn.get(seat) ?? 0}
      .completedSince=${(changes.completed.get(seat) ?? []).map((card) => cardName(edition, card))}
      .help=${this.cardHelp(seat, names)}
      .over=${this.snapshot.status === "ended"}
    ></cr-player-board>`;
  }

  /** What `seat`'s cards tell the viewer when opened: measured against the viewer's own cups. */
  private cardHelp(seat: number, names: string[]): CardHelp {
    const { view, you } = this.snapshot;
    return { game: view, owner: seat, ownerName: seat === you ? null : names[seat], cups: you === null ? null : view.players[you].cups };
  }

  /** The log: a button with the count of new entries (and, on a phone, of unread talk) that opens it as a sheet, or (not fit) in place. */
  private renderLogButton() {
    const fresh = this.entries.filter((entry) => entry.seq > this.seenInSheet).length;
    const unread = this.tabbed ? (this.talk?.unread(this.snapshot.you) ?? 0) : 0;
    const news = [fresh > 0 ? plural("play.log.new", fresh) : "", unread > 0 ? `${t("talk.title")}, ${plural("talk.unread", unread)}` : ""].filter(Boolean);
    return html`<button type="button" class="log-button" aria-haspopup="dialog" aria-label=${[t("table.log.title"), ...news].join(", ")} title=${t("table.log.title")} @click=${this.openLog}>
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 6h16M4 12h16M4 18h10" /></svg>
      ${fresh > 0 ? html`<span class="count" aria-hidden="true">${fresh}</span>` : ""}
      ${unread > 0
        ? html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 5h16v11H9l-5 4z" /></svg><span class="count" aria-hidden="true">${unread}</span>`
        : ""}
    </button>`;
  }

  /** On a phone: the sheet's tabs (What happened, Players, Table talk with its unread count). */
  private renderTabs() {
    const names: Record<SheetTab, string> = { log: t("table.log.title"), players: t("table.players"), talk: t("talk.title") };
    const unread = this.talk?.unread(this.snapshot.you) ?? 0;
    return html`<div role="tablist" @keydown=${this.onTabKey}>
      ${SHEET_TABS.map((tab) => {
        const count = tab === "talk" ? unread : 0;
        return html`<button
          type="button"
          role="tab"
          id="tab-${tab}"
          aria-controls="panel-${tab}"
          aria-selected=${this.sheetTab === tab}
          tabindex=${this.sheetTab === tab ? 0 : -1}
          aria-label=${count > 0 ? `${names[tab]}, ${plural("talk.unread", count)}` : names[tab]}
          @click=${() => (this.sheetTab = tab)}
        >
          ${names[tab]}${count > 0 ? html`<span class="count" aria-hidden="true">${count}</span>` : ""}
        </button>`;
      })}
    </div>`;
  }

  /** Arrow keys move between the tabs, as a tab list's do. */
  private onTabKey(event: KeyboardEvent) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    this.sheetTab = SHEET_TABS[(SHEET_TABS.indexOf(this.sheetTab) + step + SHEET_TABS.length) % SHEET_TABS.length];
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#tab-${this.sheetTab}`)?.focus());
  }

  private renderLog(players: unknown) {
    const { seats, view, gameId } = this.snapshot;
    const log = html`<cr-game-log .gameId=${gameId} .log=${this.log} .since=${this.remembers ? this.seenBefore : null} .through=${this.heldOnOpen ?? Infinity} .seats=${seats} .edition=${view.options.edition}></cr-game-log>`;
    // The page's table talk (slot "talk") goes beside the log; on one screen, below the table.
    if (!this.fit) return html`<div class="log">${log}<slot name="talk"></slot></div>`;
    const drawn = (content: unknown) => (this.sheetOpened ? content : "");
    if (!this.tabbed) {
      return html`<dialog class="sheet" aria-label=${t("table.log.title")} @close=${this.onLogClosed}>
        <div class="sheet-head"><button type="button" @click=${this.closeLog}>${t("play.close")}</button></div>
        <div class="sheet-body">${drawn(log)}</div>
      </dialog>`;
    }
    const panel = (tab: SheetTab, content: unknown) =>
      html`<div role="tabpanel" id="panel-${tab}" aria-labelledby="tab-${tab}" ?hidden=${this.sheetTab !== tab}>${content}</div>`;
    const closeIcon = html`<button type="button" class="close-icon" aria-label=${t("play.close")} title=${t("play.close")} @click=${this.closeLog}>
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" /></svg>
    </button>`;
    return html`<dialog class="sheet" aria-labelledby="tab-${this.sheetTab}" @close=${this.onLogClosed}>
      <div class="sheet-head tabbed">${this.renderTabs()} ${closeIcon}</div>
      <div class="sheet-body">${panel("log", drawn(log))} ${panel("players", drawn(players))} ${panel("talk", html`<slot name="talk"></slot>`)}</div>
    </dialog>`;
  }

  /** Opens the sheet: on the talk when it alone has news. */
  private openLog() {
    const freshLog = this.entries.some((entry) => entry.seq > this.seenInSheet);
    if (this.tabbed && !freshLog && (this.talk?.unread(this.snapshot.you) ?? 0) > 0) this.sheetTab = "talk";
    this.sheetOpened = true;
    this.renderRoot.querySelector<HTMLDialogElement>("dialog.sheet")?.showModal();
    this.seenInSheet = this.entries.at(-1)?.seq ?? this.seenInSheet;
  }

  private closeLog() {
    this.renderRoot.querySelector<HTMLDialogElement>("dialog.sheet")?.close();
  }

  private onLogClosed() {
    this.seenInSheet = this.entries.at(-1)?.seq ?? this.seenInSheet;
  }

  /** The text table (a setting of this device): the state line and the page's tools and talk stay. */
  private renderText() {
    // Loaded when first asked for: most tables (and the spectator embed) never draw it.
    void import("./cr-text-table.js");
    const { view, you, seats } = this.snapshot;
    return html`<div class="bar">
        <cr-table-status tabindex="-1" .view=${view} .seats=${seats} .you=${you}></cr-table-status>
        <slot name="tools"></slot>
      </div>
      <cr-text-table .snapshot=${this.snapshot} .log=${this.entries} .pending=${this.pending} .serverError=${this.serverError}></cr-text-table>
      <div class="talk"><slot name="talk"></slot></div>`;
  }

  override render() {
    if (this.textTable.on) return this.renderText();
    const { view, you, seats } = this.snapshot;
    const names = seatNames(seats, view.players.length);
    const composing = you !== null && (view.toAct.includes(you) || (this.planning && this.mayPlan));
    // Placement and turns compose on the board itself; the upgrade choice comes before it.
    const boardInComposer = composing && (view.phase === "placement" || view.phase === "turns");
    const changes = this.changes();
    // The viewer's own board stays open (under the board, or first among the players on a wide game page) unless the
    // composer shows their cups and orders; on a phone, only those go under the board (the board whole in the sheet's tab).
    const ownOpen = you !== null && !boardInComposer;
    const ownUnderBoard = ownOpen && !this.fit;
    const matUnderBoard = ownOpen && this.tabbed;
    // While the viewer waits on a phone, the invitation to plan rests at the screen's foot, as the composer's sheet on their turn.
    const planBar = this.tabbed && this.mayPlan && !this.planning;
    const planPanel = you !== null && (this.mayPlan || this.snapshot.planLapse) ? this.renderPlanPanel(planBar) : "";
    const players = html`<section class="players" aria-label=${t("table.players")}>
      ${boardOrder(view.players.length, you)
        .filter((seat) => !(seat === you && ownUnderBoard))
        .map((seat) => this.renderPlayer(seat, names, changes, !this.tabbed && !(ownOpen && seat === you) ? "row" : "whole"))}
    </section>`;
    return html`<div class="table">
        <div class="bar">
          <cr-table-status tabindex="-1" .view=${view} .seats=${seats} .you=${you}></cr-table-status>
          ${this.fit ? this.renderLogButton() : ""}
          <slot name="tools"></slot>
        </div>
        <div class="play" @submit-action=${this.onComposed}>
          ${planBar ? "" : planPanel} ${composing ? this.renderComposer(view.phase, changes) : ""}
          ${boardInComposer ? "" : this.renderBoard(names, changes)}
          ${ownUnderBoard || matUnderBoard ? this.renderPlayer(you, names, changes, matUnderBoard ? "mat" : "whole") : ""}
          ${planBar ? planPanel : ""}
        </div>
        ${this.tabbed ? "" : players} ${this.renderLog(players)}
      </div>
      ${this.fit && !this.tabbed ? html`<div class="talk"><slot name="talk"></slot></div>` : ""}`;
  }
}

/** The phone sheet's tabs, in their order. */
const SHEET_TABS = ["log", "players", "talk"] as const;
type SheetTab = (typeof SHEET_TABS)[number];

declare global {
  interface HTMLElementTagNameMap {
    "cr-table": CrTable;
  }
}
