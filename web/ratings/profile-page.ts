import { html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { messageOf } from "../api/client.js";
import { fetchProfile, setProfileHidden } from "../api/ratings.js";
import { formatMoment } from "../app/time.js";
import { PageElement } from "../app/page-element.js";
import { t, type Key } from "../i18n/index.js";
import "../end/cr-score-chart.js";
import { FIRST_SKILL, shownRating } from "../../protocol/ratings.js";
import type { PlayerProfile, PoolRatingView, RecentGame } from "../../protocol/profiles.js";
import { poolName, ratingText } from "./rating-words.js";

type Load = { state: "loading" } | { state: "failed"; message: string } | { state: "loaded"; profile: PlayerProfile };

/**
 * A player's profile (/u/<name>): their ratings with the uncertainty and a history chart (the
 * score chart's drawing), their games by edition, and their latest games with links to replay
 * them. Its owner sees it even hidden, and can hide or show it.
 */
@customElement("cr-profile-page")
export class ProfilePage extends PageElement {
  @property() name = "";
  @state() private load: Load = { state: "loading" };
  @state() private busy = false;
  @state() private error: string | null = null;

  override connectedCallback() {
    super.connectedCallback();
    void this.fetch();
  }

  private async fetch(): Promise<void> {
    try {
      this.load = { state: "loaded", profile: await fetchProfile(this.name) };
    } catch (error) {
      this.load = { state: "failed", message: messageOf(error) };
    }
  }

  override render() {
    switch (this.load.state) {
      case "loading":
        return html`<section class="page narrow"><p class="muted" role="status">${t("profile.loading")}</p></section>`;
      case "failed":
        return html`<section class="page narrow">
          <h1>${this.name}</h1>
          <p class="error" role="alert">${this.load.message}</p>
          <p><a href="/standings">${t("standings.title")}</a></p>
        </section>`;
      case "loaded":
        return this.renderProfile(this.load.profile);
    }
  }

  private renderProfile(profile: PlayerProfile) {
    return html`<section class="page narrow profile stack">
      <h1>${profile.name}</h1>
      ${profile.mine ? this.renderVisibility(profile) : nothing}
      ${profile.reliability
        ? html`<p>${t("profile.reliability", { percent: profile.reliability.figure, games: profile.reliability.games })}</p>`
        : nothing}
      <section class="stack" aria-labelledby="ratings-title">
        <h2 id="ratings-title">${t("profile.ratings")}</h2>
        ${profile.ratings.length === 0 ? html`<p class="muted">${t("profile.noRatings")}</p>` : profile.ratings.map((rating) => this.renderRating(rating))}
        <p class="hint">${t("ratings.about")} <a href="/standings">${t("standings.title")}</a></p>
      </section>
      <section class="stack" aria-labelledby="games-title">
        <h2 id="games-title">${t("profile.games")}</h2>
        <div class="table-scroll" tabindex="0" role="region" aria-labelledby="games-title">
          <table class="numbers">
            <thead>
              <tr>
                <th scope="col">${t("profile.edition")}</th>
                <th scope="col">${t("profile.played")}</th>
                <th scope="col">${t("profile.finished")}</th>
                <th scope="col">${t("profile.won")}</th>
              </tr>
            </thead>
            <tbody>
              ${profile.editions.map(
                (row) => html`<tr>
                  <th scope="row">${t(`create.edition.${row.edition}` as Key)}</th>
                  <td>${row.played}</td>
                  <td>${row.finished}</td>
                  <td>${row.won}</td>
                </tr>`,
              )}
            </tbody>
          </table>
        </div>
      </section>
      <section class="stack" aria-labelledby="recent-title">
        <h2 id="recent-title">${t("profile.recent")}</h2>
        ${profile.recentGames.length === 0
          ? html`<p class="muted">${t("profile.noGames")}</p>`
          : html`<ul class="game-list">
              ${profile.recentGames.map((game) => this.renderGame(game))}
            </ul>`}
      </section>
    </section>`;
  }

  private renderVisibility(profile: PlayerProfile) {
    return html`<div class="card stack">
      ${profile.hidden ? html`<p>${t("profile.hiddenNote")}</p>` : nothing}
      <p><button type="button" ?disabled=${this.busy} @click=${() => this.setHidden(!profile.hidden)}>${profile.hidden ? t("profile.show") : t("profile.hide")}</button></p>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
    </div>`;
  }

  private async setHidden(hidden: boolean): Promise<void> {
    if (this.load.state !== "loaded") return;
    this.busy = true;
    this.error = null;
    try {
      const now = await setProfileHidden(hidden);
      this.load = { state: "loaded", profile: { ...this.load.profile, hidden: now } };
    } catch (error) {
      this.error = messageOf(error);
    } finally {
      this.busy = false;
    }
  }

  private renderRating(rating: PoolRatingView) {
    const name = poolName(rating.pool);
    // A history that goes back to the first rated game starts where every newcomer does.
    const start = rating.history.length === rating.games ? [[shownRating(FIRST_SKILL).rating]] : [];
    const totals = [...start, ...rating.history.map((point) => [point.rating])];
    return html`<div class="card stack rating">
      <h3>${name}</h3>
      <p class="rating-line">
        <strong>${ratingText(rating)}</strong>
        ${rating.provisional ? html`<span class="tag">${t("ratings.provisional")}</span>` : nothing}
        <span class="muted">${t("profile.ratedGames", { n: rating.games })}</span>
      </p>
      <cr-score-chart
        .names=${[name]}
        .totals=${totals}
        .fromZero=${false}
        stepsLabel=${t("profile.chart.games")}
        stepLabel=${t("profile.chart.game")}
        tableLabel=${t("profile.chart.asTable")}
        label=${t("profile.chart.label", { pool: name, n: rating.history.length, rating: rating.rating })}
      ></cr-score-chart>
    </div>`;
  }

  private renderGame(game: RecentGame) {
    return html`<li>
      <a class="game-row card" href="/g/${game.gameId}">
        <strong>${t(`create.edition.${game.edition}` as Key)} · ${t("profile.place", { rank: game.rank, players: game.players })}</strong>
        <span class="tags">
          ${game.won ? html`<span class="tag">${t("profile.won.mark")}</span>` : nothing}
          ${game.left === "resigned" ? html`<span class="tag">${t("profile.resigned")}</span>` : nothing}
          ${game.left === "timed-out" ? html`<span class="tag">${t("profile.timedOut")}</span>` : nothing}
          ${game.ratedPool ? html`<span class="tag">${t("profile.rated")}</span>` : nothing}
        </span>
        <span class="muted">${formatMoment(game.finishedAt)} · ${t("profile.replay")}</span>
      </a>
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-profile-page": ProfilePage;
  }
}
