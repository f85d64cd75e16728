import { LANGUAGES } from "../../protocol/languages.js";
import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { EDITIONS, PUBLIC_PACES, TABLE_SIZES, type SeatMeRequest } from "../../protocol/lobby.js";
import { ApiError, messageOf } from "../api/client.js";
import { fetchOpenTables, joinOpenTable, seatMe, type OpenTable, type SeatedResponse, type TableFilter } from "../api/lobby.js";
import { fetchMyGames, type Account } from "../api/account.js";
import { PageElement } from "../app/page-element.js";
import { navigate } from "../app/router.js";
import { currentAccount } from "../app/session.js";
import { LOCALE_NAMES, addArea, locale, t } from "../i18n/index.js";
import { lobbyStrings } from "../i18n/lobby/index.js";
import { BusyController } from "../shared/busy-controller.js";
import { plural } from "../shared/words.js";

addArea(lobbyStrings);

/** The list is asked again this often while the page is open and seen: a seat taken leaves it for everyone within seconds. */
const REFRESH_MS = 3_000;

type Choice = { edition: SeatMeRequest["edition"]; players: SeatMeRequest["players"]; pace: SeatMeRequest["pace"] };

/** A seat asked for while many games wait for the player's move: how many, where it was asked (a table, or null: Seat me), and the same request, told. */
interface BusyAsk {
  where: string | null;
  waiting: number;
  takeAnyway: () => void;
}

/**
 * Find a table (/play): "Seat me" (edition, players and pace, each or "any") and the open tables
 * with their free seats, filtered by the same choices and the table's language, each seated player
 * with their reliability. Phone first: one column, the button at the top.
 */
@customElement("cr-play-page")
export class PlayPage extends PageElement {
  @state() private account: Account | null | undefined = undefined;
  @state() private choice: Choice = { edition: "any", players: "any", pace: "any" };
  @state() private language: TableFilter["language"] = undefined;
  @state() private name = "";
  @state() private tables: OpenTable[] | null = null;
  @state() private asking: BusyAsk | null = null;
  private readonly request = new BusyController(this);
  private timer: ReturnType<typeof setInterval> | undefined;

  override connectedCallback() {
    super.connectedCallback();
    void currentAccount().then((account) => {
      this.account = account;
      this.name ||= account?.displayName ?? "";
    });
    void this.refresh();
    this.timer = setInterval(() => document.visibilityState === "visible" && void this.refresh(), REFRESH_MS);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    clearInterval(this.timer);
  }

  override render() {
    return html`<section class="page narrow">
      <h1>${t("lobby.title")}</h1>
      <p>${t("lobby.intro")}</p>
      ${this.renderSeatMe()}
      <h2>${t("lobby.open")}</h2>
      ${this.renderFilters()} ${this.renderTables()}
      <p class="hint">${t("lobby.reliability.about")}</p>
    </section>`;
  }

  private renderSeatMe() {
    if (this.account === null) {
      return html`<div class="card stack">
        <p>${t("lobby.signIn")}</p>
        <p><a class="button primary" href="/sign-in">${t("app.signIn")}</a></p>
      </div>`;
    }
    return html`<form class="card stack" @submit=${this.seatMe} novalidate>
      <label class="field">
        <span>${t("lobby.name")}</span>
        <input name="name" autocomplete="nickname" maxlength="40" .value=${this.name} @input=${(event: Event) => (this.name = (event.target as HTMLInputElement).value)} />
      </label>
      ${this.renderChoices()}
      <p class="hint">${t("lobby.seatMe.about")}</p>
      ${this.request.error ? html`<p class="error" role="alert">${this.request.error}</p>` : nothing} ${this.renderAsk(null)}
      <p class="actions">
        <button class="primary" type="submit" ?disabled=${this.request.busy || this.account === undefined || this.name.trim() === ""}>${this.request.busy ? t("lobby.seating") : t("lobby.seatMe")}</button>
      </p>
    </form>`;
  }

  /** Told before taking another seat: how many games wait for the player's move, My games, and the seat anyway. */
  private renderAsk(where: string | null) {
    const asking = this.asking;
    if (!asking || asking.where !== where) return nothing;
    return html`<div class="card stack" role="group" aria-label=${t("lobby.busy.title")}>
      <p role="alert">${plural("lobby.busy.waiting", asking.waiting)}</p>
      <p class="actions">
        <a class="button primary" href="/games">${t("lobby.busy.myGames")}</a>
        <button type="button" ?disabled=${this.request.busy} @click=${asking.takeAnyway}>${t("lobby.busy.anyway")}</button>
      </p>
    </div>`;
  }

