/**
 * The text table's composers (web/table/cr-text-table.ts), with the upgrade choice it shares with
 * the drawn table: loaded by the page's composers once a page draws the text table (composers.ts).
 */
import "./cr-text-placement.js";
import "./cr-text-turn.js";
import "./cr-upgrade-choice.js";
