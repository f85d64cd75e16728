import {
  CUP_COUNT,
  orderOf,
  previewTurn,
  type Completion,
  type Counts,
  type Ingredient,
  type TurnDraft,
  type TurnPreview,
  type UpgradeId,
} from "../../game/engine/index.js";
import type { ActionInput } from "../../protocol/schemas.js";
import type { Composing } from "./composing.js";
import { advance, isUndoable, startWith, type Undoable } from "./undoable.js";
import { clientRefusal, type Outcome, type Refusal } from "../api/refusal.js";
import type { ClientErrorCode } from "../i18n/errors/client-codes.js";
import { pouredAsPlanned, routeTo } from "./quick-turn.js";

/**
 * A turn as the player composes it, step by step, with undo. Every operation returns a new
 * composition (or the reason it is refused) and every result is judged by the engine's
 * previewTurn — the code the server runs — so the composer never holds a turn the server would
 * refuse for a reason the player could have been told about. Only "not finished yet" remains
 * (no path, or a path ending on another meeple), and Submit waits for that.
 */
export type TurnComposition = Undoable<TurnDraft>;

/** The turn as sent to the server (the API's ActionInput: no `player`). */
export type TurnAction = Extract<ActionInput, { type: "turn" }>;

/** Problems that only mean "not finished yet": nothing can be submitted, but the draft is sound. */
const UNFINISHED = new Set(["EMPTY_PATH", "END_ON_OCCUPIED"]);
const MOVE_PROBLEMS = new Set(["NOT_ADJACENT", "PATH_TOO_LONG", "NO_SUCH_SQUARE"]);

export function newTurn(): TurnComposition {
  return startWith({});
}

export function previewOf(composing: Composing, turn: TurnDraft): TurnPreview {
  return previewTurn(composing.state, composing.player, turn);
}

function refusal(code: ClientErrorCode, message: string): Outcome<TurnComposition> {
  return { ok: false, error: clientRefusal(code, message) };
}

function isSound(preview: TurnPreview): boolean {
  return preview.problem === null || UNFINISHED.has(preview.problem.code);
}

/** A path that can neither be submitted nor go on (a change upstream stranded it). */
function isStranded(preview: TurnPreview): boolean {
  return preview.problem !== null && UNFINISHED.has(preview.problem.code) && preview.path.length > 0 && preview.nextSteps.length === 0;
}

function withoutMove(turn: TurnDraft): TurnDraft {
  return { ...turn, path: [], pours: undefined, complete: undefined };
}

/**
 * After a change upstream (an upgrade, the jump, a step, a pour, an emptied cup), drops what no
 * longer fits downstream: a path the move can't take, pours of tokens no longer collected,
 * completions of orders the cups no longer match.
 */
function fitDownstream(composing: Composing, turn: TurnDraft): TurnDraft {
  let preview = previewOf(composing, turn);
  if ((preview.problem && MOVE_PROBLEMS.has(preview.problem.code)) || isStranded(preview)) {
    turn = withoutMove(turn);
    preview = previewOf(composing, turn);
  }
  if (preview.problem?.code === "POUR_NOT_COLLECTED") {
    turn = { ...turn, pours: undefined, complete: undefined };
    preview = previewOf(composing, turn);
  }
  const kept = (turn.complete ?? []).filter(({ cup, card }) => preview.matches[cup].cards.includes(card));
  if (kept.length !== (turn.complete ?? []).length) turn = { ...turn, complete: kept };
  return turn;
}

/** Accepts `next` when the engine finds nothing wrong with it but unfinished business. */
function judged(composing: Composing, history: TurnComposition, next: TurnDraft): Outcome<TurnComposition> {
  const preview = previewOf(composing, next);
  if (!isSound(preview)) return { ok: false, error: preview.problem as Refusal };
  return { ok: true, value: advance(history, next) };
}

/** Picks the upgrade to activate this turn (null: none). */
export function activate(composing: Composing, history: TurnComposition, upgrade: UpgradeId | null): Outcome<TurnComposition> {
  const next = { ...history.current, activate: upgrade ?? undefined };
  return judged(composing, history, fitDownstream(composing, next));
}

