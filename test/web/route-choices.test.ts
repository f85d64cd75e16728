import { beforeEach, describe, expect, it } from "vitest";
import { setLocale } from "../../web/i18n/index.js";
import { meepleChoices } from "../../web/composer/route-choices.js";
import { act, created } from "./fixtures.js";

beforeEach(() => setLocale("en"));

describe("the squares the turn composer offers before a meeple moves", () => {
  it("are a two-player seat's meeples, each marked with its letter", () => {
    let state = created({ edition: "classic", players: 2, startingPlayer: 0 });
    for (const [player, square] of [[1, 5], [0, 0], [1, 10], [0, 15]]) state = act(state, { type: "place", player, square, cup: 0 });
    expect(meepleChoices({ state, player: 0 })).toEqual([
      { square: 0, badge: "1a", description: "Move this meeple." },
      { square: 15, badge: "1b", description: "Move this meeple." },
    ]);
    expect(meepleChoices({ state, player: 1 }).map(({ square, badge }) => [square, badge])).toEqual([
      [5, "2a"],
      [10, "2b"],
    ]);
  });
});
