import { describe, expect, it } from "vitest";
import { RULES_SECTIONS } from "../../web/rules/sections.js";
import { WORKED_EXAMPLES, runExample } from "../../web/rules/worked-examples.js";

/**
 * The rules page draws these examples from engine states and states their outcome in words: if
 * the engine stops doing what an example says, the rules page is wrong, and this test says which.
 */
describe("the rules page's worked examples", () => {
  for (const example of WORKED_EXAMPLES) {
    it(`${example.id}: the engine does what the rules page says`, () => {
      const { outcome } = runExample(example);
      const stated = Object.fromEntries(Object.keys(example.expect).map((key) => [key, outcome[key as keyof typeof outcome]]));
      expect(stated).toEqual(example.expect);
    });
  }

  it("belong to sections the page has, with a unique id each", () => {
    expect(new Set(WORKED_EXAMPLES.map((example) => example.id)).size).toBe(WORKED_EXAMPLES.length);
    for (const example of WORKED_EXAMPLES) for (const section of example.sections) expect(RULES_SECTIONS).toContain(section);
  });

  // The rulebook's own figures (Winter, p. 8; RULES.md ), kept explicit.
  it("match the Winter rulebook's two upgrade examples (R-1, R-12)", () => {
    const first = runExample(WORKED_EXAMPLES.find((example) => example.id === "winterFirst")!);
    expect(first.outcome.collected).toEqual({ coffee: 4, steam: 1, fruit: 1 });
    const second = runExample(WORKED_EXAMPLES.find((example) => example.id === "winterSecond")!);
    expect(second.outcome.collected).toEqual({ milk: 1, chocolate: 1, steam: 1 });
  });
});
