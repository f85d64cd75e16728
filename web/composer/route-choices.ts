import { total, type StepOption, type TurnDraft, type TurnPreview } from "../../game/engine/index.js";
import { t } from "../i18n/index.js";
import type { SquareChoice } from "../table/cr-board.js";
import { countsText, meepleMark, speedTokens } from "../shared/words.js";
import type { Composing } from "./composing.js";
import { routes } from "./quick-turn.js";
import { previewOf } from "./turn-draft.js";

/** The squares the turn composer offers on the board, each with its badge and what a tap on it does. */

/** A step on offer: what entering it yields, and (the engine's preview of the path with it) all the move would have collected. */
export function stepChoice(composing: Composing, turn: TurnDraft, step: StepOption, preview: TurnPreview): SquareChoice {
  const edition = composing.state.options.edition;
  const notes = [t("composer.step.yields", { tokens: countsText({ [step.ingredient]: step.gainPassing }) })];
  if (step.gain !== step.gainPassing) notes.push(t("composer.step.yieldsIfStop", { tokens: countsText({ [step.ingredient]: step.gain }) }));
  const then = previewOf(composing, { ...turn, path: [...preview.path, step.square] });
  notes.push(t("help.step.total", { tokens: countsText(then.collected) }));
  if (step.costsSpeedToken) notes.push(t("composer.step.costs", { tokens: speedTokens(edition, 1) }));
  if (!step.canEnd) notes.push(t("composer.step.cannotStop"));
  return {
    square: step.square,
    badge: step.gain === step.gainPassing ? `+${step.gain}` : `+${step.gainPassing}/${step.gain}`,
    description: `${t("composer.step.tap")} ${notes.join(" ")}`,
    costsSpeedToken: step.costsSpeedToken,
  };
}

/** The squares a move may end on (each with its best path's haul: quick-turn.ts), and the steps beyond the path drawn. */
export function routeChoices(composing: Composing, turn: TurnDraft, preview: TurnPreview): SquareChoice[] {
  const edition = composing.state.options.edition;
  const ends = routes(composing, turn);
  const end = preview.path.at(-1);
  const choices: SquareChoice[] = [...ends].map(([square, [best]]) => ({
    square,
    badge: `+${total(best.collected)}`,
    description: [
      square === end && ends.get(square)!.length > 1 ? t("composer.route.again") : t("composer.route.tap"),
      t("help.step.total", { tokens: countsText(best.collected) }),
      ...(best.speedTokens > 0 ? [t("composer.step.costs", { tokens: speedTokens(edition, best.speedTokens) })] : []),
    ].join(" "),
    costsSpeedToken: best.speedTokens > 0,
  }));
  const further = preview.path.length > 0 ? preview.nextSteps.filter((step) => !ends.has(step.square)) : [];
  return [...choices, ...further.map((step) => stepChoice(composing, turn, step, preview))];
}

/** With two meeples on the board, the one not moving. */
export function otherMeeple(composing: Composing, preview: TurnPreview): { index: number; square: number } | null {
  const { meeples } = composing.state.players[composing.player];
  const index = meeples.findIndex((square, each) => square !== null && each !== preview.meeple);
  return meeples.length > 1 && index >= 0 ? { index, square: meeples[index]! } : null;
}

/** Two meeples, before one moves: their squares, a tap choosing the one that moves. */
export function meepleChoices(composing: Composing): SquareChoice[] {
  const { meeples } = composing.state.players[composing.player];
  return meeples.flatMap((square, index) =>
    square === null ? [] : [{ square, badge: meepleMark(composing.player, index, meeples.length), description: t("play.meeple.here") }],
  );
}

/**
 * The squares a tap on the board does something with once a meeple moves: its next steps (`filling`:
 * the routes that fill the move in), and the other meeple, which a tap switches to.
 */
export function moveChoices(composing: Composing, turn: TurnDraft, preview: TurnPreview, filling: boolean): SquareChoice[] {
  const steps = filling ? routeChoices(composing, turn, preview) : preview.nextSteps.map((next) => stepChoice(composing, turn, next, preview));
  const other = otherMeeple(composing, preview);
  if (!other) return steps;
  const badge = meepleMark(composing.player, other.index, composing.state.players[composing.player].meeples.length);
  return [...steps.filter((choice) => choice.square !== other.square), { square: other.square, badge, description: t("play.meeple.switch") }];
}
