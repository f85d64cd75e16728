/**
 * RULES.md §3.2 (move), §5 (upgrades), R-1, R-5, R-7 (collecting), R-12, and the rulebooks'
 * worked examples. Board (0-based squares, row*4+col):
 *    0 ice   1 fruit★  2 steam  3 coffee
 *    4 coffee 5 milk   6 ice    7 water★
 *    8 tea★  9 steam  10 milk  11 coffee
 *   12 milk  13 ice   14 choc★ 15 steam
 */
import { describe, expect, it } from "vitest";
import { STAR_SQUARES, legalTurns, moveContext, previewTurn, scoreOf, nextSteps, type GameState, type UpgradeId } from "../../../game/engine/index.js";
import { stepMultiplier } from "../../../game/engine/movement.js";
import { activate, apply, collected, nonZero, reject, rules, speedTokensSpent, takeFromDeck, turn, turnsGame } from "./helpers.js";

const SNOWY: UpgradeId[] = ["doubleMeeples", "doubleDestination", "diagonalMovement", "jump"];
const MULTIPLIERS: UpgradeId[] = ["doubleMeeples", "doubleCorners", "doubleSpecialties", "doubleDestination"];

describe("rulebook worked examples", () => {
  it("R-1: Winter example 1 — Double Meeples and Double Corners multiply to 4 coffee on an occupied corner, then steam and fruit", () => {
    // Blue (seat 0) starts on the steam square 2; Yellow (seat 1) stands on the coffee corner 3.
    const state = turnsGame({ edition: "winter", players: 3, meeples: [2, 3, 15] });
    activate(state, 0, "doubleMeeples", "doubleCorners");
    const { state: after, events } = apply(state, turn(0, [3, 2, 1], { pours: [{ coffee: 4, steam: 1, fruit: 1 }] }));
    expect(collected(events)).toEqual({ coffee: 4, steam: 1, fruit: 1 });
    expect(speedTokensSpent(events)).toBe(0);
    expect(after.players[0].meeples).toEqual([1]);
    expect(nonZero(after.players[0].cups[0])).toEqual({ coffee: 4, steam: 1, fruit: 1 });
    expect(after.players[0].speedTokens).toBe(1);
  });

  it("R-12: Winter example 2 — Jump + Diagonal: water forfeited, diagonal to milk, chocolate, steam; 4 steps, no cookie spent", () => {
    const state = turnsGame({ edition: "winter", players: 3, upgrades: SNOWY, meeples: [6, 0, 12] });
    activate(state, 0, "diagonalMovement", "jump");
    const { state: after, events } = apply(state, turn(0, [7, 10, 14, 15], { jump: true }));
    expect(collected(events)).toEqual({ milk: 1, chocolate: 1, steam: 1 });
    expect(speedTokensSpent(events)).toBe(0);
    expect(after.players[0].speedTokens).toBe(1);
    expect(after.players[0].meeples).toEqual([15]);
    // The same path without jumping costs the cookie and keeps the water.
    const plain = apply(state, turn(0, [7, 10, 14, 15]));
    expect(collected(plain.events)).toEqual({ water: 1, milk: 1, chocolate: 1, steam: 1 });
    expect(speedTokensSpent(plain.events)).toBe(1);
    expect(plain.state.players[0].speedTokens).toBe(0);
  });

  it("R-1/R-7: Classic stacking example — 4 coffee from the occupied corner, then back to the start square for steam, out of the limited supply", () => {
    const state = turnsGame({ edition: "classic", players: 3, meeples: [2, 3, 15] });
    activate(state, 0, "doubleMeeples", "doubleCorners");
    expect(state.supply).toMatchObject({ coffee: 18, steam: 12 });
    const { state: after, events } = apply(state, turn(0, [3, 2], { pours: [{ coffee: 4, steam: 1 }] }));
    expect(collected(events)).toEqual({ coffee: 4, steam: 1 });
    expect(after.players[0].meeples).toEqual([2]);
    expect(after.supply).toMatchObject({ coffee: 14, steam: 11 });
  });

  it("R-7: the Classic stacking example with only 3 coffee left in the supply yields 3 coffee", () => {
    const state = turnsGame({ edition: "classic", players: 3, meeples: [2, 3, 15] });
    activate(state, 0, "doubleMeeples", "doubleCorners");
    state.supply!.coffee = 3;
    state.players[2].cups[1] = { coffee: 15 };
    const { state: after, events } = apply(state, turn(0, [3, 2], { pours: [{ coffee: 3, steam: 1 }] }));
    expect(collected(events)).toEqual({ coffee: 3, steam: 1 });
    expect(after.supply).toMatchObject({ coffee: 0, steam: 11 });
  });
});

