/**
 * Searches seeds for the guided game's deal (`web/learn/guided-deal.ts`): prints the seeds whose
 * script teaches every lesson, shortest first. Run with `npm run learn:deal -- [count]`
 * after an engine or bot change broke the chosen seed, then update `LEARN_SEED` and store its
 * actions with `npm run learn:deal -- --write`.
 */
import { writeFileSync } from "node:fs";
import { LEARN_SEED, LESSONS, shortestScript } from "../web/learn/guided-deal.js";
import { guidedActionsModule, playDeal } from "./learn-deal.js";

if (process.argv[2] === "--write") {
  writeFileSync("web/learn/guided-actions.ts", guidedActionsModule(LEARN_SEED, playDeal(LEARN_SEED)));
  console.log(`Wrote web/learn/guided-actions.ts for ${LEARN_SEED}`);
} else {
  const count = Number(process.argv[2] ?? 60);
  const found: { seed: string; steps: number }[] = [];
  for (let index = 0; index < count; index++) {
    const seed = `learn-${index}`;
    const steps = shortestScript(playDeal(seed), seed);
    if (new Set(steps.flatMap((step) => step.lessons)).size === LESSONS.length) found.push({ seed, steps: steps.length });
  }
  found.sort((a, b) => a.steps - b.steps);
  for (const { seed, steps } of found.slice(0, 10)) console.log(`${seed}: every lesson in ${steps} learner actions`);
}
