import { html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { fetchMyGames, waitsOnMe, type MyGame } from "../api/account.js";
import "../shared/cr-banner.js";
import { PageElement } from "../app/page-element.js";
import { currentAccount } from "../app/session.js";
import { t } from "../i18n/index.js";
import { withOthers } from "./my-game-words.js";

/** The list is asked for as the page opens, then again when it gains the focus, at most this often. */
const RECHECK_MS = 3 * 60 * 1000;

/** Turns the player dismissed during this visit to the site: each a game's, until its next turn. */
const dismissed = new Set<string>();

const turnKey = (game: MyGame) => `${game.id}:${game.waitingSince}`;

/**
 * On a game's page, a banner when the player's turn has come in another of their games, leading
 * there. Only for a signed-in player: the account's games are one read of the index, while the
 * games this device knows would each cost their room a request.
 */
@customElement("cr-turn-elsewhere")
export class TurnElsewhere extends PageElement {
  /** The game on screen, which is never the other game. */
  @property() gameId = "";
  /** The account's games waiting on the player, the longest-waiting first (the service sorts them). */
  @state() private waiting: MyGame[] = [];
  private checkedAt = -Infinity;

  override connectedCallback() {
    super.connectedCallback();
    window.addEventListener("focus", this.check);
    document.addEventListener("visibilitychange", this.check);
    void this.check();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    window.removeEventListener("focus", this.check);
    document.removeEventListener("visibilitychange", this.check);
  }

  private readonly check = async () => {
    if (document.visibilityState === "hidden" || Date.now() - this.checkedAt < RECHECK_MS) return;
    this.checkedAt = Date.now();
    try {
      if (!(await currentAccount())) return;
      this.waiting = (await fetchMyGames()).filter(waitsOnMe);
    } catch {
      // An extra: the next focus asks again.
    }
  };

  override render() {
    const game = this.waiting.find((game) => game.id !== this.gameId && !dismissed.has(turnKey(game)));
    if (!game) return nothing;
    const said = t("games.turnElsewhere", { game: t(`create.edition.${game.edition}`), with: withOthers(game) });
    // Atop the turn: on a phone, one line that leads there.
    return html`<cr-banner class="turn-elsewhere" foldable dismissible @dismiss=${() => this.dismiss(game)}>
      <a slot="line" href="/g/${game.id}">${said}</a>
      <p>${said}</p>
      <a class="button primary" href="/g/${game.id}">${t("games.turnElsewhereOpen")}</a>
    </cr-banner>`;
  }

  private dismiss(game: MyGame) {
    dismissed.add(turnKey(game));
    this.requestUpdate();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-turn-elsewhere": TurnElsewhere;
  }
}
