import { css, html, type SVGTemplateResult } from "lit";
import type { Ingredient, UpgradeId } from "../../../game/engine/index.js";
import { INGREDIENT_DRAWINGS } from "./ingredients.js";
import { CUP_BODY, CUP_LID, MEEPLE, START_SIGN } from "./pieces.js";
import { UPGRADE_DRAWINGS } from "./upgrades.js";

/**
 * The table's drawings, one set for every place that shows a piece: the board, the cups, the
 * upgrade tiles, the state line, the composers, the rules pages and /learn. Each is inline SVG in
 * the current colour (so light and dark follow the theme's custom properties) and hidden from
 * assistive tech: whatever shows one also says in words what it is.
 */
export { CUP_BODY, CUP_LID, INGREDIENT_DRAWINGS, MEEPLE, START_SIGN, UPGRADE_DRAWINGS };

/** A drawing in its own 24×24 <svg>, for HTML (chips, tiles, legends); `kind` names it for styles. */
export function drawing(shapes: SVGTemplateResult, kind: string) {
  return html`<svg class="drawn ${kind}" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${shapes}</svg>`;
}

export const ingredientDrawing = (ingredient: Ingredient) => drawing(INGREDIENT_DRAWINGS[ingredient], "ingredient");
export const upgradeDrawing = (upgrade: UpgradeId) => drawing(UPGRADE_DRAWINGS[upgrade], "upgrade");
export const startSignDrawing = () => drawing(START_SIGN, "start-sign");

/** A cup drawn around what it holds: its name ("Cup 1") written on the lid, the contents inside its outline. */
export function inCup(label: string, contents: unknown) {
  return html`<span class="in-cup"
    ><svg class="drawn cup-lid" viewBox="0 0 24 6" preserveAspectRatio="none" aria-hidden="true" focusable="false">${CUP_LID}</svg
    ><svg class="drawn cup-body" viewBox="0 0 24 24" preserveAspectRatio="none" aria-hidden="true" focusable="false">${CUP_BODY}</svg
    ><span class="cup-label">${label}</span><span class="sr-only">:</span><span class="cup-contents">${contents}</span></span
  >`;
}

/**
 * The drawings' colours and lines. Ingredients take their colours from data-ingredient on an
 * ancestor (--ing-bg behind, --ing-fg for the drawing); everything else draws in currentColor.
 */
export const drawingStyles = css`
  [data-ingredient="coffee"] { --ing-bg: #5b3a29; --ing-fg: #ffffff; }
  [data-ingredient="milk"] { --ing-bg: #f5f1e8; --ing-fg: #2b2b2b; }
  [data-ingredient="steam"] { --ing-bg: #d6dce4; --ing-fg: #1f2933; }
  [data-ingredient="ice"] { --ing-bg: #c9ecf6; --ing-fg: #0b3d4f; }
  [data-ingredient="chocolate"] { --ing-bg: #3b2216; --ing-fg: #ffffff; }
  [data-ingredient="caramel"] { --ing-bg: #e5a93b; --ing-fg: #2b1600; }
  [data-ingredient="fruit"] { --ing-bg: #b0174f; --ing-fg: #ffffff; }
  [data-ingredient="tea"] { --ing-bg: #2c6e31; --ing-fg: #ffffff; }
  [data-ingredient="water"] { --ing-bg: #1358a8; --ing-fg: #ffffff; }
  svg.drawn {
    width: 1.25em;
    height: 1.25em;
    flex: none;
    vertical-align: -0.3em;
    fill: currentColor;
    overflow: visible;
  }
  /* An upgrade tile shows what it does: a little larger than a letter. */
  svg.drawn.upgrade {
    width: 1.5em;
    height: 1.5em;
  }
  .detail,
  .line {
    fill: none;
    stroke-width: 1.8;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .detail { stroke: var(--ing-bg, var(--bg, #fbf7f2)); }
  .line { stroke: currentColor; }
  .faint { opacity: 0.45; }
  svg.drawn text {
    font: 800 8px system-ui, sans-serif;
    text-anchor: middle;
  }
  svg.drawn text.small { font-size: 7px; }
  /* --lid: the lid's height, the cup's name written across it. */
  .in-cup {
    --lid: 1.1rem;
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    min-width: 4rem;
    max-width: 7rem;
    min-height: calc(var(--lid) + 2.6rem);
    margin-inline: auto;
    padding: calc(var(--lid) + 0.25rem) 0.45rem 0.85rem;
  }
  .in-cup > svg.drawn {
    position: absolute;
    inset-inline: 0;
    width: 100%;
    overflow: visible;
    stroke: var(--muted, #6e5d50);
    stroke-width: 1.5;
  }
  svg.cup-lid {
    top: 0;
    height: var(--lid);
    fill: color-mix(in srgb, var(--muted, #6e5d50) 25%, var(--card, #fff));
  }
  svg.cup-body {
    top: var(--lid);
    height: calc(100% - var(--lid));
    fill: var(--card, #fff);
  }
  .cup-label {
    position: absolute;
    inset: 0 0 auto;
    font-size: 0.75rem;
    font-weight: 700;
    line-height: var(--lid);
    text-align: center;
    white-space: nowrap;
  }
  .sleeve {
    fill: color-mix(in srgb, var(--accent, #8a4b22) 30%, var(--card, #fff));
    stroke: none;
  }
  .cup-contents {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.2rem;
  }
  .cup-contents > .muted {
    font-size: 0.75rem;
  }
`;