/** Two players: which meeple moves. The path belongs to a meeple, so it starts over. */
export function chooseMeeple(composing: Composing, history: TurnComposition, meeple: number): Outcome<TurnComposition> {
  if ((history.current.meeple ?? 0) === meeple) return { ok: true, value: history };
  return judged(composing, history, { ...withoutMove(history.current), meeple });
}

export function toggleJump(composing: Composing, history: TurnComposition): Outcome<TurnComposition> {
  const next = { ...history.current, jump: history.current.jump ? undefined : true };
  return judged(composing, history, fitDownstream(composing, next));
}

/** Enters `square`: only one of the legal next steps the engine offers. */
export function addStep(composing: Composing, history: TurnComposition, square: number): Outcome<TurnComposition> {
  const preview = previewOf(composing, history.current);
  if (!preview.nextSteps.some((step) => step.square === square)) {
    // The engine's own reason when it has one (not next to the last square, too far); else ours.
    const reason = previewOf(composing, { ...history.current, path: [...preview.path, square] }).problem;
    return reason && !UNFINISHED.has(reason.code) ? { ok: false, error: reason } : refusal("STEP_NOT_LEGAL", "Your meeple can't step there now.");
  }
  const next = { ...history.current, path: [...preview.path, square] };
  return judged(composing, history, fitDownstream(composing, next));
}

/** Pours one collected token that is not in a cup yet into `cup`. */
export function pour(composing: Composing, history: TurnComposition, cup: number, ingredient: Ingredient): Outcome<TurnComposition> {
  const preview = previewOf(composing, history.current);
  if ((preview.unpoured[ingredient] ?? 0) < 1) return refusal("NOTHING_TO_POUR", `You have no ${ingredient} left to pour.`);
  const pours: Counts[] = Array.from({ length: CUP_COUNT }, (_, index) => ({ ...history.current.pours?.[index] }));
  pours[cup][ingredient] = (pours[cup][ingredient] ?? 0) + 1;
  return judged(composing, history, fitDownstream(composing, { ...history.current, pours }));
}

/**
 * Empties a cup back to the supply, or keeps it after all. Emptying takes back what was poured
 * into it this turn too: the engine empties before the move, so "empty it now" is "empty it
 * first and pour nothing into it".
 */
export function toggleEmpty(composing: Composing, history: TurnComposition, cup: number): Outcome<TurnComposition> {
  const emptied = history.current.empty ?? [];
  if (emptied.includes(cup)) {
    return judged(composing, history, fitDownstream(composing, { ...history.current, empty: emptied.filter((c) => c !== cup) }));
  }
  const pours = history.current.pours?.map((counts, index) => (index === cup ? {} : counts));
  const next = { ...history.current, empty: [...emptied, cup].sort(), pours };
  return judged(composing, history, fitDownstream(composing, next));
}

/** Ticks or unticks completing `card` with `cup`; a cup completes one order and an order needs one cup. */
export function toggleComplete(composing: Composing, history: TurnComposition, cup: number, card: number): Outcome<TurnComposition> {
  const completions = history.current.complete ?? [];
  const ticked = completions.some((c) => c.cup === cup && c.card === card);
  const others = completions.filter((c) => c.cup !== cup && c.card !== card);
  const complete: Completion[] = ticked ? others : [...others, { cup, card }];
  return judged(composing, history, { ...history.current, complete });
}

/** The boxes ticking (`cup`, `card`) unticked (`before` → `after`): an order completes once, a cup completes one order; said, not left silent. */
export function untickedBy(before: TurnComposition, after: TurnComposition, cup: number, card: number): Completion[] {
  const kept = after.current.complete ?? [];
  return (before.current.complete ?? []).filter((c) => (c.cup !== cup || c.card !== card) && !kept.some((k) => k.cup === c.cup && k.card === c.card));
}

