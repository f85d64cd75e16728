import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { fetchMyGames, type MyGame } from "../api/account.js";
import { ApiError, messageOf } from "../api/client.js";
import { PageElement } from "../app/page-element.js";
import { locale, t } from "../i18n/index.js";
import { showBadge } from "../push/push-device.js";

type Load = { state: "loading" } | { state: "signed-out" } | { state: "failed"; message: string } | { state: "loaded"; games: MyGame[] };

/** The signed-in player's games: those waiting on them first, then the latest moves. */
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
      ${this.renderContent()}
    </section>`;
  }

  private renderContent() {
    switch (this.load.state) {
      case "loading":
        return html`<p class="muted" role="status">${t("games.loading")}</p>`;
      case "signed-out":
        return html`<p>${t("games.signInFirst")}</p>
          <p><a class="button primary" href="/sign-in">${t("app.signIn")}</a></p>`;
      case "failed":
        return html`<p class="error" role="alert">${this.load.message}</p>`;
      case "loaded": {
        const { games } = this.load;
        if (games.length === 0) {
          return html`<p>${t("games.none")}</p>
            <p><a class="button primary" href="/new">${t("landing.start")}</a></p>`;
        }
        const yourTurn = games.filter((game) => game.yourTurn);
        const others = games.filter((game) => !game.yourTurn);
        return html`${this.renderGroup(t("games.yourTurn"), yourTurn)} ${this.renderGroup(t("games.others"), others)}`;
      }
    }
  }

  private renderGroup(title: string, games: MyGame[]) {
    if (games.length === 0) return nothing;
    return html`<h2>${title}</h2>
      <ul class="game-list">
        ${games.map(
          (game) => html`<li>
            <a class="card game-row ${game.yourTurn ? "your-turn" : ""}" href="/g/${game.id}">
              <strong>${t(`create.edition.${game.edition}`)}</strong>
              <span>${t("games.summary", { players: game.players, seat: game.mySeat + 1 })}</span>
              <span class="muted">${t(`games.status.${game.status}`)}${game.endedEarly ? ` (${t("leave.endedEarlyShort")})` : ""} · ${t("games.turns", { n: game.turnsPlayed })} ·
                ${relativeTime(game.lastMoveAt)}</span>
            </a>
          </li>`,
        )}
      </ul>`;
  }

  private async fetchGames() {
    try {
      const games = await fetchMyGames();
      this.load = { state: "loaded", games };
      showBadge(games.filter((game) => game.yourTurn && game.status === "active").length);
    } catch (error) {
      this.load = error instanceof ApiError && error.status === 401 ? { state: "signed-out" } : { state: "failed", message: messageOf(error) };
    }
  }
}

/** "3 hours ago", in the page's language. */
function relativeTime(at: number): string {
  const seconds = (at - Date.now()) / 1000;
  const format = new Intl.RelativeTimeFormat(locale(), { numeric: "auto" });
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
