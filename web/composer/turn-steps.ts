import { UPGRADE_COST_IN_LIKES, isEmpty, type EditionId, type Ingredient, type TurnDraft, type TurnPreview } from "../../game/engine/index.js";
import { t } from "../i18n/index.js";
import type { RulesSection } from "../rules/sections.js";
import { cardName, countsText, speedTokens, squareName, upgradeName } from "../shared/words.js";

/**
 * The turn composer's steps, apart from how it draws them: which steps a turn has, where a draft
 * picks up and where it goes on after a change, what each is called, and the review's words.
 */

/** The steps of composing a turn, in order; "meeple" only for a player with more than one. */
const STEPS = ["meeple", "path", "pour", "orders", "review"] as const;
export type Step = (typeof STEPS)[number];

/** The collected ingredients not yet poured. */
export function tokensLeft(preview: TurnPreview): Ingredient[] {
  return (Object.keys(preview.unpoured) as Ingredient[]).filter((ingredient) => preview.unpoured[ingredient]! > 0);
}

/** The steps of a turn for a player with `meeples` meeples. */
export function stepsFor(meeples: number): Step[] {
  return STEPS.filter((step) => step !== "meeple" || meeples > 1);
}

/** Where a draft (fresh, or restored after a reload) picks up. */
export function firstStep(steps: readonly Step[], turn: TurnDraft, preview: TurnPreview): Step {
  if (steps.includes("meeple") && turn.meeple === undefined && preview.path.length === 0) return "meeple";
  return stepAfterMove(preview) ?? "path";
}

/** After the path: what is left to do, if the path can't go on (or null while it can). */
export function stepAfterMove(preview: TurnPreview): Step | null {
  if (preview.path.length === 0 || preview.nextSteps.length > 0) return null;
  return tokensLeft(preview).length > 0 ? "pour" : stepAfterPour(preview);
}

export function stepAfterPour(preview: TurnPreview): Step {
  return preview.matches.some(({ cards }) => cards.length > 0) ? "orders" : "review";
}

/** The review step's lines: the turn, in words. */
export function reviewLines(edition: EditionId, turn: TurnDraft, preview: TurnPreview): string[] {
  const lines: string[] = [];
  if (turn.activate) lines.push(t("composer.review.activate", { upgrade: upgradeName(turn.activate), cost: UPGRADE_COST_IN_LIKES }));
  for (const cup of turn.empty ?? []) lines.push(t("composer.review.empty", { cup: cup + 1 }));
  if (preview.path.length > 0) {
    lines.push(t("composer.review.move", { from: squareName(preview.from), path: preview.path.map(squareName).join(" → ") }));
    if (turn.jump) lines.push(t("composer.review.jump"));
    if (preview.speedTokensSpent > 0) lines.push(t("composer.review.spend", { tokens: speedTokens(edition, preview.speedTokensSpent) }));
    lines.push(t("composer.review.collect", { tokens: countsText(preview.collected) }));
  }
  (turn.pours ?? []).forEach((counts, cup) => {
    if (!isEmpty(counts)) lines.push(t("composer.review.pour", { tokens: countsText(counts), cup: cup + 1 }));
  });
  if (!isEmpty(preview.unpoured)) lines.push(t("composer.review.return", { tokens: countsText(preview.unpoured) }));
  for (const { cup, card } of turn.complete ?? []) {
    lines.push(t("composer.review.complete", { card: cardName(edition, card), cup: cup + 1 }));
  }
  return lines;
}

export function stepTitle(step: Step): string {
  switch (step) {
    case "meeple":
      return t("composer.meeple.title");
    case "path":
      return t("composer.move.title");
    case "pour":
      return t("composer.pour.title");
    case "orders":
      return t("composer.orders.title");
    case "review":
      return t("composer.review.title");
  }
}

/** The rules section a step's "?" opens (the meeple's choice is part of movement). */
export function stepRules(step: Step): RulesSection | null {
  switch (step) {
    case "meeple":
    case "path":
      return "movement";
    case "pour":
      return "pouring";
    case "orders":
      return "orders";
    case "review":
      return null;
  }
}

/** The move in one line, for the phone's resting sheet: where the meeple ends, what it collects, what it completes. */
export function moveLine(edition: EditionId, turn: TurnDraft, preview: TurnPreview): string | undefined {
  const end = preview.path.at(-1);
  if (end === undefined) return undefined;
  const completes = (turn.complete ?? []).map(({ card }) => cardName(edition, card));
  const tail = completes.length > 0 ? ` · ${t("composer.line.completes", { cards: completes.join(", ") })}` : "";
  return `${squareName(end)}: ${countsText(preview.collected)}${tail}`;
}

/** "Complete Espresso with cup 1": a box of the orders step. */
export function boxName(edition: EditionId, cup: number, card: number): string {
  return t("composer.completeWith", { card: cardName(edition, card), cup: cup + 1 });
}
