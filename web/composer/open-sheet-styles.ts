import { css } from "lit";
import { visuallyHidden } from "../shared/styles.js";

/**
 * A phone's open sheet (Details, or the guided game's steps; composerStyles puts these in its
 * phone-width container query): no taller than the room SheetRoom measures below the cups and
 * first orders, its steps scrolling inside, its bar on one line.
 */
export const openSheetStyles = css`
:host([fit]) .raised .sheet,
:host([fit]) .steady .sheet {
  max-height: max(6rem, var(--sheet-room, 75dvh));
  gap: 0.3rem;
  padding-top: 0.3rem;
}
/* Its lines for the steps: the title (the state line says it), why Submit waits (the step says
   what to do) and Next (the row of steps is there) are left to screen readers; the title's "?"
   stays, in the sheet's corner, beside the row of steps or the placement's line. */
:host([fit]) :is(.raised, .steady) .sheet-head > .titled > :not(cr-rules-link),
:host([fit]) :is(.raised, .steady) .footer .hint {
  ${visuallyHidden}
}
:host([fit]) :is(.raised, .steady) .sheet-head > .titled {
  position: absolute;
  top: 0.3rem;
  right: 0.5rem;
  z-index: 1;
}
/* The step's heading is the row's current tab: its words are left to screen readers, and its "?" (the
   step's rules) takes the corner in place of the turn's: the step's help and controls get the room. */
:host([fit]) :is(.raised, .steady) .step-panel > h3,
:host([fit]) :is(.raised, .steady) .step-panel > .titled > h3 {
  ${visuallyHidden}
}
:host([fit]) :is(.raised, .steady) .step-panel > .titled {
  position: absolute;
  top: 0.3rem;
  right: 0.5rem;
  z-index: 1;
}
:host([fit]) :is(.raised, .steady) .sheet:has(.step-panel:not([hidden]) > .titled) .sheet-head > .titled > cr-rules-link {
  display: none;
}
:host([fit]) :is(.raised, .steady) .sheet:not(:has(.sheet-head > ol.steps)) .sheet-body {
  margin-inline-end: 2.9rem;
}
:host([fit]) :is(.raised, .steady) .sheet-head > ol.steps {
  flex-basis: calc(100% - 2.9rem);
  margin-inline-end: 2.9rem;
}
:host([fit]) .raised .footer .next {
  display: none;
}
/* Details' body is a Tab stop (its keys scroll it): a finger's height, even when the step is a line of help.
   (The guided game's gives the board those pixels: a step begins there with the meeple's tap on the board.) */
:host([fit]) .raised .sheet-body {
  min-height: 2.75rem;
}
/* The guided game points at the meeple on the board, where the tap goes: the list of meeples is left to
   the keyboard (it shows once a key brings focus to it), and the board keeps its room. */
:host([fit]) .steady .meeple-list:not(:has(:focus-visible)) {
  ${visuallyHidden}
}
/* "Suggest a move" as its icon, beside the bar: the steps keep the line it took. */
:host([fit]) :is(.raised, .steady) .sheet-foot {
  display: flex;
  align-items: center;
  gap: 0.5rem;
}
:host([fit]) :is(.raised, .steady) .sheet-foot > .footer {
  flex: 1 1 0;
  min-width: 0;
}
/* Its buttons on one line in every language, as beside a desktop's board. */
:host([fit]) :is(.raised, .steady) .footer .buttons button {
  font-size: 0.9rem;
  padding-inline: 0.4rem;
}
:host([fit]) :is(.raised, .steady) .sheet-foot > .suggest {
  flex: none;
}
:host([fit]) :is(.raised, .steady) .suggest [role="status"]:empty {
  display: none;
}
:host([fit]) :is(.raised, .steady) .suggest-button {
  width: 2.75rem;
  min-height: 2.75rem;
  padding: 0;
}
:host([fit]) :is(.raised, .steady) .suggest-button .bulb {
  display: inline;
}
:host([fit]) :is(.raised, .steady) .suggest-button .words {
  ${visuallyHidden}
}
`;
