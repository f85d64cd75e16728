import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { GameView, PlayerState } from "../../game/engine/index.js";
import type { GameSnapshot, LoggedAction } from "../../protocol/types.js";
import type { Refusal } from "../api/refusal.js";
import { LocaleController, t, type Key } from "../i18n/index.js";
import "./cr-board-grid.js";
import { orderText, othersMoves, scoresText } from "./read-aloud.js";
import { sharedStyles } from "../shared/styles.js";
import { setTextTable } from "./text-table-setting.js";
import { composerContext, type ComposerProps } from "./composer-context.js";
import { ContextProvider } from "../shared/context.js";
import { FocusKeeper } from "../shared/focus-keeper.js";
import { cardName, cupText, ownName, plural, seatNames, speedTokens, upgradeName } from "../shared/words.js";

/** The shortcuts the announcer (cr-announcer.ts) answers, as the page lists them. */
const SHORTCUT_KEYS: Key[] = ["ear.shortcut.board", "ear.shortcut.cups", "ear.shortcut.orders", "ear.shortcut.scores", "ear.shortcut.last", "ear.shortcut.grid"];

/**
 * The table as text, for screen readers: the state of the game and the scores, what the others did
 * since your last turn, the move form when it is your turn, the board as a grid, and each player's
 * cups, orders, upgrades, likes, dislikes and speed tokens as headed lists. Composing is left to
 * the text composers (web/composer/cr-text-*.ts, which the page's composers load once this table is
 * drawn: web/composer/composers.ts), whose `submit-action` bubbles out as the drawn composers' does.
 */