describe("§3.2 movement", () => {
  it("§3.2: a move is 1 to 3 steps; no step is refused (EMPTY_PATH); a 4th step needs a speed token (PATH_TOO_LONG in Classic at start)", () => {
    const state = turnsGame({ edition: "classic", players: 3, meeples: [0, 10, 15] });
    for (const path of [[1], [1, 2], [1, 2, 3]]) {
      const { events } = apply(state, turn(0, path));
      expect(speedTokensSpent(events)).toBe(0);
    }
    reject(state, turn(0, []), "EMPTY_PATH");
    reject(state, turn(0, [1, 2, 3, 7]), "PATH_TOO_LONG");
  });

  it("R-5/§3.2: each speed token spent gives one extra step; tokens are spent automatically from the path length", () => {
    const state = turnsGame({ edition: "winter", players: 3, meeples: [0, 10, 15] });
    // 1 cookie: 4 steps spend it, 5 steps are too many.
    const four = apply(state, turn(0, [1, 2, 3, 7]));
    expect(speedTokensSpent(four.events)).toBe(1);
    expect(four.state.players[0].speedTokens).toBe(0);
    reject(state, turn(0, [1, 2, 3, 7, 6]), "PATH_TOO_LONG");
    // any number of tokens may be held and spent.
    state.players[0].speedTokens = 20;
    const long = apply(state, turn(0, [1, 2, 3, 7, 6, 5, 4, 8, 9, 13]));
    expect(speedTokensSpent(long.events)).toBe(7);
    expect(long.state.players[0].speedTokens).toBe(13);
    expect(collected(long.events)).toEqual({ fruit: 1, steam: 2, coffee: 2, water: 1, ice: 2, milk: 1, tea: 1 });
    // Short moves never spend one.
    expect(apply(state, turn(0, [1])).state.players[0].speedTokens).toBe(20);
  });

  it("§3.2: steps are orthogonal only without Diagonal Movement (NOT_ADJACENT for diagonal or distant squares)", () => {
    const state = turnsGame({ edition: "winter", players: 3, meeples: [0, 10, 15] });
    reject(state, turn(0, [5]), "NOT_ADJACENT");
    reject(state, turn(0, [2]), "NOT_ADJACENT");
    reject(state, turn(0, [1, 6]), "NOT_ADJACENT");
    reject(state, turn(0, [0]), "NOT_ADJACENT");
    reject(state, turn(0, [1, 16]), "NO_SUCH_SQUARE");
    expect(apply(state, turn(0, [4])).state.players[0].meeples).toEqual([4]);
  });

  it("§3.2: a meeple may pass through an occupied square (collecting it) but not end there (END_ON_OCCUPIED)", () => {
    const state = turnsGame({ edition: "winter", players: 3, meeples: [0, 5, 15] });
    const { events, state: after } = apply(state, turn(0, [4, 5, 6]));
    expect(collected(events)).toEqual({ coffee: 1, milk: 1, ice: 1 });
    expect(after.players[0].meeples).toEqual([6]);
    reject(state, turn(0, [4, 5]), "END_ON_OCCUPIED");
    reject(state, turn(0, [1, 2, 6, 5]), "END_ON_OCCUPIED");
    // Entering an occupied square as a paid 4th step and leaving with a 5th is fine too.
    state.players[0].speedTokens = 2;
    const paid = apply(state, turn(0, [1, 2, 6, 5, 4]));
    expect(paid.state.players[0].meeples).toEqual([4]);
    expect(speedTokensSpent(paid.events)).toBe(2);
  });

  it("§3.2: the start square counts as free once left — a move may end back on it, collecting it", () => {
    const state = turnsGame({ edition: "winter", players: 3, meeples: [5, 1, 15] });
    const { events, state: after } = apply(state, turn(0, [6, 5]));
    expect(collected(events)).toEqual({ ice: 1, milk: 1 });
    expect(after.players[0].meeples).toEqual([5]);
  });

  it("§3.2: squares entered again yield again", () => {
    const state = turnsGame({ edition: "winter", players: 3, meeples: [5, 1, 15] });
    const { events } = apply(state, turn(0, [4, 5, 4]));
    expect(collected(events)).toEqual({ coffee: 2, milk: 1 });
  });

  it("§3.2: with 2 players one meeple moves (NO_SUCH_MEEPLE otherwise); the other one's square is occupied for ending", () => {
    const state = turnsGame({ edition: "winter", players: 2, meeples: [[0, 5], [10, 15]] });
    const moved = apply(state, turn(0, [4, 8], { meeple: 1 }));
    expect(moved.state.players[0].meeples).toEqual([0, 8]);
    expect(collected(moved.events)).toEqual({ coffee: 1, tea: 1 });
    const first = apply(state, turn(0, [1]));
    expect(first.state.players[0].meeples).toEqual([1, 5]);
    reject(state, turn(0, [4, 5], { meeple: 0 }), "END_ON_OCCUPIED");
    reject(state, turn(0, [6], { meeple: 2 }), "NO_SUCH_MEEPLE");
    const three = turnsGame({ edition: "winter", players: 3 });
    reject(three, turn(0, [1], { meeple: 1 }), "NO_SUCH_MEEPLE");
  });

  it("R-7: collecting from an empty Classic supply yields nothing and is legal; tokens just collected are out of the supply", () => {
    const state = turnsGame({ edition: "classic", players: 3, meeples: [7, 10, 15] });
    state.supply!.water = 0;
    state.players[2].cups[0] = { water: 12 };
    state.supply!.coffee = 1;
    state.players[1].cups[0] = { coffee: 17 };
    // 3 (coffee), 2 (steam), 3 (coffee again): only one coffee was left.
    const { events } = apply(state, turn(0, [3, 2, 3], { pours: [{ coffee: 1, steam: 1 }] }));
    expect(collected(events)).toEqual({ coffee: 1, steam: 1 });
    const dry = apply(state, turn(0, [3, 7]));
    expect(collected(dry.events)).toEqual({ coffee: 1 });
    expect(dry.state.players[0].meeples).toEqual([7]);
  });
});

