import { describe, expect, it } from "vitest";
import {
  FIRST_SKILL,
  POOLS,
  PROVISIONAL_SIGMA,
  RATED_TURNS_BEFORE_AGREED_END,
  isRatedGame,
  poolOf,
  shownRating,
  type RatedResult,
  type RatedSeat,
} from "../../protocol/ratings.js";
import { applyResult, rateGame, ratedPlaces, replayRatings, type Ratings } from "../../protocol/rating-update.js";

/** openskill's constants: the performance spread β and the drift τ added to σ before each game. */
const BETA = 25 / 6;
const TAU = 25 / 300;

function game(gameId: string, seats: RatedSeat[], pool: RatedResult["pool"] = seats.length === 2 ? "classic-2p" : "classic-3-4p"): RatedResult {
  return { gameId, pool, seats };
}

function seat(userId: string, rank: number, left: RatedSeat["left"] = null): RatedSeat {
  return { userId, rank, left };
}

const fresh = () => undefined;

describe("pools", () => {
  it("each edition rates 2-player games apart from 3–4-player games", () => {
    expect(POOLS).toEqual(["classic-2p", "classic-3-4p", "winter-2p", "winter-3-4p"]);
    expect(poolOf("classic", 2)).toBe("classic-2p");
    expect(poolOf("winter", 3)).toBe("winter-3-4p");
    expect(poolOf("winter", 4)).toBe("winter-3-4p");
    expect(poolOf("classic", 5)).toBeNull();
  });
});

describe("rating a game (Weng–Lin Plackett–Luce)", () => {
  it("a 2-player win, worked by hand from the model's formulas", () => {
    const [winner, loser] = rateGame(game("g1", [seat("ann", 1), seat("bob", 2)]), fresh);
    // Both start at μ 25, σ 25/3; τ widens σ first. c² is the sum of σ² + β² over both players.
    const sigmaSq = FIRST_SKILL.sigma ** 2 + TAU ** 2;
    const c = Math.sqrt(2 * (sigmaSq + BETA ** 2));
    // Equal players: the winner was expected to win with probability ½, so each moves by ½·σ²/c.
    const shift = 0.5 * (sigmaSq / c);
    // Both learn the same: Δ = ½·½ · σ²/c² · γ, with γ = σ/c.
    const delta = 0.25 * (sigmaSq / c ** 2) * (Math.sqrt(sigmaSq) / c);
    expect(winner.after.mu).toBeCloseTo(25 + shift, 12);
    expect(loser.after.mu).toBeCloseTo(25 - shift, 12);
    expect(winner.after.sigma).toBeCloseTo(Math.sqrt(sigmaSq) * Math.sqrt(1 - delta), 12);
    expect(loser.after.sigma).toBe(winner.after.sigma);
    // The numbers themselves, for anyone checking by hand: 27.635… and 22.364…, σ 8.0659….
    expect(winner.after.mu).toBeCloseTo(27.6354, 4);
    expect(winner.after.sigma).toBeCloseTo(8.0659, 4);
    expect(winner.before).toEqual({ ...FIRST_SKILL, games: 0 });
    expect(winner.after.games).toBe(1);
  });

  it("a 4-player game moves each player by their place: the first gains most, the last loses most", () => {
    const changes = rateGame(game("g4", [seat("a", 3), seat("b", 1), seat("c", 4), seat("d", 2)]), fresh);
    const mu = Object.fromEntries(changes.map((change) => [change.userId, change.after.mu]));
    expect(mu.b).toBeGreaterThan(mu.d);
    expect(mu.d).toBeGreaterThan(25);
    expect(mu.a).toBeLessThan(25);
    expect(mu.c).toBeLessThan(mu.a);
    // Plackett–Luce among equals: the winner's gain is (1 − 1/4)·σ²/c, the others' follow from the same sums.
    const sigmaSq = FIRST_SKILL.sigma ** 2 + TAU ** 2;
    const c = Math.sqrt(4 * (sigmaSq + BETA ** 2));
    expect(mu.b - 25).toBeCloseTo(0.75 * (sigmaSq / c), 12);
    expect(mu.c - 25).toBeCloseTo(-(1 / 4 + 1 / 3 + 1 / 2) * (sigmaSq / c), 12);
  });

  it("a tie between equals changes no one's μ and narrows both σ", () => {
    const [ann, bob] = rateGame(game("tie", [seat("ann", 1), seat("bob", 1)]), fresh);
    expect(ann.after.mu).toBeCloseTo(25, 12);
    expect(bob.after.mu).toBeCloseTo(25, 12);
    expect(ann.after.sigma).toBeLessThan(FIRST_SKILL.sigma);
    expect(ann.after).toEqual(bob.after);
  });

  it("a resignation ranks the resigner last, whatever the score said", () => {
    // Carla led on points (rank 1) when she resigned: she is rated as last, below both who stayed.
    const resigned = [seat("carla", 1, "resigned"), seat("dan", 2), seat("eve", 3)];
    expect(ratedPlaces(resigned)).toEqual([4, 2, 3]);
    const asIfLast = rateGame(game("r2", [seat("carla", 3), seat("dan", 1), seat("eve", 2)]), fresh);
    expect(rateGame(game("r1", resigned), fresh)).toEqual(asIfLast);
    const carla = asIfLast[0];
    expect(carla.after.mu).toBeLessThan(25);
  });

  it("a time-out forfeit ranks the player last too, sharing it with one who resigned", () => {
    const seats = [seat("fay", 2, "timed-out"), seat("gus", 1), seat("hal", 3, "resigned"), seat("ida", 2)];
    expect(ratedPlaces(seats)).toEqual([3, 1, 3, 2]);
    const [fay, , hal] = rateGame(game("t1", seats), fresh);
    expect(fay.after).toEqual(hal.after);
    expect(fay.after.mu).toBeLessThan(25);
  });

  it("a game that names one account twice, or has one seat, is refused", () => {
    expect(() => rateGame(game("twice", [seat("ann", 1), seat("ann", 2)]), fresh)).toThrow(/different players/);
    expect(() => rateGame(game("alone", [seat("ann", 1)]), fresh)).toThrow(/different players/);
  });

  it("a rating stays provisional until σ falls below the threshold, about ten 2-player games", () => {
    const ratings: Ratings = new Map();
    let games = 0;
    let shown = shownRating(FIRST_SKILL);
    expect(shown).toEqual({ rating: 1000, uncertainty: 333, provisional: true });
    while (shown.provisional) {
      games++;
      // Ann wins two of every three against Bob.
      const [ann] = applyResult(ratings, game(`p${games}`, games % 3 === 0 ? [seat("ann", 2), seat("bob", 1)] : [seat("ann", 1), seat("bob", 2)]));
      expect(ann.after.games).toBe(games);
      shown = shownRating(ann.after);
      expect(shown.provisional).toBe(ann.after.sigma >= PROVISIONAL_SIGMA);
    }
    expect(games).toBe(10);
    expect(shown.rating).toBeGreaterThan(1000);
  });
});

