import { css } from "lit";
import { compactMatStyles } from "../table/mat.js";
import { restingSheetLook } from "../shared/resting-sheet.js";
import { BOARD_MIN_WIDTH, visuallyHidden } from "../shared/styles.js";
import { openSheetStyles } from "./open-sheet-styles.js";

/** Every composer's look (composerLayout's board, mat and sheet), on a phone and on a desktop. */
export const composerStyles = css`
  .to-controls {
    position: absolute;
    z-index: 6;
    margin: 0.3rem;
  }
  .to-controls:not(:focus) {
    ${visuallyHidden}
  }
  :host {
    display: block;
  }
  /* What a guide points at (the guided game): a thick ring in the accent colour. */
  .guided button,
  button.guided,
  li.guided {
    outline: 3px solid var(--accent, #8a4b22);
    outline-offset: 2px;
  }
  .composer {
    display: flex;
    flex-direction: column;
    gap: 0.9rem;
    border: 2px solid var(--accent, #8a4b22);
  }
  .titled {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
  .titled > h2,
  .titled > h3 {
    margin: 0;
  }
  .composer > section {
    display: flex;
    flex-direction: column;
    gap: 0.45rem;
  }
  p {
    margin: 0;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  .choices button {
    padding: 0.35rem 0.6rem;
  }
  .footer {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.6rem;
    padding-top: 0.4rem;
    border-top: 1px solid var(--line, #d9ccbf);
  }
  /* Undo and Submit stay in reach while the player scrolls through a long list of upgrades. */
  .composer .footer {
    position: sticky;
    bottom: 0;
    z-index: 1;
    padding: 0.45rem 0.75rem;
    margin: 0 -0.75rem -0.75rem;
    background: var(--card, #fff);
    border-radius: 0 0 0.7rem 0.7rem;
  }
  .footer .hint {
    flex: 1 1 14rem;
    font-size: 0.85rem;
    line-height: 1.25;
  }
  .footer .hint:empty {
    display: none;
  }
  /* The offer is a phone's (the desktop's sheet shows the step itself). */
  .footer .offer {
    display: none;
    flex: 1 1 100%;
    font-size: 0.85rem;
    text-align: start;
  }
  .footer button.offer {
    border-style: dashed;
  }
  .footer .upgrade-row {
    align-items: center;
    gap: 0.3rem;
  }
  /* The upgrade taken, named above the line: a phone's only (the desktop's first step shows it pressed). */
  .footer .taken {
    display: none;
    flex: 1 1 100%;
    align-items: center;
    gap: 0.3rem;
    margin: 0;
    font-size: 0.85rem;
    font-weight: 600;
  }
  /* The upgrade chosen, at the start of the line once the path begins: no taller than the line. */
  .footer .with-upgrade svg.drawn {
    width: 1.2em;
    height: 1.2em;
    vertical-align: -0.25em;
  }
  .upgrade-row > span {
    flex: 1 1 auto;
    min-width: 0;
  }
  .upgrade-row button {
    flex: none;
    min-width: 2.75rem;
    padding: 0.2rem;
  }
  .footer .error {
    flex: 1 1 100%;
  }
  /* A button's word is never broken ("Envi-ar" beside the board); narrower sides let the three share a line there,
     and only when they still don't fit does a button take the next line. */
  .footer .buttons {
    display: flex;
    flex-wrap: wrap;
    flex: 1 1 12rem;
    gap: 0.5rem;
    justify-content: flex-end;
  }
  .footer .buttons button {
    white-space: nowrap;
    padding-inline: 0.5rem;
  }
  .footer .buttons button.primary {
    flex: 1 1 auto;
    max-width: 16rem;
  }
  :host {
    container-type: inline-size;
  }
  .layout {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.5rem;
  }
  /* As wide as the screen, unless the screen is too short for the board, the mat and the resting sheet below it (a banner above the table takes from it);
     no wider than --board-cap (a phone's resting sheet taller than most). */
  .board-area {
    width: min(100%, max(${BOARD_MIN_WIDTH}, calc(var(--fit-height, 100dvh) - 20rem)), var(--board-cap, 100%));
    aspect-ratio: 1;
    margin-inline: auto;
  }
  /* A tablet's sheet and mat sit beside or below a wider board: it keeps the room it had (560 px at 768×1024). */
  @media (min-width: 600px) {
    .board-area {
      width: min(100%, max(${BOARD_MIN_WIDTH}, calc(var(--fit-height, 100dvh) - 16rem)), var(--board-cap, 100%));
    }
  }
  .side {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    min-width: 0;
  }
  .mat {
    flex: none;
    display: flex;
    flex-direction: column;
    gap: 0.3rem;
  }
  /* The sheet of controls: it rests at the bottom of the screen, over nothing but what lies below the board. */
  .sheet {
    position: sticky;
    bottom: 0;
    z-index: 2;
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
    max-height: 75dvh;
    padding: 0.4rem 0.5rem 0.5rem;
    ${restingSheetLook}
  }
  .sheet-foot {
    display: contents;
  }
  /* A table that doesn't fill the screen (an embed): the sheet stays in its place. */
  :host(:not([fit])) .sheet {
    position: static;
  }
  @container (max-width: 49.99rem) {
    /* Resting: what to do next or what the move does, Undo, Submit; the player's cups and orders stay in sight above it. */
    .resting .sheet-head > :not(.titled),
    .resting .sheet-head cr-rules-link,
    .resting .footer .next {
      display: none;
    }
    /* Tighter around the board, so that the cups and the first orders fit above the resting sheet. */
    .layout,
    .side {
      gap: 0.3rem;
    }
    .resting .sheet {
      padding-top: 0.3rem;
    }
    /* A resting sheet its words make taller than most (a move's line on three lines above a tall order card):
       the board gives it the room (--board-room, SheetRoom), down to the guided game's 16rem, and the
       cups and first orders stay in view above it. */
    :host([fit]) .resting .board-area {
      --board-cap: max(16rem, var(--board-room, 100%));
    }
    /* Open, the board gives the step the room its help and controls take (--open-board-room): with Details, no
       narrower than the table's board (90 % of the screen, ${BOARD_MIN_WIDTH} at least); in the guided game,
       which teaches each step, down to 16rem. */
    :host([fit]) .raised .board-area {
      --board-cap: max(${BOARD_MIN_WIDTH}, 90vw, var(--open-board-room, 100%));
    }
    :host([fit]) .steady .board-area {
      --board-cap: max(16rem, var(--open-board-room, 100%));
    }
    ${compactMatStyles}
    /* An offer takes the line's place (the line still describes Submit to screen readers). */
    .footer .hint.offered {
      ${visuallyHidden}
    }
    .footer button.offer,
    .footer .upgrade-row,
    .footer .taken {
      display: flex;
    }
    .resting .footer {
      row-gap: 0.2rem;
      padding-top: 0;
      border-top: 0;
    }
    /* Kept for screen readers: the title (the state line above the board says it already; it names the composer),
       and the step's controls, which show once reached by keyboard (not when the composer puts focus there after a
       tap: the sheet would cover the cups and orders). */
    .resting .sheet-head,
    .resting .sheet-body:not(:has(:focus-visible)) {
      ${visuallyHidden}
    }
    /* Open (Details, or the guided game's steps): no taller than the room below the cups and first
       orders (--sheet-room, SheetRoom), its steps scrolling inside: the board, the mat and Submit stay in view. */
    ${openSheetStyles}
    :host([fit]) :is(.raised, .steady) .footer {
      padding-top: 0.2rem;
    }
  }
  /* Beside the board: the mat and the whole sheet, always open. */
  @container (min-width: 50rem) {
    .layout {
      /* As wide as a phone's mat (its queue's names then break between words, as there), and the step's rows whole. */
      grid-template-columns: minmax(0, 1fr) 20rem;
      align-items: start;
    }
    :host([fit]) {
      height: 100%;
    }
    :host([fit]) .layout {
      height: 100%;
      grid-template-rows: minmax(0, 1fr);
      align-items: stretch;
    }
    :host([fit]) .board-area {
      width: 100%;
      height: 100%;
      aspect-ratio: auto;
      min-height: 0;
    }
    /* A step longer than the column (an upgrade's choice above the meeples) scrolls the column, mat and
       all, not a box of its own inside the sheet: its rows stay whole, Undo and Submit at the column's foot. */
    :host([fit]) .side {
      min-height: 0;
      overflow-y: auto;
    }
    .sheet {
      position: static;
      flex: 1 0 auto;
      max-height: none;
    }
    .sheet-body {
      flex: 1 0 auto;
      overflow: visible;
    }
    :host([fit]) .footer {
      position: sticky;
      bottom: 0;
      background: var(--card, #fff);
    }
    .footer .more {
      display: none;
    }
    /* The queue's columns give their names every pixel: a name's longest word fits its card. */
    .mat ol.queue {
      gap: 0.15rem;
    }
    .mat ol.queue > li {
      padding: 0;
    }
    .mat ol.queue .card {
      padding-inline: 0.1rem;
    }
    /* Beside the board the column is narrow: the three buttons share one line, leaving the step its room. */
    .footer .buttons button {
      font-size: 0.9rem;
    }
  }
  /* One line when the title and the steps fit side by side; the steps go under it when not. */
  .sheet-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.4rem;
  }
  .sheet-head > .titled {
    flex: 1 1 7rem;
    min-width: 0;
    justify-content: flex-start;
  }
  .sheet-head h2 {
    flex: 1 1 auto;
    min-width: 0;
    margin: 0;
    font-size: 1rem;
  }
  .sheet-body h3 {
    margin: 0;
    font-size: 0.95rem;
  }
  /* A step's heading runs into its first line of help. */
  .step-panel > h3 {
    display: inline;
    margin-inline-end: 0.3rem;
  }
  .step-panel > h3 + p {
    display: inline;
  }
  .sheet-body .muted,
  .sheet-body p {
    font-size: 0.9rem;
    line-height: 1.3;
  }
  .sheet-body {
    flex: 1 1 auto;
    min-height: 0;
    overflow: auto;
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
  }
  .error {
    font-size: 0.9rem;
    padding: 0.35rem 0.5rem;
    border-radius: 0.4rem;
    border: 2px solid #b3261e;
    background: color-mix(in srgb, #b3261e 10%, var(--card, #fff));
  }
  details > summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
  details > summary::before {
    content: "▸";
  }
  details[open] > summary::before {
    content: "▾";
  }
  details > summary h3 {
    display: inline;
    margin: 0;
  }
  details[open] > summary {
    margin-bottom: 0.4rem;
  }
  ul.review {
    margin: 0;
    padding-inline-start: 1.2rem;
  }
`;
