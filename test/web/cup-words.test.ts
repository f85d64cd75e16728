import { describe, expect, it } from "vitest";
import { cupText } from "../../web/shared/words.js";

/**
 * A cup's words do not depend on how its contents reached the page: a full snapshot and a socket's
 * patch can build the same cup with its ingredients' keys in another order (seen in the play-by-ear
 * browser test under load: the page read "Cup 1: 1 milk and 1 ice", the service's game "1 ice and 1 milk").
 */
describe("a cup's words", () => {
  it("name its ingredients in the game's order of ingredients, whatever order its keys came in", () => {
    expect(cupText({ milk: 1, ice: 1 }, 0)).toBe("Cup 1: 1 milk and 1 ice");
    expect(cupText({ ice: 1, milk: 1 }, 0)).toBe("Cup 1: 1 milk and 1 ice");
    expect(cupText({ water: 2, coffee: 1, steam: 1 }, 2)).toBe(cupText({ coffee: 1, steam: 1, water: 2 }, 2));
  });
});
