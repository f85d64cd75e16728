import { html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { fetchMyGames, waitsOnMe } from "../api/account.js";
import { PageElement } from "./page-element.js";
import { navigate } from "./router.js";
import { currentAccount } from "./session.js";
import { t } from "../i18n/index.js";
import { deviceGames } from "./device-games.js";

/** A game waiting on the player, and since when (null: unknown, counted as the newest). */
export interface Waiting {
  id: string;
  waitingSince: number | null;
}

/** Orders games waiting on the player: the longest-waiting first, those whose wait is unknown last. */
export function longestWaitingFirst(a: Waiting, b: Waiting): number {
  return (a.waitingSince ?? Infinity) - (b.waitingSince ?? Infinity);
}

/** The games waiting on the signed-in account or on this browser's seats, the longest-waiting first. */
export async function waitingGames(): Promise<Waiting[]> {
  const account = await currentAccount();
  const [mine, device] = await Promise.all([account ? fetchMyGames() : Promise.resolve([]), deviceGames()]);
  const waiting = new Map<string, Waiting>();
  for (const game of [...mine, ...device]) {
    if (waitsOnMe(game) && !waiting.has(game.id)) waiting.set(game.id, { id: game.id, waitingSince: game.waitingSince });
  }
  return [...waiting.values()].sort(longestWaitingFirst);
}

/**
 * "Next game waiting for me": asks which games wait on the player when pressed, and goes straight
 * to the one that has waited longest (another than the game on screen); if none, says so.
 */
@customElement("cr-next-game")
export class NextGame extends PageElement {
  /** Among a game's tools: a » button (its words for screen readers and as its title), the answer in a bubble below. */
  @property({ type: Boolean }) compact = false;
  @state() private answer: "idle" | "looking" | "none" | "failed" = "idle";

  override render() {
    const words = t("games.next");
    return html`<span class="next-game ${this.compact ? "compact" : ""}">
      ${this.compact
        ? html`<button type="button" class="next-game-icon" title=${words} ?disabled=${this.answer === "looking"} @click=${this.goToNext}>
            <span aria-hidden="true">»</span><span class="visually-hidden">${words}</span>
          </button>`
        : html`<button type="button" class="link-button" ?disabled=${this.answer === "looking"} @click=${this.goToNext}>${words}</button>`}
      <span role="status">${this.answer === "none" ? t("games.nextNone") : this.answer === "failed" ? t("games.nextFailed") : nothing}</span>
    </span>`;
  }

  private async goToNext(event: Event) {
    // The answer shows where the button is: a folded menu around it stays open until a game opens ("next-game-opened").
    event.stopPropagation();
    this.answer = "looking";
    try {
      const shown = /^\/g\/([^/]+)/.exec(location.pathname)?.[1] ?? null;
      const next = (await waitingGames()).find((game) => game.id !== shown);
      this.answer = next ? "idle" : "none";
      if (next) {
        navigate(`/g/${next.id}`);
        this.dispatchEvent(new Event("next-game-opened", { bubbles: true }));
      }
    } catch {
      this.answer = "failed";
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-next-game": NextGame;
  }
}