@customElement("cr-text-table")
export class CrTextTable extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      section {
        margin-block: 0.75rem;
      }
      h2,
      h3,
      h4 {
        margin: 0.5rem 0 0.25rem;
      }
      ul {
        margin: 0;
        padding-inline-start: 1.2rem;
      }
      .players {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
        gap: 0.75rem;
      }
      .link {
        background: none;
        border: none;
        padding: 0;
        color: var(--accent, #8a4b22);
        text-decoration: underline;
        cursor: pointer;
        min-height: 0;
      }
    `,
  ];

  @property({ attribute: false }) snapshot!: GameSnapshot;
  @property({ attribute: false }) log: LoggedAction[] = [];
  @property({ type: Boolean }) pending = false;
  @property({ attribute: false }) serverError: Refusal | null = null;
  /** What the text composer shown gets: the game and its submission, and none of the drawn table's taps, guide or suggestions. */
  private readonly composerProps = new ContextProvider<ComposerProps>(this, composerContext);

  constructor() {
    super();
    new LocaleController(this);
    // The move form leaves once submitted: focus goes to the table's heading in the same task.
    new FocusKeeper(this, () => [this.landing()]);
  }

  protected override willUpdate(): void {
    const { snapshot, pending, serverError } = this;
    this.composerProps.set({ snapshot, pending, serverError, fit: false, aim: null, quick: false, suggest: null });
  }

  /** Where the next thing to do is: the move form's heading when it is the player's move, else the table's heading. */
  landing(): HTMLElement | null {
    const form = this.renderRoot.querySelector("cr-text-turn, cr-text-placement, cr-upgrade-choice");
    return form?.shadowRoot?.querySelector<HTMLElement>("#composer-heading[tabindex]") ?? form?.shadowRoot?.querySelector<HTMLElement>("button:not([disabled])") ?? this.renderRoot.querySelector<HTMLElement>("#text-table-heading");
  }

  private get names(): string[] {
    return seatNames(this.snapshot.seats, this.snapshot.view.players.length);
  }

  private renderState(view: GameView) {
    const token =
      view.token === "closed" && view.turnsLeft !== null && view.phase !== "ended"
        ? t("ear.turnsLeft", { count: view.turnsLeft })
        : view.token === "open"
          ? t("ear.tokenOpen")
          : "";
    return html`<p>${t("ear.deck", { cards: plural("table.cards", view.deckSize) })} ${token}</p>
      <p>${t("ear.scores")}: ${scoresText(view, this.names)}.</p>`;
  }

  /** What the others did since the viewer's own last move. */
  private renderChanges() {
    const { you } = this.snapshot;
    const ownLast = Math.max(0, ...this.log.filter((entry) => entry.action.player === you).map((entry) => entry.seq));
    const moves = othersMoves(this.log, ownLast, you, { names: this.names, edition: this.snapshot.view.options.edition });
    return html`<section aria-labelledby="changes-heading">
      <h3 id="changes-heading">${t("ear.changes")}</h3>
      ${moves.length === 0 ? html`<p>${t("ear.noChanges")}</p>` : html`<ul>${moves.map((move) => html`<li>${move}</li>`)}</ul>`}
    </section>`;
  }

  private renderComposer() {
    const { view } = this.snapshot;
    switch (view.phase) {
      case "chooseUpgrades":
        return html`<cr-upgrade-choice></cr-upgrade-choice>`;
      case "placement":
        return html`<cr-text-placement></cr-text-placement>`;
      case "turns":
        return html`<cr-text-turn></cr-text-turn>`;
      case "ended":
        return nothing;
    }
  }

  /** A headed list; "none" when it is empty. */
  private list(id: string, heading: string, items: string[]) {
    return html`<h4 id=${id}>${heading}</h4>
      ${items.length === 0 ? html`<p>${t("ear.none")}</p>` : html`<ul aria-labelledby=${id}>${items.map((item) => html`<li>${item}</li>`)}</ul>`}`;
  }

  private renderPlayer(view: GameView, seat: number) {
    const player: PlayerState = view.players[seat];
    const edition = view.options.edition;
    const name = seat === this.snapshot.you ? ownName(this.names[seat]) : this.names[seat];
    const orders = player.queue.flatMap((cards, position) => cards.map((card) => orderText(view, seat, card, position)));
    const upgrades = player.upgrades.map((tile) => `${upgradeName(tile.id)} (${t(tile.active ? "table.faceUp" : "table.faceDown")})`);
    return html`<section aria-labelledby="player-${seat}">
      <h3 id="player-${seat}">${name}</h3>
      ${this.list(`cups-${seat}`, t("ear.cups"), player.cups.map((contents, cup) => cupText(contents, cup)))}
      ${this.list(`orders-${seat}`, t("ear.orders"), orders)}
      ${player.upgrades.length > 0 ? this.list(`upgrades-${seat}`, t("ear.upgrades"), upgrades) : nothing}
      ${this.list(`likes-${seat}`, t("ear.likes"), player.likes.map((card) => cardName(edition, card)))}
      ${this.list(`dislikes-${seat}`, t("ear.dislikes"), player.dislikes.map((card) => cardName(edition, card)))}
      ${this.list(`tokens-${seat}`, t(`table.speedTokensLabel.${edition}`), player.speedTokens > 0 ? [speedTokens(edition, player.speedTokens)] : [])}
    </section>`;
  }

  override render() {
    const { view, you } = this.snapshot;
    const composing = you !== null && view.toAct.includes(you);
    const order = Array.from({ length: view.players.length }, (_, k) => ((you ?? 0) + k) % view.players.length);
    return html`<section aria-labelledby="text-table-heading">
      <h2 id="text-table-heading" tabindex="-1">${t("ear.title")}</h2>
      <!-- Named apart from the page's own switch ("Standard table"): no two buttons on a page share a name. -->
      <p><button type="button" class="link" @click=${() => setTextTable(false)}>${t("ear.link.back")}</button></p>
      ${this.renderState(view)} ${this.renderChanges()} ${composing ? this.renderComposer() : nothing}
      ${composing && view.phase !== "chooseUpgrades"
        ? nothing
        : html`<cr-board-grid .board=${view.board} .players=${view.players} .names=${this.names}></cr-board-grid>`}
      <section class="players" aria-label=${t("ear.players")}>${order.map((seat) => this.renderPlayer(view, seat))}</section>
      <section aria-labelledby="shortcuts-heading">
        <h3 id="shortcuts-heading">${t("ear.shortcuts")}</h3>
        <ul>
          ${SHORTCUT_KEYS.map((key) => html`<li>${t(key)}</li>`)}
        </ul>
      </section>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-text-table": CrTextTable;
  }
}
