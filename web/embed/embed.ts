import { CoffeeRushGame } from "./coffee-rush-game.js";

/**
 * embed.js: `<script type="module" src="https://SERVICE/embed.js"></script>` defines
 * `<coffee-rush-game>`, and that is all it leaves in the page. Loading it again (even from
 * another address, or another version) finds the element defined and does nothing.
 */
if (!customElements.get("coffee-rush-game")) customElements.define("coffee-rush-game", CoffeeRushGame);

declare global {
  interface HTMLElementTagNameMap {
    "coffee-rush-game": CoffeeRushGame;
  }
}
