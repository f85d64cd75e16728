import { LitElement, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { Reliability } from "../../protocol/lobby.js";
import type { SeatInfo } from "../../protocol/types.js";
import { tablePlayers } from "../api/lobby.js";
import { LocaleController, addArea, t } from "../i18n/index.js";
import { lobbyStrings } from "../i18n/lobby/index.js";
import { seatName } from "../shared/words.js";

addArea(lobbyStrings);

/**
 * A waiting game's seats on its page: who sits where, and at a public table each player's
 * reliability beside their name, with what the figure means in the words /play uses (docs/lobby.md).
 */
@customElement("cr-waiting-seats")
export class WaitingSeatsElement extends LitElement {
  @property() gameId = "";
  @property({ attribute: false }) seats: SeatInfo[] = [];
  /** The viewer's seat, or null for a spectator. */
  @property({ attribute: false }) you: number | null = null;
  /** The game's version: a new one (a seat taken or freed) asks again. */
  @property({ attribute: false }) version = 0;
  /** Each seated player's reliability by seat; null at a private game (none shown). */
  @state() private reliability: Map<number, Reliability> | null = null;

  constructor() {
    super();
    new LocaleController(this);
  }

  protected override createRenderRoot() {
    return this; // the page's styles (the seat list, hints) apply
  }

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has("version") || changed.has("gameId")) void this.load();
  }

  override render() {
    const about = t("lobby.reliability.about");
    return html`<ul class="seat-list">
        ${this.seats.map((seat) => {
          const figure = seat.joined ? this.reliability?.get(seat.seat) : undefined;
          return html`<li>
            <span>${t("game.seat", { n: seat.seat + 1 })}</span>
            <strong>${seat.joined ? seatName(this.seats, seat.seat) : t("invite.open")}</strong>
            ${seat.seat === this.you ? html`<span class="tag">${t("game.you")}</span>` : nothing}
            ${figure ? html`<span class="muted" title=${about}>${figure.games === 0 ? t("lobby.seat.new") : t("lobby.seat.reliability", { figure: figure.figure })}</span>` : nothing}
          </li>`;
        })}
      </ul>
      ${this.reliability ? html`<p class="hint">${about}</p>` : nothing}`;
  }

  private async load() {
    try {
      this.reliability = new Map((await tablePlayers(this.gameId)).map((player) => [player.seat, player.reliability]));
    } catch {
      this.reliability = null; // a private game (TABLE_NOT_PUBLIC), or the figures can't be had now: the seats alone
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-waiting-seats": WaitingSeatsElement;
  }
}
