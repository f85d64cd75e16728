import { beforeEach, describe, expect, it } from "vitest";
import { setLocale } from "../../web/i18n/index.js";
import { markOf, squareLabel, standingOn, stepsOn, type BoardScene } from "../../web/table/square-label.js";
import { classicTurnGame, NAMES } from "./fixtures.js";

/** The classic test game (meeples on 0, 5 and 15; row 1: ice, caramel, steam, coffee), seen by seat 0 with nothing marked. */
function scene(changes: Partial<BoardScene> = {}): BoardScene {
  const { board, players } = classicTurnGame();
  return { board, players, names: NAMES.slice(0, 3), you: 0, path: [], marked: null, trails: [], ghost: null, guided: [], ...changes };
}

beforeEach(() => setLocale("en"));

describe("a square of the drawn board in words", () => {
  it("names the square, its ingredient and who stands on it, the viewer's own meeple as theirs", () => {
    expect(squareLabel(scene(), 0, undefined)).toBe("row 1, column 1: ice. Your meeple 1");
    expect(squareLabel(scene(), 5, undefined)).toMatch(/^row 2, column 2: \w+. Ben's meeple 2$/);
    expect(squareLabel(scene({ you: null }), 0, undefined)).toBe("row 1, column 1: ice. Ana's meeple 1");
  });

  it("adds the path's steps into it, what is marked on it and what a tap does, one full stop between parts", () => {
    const path = [1, 2, 1];
    expect(stepsOn(path, 1)).toEqual([1, 3]);
    expect(squareLabel(scene({ path }), 1, "Tap to step here.")).toBe("row 1, column 2: caramel. Step 1, 3 of your path. Tap to step here.");
    const trail = { player: 1, from: 5, path: [6] };
    const label = squareLabel(scene({ marked: 6, trails: [trail], ghost: { player: 0, from: 0, path: [6] }, guided: [6] }), 6, undefined);
    expect(label).toMatch(/^row 2, column 3: \w+. Chosen. Changed since your last look. Your planned move ends here. Tap here next$/);
  });

  it("finds the meeples on a square with their marks", () => {
    const { players } = scene();
    expect(standingOn(players, 15)).toEqual([[2, 0]]);
    expect(standingOn(players, 3)).toEqual([]);
    expect(markOf(players, [2, 0])).toBe("3");
  });
});
