import { html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { ActionInput, PlanInput } from "../../protocol/schemas.js";
import type { GameRecord, GameSnapshot, JoinResponse } from "../../protocol/types.js";
import { ApiError, messageOf } from "../api/client.js";
import { endVacation, fetchRecord, fetchSuggestion, takeVacation } from "../api/games.js";
import type { Refusal } from "../api/refusal.js";
import { formatDuration, formatMoment } from "../app/time.js";
import { setYourTurn } from "../app/notify.js";
import { DrawnInStages, type DrawnLater } from "../app/first-draw.js";
import { PageElement } from "../app/page-element.js";
import { whileOpen } from "../shared/while-open.js";
import "./ready-check.js";
import "./waiting-seats.js";
import { hostSecrets, seatLink, seatToken, settleSeatToken, takeSeatTokenFromAddress } from "../app/secrets.js";
import "../app/share-link.js";
import { t, type Key } from "../i18n/index.js";
import { GameConnection } from "../live/game-connection.js";
import "../table/cr-announcer.js";
import "../table/cr-table.js";
import { deepActiveElement } from "../shared/focus-keeper.js";
import { textTableLink } from "../table/text-table-link.js";
import { TextTableController } from "../table/text-table-setting.js";
import "../talk/cr-game-actions.js";
import "../talk/cr-table-talk.js";
import { TalkFeed } from "../live/talk-feed.js";
import "./join-form.js";
import "./turn-elsewhere.js";

/** The game page's stages while it is first drawn (DrawnInStages): above the table is stage 0. */
const TABLE_STAGE = 1;
const AROUND_STAGE = 2;

/**
 * The menu's elements (notifications, the group's channel, share and embed) load when it first opens,
 * or once the game is drawn and the page idle: they are not on the way to the table.
 */
const MENU_ELEMENTS_AT_MOST_MS = 5_000;
function loadMenuElements(): void {
  void import("./game-menu-elements.js");
}

/** A seat link that opens no seat: say so, and what to do about it. */
function badLinkNotice() {
  return html`<div class="card notice" role="alert">
    <h2>${t("notice.badLink.title")}</h2>
    <p>${t("notice.badLink.why")}</p>
    <p><strong>${t("notice.badLink.ask")}</strong> ${t("notice.badLink.signIn")} <a href="/sign-in">${t("app.signIn")}</a></p>
  </div>`;
}

/** A player's turn is whatever the game waits on them for (the engine's toAct). */
function isYourTurn(snapshot: GameSnapshot): boolean {
  return snapshot.status === "active" && snapshot.you !== null && snapshot.view.toAct.includes(snapshot.you);
}

/**
 * One game, kept live: the join form while the link's seat is free, the seats while others
 * join, then the table (which composes moves; this page posts them), then the end of the game.
 */
@customElement("cr-game-page")
export class GamePage extends PageElement implements DrawnLater {
  @property() gameId = "";
  @state() private record: GameRecord | null = null;
  @state() private pending = false;
  @state() private serverError: Refusal | null = null;
  /** Why the last submitted move was refused once the game had moved on (a key of the notices area). */
  @state() private refusal: Key | null = null;
  @state() private vacationDays = 1;
  @state() private vacationBusy = false;
  @state() private vacationError = "";
  private connection?: GameConnection;
  private talk?: TalkFeed;
  private readonly textTable = new TextTableController(this);
  /** The table's page in three tasks while it is first drawn: what is above the table, the table (TABLE_STAGE), then the table's tools and talk (AROUND_STAGE). */
  private readonly drawn = new DrawnInStages(this, 3);

  override connectedCallback() {
    takeSeatTokenFromAddress(this.gameId);
    this.talk ??= new TalkFeed(this.gameId, () => seatToken(this.gameId));
    this.connection ??= new GameConnection(this, this.gameId, () => seatToken(this.gameId), (snapshot, previous) =>
      this.onSnapshot(snapshot, previous),
    );
    this.talk.follow(this.connection);
    window.addEventListener("hashchange", this.onHashChange);
    document.addEventListener("click", this.closeMenuOnClickOutside);
    document.addEventListener("keydown", this.closeMenuOnEscape);
    super.connectedCallback();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    window.removeEventListener("hashchange", this.onHashChange);
    document.removeEventListener("click", this.closeMenuOnClickOutside);
    document.removeEventListener("keydown", this.closeMenuOnEscape);
    setYourTurn(false);
  }

  /** The table was shown at the last render: when it goes (the game ended), focus goes to the page's heading. */
  private tableShown = false;
  private showsGame: () => void = () => {};
  /** Settles once the page shows the game, or why it cannot (the app keeps the first view until then: DrawnLater). */
  readonly firstDrawn = new Promise<void>((resolve) => (this.showsGame = resolve));

  protected override updated(): void {
    if (this.connection?.snapshot || this.connection?.error) this.showsGame();
    const snapshot = this.connection?.snapshot;
    const shown = snapshot ? this.isPlaying(snapshot) : false;
    if (this.tableShown && !shown && deepActiveElement() === document.body) this.querySelector<HTMLElement>(".game-bar h1")?.focus();
    this.tableShown = shown;
  }

  override render() {
    const connection = this.connection!;
    const snapshot = connection.snapshot;
    if (!snapshot) {
      return html`<section class="page narrow">
        <h1>${t("app.page.game")}</h1>
        ${connection.error
          ? html`<p class="error" role="alert">${connection.error.code === "GAME_CANCELLED" ? t("leave.cancelled") : connection.error.message}</p>
              <p><a href="/">${t("app.backHome")}</a></p>`
          : html`<p class="muted" role="status">${t("game.loading")}</p>`}
      </section>`;
    }
    const playing = this.isPlaying(snapshot);
    // The text table's switch comes first; the announcer speaks the others' moves, your turn and the end.
    const ear = html`${textTableLink(this.textTable)}
      <cr-announcer .snapshot=${snapshot} .log=${this.connection?.log ?? null} .talk=${this.talk ?? null}></cr-announcer>`;
    // One section whichever way, the ear first: the announcer stays the same element when the game
    // ends, so the last move (which comes with the end) is still told.
    return html`<section class=${playing ? "page game playing" : "page game"}>
      ${ear}
      ${playing
        ? // The table's own state line says whose turn it is; the page's tools sit at its end.
          html`<h1 class="game-title">${t(`create.edition.${snapshot.view.options.edition}`)}</h1>
            ${this.renderTurnElsewhere()} ${this.renderActions(snapshot, "proposal")} ${this.renderNotices(snapshot)}
            ${this.drawn.has(TABLE_STAGE) ? this.renderBody(snapshot) : nothing}`
        : html`<div class="game-bar">
              <div>
                <h1 tabindex="-1">${t(`create.edition.${snapshot.view.options.edition}`)}</h1>
                ${this.statusLine(snapshot) ? html`<p class="turn-line">${this.statusLine(snapshot)}</p>` : nothing}
              </div>
              ${this.renderTools(snapshot)}
            </div>
            ${this.renderTurnElsewhere()} ${this.renderActions(snapshot)} ${this.renderNotices(snapshot)} ${this.renderBody(snapshot)}`}
    </section>`;
  }

  /** Above the rest, as what asks for an answer is: the player's turn come in another game. */
  private renderTurnElsewhere() {
    return html`<cr-turn-elsewhere .gameId=${this.gameId}></cr-turn-elsewhere>`;
  }

  /** A seat link that no longer opens its seat, and a refusal to show. */
  private renderNotices(snapshot: GameSnapshot) {
    return html`${snapshot.badSeatLink ? badLinkNotice() : nothing} ${this.renderRefusal(snapshot)}`;
  }

  /**
   * Leave, end or remind (during play in the game's menu, so the turn keeps the screen and the choices
   * stay in reach above it); during play an open proposal to end is a banner atop the table (`shows`),
   * since it asks every player for an answer.
   */
  private renderActions(snapshot: GameSnapshot, shows: "all" | "proposal" | "choices" = "all") {
    const connection = this.connection!;
    return html`<cr-game-actions
      shows=${shows}
      .snapshot=${snapshot}
      .gameId=${this.gameId}
      .token=${seatToken(this.gameId)}
      .hostToken=${hostSecrets(this.gameId)?.hostToken ?? null}
      @snapshot=${(event: CustomEvent<GameSnapshot>) => connection.accept(event.detail, true)}
      @cancelled=${() => connection.gone(new ApiError(410, "GAME_CANCELLED", t("leave.cancelled")))}
    ></cr-game-actions>`;
  }

  /** The table is shown (not the join form, the seats or the end). */
  private isPlaying(snapshot: GameSnapshot): boolean {
    return snapshot.status === "active" && !(snapshot.you === null && snapshot.invitedSeat !== null);
  }

  /** Whether the connection is live, and the menu: your link, vacation, share / embed. */
  private renderTools(snapshot: GameSnapshot) {
    const mode = this.connection!.mode;
    return html`<div class="game-tools" slot="tools">
      <cr-next-game compact></cr-next-game>
      <span class="live ${mode}" title=${t(`game.live.${mode}`)}><span class="live-text">${t(`game.live.${mode}`)}</span></span>
      <details class="game-menu" @toggle=${this.onMenuToggle}>
        <summary title=${t("play.menu")}><span aria-hidden="true">⋯</span><span class="visually-hidden">${t("play.menu")}</span></summary>
        ${whileOpen(
          () => html`<div class="menu-panel">
            <p class="menu-title" aria-hidden="true">${t(`create.edition.${snapshot.view.options.edition}`)}</p>
            ${this.isPlaying(snapshot) ? this.renderActions(snapshot, "choices") : nothing} ${this.renderYourLink(snapshot)} ${this.renderVacation(snapshot)}
            ${this.renderNotifications(snapshot)} ${this.renderChannel(snapshot)}
            <cr-share-embed .gameId=${this.gameId} .seated=${snapshot.you !== null}></cr-share-embed>
          </div>`,
        )}
      </details>
    </div>`;
  }

  private openMenu(): HTMLDetailsElement | null {
    return this.querySelector<HTMLDetailsElement>("details.game-menu[open]");
  }

  private onMenuToggle(event: Event) {
    if ((event.target as HTMLDetailsElement).open) loadMenuElements();
  }

  /**
   * The menu closes on a click outside it (a dialog opened from it counts as inside), and on
   * Escape, focus back on its button (an Escape that closes a dialog opened from it is the dialog's).
   * The listeners stay for the page's life: the details' toggle event comes a task after the menu
   * opens, and an Escape pressed in between must close it too.
   */
  private readonly closeMenuOnClickOutside = (click: Event) => {
    const menu = this.openMenu();
    if (menu && !click.composedPath().includes(menu)) menu.open = false;
  };

  private readonly closeMenuOnEscape = (key: KeyboardEvent) => {
    const menu = this.openMenu();
    if (!menu || key.key !== "Escape" || key.composedPath().some((node) => node instanceof HTMLDialogElement)) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  };

  /** Before and after play; during play the table's own status line says whose turn it is. */
  private statusLine(snapshot: GameSnapshot): string {
    if (snapshot.status === "waiting") {
      const open = snapshot.seats.filter((seat) => !seat.joined).length;
      // Full and still waiting: a table of strangers' ready check (cr-ready-check says who confirmed).
      return open === 0 ? t("game.waitingForReady") : t("game.waitingForPlayers", { n: open });
    }
    return snapshot.status === "ended" ? t("game.over") : "";
  }

  private renderYourLink(snapshot: GameSnapshot) {
    const token = seatToken(this.gameId);
    if (snapshot.you === null || !token) return nothing;
    return html`<details class="your-link">
      <summary>${t("game.yourLink")}</summary>
      <p class="hint">${t("game.yourLinkHint")}</p>
      <cr-share-link .url=${seatLink(this.gameId, token)} .label=${t("game.yourLink")}></cr-share-link>
    </details>`;
  }

  /** The viewer's seat can have this device told when it is their turn. */
  private renderNotifications(snapshot: GameSnapshot) {
    const token = seatToken(this.gameId);
    if (snapshot.status === "ended" || snapshot.you === null || !token) return nothing;
    return html`<details class="notifications">
      <summary>${t("push.title")}</summary>
      <cr-push-toggle .seat=${{ gameId: this.gameId, token }}></cr-push-toggle>
    </details>`;
  }

  /** The game's channel (Discord, Slack…): for its host and its players, not spectators. */
  private renderChannel(snapshot: GameSnapshot) {
    const hostToken = hostSecrets(this.gameId)?.hostToken ?? null;
    if (snapshot.you === null && !hostToken) return nothing;
    return html`<details class="channel">
      <summary>${t("channel.title")}</summary>
      <cr-channel-panel .gameId=${this.gameId} .token=${seatToken(this.gameId)} .hostToken=${hostToken} ?seated=${snapshot.you !== null}></cr-channel-panel>
    </details>`;
  }

  /** The viewer's own seat in a game with a clock: pause it for some days, or come back early. */
  private renderVacation(snapshot: GameSnapshot) {
    const token = seatToken(this.gameId);
    if (snapshot.status !== "active" || snapshot.you === null || !token) return nothing;
    if (!snapshot.timePerMove || snapshot.timePerMove === "none") return nothing;
    const seat = snapshot.seats[snapshot.you];
    const until = seat?.vacationUntil ?? null;
    const daysLeft = seat?.vacationDaysLeft ?? 0;
    const days = Math.min(Math.max(1, this.vacationDays), Math.max(1, daysLeft));
    let body;
    if (until !== null && until > Date.now()) {
      body = html`<p>${t("game.onVacation", { date: formatMoment(until) })}</p>
        <p><button type="button" ?disabled=${this.vacationBusy} @click=${() => this.changeVacation(token, null)}>${t("game.endVacation")}</button></p>`;
    } else if (daysLeft > 0) {
      body = html`<p class="hint">${t("game.vacationHint", { n: daysLeft })}</p>
        <label class="field">
          <span>${t("game.vacationDays")}</span>
          <select @change=${(event: Event) => (this.vacationDays = Number((event.target as HTMLSelectElement).value))}>
            ${Array.from({ length: daysLeft }, (_, k) => html`<option value=${k + 1} ?selected=${k + 1 === days}>${formatDuration(k + 1, "day")}</option>`)}
          </select>
        </label>
        <p><button type="button" ?disabled=${this.vacationBusy} @click=${() => this.changeVacation(token, days)}>${t("game.takeVacation")}</button></p>`;
    } else {
      body = html`<p class="hint">${t("game.noVacationLeft")}</p>`;
    }
    return html`<details class="vacation" ?open=${this.vacationError !== ""}>
      <summary>${t("game.vacation")}</summary>
      ${body} ${this.vacationError ? html`<p class="error" role="alert">${this.vacationError}</p>` : nothing}
    </details>`;
  }

  /** Takes `days` of vacation, or (null) ends the vacation; the answer's snapshot shows the clock moved. */
  private async changeVacation(token: string, days: number | null) {
    this.vacationBusy = true;
    this.vacationError = "";
    try {
      const answer = days === null ? await endVacation(this.gameId, token) : await takeVacation(this.gameId, token, days);
      this.connection?.accept(answer.snapshot, true);
    } catch (error) {
      this.vacationError = messageOf(error);
    } finally {
      this.vacationBusy = false;
    }
  }

  private renderBody(snapshot: GameSnapshot) {
    if (snapshot.you === null && snapshot.invitedSeat !== null) {
      return html`<cr-join-form
        .gameId=${this.gameId}
        .token=${seatToken(this.gameId) ?? ""}
        .seat=${snapshot.invitedSeat}
        .snapshot=${snapshot}
        .edition=${snapshot.view.options.edition}
        @joined=${this.onJoined}
      ></cr-join-form>`;
    }
    if (snapshot.status === "waiting") return this.renderWaiting(snapshot);
    if (snapshot.status === "ended") {
      void import("./game-ending-elements.js");
      return html`<cr-play-again .snapshot=${snapshot} .token=${seatToken(this.gameId)}></cr-play-again>
        <cr-game-over .snapshot=${snapshot} .record=${this.record}></cr-game-over> ${this.renderTalk(snapshot)}`;
    }
    return html`${snapshot.you === null && !snapshot.badSeatLink ? html`<p class="hint spectating">${t("game.spectating")}</p>` : nothing}
      <cr-table
        fit
        quick
        .snapshot=${snapshot}
        .log=${this.connection?.log ?? null}
        .pending=${this.pending}
        .serverError=${this.serverError}
        .suggest=${snapshot.suggestionsAllowed ? this.suggestMove : null}
        .talk=${this.talk ?? null}
        @submit-action=${this.onSubmitAction}
        @submit-plan=${(event: CustomEvent<PlanInput>) => this.onPlan(event.detail)}
        @cancel-plan=${() => this.onPlan(null)}
        >${this.drawn.has(AROUND_STAGE) ? html`${this.renderTools(snapshot)} ${this.renderTalk(snapshot)}` : nothing}</cr-table
      >`;
  }

  private renderTalk(snapshot: GameSnapshot) {
    return html`<cr-table-talk
      slot="talk"
      .feed=${this.talk!}
      .seats=${snapshot.seats}
      .you=${snapshot.you}
      .hostToken=${hostSecrets(this.gameId)?.hostToken ?? null}
      announced
    ></cr-table-talk>`;
  }

  /** A move refused because the game moved on: what happened, and whether the player's choices still stand. */
  private renderRefusal(snapshot: GameSnapshot) {
    if (!this.refusal) return nothing;
    const draftKept = isYourTurn(snapshot);
    return html`<div class="card notice" role="alert">
      <p>${t(this.refusal)} ${t(draftKept ? "notice.refused.draftKept" : "notice.refused.draftGone")}</p>
      <p><button type="button" @click=${() => (this.refusal = null)}>${t("notice.dismiss")}</button></p>
    </div>`;
  }

  private renderWaiting(snapshot: GameSnapshot) {
    return html`<div class="card stack">
      <h2>${t("game.seatsTitle")}</h2>
      <cr-waiting-seats .gameId=${this.gameId} .seats=${snapshot.seats} .you=${snapshot.you} .version=${snapshot.version}></cr-waiting-seats>
      ${snapshot.seats.every((seat) => seat.joined)
        ? html`<cr-ready-check .gameId=${this.gameId} .token=${seatToken(this.gameId)} .seat=${snapshot.you} .version=${snapshot.version}></cr-ready-check>`
        : html`<p>${t("game.startsWhenFull")}</p>`}
      ${hostSecrets(this.gameId) ? html`<p><a href="/g/${this.gameId}/invite">${t("game.toInvite")}</a></p>` : nothing}
    </div>`;
  }

  /**
   * Every new version (its log comes with it: the connection keeps it): the end brings the record,
   * the tab tells whose turn it is (screen readers hear it from the table's live status line).
   */
  private onSnapshot(snapshot: GameSnapshot, previous: GameSnapshot | null) {
    // A seat token from the address is kept or dropped once an answer speaks for it (a socket's spectator view does not).
    if (snapshot.badSeatLink) settleSeatToken(this.gameId, false);
    else if (snapshot.you !== null || snapshot.invitedSeat !== null) settleSeatToken(this.gameId, true);
    if (previous && snapshot.version !== previous.version) this.serverError = null;
    // Once the game is drawn, the menu's elements load while the page is idle.
    if (!previous) {
      if ("requestIdleCallback" in window) requestIdleCallback(loadMenuElements, { timeout: MENU_ELEMENTS_AT_MOST_MS });
      else setTimeout(loadMenuElements, MENU_ELEMENTS_AT_MOST_MS);
    }
    this.talk?.viewedBy(snapshot);
    if (snapshot.status === "ended" && !this.record) void this.loadRecord();
    setYourTurn(isYourTurn(snapshot));
  }

  private async loadRecord() {
    try {
      this.record = await fetchRecord(this.gameId);
    } catch {
      // cr-game-over shows the snapshot's result without it.
    }
  }

  /** "Suggest a move" asks the service, which answers from this seat's own view. */
  private readonly suggestMove = async (): Promise<ActionInput> => (await fetchSuggestion(this.gameId, seatToken(this.gameId))).action;

  private async onSubmitAction(event: CustomEvent<{ action: ActionInput }>) {
    if (!this.connection?.snapshot || this.pending) return;
    this.pending = true;
    this.serverError = null;
    this.refusal = null;
    const refused = await this.connection.submit(event.detail.action);
    this.pending = false;
    if (refused?.code === "STALE_VERSION") this.refusal = await this.whyStale();
    else if (refused?.code === "SEAT_PLAYED_BY_BOT") this.refusal = "notice.refused.bot";
    else this.serverError = refused;
  }

  /** A plan for the viewer's next move left (null: cancelled); the engine's reason shows when it is refused. */
  private async onPlan(plan: PlanInput | null) {
    if (!this.connection?.snapshot || this.pending) return;
    this.pending = true;
    this.serverError = null;
    this.serverError = await this.connection.plan(plan);
    this.pending = false;
  }

  /** The game moved on under a submitted move: a bot took the seat, the clock's bot played the turn, or someone moved first. */
  private async whyStale(): Promise<Key> {
    const you = this.connection?.snapshot?.you ?? null;
    if (you !== null && this.connection?.snapshot?.seats[you]?.bot) return "notice.refused.bot";
    // The move's refusal came after the version that made it stale, and that version's log.
    const last = this.connection?.log?.at(-1);
    return you !== null && last?.by === "timeout-bot" && last.action.player === you ? "notice.refused.timeoutBot" : "notice.refused.stale";
  }

  private async onJoined(event: CustomEvent<JoinResponse>) {
    const connection = this.connection!;
    connection.accept(event.detail.snapshot);
    // The socket was opened before the seat was taken: reopen it to receive this seat's view.
    await connection.reconnect();
  }

  /** Another seat link of this game pasted into the address bar. */
  private readonly onHashChange = () => {
    if (takeSeatTokenFromAddress(this.gameId)) void this.connection?.reconnect();
  };
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-game-page": GamePage;
  }
}
