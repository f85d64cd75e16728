import { css } from "lit";
import { drawingStyles } from "./drawings/index.js";

/** A line-drawn icon in a button (the log, Details, Suggest): drawn in the button's text colour, at its text's height. */
export const lineIcon = css`
  width: 1.3rem;
  height: 1.3rem;
  vertical-align: middle;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/**
 * Kept for screen readers, out of sight: the one rule for it in shadow DOM (the page's own, for
 * the light DOM, is .visually-hidden in web/styles/frame.css: a page's rule stops at a shadow root).
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * Styles shared by the web's components (the table's, the composers', the talk's, the pages' elements). Colours come from the app's custom properties
 * (--bg, --fg, --muted, --accent, --card, --line), which reach into shadow DOM, so light and dark
 * follow prefers-color-scheme. Ingredients and seats also carry letters and numbers: colour is
 * never the only clue.
 */
const baseStyles = css`
  :host {
    --seat-0: #1a5fd0;
    --seat-1: #b3261e;
    --seat-2: #1b7a3a;
    --seat-3: #7b3fd1;
    /* Text on a seat colour. */
    --on-seat: #ffffff;
    --focus: var(--accent, #8a4b22);
    box-sizing: border-box;
  }
  /* Links as the app's pages draw them (the page's own rule stops at a shadow root). */
  a {
    color: var(--accent, #8a4b22);
  }
  /* On a dark page the seat colours lighten (to stand out from it) and carry dark text. */
  @media (prefers-color-scheme: dark) {
    :host {
      --seat-0: #7fb0ff;
      --seat-1: #ff8a80;
      --seat-2: #6fd08f;
      --seat-3: #c4a3ff;
      --on-seat: #1d1612;
    }
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  /* Figures as label: value pairs. */
  dt {
    color: var(--muted, #6e5d50);
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  [data-seat="0"] { --seat: var(--seat-0); }
  [data-seat="1"] { --seat: var(--seat-1); }
  [data-seat="2"] { --seat: var(--seat-2); }
  [data-seat="3"] { --seat: var(--seat-3); }

  .sr-only {
    ${visuallyHidden}
  }
  :focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  h2,
  h3,
  h4 {
    margin: 0 0 0.4rem;
    line-height: 1.2;
  }
  h2 { font-size: 1.1rem; }
  h3 { font-size: 1rem; }
  h4 { font-size: 0.9rem; }

  button {
    font: inherit;
    color: var(--fg, #2b1d14);
    background: var(--card, #fff);
    border: 1px solid var(--line, #d9ccbf);
    border-radius: 0.5rem;
    padding: 0.45rem 0.75rem;
    min-height: 44px;
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  button[aria-pressed="true"] {
    border: 2px solid var(--accent, #8a4b22);
    box-shadow: inset 0 0 0 1px var(--accent, #8a4b22);
  }
  button.primary {
    background: var(--accent, #8a4b22);
    color: var(--bg, #fbf7f2);
    border-color: var(--accent, #8a4b22);
    font-weight: 600;
  }

  .token {
    display: inline-flex;
    align-items: center;
    gap: 0.15rem;
    padding: 0.05rem 0.35rem 0.05rem 0.2rem;
    border-radius: 999px;
    background: var(--ing-bg);
    color: var(--ing-fg);
    border: 1px solid color-mix(in srgb, var(--ing-fg) 35%, transparent);
    font-weight: 700;
    font-size: 0.85rem;
    line-height: 1.3;
    white-space: nowrap;
  }
  .token svg {
    width: 1em;
    height: 1em;
    fill: currentColor;
  }
  .tokens {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }
  .card {
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
    padding: 0.35rem 0.45rem;
    border: 1px solid var(--line, #d9ccbf);
    border-radius: 0.45rem;
    background: var(--card, #fff);
    font-size: 0.85rem;
  }
  .card .name {
    font-weight: 600;
  }
  .card .specialty {
    color: var(--accent, #8a4b22);
  }
  /* A highlight's second pixel of border drawn inside the card: highlighting never narrows the name
     (on a phone's queue, 2 px fewer had "★ Macchiato de caramelo con hielo" on five lines, not three). */
  .card.match {
    border-color: var(--accent, #8a4b22);
    box-shadow:
      inset 0 0 0 1px var(--accent, #8a4b22),
      0 0 0 3px color-mix(in srgb, var(--accent, #8a4b22) 25%, transparent);
  }
  .muted {
    color: var(--muted, #6e5d50);
  }
  .panel {
    background: var(--card, #fff);
    border: 1px solid var(--line, #d9ccbf);
    border-radius: 0.75rem;
    padding: 0.75rem;
  }
`;

export const sharedStyles = [drawingStyles, baseStyles];

/** The board's least width on the game page: 90 % of a 360 px phone, whatever a banner above the table takes (the page scrolls instead). */
export const BOARD_MIN_WIDTH = css`20.25rem`;
