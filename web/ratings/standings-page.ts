import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { messageOf } from "../api/client.js";
import { fetchMyProfile, fetchStandings } from "../api/ratings.js";
import { currentAccount } from "../app/session.js";
import { PageElement } from "../app/page-element.js";
import { t } from "../i18n/index.js";
import { signedPoints } from "../shared/words.js";
import { profilePath } from "../../protocol/pages.js";
import { STANDINGS_PERIODS, type StandingsPeriod, type StandingsResponse } from "../../protocol/profiles.js";
import { POOLS, isPoolId, type PoolId } from "../../protocol/ratings.js";
import { poolName, ratingText } from "./rating-words.js";

type Load = { state: "loading" } | { state: "failed"; message: string } | { state: "loaded"; standings: StandingsResponse };

/**
 * The standings (/standings?pool=…&period=…): one pool's players by rating, provisional ratings
 * left out, all time or the week's by points won. The choice is kept in the address, so a
 * standings link shows what its sender saw.
 */
@customElement("cr-standings-page")
export class StandingsPage extends PageElement {
  @state() private pool: PoolId = "classic-2p";
  @state() private period: StandingsPeriod = "all";
  @state() private load: Load = { state: "loading" };
  /** The signed-in reader's profile name, for a link to it (null: signed out, or not known yet). */
  @state() private myName: string | null = null;
  /** Counts requests, so an answer to an older choice doesn't overwrite a newer one. */
  private asked = 0;

  override connectedCallback() {
    super.connectedCallback();
    const query = new URLSearchParams(location.search);
    const pool = query.get("pool") ?? "";
    if (isPoolId(pool)) this.pool = pool;
    if (query.get("period") === "week") this.period = "week";
    void this.fetch();
    void this.findMyProfile();
  }

  private async findMyProfile(): Promise<void> {
    try {
      if (await currentAccount()) this.myName = (await fetchMyProfile()).name;
    } catch {
      // The standings stand without the link.
    }
  }

  private async fetch(): Promise<void> {
    const asked = ++this.asked;
    this.load = { state: "loading" };
    try {
      const standings = await fetchStandings(this.pool, this.period);
      if (asked === this.asked) this.load = { state: "loaded", standings };
    } catch (error) {
      if (asked === this.asked) this.load = { state: "failed", message: messageOf(error) };
    }
  }

  private choose(pool: PoolId, period: StandingsPeriod): void {
    this.pool = pool;
    this.period = period;
    history.replaceState(null, "", `/standings?pool=${pool}&period=${period}`);
    void this.fetch();
  }

  override render() {
    return html`<section class="page narrow standings stack">
      <h1>${t("standings.title")}</h1>
      ${this.myName === null ? nothing : html`<p><a href=${profilePath(this.myName)}>${t("standings.mine")}</a></p>`}
      <div class="standings-choice">
        <label class="field">
          <span>${t("standings.pool")}</span>
          <select @change=${(event: Event) => this.choose((event.target as HTMLSelectElement).value as PoolId, this.period)}>
            ${POOLS.map((pool) => html`<option value=${pool} ?selected=${pool === this.pool}>${poolName(pool)}</option>`)}
          </select>
        </label>
        <fieldset class="segmented">
          <legend>${t("standings.period")}</legend>
          ${STANDINGS_PERIODS.map(
            (period) => html`<label class="choice">
              <input type="radio" name="period" value=${period} .checked=${period === this.period} @change=${() => this.choose(this.pool, period)} />
              ${t(`standings.${period}`)}
            </label>`,
          )}
        </fieldset>
      </div>
      ${this.renderTable()}
      <p class="hint">${t("ratings.about")}</p>
    </section>`;
  }

  private renderTable() {
    switch (this.load.state) {
      case "loading":
        return html`<p class="muted" role="status">${t("standings.loading")}</p>`;
      case "failed":
        return html`<p class="error" role="alert">${this.load.message}</p>`;
      case "loaded": {
        const { rows, period } = this.load.standings;
        if (rows.length === 0) return html`<p class="muted">${t("standings.empty")}</p>`;
        const week = period === "week";
        return html`<div class="table-scroll" tabindex="0" role="region" aria-label=${poolName(this.load.standings.pool)}>
          <table class="numbers standings-table">
            <thead>
              <tr>
                <th scope="col">${t("standings.place")}</th>
                <th scope="col" class="name">${t("standings.player")}</th>
                <th scope="col">${t("standings.rating")}</th>
                <th scope="col">${t("standings.games")}</th>
                ${week ? html`<th scope="col">${t("standings.change")}</th>` : nothing}
              </tr>
            </thead>
            <tbody>
              ${rows.map(
                (row) => html`<tr>
                  <td>${row.place}</td>
                  <th scope="row" class="name"><a href=${profilePath(row.name)}>${row.name}</a></th>
                  <td>${ratingText(row)}</td>
                  <td>${row.games}</td>
                  ${week ? html`<td>${signedPoints(row.change ?? 0)}</td>` : nothing}
                </tr>`,
              )}
            </tbody>
          </table>
        </div>`;
      }
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-standings-page": StandingsPage;
  }
}
