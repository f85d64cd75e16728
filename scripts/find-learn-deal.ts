/**
 * Searches seeds for the guided game's deal (`web/learn/guided-deal.ts`): prints the seeds whose
 * script teaches every lesson, shortest first. Run with `npx tsx scripts/find-learn-deal.ts [count]`
 * after an engine or bot change broke the chosen seed, then update `LEARN_SEED`.
 */
import { LESSONS, shortestScript } from "../web/learn/guided-deal.js";

const count = Number(process.argv[2] ?? 60);
const found: { seed: string; steps: number }[] = [];
for (let index = 0; index < count; index++) {
  const seed = `learn-${index}`;
  const steps = shortestScript(seed);
  if (new Set(steps.flatMap((step) => step.lessons)).size === LESSONS.length) found.push({ seed, steps: steps.length });
}
found.sort((a, b) => a.steps - b.steps);
for (const { seed, steps } of found.slice(0, 10)) console.log(`${seed}: every lesson in ${steps} learner actions`);
