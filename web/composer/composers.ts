/**
 * The move composers: what the table shows the seat it waits on (the upgrade choice, meeple
 * placement, a turn). The table only names their tags, so whoever shows it to a seated player
 * registers them: the app's game and learn pages with the table, the script embed on demand, once
 * it has a seat token (a spectator's embed never loads them: web/embed/coffee-rush-game.ts).
 * The order cards' details and the panel for planning the next move come with them (the embed's
 * spectators see the plain cards, and plan nothing). The text table's own composers are loaded
 * once a page draws the text table (web/table/cr-text-table.ts, a setting few turn on).
 */
import "../table/card-detail.js";
import "./cr-placement-composer.js";
import "./cr-turn-composer.js";
import "./cr-upgrade-choice.js";
import "../plan/cr-plan-panel.js";

void customElements.whenDefined("cr-text-table").then(() => import("./text-composers.js"));