describe("§5 upgrades, each alone", () => {
  it("§5 Double Meeples: ×2 on a square entered while another meeple stands on it, ×1 elsewhere", () => {
    const state = turnsGame({ edition: "winter", players: 3, meeples: [2, 3, 15] });
    activate(state, 0, "doubleMeeples");
    expect(collected(apply(state, turn(0, [3, 7])).events)).toEqual({ coffee: 2, water: 1 });
    // Without the upgrade the occupied square gives 1.
    const plain = turnsGame({ edition: "winter", players: 3, meeples: [2, 3, 15] });
    expect(collected(apply(plain, turn(0, [3, 7])).events)).toEqual({ coffee: 1, water: 1 });
  });

  it("§5 Double Meeples (2 players): the player's own other meeple counts too", () => {
    const state = turnsGame({ edition: "winter", players: 2, meeples: [[2, 3], [10, 15]] });
    activate(state, 0, "doubleMeeples");
    expect(collected(apply(state, turn(0, [3, 7], { meeple: 0 })).events)).toEqual({ coffee: 2, water: 1 });
    // Its own start square is not "occupied" once left: coming back yields ×1.
    expect(collected(apply(state, turn(0, [1, 2], { meeple: 0 })).events)).toEqual({ fruit: 1, steam: 1 });
  });

  it("§5 Double Corners: ×2 on the 4 corner squares only", () => {
    const state = turnsGame({ edition: "winter", players: 3, meeples: [1, 10, 9] });
    activate(state, 0, "doubleCorners");
    expect(collected(apply(state, turn(0, [0, 4])).events)).toEqual({ ice: 2, coffee: 1 });
    expect(collected(apply(state, turn(0, [2, 3])).events)).toEqual({ steam: 1, coffee: 2 });
    state.players[0].meeples = [13];
    expect(collected(apply(state, turn(0, [12, 8])).events)).toEqual({ milk: 2, tea: 1 });
    expect(collected(apply(state, turn(0, [14, 15])).events)).toEqual({ chocolate: 1, steam: 2 });
  });

  it("§5 Double Specialties: ×2 on fruit, chocolate, water and tea (Winter) squares only", () => {
    const state = turnsGame({ edition: "winter", players: 3, meeples: [0, 5, 15] });
    activate(state, 0, "doubleSpecialties");
    expect(collected(apply(state, turn(0, [1, 2, 3])).events)).toEqual({ fruit: 2, steam: 1, coffee: 1 });
    state.players[0].meeples = [3];
    expect(collected(apply(state, turn(0, [7, 11])).events)).toEqual({ water: 2, coffee: 1 });
    state.players[0].meeples = [4];
    state.players[0].speedTokens = 3;
    expect(collected(apply(state, turn(0, [8, 12, 13, 14, 10])).events)).toEqual({ tea: 2, milk: 2, ice: 1, chocolate: 2 });
  });

  it("§5 Double Specialties (Classic): caramel counts as a specialty square", () => {
    const state = turnsGame({ edition: "classic", players: 3, meeples: [0, 5, 15] });
    activate(state, 0, "doubleSpecialties");
    expect(collected(apply(state, turn(0, [1])).events)).toEqual({ caramel: 2 });
  });

  it("§5 Diagonal Movement: steps may also be diagonal", () => {
    const state = turnsGame({ edition: "winter", players: 3, meeples: [0, 10, 15] });
    reject(state, turn(0, [5]), "NOT_ADJACENT");
    activate(state, 0, "diagonalMovement");
    const { state: after, events } = apply(state, turn(0, [5, 0, 5]));
    expect(collected(events)).toEqual({ milk: 2, ice: 1 });
    expect(after.players[0].meeples).toEqual([5]);
    // Still one square at a time.
    reject(state, turn(0, [10]), "NOT_ADJACENT");
  });

  it("§5 Double Destination: ×2 on the square where the move ends, its last entry only", () => {
    const state = turnsGame({ edition: "winter", players: 3, upgrades: SNOWY, meeples: [1, 10, 15] });
    activate(state, 0, "doubleDestination");
    // Steam square 2 is entered twice: the first entry ×1, the final one ×2.
    expect(collected(apply(state, turn(0, [2, 3, 2])).events)).toEqual({ steam: 3, coffee: 1 });
    expect(collected(apply(state, turn(0, [2])).events)).toEqual({ steam: 2 });
    expect(collected(apply(state, turn(0, [5, 6])).events)).toEqual({ milk: 1, ice: 2 });
  });

  it("R-12 Jump: the forfeited first step loses all its multipliers; only the first step is forfeited; one extra free step", () => {
    const state = turnsGame({
      edition: "winter",
      players: 3,
      upgrades: ["doubleMeeples", "doubleCorners", "jump", "doubleDestination"],
      meeples: [2, 3, 12],
    });
    activate(state, 0, "doubleMeeples", "doubleCorners", "jump", "doubleDestination");
    // 3 is an occupied corner (×4): the first entry is forfeited, the second yields 4; 7 is the destination (×2).
    const { events } = apply(state, turn(0, [3, 2, 3, 7], { jump: true }));
    expect(collected(events)).toEqual({ steam: 1, coffee: 4, water: 2 });
    expect(speedTokensSpent(events)).toBe(0);
    // Not jumping: 4 steps cost the cookie and the first entry yields.
    const plain = apply(state, turn(0, [3, 2, 3, 7]));
    expect(collected(plain.events)).toEqual({ steam: 1, coffee: 8, water: 2 });
    expect(speedTokensSpent(plain.events)).toBe(1);
  });

  it("R-12 Jump: the extra step obeys every other rule (speed tokens, occupied end, adjacency)", () => {
    const state = turnsGame({ edition: "winter", players: 3, upgrades: SNOWY, meeples: [0, 3, 15] });
    activate(state, 0, "jump");
    const five = apply(state, turn(0, [1, 2, 6, 7, 11], { jump: true }));
    expect(speedTokensSpent(five.events)).toBe(1);
    expect(collected(five.events)).toEqual({ steam: 1, ice: 1, water: 1, coffee: 1 });
    reject(state, turn(0, [1, 2, 6, 7, 11, 10], { jump: true }), "PATH_TOO_LONG");
    reject(state, turn(0, [1, 2, 6, 7, 3], { jump: true }), "END_ON_OCCUPIED");
    reject(state, turn(0, [1, 2, 6, 11], { jump: true }), "NOT_ADJACENT");
    // A one-step jump forfeits the only step and collects nothing.
    expect(collected(apply(state, turn(0, [1], { jump: true })).events)).toEqual({});
  });

  it("R-12 Jump: jumping needs the Jump upgrade active (JUMP_NOT_ACTIVE)", () => {
    const state = turnsGame({ edition: "winter", players: 3, upgrades: SNOWY, meeples: [0, 3, 15] });
    reject(state, turn(0, [1, 2, 6, 7], { jump: true }), "JUMP_NOT_ACTIVE");
    const base = turnsGame({ edition: "winter", players: 3, meeples: [0, 3, 15] });
    reject(base, turn(0, [1], { jump: true }), "JUMP_NOT_ACTIVE");
  });

  it("R-1: with every multiplier active a single entry never yields more than 4 (no corner is a specialty square)", () => {
    const boards: GameState[] = [turnsGame({ edition: "winter", players: 2, upgrades: MULTIPLIERS })];
    for (let i = 0; i < 10; i++) {
      boards.push(turnsGame({ edition: "winter", players: 2, upgrades: MULTIPLIERS, variants: ["mainBoardChaos"], seed: `chaos-${i}` }));
    }
    for (const state of boards) {
      const context = moveContext(state, rules(state), 0, 0, MULTIPLIERS, false);
      const everywhere = { ...context, occupied: context.occupied.map(() => true) };
      for (let square = 0; square < 16; square++) {
        expect(stepMultiplier(everywhere, square, 1, false)).toBeLessThanOrEqual(4);
        // Double Destination's square is never occupied (outside Junior Barista, which has no upgrades).
        const free = { ...context, occupied: context.occupied.map(() => false) };
        expect(stepMultiplier(free, square, 1, true)).toBeLessThanOrEqual(4);
      }
      for (const corner of [0, 3, 12, 15]) expect(STAR_SQUARES.includes(corner)).toBe(false);
      // Corner + meeple reaches exactly 4.
      expect(stepMultiplier(everywhere, 3, 1, false)).toBe(4);
    }
  });

  it("R-8: at the start of every turn the mover has next steps; a boxed-in meeple steps out and back", () => {
    // Seat 0 on corner 0 with both neighbours taken.
    const state = turnsGame({ edition: "winter", players: 3, meeples: [0, 1, 4] });
    const preview = previewTurn(state, 0, {});
    expect(preview.problem?.code).toBe("EMPTY_PATH");
    expect(preview.nextSteps.map((s) => s.square).sort()).toEqual([1, 4]);
    expect(preview.nextSteps.every((s) => !s.canEnd)).toBe(true);
    const back = previewTurn(state, 0, { path: [1] });
    expect(back.nextSteps.find((s) => s.square === 0)?.canEnd).toBe(true);
    const { state: after } = apply(state, turn(0, [1, 0]));
    expect(after.players[0].meeples).toEqual([0]);
    // 2 players: a meeple boxed in by its own other meeple and an opponent's.
    const two = turnsGame({ edition: "winter", players: 2, meeples: [[15, 11], [14, 0]] });
    expect(previewTurn(two, 0, { meeple: 0 }).nextSteps.length).toBeGreaterThan(0);
    expect(legalTurns(two).some((t) => t.meeple === 0)).toBe(true);
    // The lower-level step list agrees.
    const context = moveContext(state, rules(state), 0, 0, [], false);
    expect(nextSteps(context, [], null).map((s) => s.square).sort()).toEqual([1, 4]);
  });
});

