import { html, nothing } from "lit";
import { UPGRADE_COST_IN_LIKES, type EditionId, type TurnDraft, type UpgradeId } from "../../game/engine/index.js";
import { t } from "../i18n/index.js";
import { upgradeDrawing } from "../shared/drawings/index.js";
import { upgradeName } from "../shared/words.js";
import { titled } from "./composer-layout.js";

/**
 * A turn's upgrade activation (RULES.md §3 step 1; R-3: at most one a turn, at its start): the
 * upgrades the player may turn face up now, the one chosen, the one a guide points at, and the pick
 * (null: none after all).
 */
export interface TurnUpgrades {
  offered: readonly UpgradeId[];
  chosen: UpgradeId | undefined;
  aimed: UpgradeId | undefined;
  likes: number;
  edition: EditionId;
  pick: (upgrade: UpgradeId | null) => void;
}

function choiceButtons(upgrades: TurnUpgrades, named: boolean) {
  const { offered, chosen, aimed, pick } = upgrades;
  return offered.map(
    (upgrade) => html`<button
      type="button"
      class=${aimed === upgrade && chosen !== upgrade ? "guided" : ""}
      aria-pressed=${chosen === upgrade}
      title=${upgradeName(upgrade)}
      @click=${() => pick(chosen === upgrade ? null : upgrade)}
    >
      ${upgradeDrawing(upgrade)} <span class=${named ? "" : "sr-only"}>${upgradeName(upgrade)}</span>
    </button>`,
  );
}

/** The sheet's fold for it, in the first step: optional and seldom possible, so folded unless chosen, aimed at or `asked` for. */
export function upgradeFold(upgrades: TurnUpgrades, asked: boolean) {
  if (upgrades.offered.length === 0) return nothing;
  return html`<details ?open=${upgrades.chosen !== undefined || upgrades.aimed !== undefined || asked}>
    <summary><h3>${t("composer.upgrade.title")}</h3></summary>
    ${titled(html`<p class="muted">${t("composer.upgrade.cost", { cost: UPGRADE_COST_IN_LIKES, likes: upgrades.likes })}</p>`, "upgrades", upgrades.edition)}
    <div class="choices">${choiceButtons(upgrades, true)}</div>
  </details>`;
}

/**
 * A phone's resting sheet, in place of its line while nothing is chosen: that an upgrade may be
 * activated, and once `asked`, the upgrades as a row of their drawings (named to screen readers
 * and in their tooltips), so that the board, the cups and the orders keep the screen.
 */
export function upgradeOffer(upgrades: TurnUpgrades, asked: boolean, ask: () => void) {
  if (asked) {
    return html`<div class="offer upgrade-row" role="group" aria-label=${t("composer.upgrade.title")}>
      <span>${t("composer.upgrade.pick", { cost: UPGRADE_COST_IN_LIKES })}</span> ${choiceButtons(upgrades, false)}
    </div>`;
  }
  return html`<button type="button" class="offer" @click=${ask}>${t("composer.upgrade.offer", { cost: UPGRADE_COST_IN_LIKES })}</button>`;
}

/**
 * A phone's resting sheet, above its line once an upgrade is chosen and until the path begins (the
 * move's line then takes over, upgradeMark): which one, by name, as its row showed only drawings.
 */
export function upgradeTaken(turn: TurnDraft) {
  const upgrade = turn.activate;
  if (upgrade === undefined || (turn.path ?? []).length > 0) return undefined;
  return html`<p class="taken">${upgradeDrawing(upgrade)} <span>${takenText(upgrade)}</span></p>`;
}

/**
 * Once the path begins, in upgradeTaken's place: the upgrade chosen, as its drawing at the start of
 * the sheet's line (the same drawing the row and the note showed), named to screen readers and in
 * its tooltip. A drawing, not words: the line already runs to three lines for a move that completes
 * three orders, and the sheet must not grow over the cups and orders.
 */
export function upgradeMark(turn: TurnDraft) {
  const upgrade = turn.activate;
  if (upgrade === undefined || (turn.path ?? []).length === 0) return undefined;
  return html`<span class="with-upgrade" role="img" aria-label=${takenText(upgrade)} title=${takenText(upgrade)}>${upgradeDrawing(upgrade)}</span>`;
}

/** "You took: Double Meeples": what the sheet shows and a screen reader hears once the upgrade is picked. */
export function takenText(upgrade: UpgradeId): string {
  return t("composer.upgrade.taken", { upgrade: upgradeName(upgrade) });
}
