import { LANGUAGES } from "../../protocol/languages.js";
import type { Ingredient, UpgradeId } from "../../game/engine/index.js";
import { cardName, ingredientName, upgradeName } from "../../protocol/i18n/game-names.js";
import { wordsFor, type Words } from "../words/words.js";

/**
 * Playing by mail, in the reader's language (the words are worker/words' `reply.*`): the moves a
 * turn mail offers by number, and the short commands a reply may be (listed at the mail's foot,
 * and read back by worker/inbound in any of the languages).
 */

/** A move a turn mail offers, as data the mail words (row and column from 1). */
export type MoveOption =
  | { kind: "turn"; row: number; column: number; collects: Ingredient[]; completes: string[]; activates: UpgradeId | null }
  | { kind: "place"; row: number; column: number; ingredient: Ingredient; cup: number }
  | { kind: "upgrades"; upgrades: UpgradeId[] };

/** What a reply may say besides a move's number or table talk. */
export type ReplyWord = "resign" | "yes" | "no" | "plan";

/** Why a reply was not acted on, as its answer words it (worker/words: `reply.refused.*`). */
export type ReplyRefusal = "stale" | "illegal" | "noSuchMove" | "notYourTurn" | "gameOver" | "noProposal" | "talk" | "sender" | "planYourTurn" | "planNone";

const REPLY_WORDS: readonly ReplyWord[] = ["resign", "yes", "no", "plan"];

/** The forms of a command in one language, as its words list them ("기권, 항복"): the first is the one a mail shows. */
function formsOf(words: Words, word: ReplyWord): string[] {
  return words.t(`reply.command.${word}`).split(",").map((form) => form.trim().toLowerCase());
}

/** "meeple to row 2, column 3: collects milk and caramel, completes Caramel Latte". */
export function moveWords(option: MoveOption, words: Words): string {
  const { language } = words;
  if (option.kind === "upgrades") return words.t("reply.upgrades", { upgrades: words.list(option.upgrades.map((id) => upgradeName(language, id))) });
  if (option.kind === "place") {
    return words.t("reply.place", { row: option.row, column: option.column, ingredient: ingredientName(language, option.ingredient), cup: option.cup });
  }
  const what = [
    ...(option.activates ? [words.t("reply.activates", { upgrade: upgradeName(language, option.activates) })] : []),
    ...(option.collects.length ? [words.t("reply.collects", { ingredients: words.list(option.collects.map((id) => ingredientName(language, id))) })] : []),
    ...(option.completes.length ? [words.t("reply.completes", { cards: words.list(option.completes.map((name) => cardName(language, name))) })] : []),
  ];
  const where = words.t("reply.turn", { row: option.row, column: option.column });
  return what.length ? `${where}: ${what.join(", ")}` : where;
}

/** The numbered moves a turn mail offers ("1 — …"), after their lead line. */
export function offeredMoves(options: readonly MoveOption[], words: Words): { lead: string; items: string[] } {
  return { lead: words.t("reply.movesLead"), items: options.map((option, i) => `${i + 1} — ${moveWords(option, words)}`) };
}

/** The commands a reply may be, at the mail's foot; `plans`: the mail's moves are for the next turn, as plans. */
export function replyFoot(words: Words, plans = false): string {
  const forms = { plan: formsOf(words, "plan")[0], resign: formsOf(words, "resign")[0], yes: formsOf(words, "yes")[0], no: formsOf(words, "no")[0] };
  return words.t(plans ? "reply.footPlans" : "reply.foot", forms);
}

/** "(to play it by mail, write to …: 1 — …; 2 — …)": a game's own reply address and moves, in a mail about several. */
export function replyToWords(address: string, moves: readonly MoveOption[], words: Words): string {
  const offered = offeredMoves(moves, words).items;
  return `(${words.t("reply.replyTo", { address })}${offered.length ? `: ${offered.join("; ")}` : ""})`;
}

/** The command a reply's first line is, in any of the languages (case and a final stop aside), else null. */
export function replyWord(line: string): ReplyWord | null {
  const said = line
    .trim()
    .toLowerCase()
    .replace(/[.!。!]+$/u, "")
    .trim();
  for (const language of LANGUAGES) {
    const words = wordsFor(language);
    const word = REPLY_WORDS.find((one) => formsOf(words, one).includes(said));
    if (word) return word;
  }
  return null;
}