/** One box of the orders step: complete this order with this cup. */
export interface CompletionChoice {
  cup: number;
  /** The card the box ticks: the one already ticked for this cup, else the first equal card no other cup takes. */
  card: number;
  ticked: boolean;
}

/**
 * The orders the cups now match, one box per cup and order: equal cards in the queue (two
 * Espressos) are one choice, and ticking it for a second cup takes the other card.
 */
export function completionChoices(composing: Composing, turn: TurnDraft, preview: TurnPreview): CompletionChoice[] {
  const edition = composing.state.options.edition;
  const completions = turn.complete ?? [];
  return preview.matches.flatMap(({ cup, cards }) => {
    const orders = [...new Set(cards.map((card) => orderOf(edition, card)))];
    return orders.map((order) => {
      const equal = cards.filter((card) => orderOf(edition, card) === order);
      const mine = completions.find((c) => c.cup === cup && equal.includes(c.card));
      if (mine) return { cup, card: mine.card, ticked: true };
      const free = equal.find((card) => !completions.some((c) => c.card === card));
      return { cup, card: free ?? equal[0], ticked: false };
    });
  });
}

/** Whether a stored composition (from localStorage: anything) still fits the game as it is now. */
export function isUsable(composing: Composing, stored: unknown): stored is TurnComposition {
  if (!isUndoable(stored) || typeof stored.current !== "object" || stored.current === null) return false;
  return isSound(previewOf(composing, stored.current as TurnDraft));
}

/** A whole turn (a suggested one) as a draft, or null for another kind of action. */
export function turnDraftOf(action: ActionInput): TurnDraft | null {
  if (action.type !== "turn") return null;
  const { type: _type, ...turn } = action;
  return turn;
}

/** The upgrades the turn may activate, whether or not it has chosen one. */
export function offeredUpgrades(composing: Composing, turn: TurnDraft): UpgradeId[] {
  return previewOf(composing, { ...turn, activate: undefined }).activatable;
}

/** The turn as the server takes it: only what was chosen. */
export function turnAction(turn: TurnDraft): TurnAction {
  const action: TurnAction = { type: "turn", path: [...(turn.path ?? [])] };
  if (turn.activate) action.activate = turn.activate;
  if (turn.meeple !== undefined) action.meeple = turn.meeple;
  if (turn.jump) action.jump = true;
  if (turn.empty?.length) action.empty = [...turn.empty];
  if (turn.pours?.some((counts) => Object.keys(counts).length > 0)) action.pours = turn.pours.map((counts) => ({ ...counts }));
  if (turn.complete?.length) action.complete = turn.complete.map((c) => ({ ...c }));
  return action;
}

/**
 * Sends the meeple to `square` in one go: the best path there (or the next one, when the path
 * already ends there), poured and ticked (quick-turn.ts); a square only a longer path reaches is
 * one more step. `prefer`: a guide's path, taken first.
 */
export function goTo(composing: Composing, history: TurnComposition, square: number, prefer: number[] = []): Outcome<TurnComposition> {
  const next = routeTo(composing, history.current, square, prefer);
  if (next) return judged(composing, history, next);
  const stepped = addStep(composing, history, square);
  return stepped.ok ? judged(composing, history, pouredAsPlanned(composing, stepped.value.current)) : stepped;
}

/** The path drawn square by square (a drag along the board) from the meeple's square, poured and ticked: one change. */
export function followPath(composing: Composing, history: TurnComposition, squares: number[]): Outcome<TurnComposition> {
  let walked: TurnComposition = startWith({ ...history.current, path: [], pours: undefined, complete: undefined });
  for (const square of squares) {
    const stepped = addStep(composing, walked, square);
    if (!stepped.ok) return stepped;
    walked = stepped.value;
  }
  return judged(composing, history, pouredAsPlanned(composing, walked.current));
}

/** Takes every pour and tick back, for the player to pour by hand. */
export function takeBackPours(composing: Composing, history: TurnComposition): Outcome<TurnComposition> {
  return judged(composing, history, { ...history.current, pours: undefined, complete: undefined });
}
