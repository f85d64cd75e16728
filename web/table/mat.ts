import { css, html, nothing } from "lit";
import type { EditionId } from "../../game/engine/index.js";
import { t } from "../i18n/index.js";
import type { CardHelp, cardWithDetail } from "./card-detail.js";
import { cardDetailStyles } from "./card-detail-styles.js";
import { orderCard } from "./order-card.js";

/**
 * How a card with its detail is drawn, once card-detail.ts has loaded (with the composers: a
 * spectator's script embed never loads them, and shows the plain cards); until then, the plain card.
 */
let withDetail: typeof cardWithDetail | null = null;

export function showCardDetailsWith(render: typeof cardWithDetail): void {
  withDetail = render;
}

/**
 * A player's order queue as a compact strip: positions 1–4 side by side, each with its cards
 * (name, recipe icons, specialty star). Position 4's cards become dislikes at the end of the
 * owner's next turn: marked "about to drop" (unless the game is `over`). `matches`: cards a cup now
 * matches (highlighted); `fresh`: how many of position 1's cards are new since the viewer's last
 * look (its last ones); `help`: each card opens its detail (card-detail.ts, once loaded).
 */
export function queueStrip(
  edition: EditionId,
  queue: readonly number[][],
  options: { matches?: readonly number[]; fresh?: number; help?: CardHelp; over?: boolean } = {},
) {
  const { matches = [], fresh = 0, help, over } = options;
  // The position whose cards drop next: none once the game is over.
  const last = over ? -1 : queue.length - 1;
  const card = (id: number) => (help && withDetail ? withDetail(id, matches.includes(id), help) : orderCard(edition, id, matches.includes(id)));
  return html`<ol class="queue">
    ${queue.map(
      (cards, position) => html`<li class=${position === last && cards.length > 0 ? "drops" : ""}>
        <span class="label"
          ><span aria-hidden="true">${position + 1}</span><span class="sr-only">${t("table.position", { number: position + 1 })}</span
          >${position === last && cards.length > 0
            ? html` <span class="drop-mark" title=${t("play.drops")}><span aria-hidden="true">⚠</span><span class="sr-only">${t("play.drops")}</span></span>`
            : nothing}</span
        >
        ${cards.length === 0
          ? html`<span class="muted none">${t("table.noCards")}</span>`
          : cards.map((id, index) =>
              position === 0 && index >= cards.length - fresh
                ? html`<div class="fresh">${card(id)}<span class="new-mark">${t("play.newCard")}</span></div>`
                : card(id),
            )}
      </li>`,
    )}
  </ol>`;
}

/** The strip's styles, for the components that show one (with sharedStyles). */
export const matStyles = [
  cardDetailStyles,
  css`
  ol.queue {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 0.2rem;
  }
  ol.queue > li {
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
    min-width: 0;
    padding: 0.1rem;
    border-radius: 0.45rem;
    background: color-mix(in srgb, var(--line, #d9ccbf) 30%, transparent);
  }
  ol.queue > li.drops {
    outline: 2px dashed var(--error, #b3261e);
    outline-offset: -2px;
  }
  ol.queue .label {
    font-size: 0.75rem;
    font-weight: 700;
    color: var(--muted, #6e5d50);
  }
  ol.queue .drop-mark {
    color: var(--error, #b3261e);
  }
  ol.queue .none {
    font-size: 0.75rem;
  }
  /* Compact cards: the whole name (on two lines or more when it must), the recipe as icons; narrow
     margins and a lighter (narrower) name, so that a name's longest word fits its card. */
  ol.queue .card {
    padding: 0.15rem;
    font-size: 0.72rem;
    line-height: 1.2;
  }
  ol.queue .card .name {
    font-weight: 500;
  }
  /* The specialty star and the name run as one line of text, so that the name wraps between its words
     ("★ Caramel / Frappe", not "Carame-l"; Korean too, "아이스 / 아메리카노"); only a word wider than the card
     breaks inside, hyphenated. */
  ol.queue .card > span:first-child {
    display: block;
    min-width: 0;
    overflow-wrap: break-word;
    word-break: keep-all;
    hyphens: auto;
  }
  ol.queue .token {
    font-size: 0.72rem;
    padding: 0.1rem;
    border: 0;
  }
  ol.queue .token > span[aria-hidden="true"] {
    display: none;
  }
  ol.queue .tokens {
    gap: 1px;
  }
  .fresh {
    position: relative;
  }
  /* Drawn as a highlight is (shared styles): a new card's name wraps as it would unmarked. */
  .fresh .card:not(.match) {
    border-color: var(--accent, #8a4b22);
    box-shadow: inset 0 0 0 1px var(--accent, #8a4b22);
  }
  .new-mark {
    position: absolute;
    top: -0.45rem;
    inset-inline-end: -0.2rem;
    font-size: 0.62rem;
    font-weight: 700;
    text-transform: uppercase;
    padding: 0 0.2rem;
    border-radius: 0.3rem;
    background: var(--accent, #8a4b22);
    color: var(--bg, #fbf7f2);
  }
`,
];

/**
 * The player's mat under the board on a phone (the composer's on their turn, their board's while
 * they wait): shorter cups and a tighter queue, so that the first orders fit above the resting sheet.
 */
export const compactMatStyles = css`
  /* The cup as wide as its column, its contents ending above the sleeve drawn round its foot; small
     tokens, two side by side, so that a full cup takes two rows. */
  .mat .in-cup {
    --lid: 1rem;
    width: 100%;
    min-height: calc(var(--lid) + 1.85rem);
    padding: calc(var(--lid) + 0.1rem) 0 0.65rem;
  }
  .mat .in-cup .tokens {
    gap: 0.1rem;
  }
  .mat .in-cup .token {
    gap: 0.1rem;
    padding-inline: 0.05rem 0.15rem;
    font-size: 0.68rem;
  }
  .mat .in-cup .token svg.drawn {
    width: 1em;
    height: 1em;
  }
  .mat ol.queue > li {
    gap: 0.1rem;
  }
  .mat ol.queue .label {
    line-height: 1;
  }
`;