  /** Edition, players and pace: what "Seat me" asks for, and what the list shows. */
  private renderChoices() {
    const select = (label: string, name: keyof Choice, options: readonly (string | number)[], text: (option: string | number) => string) =>
      html`<label class="field">
        <span>${label}</span>
        <select name=${name} @change=${(event: Event) => this.choose(name, (event.target as HTMLSelectElement).value)}>
          <option value="any" ?selected=${this.choice[name] === "any"}>${t("lobby.any")}</option>
          ${options.map((option) => html`<option value=${option} ?selected=${String(this.choice[name]) === String(option)}>${text(option)}</option>`)}
        </select>
      </label>`;
    return html`${select(t("lobby.edition"), "edition", EDITIONS, (edition) => t(`create.edition.${edition as "classic"}`))}
    ${select(t("lobby.players"), "players", TABLE_SIZES, String)} ${select(t("lobby.pace"), "pace", PUBLIC_PACES, (pace) => t(`create.time.${pace as "1d"}`))}`;
  }

  private renderFilters() {
    return html`<label class="field">
      <span>${t("lobby.language")}</span>
      <select name="language" @change=${(event: Event) => this.chooseLanguage((event.target as HTMLSelectElement).value)}>
        <option value="" ?selected=${this.language === undefined}>${t("lobby.any")}</option>
        ${LANGUAGES.map((language) => html`<option value=${language} ?selected=${this.language === language}>${LOCALE_NAMES[language]}</option>`)}
      </select>
    </label>`;
  }

  private renderTables() {
    if (this.tables === null) return html`<p class="muted" role="status">${t("lobby.loading")}</p>`;
    if (this.tables.length === 0) return html`<p role="status">${t("lobby.none")}</p>`;
    return html`<ul class="game-list">
      ${this.tables.map((table) => {
        const about = t("lobby.tableOf", { edition: t(`create.edition.${table.edition}`), players: table.players, time: t(`create.time.${table.pace}`) });
        return html`<li class="card stack">
          <strong>${about}</strong>
          <span>${plural("lobby.free", table.freeSeats)} · ${t("lobby.speaks", { language: LOCALE_NAMES[table.language] })}</span>
          ${table.minReliability !== null ? html`<span>${t("lobby.minimum", { minimum: table.minReliability })}</span>` : nothing}
          ${table.formedByPool ? html`<span class="muted">${t("lobby.strangers")}</span>` : nothing}
          <ul>
            ${table.seated.map(
              (seat) => html`<li>${seat.reliability.games === 0 ? t("lobby.newPlayer", { name: seat.name }) : t("lobby.reliability", { name: seat.name, figure: seat.reliability.figure })}</li>`,
            )}
          </ul>
          ${this.account
            ? html`${this.renderAsk(table.gameId)}<p class="actions">
                <button type="button" aria-label=${t("lobby.joinAt", { table: about })} ?disabled=${this.request.busy || this.name.trim() === ""} @click=${() => this.join(table)}>${t("lobby.join")}</button>
              </p>`
            : nothing}
        </li>`;
      })}
    </ul>`;
  }

  private choose(name: keyof Choice, value: string) {
    const parsed = value === "any" ? "any" : name === "players" ? Number(value) : value;
    this.choice = { ...this.choice, [name]: parsed } as Choice;
    void this.refresh();
  }

  private chooseLanguage(value: string) {
    this.language = (LANGUAGES as readonly string[]).includes(value) ? (value as TableFilter["language"]) : undefined;
    void this.refresh();
  }

  private async refresh() {
    const { edition, players, pace } = this.choice;
    const filter: TableFilter = {
      edition: edition === "any" ? undefined : edition,
      players: players === "any" ? undefined : players,
      pace: pace === "any" ? undefined : pace,
      language: this.language,
    };
    try {
      this.tables = await fetchOpenTables(filter);
    } catch (error) {
      this.request.error = messageOf(error);
    }
  }

  private readonly seatMe = async (event: Event) => {
    event.preventDefault();
    const choice = { ...this.choice, name: this.name.trim(), language: this.language ?? locale() };
    await this.take(null, (confirmBusy) => seatMe({ ...choice, ...(confirmBusy && { confirmBusy }) }));
  };

  private async join(table: OpenTable) {
    const name = this.name.trim();
    await this.take(table.gameId, (confirmBusy) => joinOpenTable(table.gameId, name, confirmBusy));
  }

  /**
   * Takes a seat, then opens the game at the seat's link (the game page keeps its token). Many games
   * waiting for the player's move: they are told how many first, and the seat is asked again, told.
   */
  private async take(where: string | null, seat: (confirmBusy: boolean) => Promise<SeatedResponse>, confirmBusy = false) {
    this.asking = null;
    const seated = await this.request.run(async () => {
      try {
        const url = new URL((await seat(confirmBusy)).url);
        navigate(url.pathname + url.hash);
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== "MANY_GAMES_WAITING") throw error;
        const waiting = (await fetchMyGames()).filter((game) => game.status === "active" && game.yourTurn).length;
        this.asking = { where, waiting, takeAnyway: () => void this.take(where, seat, true) };
      }
    });
    if (!seated) void this.refresh();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-play-page": PlayPage;
  }
}
