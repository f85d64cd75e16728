import { cardName, upgradeName } from "../../protocol/i18n/game-names.js";
import type { ResultStory, TurnClause, TurnStory } from "./mail-data.js";
import type { MailKey } from "../words/en.js";
import type { Words } from "../words/words.js";

/**
 * The turn and game over sentences worded in the reader's language, with the cards and upgrades
 * named as the table names them there (game-names.ts).
 */

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a Caffe Mocha and an Espresso" (English articles; the other languages name the order). */
function cardsWords(cards: string[], words: Words): string {
  return words.list(
    cards.map((english) => {
      const card = cardName(words.language, english);
      return words.t(/^[aeiou]/i.test(card) ? "summary.card.vowel" : "summary.card.consonant", { card });
    }),
  );
}

function clauseWords(clause: TurnClause, words: Words): string {
  if (clause.did === "moreMoves") return words.plural("summary.moreMoves", clause.count);
  const who = clause.actor === null ? "you" : "other";
  if (clause.did === "timeout") {
    const text = words.t(`summary.timeout.${who}.${clause.move}`, { name: clause.actor ?? "" });
    return clause.cards.length ? words.plural("summary.timeout.completed", clause.cards.length, { clause: text, cards: cardsWords(clause.cards, words) }) : text;
  }
  // A bot playing a seat speaks of it as of another player: "Ana (played by a bot) placed a meeple".
  const person = clause.byBot ? "other" : who;
  const name = clause.byBot ? words.t("summary.byBot", { name: clause.actor ?? words.t("summary.you") }) : (clause.actor ?? "");
  if (clause.did === "completed") return words.plural(`summary.completed.${person}`, clause.cards.length, { name, cards: cardsWords(clause.cards, words) });
  if (clause.did === "activated") {
    return words.t(`summary.activated.${person}`, { name, upgrades: words.list(clause.upgrades.map((id) => upgradeName(words.language, id))) });
  }
  return words.t(`summary.${clause.did}.${person}` as MailKey, { name });
}

function waitingWords(waiting: TurnStory["waiting"], words: Words): string {
  if (waiting.phase === "chooseUpgrades") return words.t("summary.waiting.choose");
  if (waiting.phase === "placement") return words.t("summary.waiting.place");
  const parts: string[] = [];
  if (waiting.atFour > 0) parts.push(words.plural("summary.waiting.orders", waiting.atFour));
  if (waiting.turnsLeft !== null) parts.push(waiting.turnsLeft === 1 ? words.t("summary.waiting.lastTurn") : words.plural("summary.waiting.endsIn", waiting.turnsLeft));
  if (parts.length === 2) return words.t("summary.waiting.both", { first: parts[0], second: parts[1] });
  return parts[0] ?? words.t("summary.waiting.move");
}

/** The turn mail's sentence; a notice queued before stories carries its English sentence. */
export function turnSentence(story: TurnStory | string, words: Words): string {
  if (typeof story === "string") return story;
  const head = story.clauses.length ? story.clauses.map((clause) => clauseWords(clause, words)).join(words.t("summary.join")) : words.t(`summary.${story.opening}`);
  return words.t("summary.sentence", { head: capitalize(head), waiting: waitingWords(story.waiting, words) });
}

/** The game over mail's sentence. */
export function resultSentence(story: ResultStory | string, words: Words): string {
  if (typeof story === "string") return story;
  const points = words.plural("points", story.top);
  const [only] = story.winners;
  const head =
    story.winners.length > 1
      ? words.t("result.shared", { names: capitalize(words.list(story.winners.map((name) => name ?? words.t("result.you")))), points })
      : only === null || only === undefined
        ? words.t("result.youWon", { points })
        : words.t("result.won", { name: only, points });
  if (!story.mine) return words.t("result.sentence", { head });
  return words.t("result.withPlace", { head, place: words.t(`place.${story.mine.rank}` as MailKey), total: story.mine.total });
}
