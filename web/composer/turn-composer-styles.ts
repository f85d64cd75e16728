import { css } from "lit";
import { matStyles } from "../table/mat.js";
import { sharedStyles, visuallyHidden } from "../shared/styles.js";
import { composerStyles } from "./composer-styles.js";
import { suggestionStyles } from "./suggestion.js";

/** The turn composer's look (cr-turn-composer.ts): the table's and every composer's, and its own. */
export const turnComposerStyles = [
  sharedStyles,
  composerStyles,
  suggestionStyles,
  matStyles,
  css`
    dl.move {
      display: flex;
      flex-wrap: wrap;
      gap: 0 0.8rem;
      margin: 0;
      font-size: 0.85rem;
    }
    dl.move div {
      display: flex;
      gap: 0.3rem;
    }
    label.jump {
      display: flex;
      gap: 0.5rem;
      align-items: center;
      min-height: 44px;
    }
    input[type="checkbox"] {
      width: 1.3rem;
      height: 1.3rem;
      accent-color: var(--accent, #8a4b22);
    }
    .to-pour button {
      padding: 0.3rem 0.5rem;
    }
    ol.cups {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: 0.3rem;
    }
    .cup {
      min-width: 0;
    }
    /* A cup with nothing to pour into it still shows what it holds, at full strength: it is being reviewed. */
    .cup-button:disabled {
      opacity: 1;
      color: inherit;
      background: var(--card, #fff);
      cursor: default;
    }
    .cup-button {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.2rem 0.35rem;
      width: 100%;
      min-height: 44px;
      padding: 0.2rem 0.35rem;
      border-radius: 0.4rem 0.4rem 1rem 1rem;
      border-width: 2px;
      text-align: start;
    }
    .cup-button:not(:disabled) {
      border-style: dashed;
      border-color: var(--accent, #8a4b22);
    }
    .cup-button:disabled {
      opacity: 1;
    }
    .cup.drop-target .cup-button {
      background: color-mix(in srgb, var(--accent, #8a4b22) 15%, var(--card, #fff));
    }
    .cup .token {
      font-size: 0.72rem;
    }
    /* On a phone the cups are drawn shorter (with compactMatStyles), so that the first orders fit between them and the resting sheet. */
    @container (max-width: 49.99rem) {
      .cup-button {
        gap: 0.1rem 0.35rem;
        padding: 0.1rem;
      }
    }
    .cup.emptied .cup-button {
      text-decoration: line-through;
    }
    ol.steps {
      list-style: none;
      margin: 0 0 0 auto;
      padding: 0;
      display: flex;
      gap: 0.25rem;
    }
    /* A row of its own, each tab its number over its name. */
    ol.steps {
      flex: 1 0 100%;
      min-width: 0;
      display: flex;
      gap: 0.15rem;
    }
    /* Each as wide as its name needs (never less), the room left shared out. */
    ol.steps li {
      flex: 1 1 auto;
    }
    ol.steps button {
      width: 100%;
      min-width: 44px;
      min-height: 44px;
      padding: 0.15rem 0.1rem;
      display: flex;
      flex-direction: column;
      align-items: center;
      line-height: 1.1;
    }
    ol.steps .num {
      font-weight: 700;
    }
    ol.steps .step-name {
      font-size: 0.66rem;
      white-space: nowrap;
    }
    ol.steps button[aria-current="step"] {
      background: var(--accent, #8a4b22);
      color: var(--bg, #fbf7f2);
      border-color: var(--accent, #8a4b22);
      font-weight: 600;
    }
    .empties {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.3rem;
      font-size: 0.85rem;
    }
    .empties button {
      min-width: 44px;
      padding: 0.2rem 0.5rem;
    }
    /* Touch screens pick the meeple on the board; the list stays for keyboards (shown once reached by one) and screen readers. */
    @media (pointer: coarse) {
      .meeple-list:not(:has(:focus-visible)) {
        ${visuallyHidden}
      }
    }
    ul.matches {
      list-style: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex-direction: column;
      gap: 0.5rem;
    }
    ul.matches li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.4rem 0.8rem;
    }
    ul.matches input[type="checkbox"] {
      flex: none;
      width: 1.25rem;
      height: 1.25rem;
      margin: 0;
    }
    ul.matches label {
      display: flex;
      align-items: center;
      gap: 0.45rem;
      font-weight: 600;
      min-height: 44px;
    }
  `,
];
