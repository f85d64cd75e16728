import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { validateAction } from "../../game/engine/index.js";
import { guidedActionsModule, playDeal } from "../../scripts/learn-deal.js";
import { GUIDED_ACTIONS } from "../../web/learn/guided-actions.js";
import { LEARNER, LEARN_SEED, LESSONS, MAX_LEARNER_TURNS, guidedScript, missingLessons, shortestScript } from "../../web/learn/guided-deal.js";

// The guided first game is a fixed deal: if an engine or bot change makes it stop teaching
// something, this fails and `scripts/find-learn-deal.ts` finds a new seed.
describe("the guided game's fixed deal", () => {
  const script = shortestScript();

  it("teaches every lesson within the turn limit", () => {
    expect(missingLessons(script)).toEqual([]);
    const turns = script.filter((step) => step.action.type === "turn").length;
    expect(turns).toBeLessThanOrEqual(MAX_LEARNER_TURNS);
    expect(new Set(script.flatMap((step) => step.lessons))).toEqual(new Set(LESSONS));
  });

  it("asks only legal actions of the learner, in the state they act in", () => {
    for (const step of script) {
      expect(step.action.player).toBe(LEARNER);
      expect(validateAction(step.state, step.action)).toBeNull();
    }
  });

  it("activates an upgrade and spends a speed token in the learner's own turn (R-3)", () => {
    const upgradeStep = script.find((step) => step.lessons.includes("upgrade"));
    expect(upgradeStep?.action.type === "turn" && upgradeStep.action.activate).toBeTruthy();
    const spent = script.some((step) => step.events.some((event) => event.type === "moved" && event.player === LEARNER && event.speedTokensSpent > 0));
    expect(spent).toBe(true);
  });

  it("is stored as the medium bot plays it, so the phone replays it without the bot (npm run learn:deal -- --write)", () => {
    const played = playDeal(LEARN_SEED);
    expect(GUIDED_ACTIONS).toEqual(played);
    expect(readFileSync(resolve(__dirname, "../../web/learn/guided-actions.ts"), "utf8")).toBe(guidedActionsModule(LEARN_SEED, played));
  });

  it("is the same script every time (the bots are deterministic)", () => {
    expect(guidedScript().map((step) => step.action)).toEqual(guidedScript().map((step) => step.action));
  });
});
