import { describe, expect, it } from "vitest";
import { createGame } from "../../game/engine/index.js";
import { RATED_TURNS_BEFORE_AGREED_END } from "../../protocol/ratings.js";
import { departureOf, ratedPoolOf } from "../../worker/room/rated-game.js";

/** The room's side of rated games (issue 52): which pool a finished game counts in, and how each seat's player left. */

const played = { userId: "ann", bot: null, away: false, resignedAt: null };

function game(players: 2 | 3 | 4, turnsPlayed = 40, endedEarly = false) {
  const created = createGame({ edition: "winter", players }, "rated-seed");
  if (!created.ok) throw new Error(created.error.message);
  return { options: { edition: "winter" as const, players }, endedEarly, state: { ...created.value, turnsPlayed } };
}

describe("how a seat's player left", () => {
  it("played it out, resigned, or timed out (still away at the end, or handed to a bot by the host)", () => {
    expect(departureOf(played)).toBeNull();
    expect(departureOf({ ...played, bot: "easy", resignedAt: 5 })).toBe("resigned");
    expect(departureOf({ ...played, away: true })).toBe("timed-out");
    expect(departureOf({ ...played, bot: "medium" })).toBe("timed-out");
  });
});

describe("the pool a finished game is rated in", () => {
  const seats = ["ann", "bob", "cat"].map((userId) => ({ ...played, userId }));

  it("asked for and played by different accounts: its edition's pool for its size", () => {
    expect(ratedPoolOf(game(3), seats, true)).toBe("winter-3-4p");
    expect(ratedPoolOf(game(2), seats.slice(0, 2), true)).toBe("winter-2p");
  });

  it("none when not asked, with a bot's seat from the start, or ended early by agreement with nobody gone", () => {
    expect(ratedPoolOf(game(3), seats, false)).toBeNull();
    expect(ratedPoolOf(game(3), [...seats.slice(0, 2), { ...played, userId: null, bot: "hard" }], true)).toBeNull();
    expect(ratedPoolOf(game(3, RATED_TURNS_BEFORE_AGREED_END * 3 - 1, true), seats, true)).toBeNull();
    // After a resignation the agreed end is rated however early: the one who left lost.
    expect(ratedPoolOf(game(3, 2, true), [seats[0], seats[1], { ...seats[2], bot: "easy", resignedAt: 5 }], true)).toBe("winter-3-4p");
  });
});
