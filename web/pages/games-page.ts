import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { fetchMyGames, waitsOnMe, type MyGame } from "../api/account.js";
import { messageOf } from "../api/client.js";
import { PageElement } from "../app/page-element.js";
import { currentAccount } from "../app/session.js";
import { t } from "../i18n/index.js";
import { relativeTimeFormat } from "../i18n/formats.js";
import { formatMoment } from "../app/time.js";
import { showBadge } from "../push/push-device.js";
import { plural, scoreNumber, seatName } from "../shared/words.js";
import { deviceGames, keepOnAccount, type DeviceGame } from "../app/device-games.js";
import { seatNames, withOthers } from "./my-game-words.js";
import { longestWaitingFirst } from "../app/next-game.js";

type Load =
  | { state: "loading" }
  | { state: "failed"; message: string }
  /** `games` is null when signed out; `device`: games this browser holds seat links for that the account doesn't list. */
  | { state: "loaded"; games: MyGame[] | null; device: DeviceGame[] };

/**
 * The player's games: the account's (those waiting on them first, then the latest moves), and the
 * games whose seat links this browser keeps, which is all a signed-out player has.
 */
@customElement("cr-games-page")
export class GamesPage extends PageElement {
  @state() private load: Load = { state: "loading" };

  override connectedCallback() {
    super.connectedCallback();
    void this.fetchGames();
  }

  override render() {
    return html`<section class="page narrow">
      <h1>${t("games.title")}</h1>
      <p><cr-next-game></cr-next-game></p>
      ${this.renderContent()}
    </section>`;
  }

  private renderContent() {
    switch (this.load.state) {
      case "loading":
        return html`<p class="muted" role="status">${t("games.loading")}</p>`;
      case "failed":
        return html`<p class="error" role="alert">${this.load.message}</p>`;
      case "loaded": {
        const { games, device } = this.load;
        if (games === null) {
          if (device.length === 0) {
            return html`<p>${t("games.signInFirst")}</p>
              <p><a class="button primary" href="/sign-in">${t("app.signIn")}</a></p>`;
          }
          return html`<div class="card stack">
              <p>${t("mine.signInToKeep")}</p>
              <p><a class="button primary" href="/sign-in">${t("app.signIn")}</a></p>
            </div>
            ${this.renderDevice(t("mine.onThisDevice"), device)}`;
        }
        if (games.length === 0 && device.length === 0) {
          return html`<p>${t("games.none")}</p>
            <p><a class="button primary" href="/new">${t("landing.start")}</a></p>`;
        }
        const yourTurn = games.filter((game) => game.yourTurn);
        const others = games.filter((game) => !game.yourTurn);
        return html`${this.renderGroup(t("games.yourTurn"), yourTurn)} ${this.renderGroup(t("games.others"), others)}
        ${this.renderDevice(t("mine.alsoOnThisDevice"), device)}`;
      }
    }
  }

  /** Games known from this browser's seat links, those waiting on you first, the longest-waiting first. */
  private renderDevice(title: string, games: DeviceGame[]) {
    if (games.length === 0) return nothing;
    const sorted = [...games.filter((game) => game.yourTurn).sort(longestWaitingFirst), ...games.filter((game) => !game.yourTurn)];
    return html`<h2>${title}</h2>
      <ul class="game-list">
        ${sorted.map(
          (game) => html`<li>
            <a class="card game-row ${game.yourTurn ? "your-turn" : ""}" href="/g/${game.id}">
              <strong>${t(`create.edition.${game.edition}`)}</strong>
              <span>${game.mySeat !== null
                ? t("games.summary", { players: game.players, seat: game.mySeat + 1 })
                : t(game.linkDead ? "mine.linkDead" : "mine.notJoined", { players: game.players })}</span>
              <span class="muted">${game.yourTurn
                ? game.waitingSince === null ? t("games.yourTurn") : t("games.yourTurnSince", { time: formatMoment(game.waitingSince) })
                : t(`games.status.${game.status}`)}</span>
            </a>
          </li>`,
        )}
      </ul>`;
  }

  private renderGroup(title: string, games: MyGame[]) {
    if (games.length === 0) return nothing;
    return html`<h2>${title}</h2>
      <ul class="game-list">
        ${games.map((game) => {
          const seats = game.seats.map((seat) => ({ ...seat, joined: seat.name !== null }));
          return html`<li>
            <a class="card game-row ${game.yourTurn ? "your-turn" : ""}" href="/g/${game.id}">
              <strong>${t(`create.edition.${game.edition}`)}</strong>
              <span>${withOthers(game)}</span>
              ${game.status === "active" ? html`<span>${this.turnLine(game)}</span>` : nothing}
              ${game.place
                ? html`<span>${plural("games.place", game.place.score, { rank: game.place.rank, players: game.players, score: scoreNumber(game.place.score) })}</span>`
                : nothing}
              ${game.seats.map((seat) =>
                seat.resignedAt === null ? nothing : html`<span class="resigned">${t("games.resigned", { name: seatName(seats, seat.seat), time: formatMoment(seat.resignedAt) })}</span>`,
              )}
              <span class="muted">${t(`games.status.${game.status}`)}${game.endedEarly ? ` (${t("leave.endedEarlyShort")})` : ""} · ${t("games.turns", { n: game.turnsPlayed })} ·
                ${relativeTime(game.lastMoveAt)}</span>
            </a>
          </li>`;
        })}
      </ul>`;
  }

  /** Whose turn, since when (the last move when the start of the wait is unknown). */
  private turnLine(game: MyGame) {
    const time = formatMoment(game.waitingSince ?? game.lastMoveAt);
    if (game.yourTurn) return t("games.yourTurnSince", { time });
    return t("games.turnOfSince", { name: seatNames(game, game.toAct), time });
  }

  private async fetchGames() {
    try {
      const account = await currentAccount();
      let [games, device] = await Promise.all([account ? fetchMyGames() : Promise.resolve(null), deviceGames()]);
      const unlisted = (list: MyGame[] | null) => device.filter((game) => !(list ?? []).some((mine) => mine.id === game.id));
      // Signed in: the seats this browser played signed out join the account, then show with its games.
      if (games !== null && (await keepOnAccount(unlisted(games)))) games = await fetchMyGames();
      const listed = new Set((games ?? []).map((game) => game.id));
      this.load = { state: "loaded", games, device: device.filter((game) => !listed.has(game.id)) };
      const waiting = [...(games ?? []), ...device].filter(waitsOnMe);
      showBadge(waiting.length);
    } catch (error) {
      this.load = { state: "failed", message: messageOf(error) };
    }
  }
}

/** "3 hours ago", in the page's language. */
function relativeTime(at: number): string {
  const seconds = (at - Date.now()) / 1000;
  const format = relativeTimeFormat({ numeric: "auto" });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, "minute");
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-games-page": GamesPage;
  }
}
