import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { EDITIONS, type RankEntry, type Result } from "../../game/engine/index.js";
import type { GameRecord, GameSnapshot } from "../../protocol/types.js";
import { LocaleController, t } from "../i18n/index.js";
import { rulesPath } from "../rules/sections.js";
import { sharedStyles } from "../shared/styles.js";
import { errorText } from "../api/refusal.js";
import { plural, scoreNumber, seatNames } from "../shared/words.js";
import { endingLines, winnersLine } from "./ending-words.js";
import "../fair/cr-verify-record.js";
import "./cr-replay.js";
import "./cr-score-chart.js";
import { replaySteps, scoreHistory, type ReplayStep } from "./replay-record.js";

/**
 * The end of a game: the ranking with each score's parts (likes, upgrades, dislikes by the
 * edition's scoring) and tie-breaks, a chart of the scores over the turns and a step-by-step
 * replay, both rebuilt from the game's record with the engine, and the record itself: checked in
 * the browser ("Verify this game", R-18) and downloadable.
 */
@customElement("cr-game-over")
export class CrGameOver extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: 0.75rem;
        color: var(--fg, #2b1d14);
      }
      ol.ranking {
        list-style: none;
        margin: 0.5rem 0 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: 0.5rem;
      }
      ol.ranking li {
        display: grid;
        grid-template-columns: auto minmax(0, 1fr);
        gap: 0.6rem;
        align-items: start;
        padding: 0.5rem 0.6rem;
        border-inline-start: 6px solid var(--seat);
        border-radius: 0.4rem;
        background: color-mix(in srgb, var(--line, #d9ccbf) 25%, transparent);
      }
      .rank {
        display: inline-grid;
        place-items: center;
        width: 2rem;
        height: 2rem;
        border-radius: 50%;
        background: var(--seat);
        color: var(--on-seat);
        font-weight: 700;
      }
      .head {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        align-items: baseline;
        gap: 0 0.8rem;
        margin: 0.2rem 0 0.3rem;
      }
      .head h3 {
        margin: 0;
      }
      dl {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 1rem;
        margin: 0;
        font-size: 0.9rem;
      }
      dl div {
        display: flex;
        gap: 0.3rem;
      }
      dt {
        white-space: nowrap;
      }
      dd {
        font-weight: 400;
        white-space: nowrap;
      }
      .total {
        font-weight: 700;
        font-size: 1.2rem;
        white-space: nowrap;
      }
      .tie {
        display: block;
        margin-top: 0.3rem;
        font-size: 0.85rem;
      }
      .winners {
        font-size: 1.15rem;
        font-weight: 600;
        margin: 0;
      }
    `,
  ];

  @property({ attribute: false }) snapshot!: GameSnapshot;
  /** The finished game's record, once the page has fetched it. */
  @property({ attribute: false }) record: GameRecord | null = null;
  private replayed: { record: GameRecord; steps: Result<ReplayStep[]> } | null = null;

  constructor() {
    super();
    new LocaleController(this);
  }

  /** Replayed once per record: the chart and the replay share it. */
  private steps(): Result<ReplayStep[]> | null {
    if (!this.record) return null;
    if (this.replayed?.record !== this.record) this.replayed = { record: this.record, steps: replaySteps(this.record) };
    return this.replayed.steps;
  }

  private tieBreak(entry: RankEntry, above: RankEntry | undefined, names: string[]) {
    if (!entry.tieBreak || !above) return nothing;
    // Tokens by the edition's own word (a rush token, a cookie).
    const name = names[above.player];
    const edition = this.snapshot.view.options.edition;
    return html`<span class="tie muted">${entry.tieBreak === "likes" ? t("end.tieBreak.likes", { name }) : t(`end.tieBreak.${entry.tieBreak}.${edition}`, { name })}</span>`;
  }

  private renderRanking(names: string[]) {
    const { view } = this.snapshot;
    const { edition } = view.options;
    const scoring = EDITIONS[edition].scoring;
    const part = (label: string, count: number, each: number, points: number) =>
      html`<div><dt>${label}</dt><dd>${t("end.part", { count, each: scoreNumber(each), points: scoreNumber(points) })}</dd></div>`;
    return html`<ol class="ranking" aria-label=${t("end.ranking")}>
      ${view.ranking.map(
        (entry, index) => html`<li data-seat=${entry.player}>
          <span class="rank" aria-hidden="true">${entry.rank}</span>
          <div class="who">
            <div class="head">
              <h3>
                <span class="sr-only">${t("end.rankNumber", { rank: entry.rank })}: </span>${names[entry.player]}${entry.player ===
                this.snapshot.you
                  ? html` <span class="muted">(${t("table.you")})</span>`
                  : nothing}${this.snapshot.seats[entry.player]?.resigned ? html` <span class="muted resigned">(${t("end.resignedMark")})</span>` : nothing}
              </h3>
              <span class="total">${plural("end.points", entry.total)}</span>
            </div>
            <dl>
              ${part(t("table.likes"), entry.likes, scoring.like, entry.points.likes)}
              ${part(t("table.upgrades"), entry.upgrades, scoring.upgrade, entry.points.upgrades)}
              ${part(t("table.dislikes"), entry.dislikes, scoring.dislike, entry.points.dislikes)}
              <div><dt>${t(`table.speedTokensLabel.${edition}`)}</dt><dd>${entry.speedTokens}</dd></div>
            </dl>
            ${this.tieBreak(entry, view.ranking[index - 1], names)}
          </div>
        </li>`,
      )}
    </ol>`;
  }

  private renderHistory(names: string[]) {
    const steps = this.steps();
    if (steps === null) return html`<p class="muted panel" role="status">${t("end.loadingRecord")}</p>`;
    if (!steps.ok) return html`<p class="panel" role="alert">${t("end.replayFailed")} ${errorText(steps.error)}</p>`;
    return html`<section class="panel" aria-labelledby="chart-heading">
        <h2 id="chart-heading">${t("end.chart.title")}</h2>
        <cr-score-chart .names=${names} .totals=${scoreHistory(steps.value)}></cr-score-chart>
      </section>
      <cr-verify-record
        .record=${this.record}
        downloadHref=${`/api/games/${this.snapshot.gameId}/record`}
        downloadName=${`coffee-rush-${this.snapshot.gameId}.json`}
      ></cr-verify-record>
      <cr-replay .steps=${steps.value} .seats=${this.snapshot.seats}></cr-replay>`;
  }

  override render() {
    const { view, seats } = this.snapshot;
    const names = seatNames(seats, view.players.length);
    return html`<section class="panel" aria-labelledby="over-heading">
        <h2 id="over-heading">${t("end.title")}</h2>
        ${endingLines(this.snapshot, names).map((line) => html`<p class="ending">${line}</p>`)}
        <p class="winners">${winnersLine(this.snapshot, names)}</p>
        ${this.renderRanking(names)}
        <p><a href=${rulesPath("scoring", view.options.edition)}>${t("rules.fromGameOver")}</a></p>
      </section>
      ${this.renderHistory(names)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-game-over": CrGameOver;
  }
}
