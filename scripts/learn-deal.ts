import { chooseAction } from "../game/bots/index.js";
import { applyAction, toAct, type Action } from "../game/engine/index.js";
import { LEARNER, MAX_LEARNER_TURNS, startingState } from "../web/learn/guided-deal.js";

/** The seed both seats' moves are chosen with in the guided deal. */
const BOT_SEED = "learn";

/**
 * Every action of a guided deal as the medium bot plays both seats, until the learner would act
 * after their last turn: what web/learn/guided-actions.ts stores for the chosen seed.
 */
export function playDeal(seed: string): Action[] {
  const actions: Action[] = [];
  let state = startingState(seed);
  let learnerTurns = 0;
  while (state.phase !== "ended") {
    const acting = toAct(state)[0];
    if (acting === LEARNER && learnerTurns >= MAX_LEARNER_TURNS) break;
    const action = chooseAction(state, { level: "medium" }, BOT_SEED);
    const applied = applyAction(state, action);
    if (!applied.ok) throw new Error(applied.error.message);
    if (acting === LEARNER && action.type === "turn") learnerTurns++;
    actions.push(action);
    state = applied.value.state;
  }
  return actions;
}

/** web/learn/guided-actions.ts for a deal's actions. */
export function guidedActionsModule(seed: string, actions: readonly Action[]): string {
  return [
    `import type { Action } from "../../game/engine/index.js";`,
    ``,
    `// Written by \`npm run learn:deal -- --write\`: the guided deal (seed "${seed}") as the medium bot`,
    `// plays both seats, stored so that no phone runs the bot to learn. Data only.`,
    `export const GUIDED_ACTIONS: Action[] = [`,
    ...actions.map((action) => `  ${JSON.stringify(action)},`),
    `];`,
    ``,
  ].join("\n");
}
