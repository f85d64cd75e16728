import { previewTurn, type GameEvent } from "../../game/engine/index.js";
import { t, type Key } from "../i18n/index.js";
import { cardName, countsText, ingredientName, listText, meepleMark, speedTokens, squareName, upgradeName } from "../shared/words.js";
import { queuePlace } from "../table/read-aloud.js";
import { LEARNER, type GuidedStep, type Lesson } from "./guided-deal.js";

/** A step of the guided game in words: its title, what to do (in order) and why. */
export interface StepWords {
  title: string;
  todo: string[];
  why: string[];
}

/**
 * Step `index` of the script: its move told part by part in the composer's order (upgrade,
 * meeple, path, pours, orders), and why, for the lessons it is the first to teach. On the text
 * table (`textTable`) in its own words: its fields and buttons by name, nothing to tap or see.
 */
export function stepWords(steps: readonly GuidedStep[], index: number, textTable = false): StepWords {
  const step = steps[index];
  const { action, state } = step;
  const edition = state.options.edition;
  const taught = new Set(steps.slice(0, index).flatMap((earlier) => earlier.lessons));
  const fresh = step.lessons.filter((lesson) => lesson in WHY && !taught.has(lesson));
  const why = fresh.length > 0 ? fresh.map((lesson) => t(WHY[lesson]!)) : [t(action.type === "place" ? "learn.why.placeAgain" : "learn.why.again")];
  if (action.type === "place") {
    const place = { square: squareName(action.square), ingredient: ingredientName(state.board[action.square]), cup: action.cup + 1 };
    return {
      title: t("learn.step.place"),
      todo: [
        textTable
          ? t("learn.ear.place", { ...place, squareField: t("ear.place.square"), cupField: t("ear.place.cup") })
          : t("learn.do.place", place),
        t("learn.do.submit"),
      ],
      why,
    };
  }
  if (action.type !== "turn") return { title: t("learn.step.turn"), todo: [], why };
  const todo: string[] = [];
  if (action.activate) todo.push(t("learn.do.activate", { upgrade: upgradeName(action.activate) }));
  const me = state.players[LEARNER];
  const meeple = action.meeple ?? 0;
  if (me.meeples.length > 1) {
    const which = { mark: meepleMark(LEARNER, meeple, me.meeples.length), square: squareName(me.meeples[meeple]!) };
    todo.push(textTable ? t("learn.ear.meeple", { ...which, field: t("ear.meeple") }) : t("learn.do.meeple", which));
  }
  const path = action.path.map(squareName).join(" → ");
  todo.push(textTable ? t("learn.ear.path", { path, field: t("ear.step.next"), button: t("ear.step.add") }) : t("learn.do.path", { path }));
  const spent = previewTurn(state, LEARNER, action).speedTokensSpent;
  if (spent > 0) todo.push(t("learn.do.speed", { tokens: speedTokens(edition, spent) }));
  const pours = (action.pours ?? []).flatMap((counts, cup) => (Object.keys(counts).length > 0 ? [t("learn.do.pourInto", { tokens: countsText(counts), cup: cup + 1 })] : []));
  if (pours.length > 0) {
    const fields = { tokenField: t("ear.pour.token"), cupField: t("ear.pour.cup"), button: t("ear.pour.do") };
    todo.push(textTable ? t("learn.ear.pour", { pours: listText(pours), ...fields }) : t("learn.do.pour", { pours: listText(pours) }));
  }
  // Which copy, when two equal orders wait side by side: the composers name them so too.
  const orders = (action.complete ?? []).map(({ cup, card }) =>
    t("learn.do.completeWith", { card: cardName(edition, card), position: queuePlace(edition, me.queue, card), cup: cup + 1 }),
  );
  if (orders.length > 0) todo.push(t(textTable ? "learn.ear.complete" : "learn.do.complete", { orders: listText(orders) }));
  todo.push(t("learn.do.submit"));
  return { title: t("learn.step.turn"), todo, why };
}

/** What each lesson a step's own move teaches says; surges and the flow of time are told once they happen. */
const WHY: Partial<Record<Lesson, Key>> = {
  place: "learn.why.place",
  upgrade: "learn.why.upgrade",
  move: "learn.why.move",
  collect: "learn.why.collect",
  speedToken: "learn.why.speedToken",
  pour: "learn.why.pour",
  complete: "learn.why.complete",
};

/** The order surges and the flow of time among what just happened, explained (each once). */
export function sawWords(events: readonly GameEvent[]): string[] {
  const keys = new Set<Key>();
  for (const event of events) {
    if (event.type !== "cardsDrawn") continue;
    if (event.reason === "surge") keys.add(event.player === LEARNER ? "learn.saw.surgeYou" : "learn.saw.surgeBot");
    else if (event.player === LEARNER) keys.add("learn.saw.flowOfTime");
  }
  return (["learn.saw.surgeBot", "learn.saw.surgeYou", "learn.saw.flowOfTime"] as const).filter((key) => keys.has(key)).map((key) => t(key));
}