describe("R-3/R-10 activating upgrades", () => {
  function withLikes(count: number, options: Parameters<typeof turnsGame>[0] = {}): GameState {
    const state = turnsGame({ edition: "winter", players: 3, meeples: [0, 10, 15], ...options });
    state.players[0].likes = takeFromDeck(state, count);
    return state;
  }

  it("R-3: an upgrade activated at the start of the turn works in that turn's move", () => {
    const state = withLikes(3);
    const { state: after, events } = apply(state, turn(0, [5, 6], { activate: "diagonalMovement" }));
    expect(events[0]).toEqual({ type: "upgradeActivated", player: 0, upgrade: "diagonalMovement" });
    expect(collected(events)).toEqual({ milk: 1, ice: 1 });
    expect(after.players[0].upgrades.find((t) => t.id === "diagonalMovement")!.active).toBe(true);
    // Double Corners activated this turn doubles this turn's corner.
    const corners = withLikes(3);
    corners.players[0].meeples = [1];
    expect(collected(apply(corners, turn(0, [0], { activate: "doubleCorners" })).events)).toEqual({ ice: 2 });
  });

  it("R-10: activation costs 3 likes, which leave the game (no longer likes, not scored)", () => {
    const state = withLikes(4);
    const likes = [...state.players[0].likes];
    const { state: after } = apply(state, turn(0, [1], { activate: "doubleCorners" }));
    expect(after.players[0].likes.length).toBe(1);
    expect(after.players[0].discarded.length).toBe(3);
    expect([...after.players[0].likes, ...after.players[0].discarded].sort()).toEqual([...likes].sort());
    // Winter: 1 like ×2 + 1 upgrade ×5; the discarded likes score nothing.
    const score = scoreOf(after, rules(after), 0);
    expect(score.likes).toBe(1);
    expect(score.upgrades).toBe(1);
    expect(score.total).toBe(7);
  });

  it("R-3: activating needs 3 likes at the start of the turn (NOT_ENOUGH_LIKES), even if the turn completes an order", () => {
    const state = withLikes(2);
    reject(state, turn(0, [1], { activate: "doubleCorners" }), "NOT_ENOUGH_LIKES");
  });

  it("R-3: at most one activation per turn; an active upgrade can't be activated again", () => {
    const state = withLikes(6);
    reject(state, turn(0, [1], { activate: ["doubleCorners", "diagonalMovement"] as unknown as UpgradeId }), "MALFORMED_ACTION");
    const { state: after } = apply(state, turn(0, [1], { activate: "doubleCorners" }));
    expect(after.players[0].likes.length).toBe(3);
    expect(after.players[0].upgrades.filter((t) => t.active).length).toBe(1);
    activate(state, 0, "doubleCorners");
    reject(state, turn(0, [1], { activate: "doubleCorners" }), "UPGRADE_ALREADY_ACTIVE");
  });

  it("R-3: only the player's own (table's) upgrades can be activated (UPGRADE_NOT_YOURS)", () => {
    const state = withLikes(3);
    reject(state, turn(0, [1], { activate: "jump" }), "UPGRADE_NOT_YOURS");
    reject(state, turn(0, [1], { activate: "rocket" as UpgradeId }), "MALFORMED_ACTION");
  });
});
