import { css } from "lit";
import { BOARD_MIN_WIDTH, sharedStyles } from "../shared/styles.js";

/** The table's layout (web/table/cr-table.ts): the state line, the board, the players, the log and its sheet, on a phone, a wide screen and in an embed. */
export const tableStyles = [
  sharedStyles,
  css`
    :host {
      display: block;
      color: var(--fg, #2b1d14);
    }
    .table {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: "bar" "play" "players" "log";
      gap: 0.5rem;
    }
    .bar {
      grid-area: bar;
      display: flex;
      align-items: center;
      gap: 0.4rem;
      min-height: 2.75rem;
    }
    .bar cr-table-status {
      flex: 1 1 auto;
    }
    .play {
      grid-area: play;
      display: flex;
      flex-direction: column;
      gap: 0.5rem;
      min-height: 0;
    }
    .players {
      grid-area: players;
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
      gap: 0.4rem;
      align-content: start;
      min-height: 0;
    }
    .talk {
      margin-top: 0.75rem;
    }
    .log-button {
      flex: none;
      min-width: 2.75rem;
      justify-content: center;
      gap: 0.35rem;
      padding: 0.3rem 0.6rem;
    }
    .count {
      min-width: 1.4rem;
      padding: 0 0.35rem;
      border-radius: 999px;
      background: var(--accent, #8a4b22);
      color: var(--bg, #fbf7f2);
      font-size: 0.8rem;
      font-weight: 700;
    }
    .log-button svg {
      width: 1.2rem;
      height: 1.2rem;
      fill: none;
      stroke: currentColor;
      stroke-width: 2;
      stroke-linecap: round;
    }
    /* The log as a sheet from the bottom of the screen. */
    dialog.sheet {
      margin: auto auto 0;
      width: min(100%, 44rem);
      max-width: 100%;
      max-height: 85dvh;
      padding: 0;
      border: 1px solid var(--line, #d9ccbf);
      border-radius: 1rem 1rem 0 0;
      background: var(--bg, #fbf7f2);
      color: var(--fg, #2b1d14);
      box-shadow: 0 -0.5rem 2rem rgb(0 0 0 / 0.3);
    }
    dialog.sheet::backdrop {
      background: rgb(0 0 0 / 0.4);
    }
    .sheet-head {
      position: sticky;
      top: 0;
      display: flex;
      justify-content: flex-end;
      padding: 0.4rem 0.5rem 0;
      background: var(--bg, #fbf7f2);
    }
    .sheet-body {
      padding: 0 0.5rem 0.75rem;
    }
    /* On a phone: the tabs share the sheet's top line with an icon to close it; a long name takes two lines. */
    .sheet-head.tabbed {
      gap: 0.25rem;
      padding-inline: 0.25rem;
    }
    [role="tablist"] {
      display: flex;
      flex: 1 1 auto;
      gap: 0.25rem;
      min-width: 0;
    }
    [role="tab"] {
      flex: 1 1 0;
      min-width: 0;
      gap: 0.3rem;
      padding: 0.25rem 0.3rem;
      border-color: transparent;
      background: none;
      font-size: 0.9rem;
      line-height: 1.15;
      text-align: center;
      word-break: keep-all;
    }
    .close-icon {
      flex: none;
      width: 2.75rem;
      padding: 0;
    }
    .close-icon svg {
      width: 1.1rem;
      height: 1.1rem;
      stroke: currentColor;
      stroke-width: 2.5;
      stroke-linecap: round;
    }
    [role="tab"][aria-selected="true"] {
      border-color: var(--accent, #8a4b22);
      font-weight: 700;
    }
    .sheet .players {
      grid-template-columns: minmax(0, 1fr);
    }
    .board-area {
      min-height: 0;
    }
    /* The game page: the board as wide as the screen (unless the screen is too short for it), the rest around it. */
    :host([fit]) .board-area {
      width: min(100%, max(${BOARD_MIN_WIDTH}, calc(var(--fit-height, 100dvh) - 10rem)));
      aspect-ratio: 1;
      margin-inline: auto;
      padding: 0;
      border: 0;
      background: none;
    }
    :host([fit]) .play > :not(.board-area) {
      flex: none;
    }
    /* A phone: the state line, its tools and the board closer together, so that the player's cups and orders fit below the board. */
    @media (max-width: 47.99rem) {
      :host([fit]) .table,
      :host([fit]) .bar {
        gap: 0.25rem;
      }
      :host([fit]) .log-button {
        padding-inline: 0.4rem;
      }
    }
    /* A wide screen: one screen, the players beside the table. */
    @media (min-width: 75rem) {
      :host([fit]) .table {
        height: var(--fit-height, 100dvh);
        grid-template-columns: minmax(0, 1fr) 17rem;
        grid-template-rows: auto minmax(0, 1fr);
        grid-template-areas: "bar bar" "play players";
      }
      :host([fit]) .board-area {
        flex: 1 1 0;
        width: 100%;
        aspect-ratio: auto;
      }
      :host([fit]) .play > .composer {
        flex: 1 1 auto;
        min-height: 0;
      }
      :host([fit]) .players {
        grid-template-columns: minmax(0, 1fr);
        overflow: auto;
      }
    }
    .log {
      grid-area: log;
      display: flex;
      flex-direction: column;
      gap: 0.75rem;
    }
    @media (min-width: 60rem) {
      :host(:not([fit])) .table {
        grid-template-columns: minmax(22rem, 36rem) minmax(0, 1fr);
        grid-template-areas: "bar bar" "play players" "log players";
        align-items: start;
      }
    }
  `,
];
