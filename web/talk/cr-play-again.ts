import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { GameSnapshot } from "../../protocol/types.js";
import { playAgain } from "../api/rematch.js";
import "../shared/cr-banner.js";
import { hostSecrets, saveHostSecrets, saveSeatToken } from "../app/secrets.js";
import { BusyController } from "../shared/busy-controller.js";
import { LocaleController, t } from "../i18n/index.js";
import { sharedStyles } from "../shared/styles.js";
import { seatName } from "../shared/words.js";

/**
 * "Play again" on the end screen: one click makes (or joins) the new game with the same players,
 * and opens this player's seat in it with the same seat link. Once someone has clicked, it asks the
 * others to join: a banner atop the end screen says who wants to play again and opens the new game.
 */
@customElement("cr-play-again")
export class CrPlayAgain extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.6rem;
        align-items: center;
      }
      p {
        margin: 0;
      }
      /* A finger's target: 44 px tall. */
      a.primary {
        display: inline-flex;
        align-items: center;
        min-height: 44px;
        padding: 0.5rem 1rem;
        border-radius: 0.4rem;
        background: var(--accent, #8a4b22);
        color: var(--on-accent, #fff);
        font-weight: 600;
        text-decoration: none;
      }
      .error {
        color: var(--danger, #a4261c);
        font-weight: 600;
      }
    `,
  ];

  @property({ attribute: false }) snapshot!: GameSnapshot;
  /** This browser's seat token for the finished game (it opens the new seat too). */
  @property({ attribute: false }) token: string | null = null;
  private readonly request = new BusyController(this);

  constructor() {
    super();
    new LocaleController(this);
  }

  /** The new game's page, opening this player's seat with the link they already have. */
  private newGameUrl(gameId: string): string {
    return this.token ? `/g/${gameId}#seat=${encodeURIComponent(this.token)}` : `/g/${gameId}`;
  }

  private async start() {
    await this.request.run(
      async () => {
        const created = await playAgain(this.snapshot.gameId, this.token, hostSecrets(this.snapshot.gameId)?.hostToken ?? null);
        if (created.hostToken) saveHostSecrets({ gameId: created.gameId, hostToken: created.hostToken, seats: [] });
        if (this.token) saveSeatToken(created.gameId, this.token);
        location.assign(this.newGameUrl(created.gameId));
      },
      { untilLeaving: true },
    );
  }

  /** The new game waits for this player: who started it (another player), and the way in. */
  private renderWaiting(snapshot: GameSnapshot, you: number, rematch: string) {
    const by = snapshot.rematchBy ?? null;
    return html`<cr-banner>
      <div class="row">
        <p>${by === null || by === you ? t("rematch.waiting") : t("rematch.wants", { name: seatName(snapshot.seats, by) })}</p>
        ${this.bringsHostToken(rematch)
          ? html`<button class="primary" ?disabled=${this.request.busy} @click=${this.start}>${t("rematch.open")}</button>`
          : html`<a class="primary" href=${this.newGameUrl(rematch)}>${t("rematch.open")}</a>`}
      </div>
      ${this.request.error ? html`<p class="error" role="alert">${this.request.error}</p>` : nothing}
    </cr-banner>`;
  }

  /**
   * This browser hosted the finished game but holds no host token for the new one (another player
   * pressed Play again first): the way in asks the service as Play again does, which gives the old
   * host the new game's host token.
   */
  private bringsHostToken(rematch: string): boolean {
    return hostSecrets(this.snapshot.gameId) !== null && hostSecrets(rematch) === null;
  }

  override render() {
    const { snapshot } = this;
    if (snapshot.status !== "ended" || snapshot.you === null) return nothing;
    if (snapshot.rematch) return this.renderWaiting(snapshot, snapshot.you, snapshot.rematch);
    return html`<section class="panel" aria-labelledby="again-heading">
      <h2 id="again-heading">${t("rematch.title")}</h2>
      <div class="row">
        <p class="muted">${t("rematch.hint")}</p>
        <button class="primary" ?disabled=${this.request.busy} @click=${this.start}>${t("rematch.playAgain")}</button>
      </div>
      ${this.request.error ? html`<p class="error" role="alert">${this.request.error}</p>` : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-play-again": CrPlayAgain;
  }
}
