import { applyAction, createGame, type Action, type GameEvent, type GameOptions, type GameState } from "../../game/engine/index.js";
import { GUIDED_ACTIONS } from "./guided-actions.js";

/**
 * The guided first game's fixed deal: the learner (seat 0) against a medium bot (seat 1), both
 * playing what the medium bot would choose, so the whole game is known in advance and each step
 * can tell the learner what to do. `scripts/find-learn-deal.ts` searched the seeds for one where
 * every lesson happens within `MAX_LEARNER_TURNS`, and stored its actions (guided-actions.ts), so
 * no phone runs the bot to learn; a test fails if an engine or bot change breaks that.
 */
export const LEARN_OPTIONS: GameOptions = { edition: "winter", players: 2, startingPlayer: 0 };
export const LEARN_SEED = "learn-36";
export const LEARNER = 0;
export const MAX_LEARNER_TURNS = 10;

/** Something the guided game must show the learner at least once. */
export type Lesson = "place" | "move" | "collect" | "pour" | "complete" | "surge" | "flowOfTime" | "speedToken" | "upgrade";
export const LESSONS: readonly Lesson[] = ["place", "move", "collect", "pour", "complete", "surge", "flowOfTime", "speedToken", "upgrade"];

/** One learner action of the script, with what it teaches and what followed until the learner's next action. */
export interface GuidedStep {
  /** The state the learner acts in. */
  state: GameState;
  action: Action;
  lessons: Lesson[];
  /** The bot's replies, until the learner acts again. */
  replies: Action[];
  /** Events of the learner's action and of the bot's replies. */
  events: GameEvent[];
}

export function startingState(seed = LEARN_SEED): GameState {
  const created = createGame(LEARN_OPTIONS, seed);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/**
 * The script of a deal from every action played in it (the learner's and the bot's, in order):
 * each learner action a step, with the bot's replies and what they all made happen.
 */
export function guidedScript(actions: readonly Action[] = GUIDED_ACTIONS, seed = LEARN_SEED): GuidedStep[] {
  const steps: GuidedStep[] = [];
  let state = startingState(seed);
  for (const action of actions) {
    const applied = applyAction(state, action);
    if (!applied.ok) throw new Error(applied.error.message);
    if (action.player === LEARNER) steps.push({ state, action, replies: [], lessons: [], events: [] });
    else steps.at(-1)?.replies.push(action);
    steps.at(-1)?.events.push(...applied.value.events);
    state = applied.value.state;
  }
  for (const step of steps) step.lessons = lessonsOf(step);
  return steps;
}

/** What a step shows the learner: what their action did and what the bot's replies made happen. */
function lessonsOf(step: GuidedStep): Lesson[] {
  const found = new Set<Lesson>();
  const action = step.action;
  if (action.type === "place") found.add("place");
  if (action.type === "turn") {
    found.add("move");
    if (action.activate) found.add("upgrade");
    if (action.pours?.some((cup) => Object.keys(cup).length > 0)) found.add("pour");
  }
  for (const event of step.events) {
    if (!("player" in event) || event.player !== LEARNER) continue;
    if (event.type === "moved" && Object.keys(event.collected).length > 0) found.add("collect");
    if (event.type === "moved" && event.speedTokensSpent > 0) found.add("speedToken");
    if (event.type === "orderCompleted") found.add("complete");
    // Cards land in the learner's queue: a surge after the bot's completion, or the flow of time.
    if (event.type === "cardsDrawn") found.add(event.reason === "surge" ? "surge" : "flowOfTime");
  }
  return LESSONS.filter((lesson) => found.has(lesson));
}

/** Lessons the script never reaches (empty for a good deal). */
export function missingLessons(steps: readonly GuidedStep[]): Lesson[] {
  const reached = new Set(steps.flatMap((step) => step.lessons));
  return LESSONS.filter((lesson) => !reached.has(lesson));
}

/** The script cut at the step that teaches the last lesson: the guided game ends there. */
export function shortestScript(actions: readonly Action[] = GUIDED_ACTIONS, seed = LEARN_SEED): GuidedStep[] {
  const steps = guidedScript(actions, seed);
  const reached = new Set<Lesson>();
  const last = steps.findIndex((step) => {
    step.lessons.forEach((lesson) => reached.add(lesson));
    return reached.size === LESSONS.length;
  });
  return last < 0 ? steps : steps.slice(0, last + 1);
}