describe("ratings are a pure function of the ordered rated results", () => {
  const results = [
    game("a", [seat("ann", 1), seat("bob", 2)]),
    game("b", [seat("bob", 1), seat("cat", 2), seat("ann", 3)]),
    game("c", [seat("cat", 1), seat("ann", 1)]),
    game("d", [seat("ann", 1), seat("bob", 2)], "winter-2p"),
  ];

  it("replaying the same list gives the same numbers, to the last bit", () => {
    expect(replayRatings(results)).toEqual(replayRatings(results));
    const stepByStep: Ratings = new Map();
    for (const result of results) applyResult(stepByStep, result);
    expect(replayRatings(results)).toEqual(stepByStep);
  });

  it("pools don't touch each other, and order matters", () => {
    const ratings = replayRatings(results);
    expect(ratings.get("winter-2p")?.get("ann")?.games).toBe(1);
    expect(ratings.get("classic-2p")?.get("ann")?.games).toBe(2);
    expect(ratings.get("classic-3-4p")?.get("ann")?.games).toBe(1);
    expect(replayRatings([results[2], results[1], results[0]]).get("classic-2p")?.get("ann")).not.toEqual(ratings.get("classic-2p")?.get("ann"));
  });
});

describe("which games are rated", () => {
  const accounts = [
    { userId: "ann", bot: false, left: null },
    { userId: "bob", bot: false, left: null },
  ];
  const played = { rated: true, seats: accounts, endedEarly: false, turns: 30 };

  it("a rated game among different accounts, played to its end", () => {
    expect(isRatedGame(played)).toBe(true);
  });

  it("not when nobody asked, a bot sits in, a seat has no account, or one account holds two seats", () => {
    expect(isRatedGame({ ...played, rated: false })).toBe(false);
    expect(isRatedGame({ ...played, seats: [accounts[0], { userId: null, bot: true, left: null }] })).toBe(false);
    expect(isRatedGame({ ...played, seats: [accounts[0], { userId: null, bot: false, left: null }] })).toBe(false);
    expect(isRatedGame({ ...played, seats: [accounts[0], accounts[0]] })).toBe(false);
  });

  it("ended by agreement (R-17): rated only once each player has played the set number of turns", () => {
    const enough = RATED_TURNS_BEFORE_AGREED_END * 2;
    expect(isRatedGame({ ...played, endedEarly: true, turns: enough - 1 })).toBe(false);
    expect(isRatedGame({ ...played, endedEarly: true, turns: enough })).toBe(true);
  });

  it("ended by agreement after a resignation or a time-out: rated however early, the one who left lost", () => {
    expect(isRatedGame({ ...played, seats: [accounts[0], { ...accounts[1], left: "resigned" }], endedEarly: true, turns: 1 })).toBe(true);
    expect(isRatedGame({ ...played, seats: [{ ...accounts[0], left: "timed-out" }, accounts[1]], endedEarly: true, turns: 3 })).toBe(true);
  });
});
