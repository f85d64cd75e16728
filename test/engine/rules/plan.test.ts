/**
 * Plans (a player's next move, composed while another acts): whether one holds when the turn
 * comes, by the rules it relies on: §3.2 (may not end on an occupied square), R-7 (Classic's
 * limited supply: collecting from an empty supply yields nothing), §3.4 (order surges add cards
 * to position 1, so a planned completion stays legal), §3.5 (the flow of time pushes position 4
 * out of the queue), §4 (the game's end). The three ways a plan lapses that a player hears of: the
 * square is taken (END_ON_OCCUPIED, SQUARE_OCCUPIED), the supply ran out (COLLECTS_OTHERWISE,
 * POUR_NOT_COLLECTED) and the order dropped (CARD_NOT_IN_QUEUE).
 */
import { describe, expect, it } from "vitest";
import { createGame, makePlan, planHolds, toAct, type GameState, type Plan, type PlanMode } from "../../../game/engine/index.js";
import { apply, card, giveCards, turn, turnsGame } from "./helpers.js";

// Two players, seat 0 to wait while seat 1 moves: seat 0's meeples on 1 (fruit) and 12, seat 1's
// on 10 and 15. Stepping 1 → 2 → 3 collects steam and coffee.
function waiting(edition: "classic" | "winter" = "classic"): GameState {
  return turnsGame({ edition, players: 2, startingPlayer: 1, meeples: [[1, 12], [10, 15]] });
}

function planned(state: GameState, action: Parameters<typeof makePlan>[1]): Plan {
  const made = makePlan(state, action);
  if (!made.ok) throw new Error(made.error.code);
  return made.value;
}

function lapse(state: GameState, plan: Plan, mode: PlanMode): string | null {
  const held = planHolds(state, plan, mode);
  return held.ok ? null : held.error.code;
}

describe("plans: a move made ready before its turn", () => {
  it("is checked against the table as it is, as if it were the player's turn, and records what it collects", () => {
    const state = waiting();
    expect(state.current).toBe(1);
    const plan = planned(state, turn(0, [2, 3], { pours: [{ steam: 1, coffee: 1 }] }));
    expect(plan.collects).toEqual({ steam: 1, coffee: 1 });
    // The engine's own reason for a move the rules refuse (§3.2: steps go to adjacent squares).
    const refused = makePlan(state, turn(0, [3]));
    expect(refused.ok || refused.error.code).toBe("NOT_ADJACENT");
  });

  it("holds, in both modes, when nothing it relies on changed, and is played as the move it was", () => {
    let state = waiting();
    const plan = planned(state, turn(0, [2, 3], { pours: [{ steam: 1, coffee: 1 }] }));
    state = apply(state, turn(1, [14])).state; // seat 1 moves elsewhere; now it is seat 0's turn
    for (const mode of ["same", "legal"] as const) {
      const held = planHolds(state, plan, mode);
      expect(held.ok && held.value.state.players[0].cups[0]).toEqual({ steam: 1, coffee: 1 });
    }
  });

  it("waits while it is not the player's turn (NOT_YOUR_TURN: not played, not lapsed)", () => {
    const state = waiting();
    const plan = planned(state, turn(0, [2]));
    expect(lapse(state, plan, "legal")).toBe("NOT_YOUR_TURN");
  });

  it("§3.2: lapses in both modes when another meeple now stands where the path ends", () => {
    let state = waiting();
    const plan = planned(state, turn(0, [2, 3]));
    state = apply(state, turn(1, [6, 7, 3])).state; // seat 1 ends on square 3
    expect(lapse(state, plan, "same")).toBe("END_ON_OCCUPIED");
    expect(lapse(state, plan, "legal")).toBe("END_ON_OCCUPIED");
  });

  it("§3.2: passing through a square another meeple now stands on is still the same move", () => {
    let state = waiting();
    const plan = planned(state, turn(0, [2, 3]));
    state = apply(state, turn(1, [6, 2])).state; // seat 1 ends on square 2, on the plan's path
    expect(lapse(state, plan, "same")).toBeNull();
  });

  it("R-7: when the supply ran out of what the path collects, 'same' lapses (COLLECTS_OTHERWISE) and 'legal' is played", () => {
    let state = waiting("classic");
    const plan = planned(state, turn(0, [2, 3], { pours: [{ steam: 1 }] }));
    state = apply(state, turn(1, [14])).state;
    state.supply!.coffee = 0; // the others took the last coffee meanwhile
    expect(lapse(state, plan, "same")).toBe("COLLECTS_OTHERWISE");
    const held = planHolds(state, plan, "legal");
    expect(held.ok && held.value.state.players[0].cups[0]).toEqual({ steam: 1 });
  });

  it("R-7: a pour of what the supply no longer gives lapses in both modes (POUR_NOT_COLLECTED)", () => {
    let state = waiting("classic");
    const plan = planned(state, turn(0, [2, 3], { pours: [{ steam: 1, coffee: 1 }] }));
    state = apply(state, turn(1, [14])).state;
    state.supply!.coffee = 0;
    expect(lapse(state, plan, "same")).toBe("POUR_NOT_COLLECTED");
    expect(lapse(state, plan, "legal")).toBe("POUR_NOT_COLLECTED");
  });

  it("Winter's supply is unlimited (§1): what a path collects never changes, so the modes agree", () => {
    let state = waiting("winter");
    const plan = planned(state, turn(0, [2, 3]));
    state = apply(state, turn(1, [14])).state;
    expect(lapse(state, plan, "same")).toBeNull();
    expect(lapse(state, plan, "legal")).toBeNull();
  });

  it("§3.4: a planned completion holds after an order surge adds cards to position 1", () => {
    let state = waiting("classic");
    const espresso = card("classic", "Espresso");
    giveCards(state, 0, 3, [espresso]);
    state.players[0].cups[0] = { coffee: 1 };
    const plan = planned(state, turn(0, [2], { pours: [{ steam: 1 }], complete: [{ cup: 0, card: espresso }] }));
    giveCards(state, 0, 1, [card("classic", "Espresso", 1)]); // a surge's draw lands in position 1
    state = apply(state, turn(1, [14])).state;
    const held = planHolds(state, plan, "same");
    expect(held.ok && held.value.state.players[0].likes).toContain(espresso);
  });

  it("lapses when the game has ended (GAME_OVER), and none can be made then", () => {
    const state = waiting();
    const plan = planned(state, turn(0, [2]));
    state.phase = "ended";
    expect(lapse(state, plan, "legal")).toBe("GAME_OVER");
    const made = makePlan(state, turn(0, [2]));
    expect(made.ok || made.error.code).toBe("GAME_OVER");
  });

  it("plans a placement too: lapses when the square was taken meanwhile (SQUARE_OCCUPIED)", () => {
    const created = createGame({ edition: "classic", players: 2, startingPlayer: 1 }, "plan-placement");
    if (!created.ok) throw new Error(created.error.code);
    let state = created.value;
    expect(state.phase).toBe("placement");
    const waiter = toAct(state)[0] === 0 ? 1 : 0;
    const placer = 1 - waiter;
    const plan = planned(state, { type: "place", player: waiter, square: 5, cup: 0 });
    state = apply(state, { type: "place", player: placer, square: 5, cup: 0 }).state;
    expect(toAct(state)).toEqual([waiter]);
    expect(lapse(state, plan, "legal")).toBe("SQUARE_OCCUPIED");
    const other = planned(created.value, { type: "place", player: waiter, square: 6, cup: 0 });
    expect(lapse(state, other, "same")).toBeNull();
  });

  it("§3.5: lapses in both modes when the order it completes has left the queue (CARD_NOT_IN_QUEUE)", () => {
    let state = waiting("classic");
    const espresso = card("classic", "Espresso");
    giveCards(state, 0, 4, [espresso]);
    state.players[0].cups[0] = { coffee: 1 };
    const plan = planned(state, turn(0, [2], { pours: [{ steam: 1 }], complete: [{ cup: 0, card: espresso }] }));
    state = apply(state, turn(1, [14])).state;
    // The card at position 4 went out of the queue as a dislike (§3.5's flow of time), as it does
    // when the table a plan was made against was not the one its turn starts from.
    state.players[0].queue[3] = [];
    state.players[0].dislikes.push(espresso);
    expect(lapse(state, plan, "same")).toBe("CARD_NOT_IN_QUEUE");
    expect(lapse(state, plan, "legal")).toBe("CARD_NOT_IN_QUEUE");
  });

  it("R-7: the modes differ both ways: a supply refilled meanwhile makes the path collect more, so 'same' lapses and 'legal' takes it", () => {
    let state = waiting("classic");
    state.supply!.coffee = 0; // planned while the coffee was out
    const plan = planned(state, turn(0, [2, 3]));
    expect(plan.collects).toEqual({ steam: 1 });
    state = apply(state, turn(1, [14])).state;
    state.supply!.coffee = 3; // others returned coffee (R-7: returned tokens come back)
    expect(lapse(state, plan, "same")).toBe("COLLECTS_OTHERWISE");
    const held = planHolds(state, plan, "legal");
    expect(held.ok && held.value.events.find((event) => event.type === "moved")).toMatchObject({ collected: { steam: 1, coffee: 1 } });
  });

  it("§3.2: a placement plan lapses in both modes once the square is taken, and 'same' also when its ingredient ran out (R-7)", () => {
    const created = createGame({ edition: "classic", players: 2, startingPlayer: 1 }, "plan-placement");
    if (!created.ok) throw new Error(created.error.code);
    const start = created.value;
    const waiter = toAct(start)[0] === 0 ? 1 : 0;
    const placer = 1 - waiter;
    const plan = planned(start, { type: "place", player: waiter, square: 5, cup: 0 });
    const taken = apply(start, { type: "place", player: placer, square: 5, cup: 0 }).state;
    expect(lapse(taken, plan, "same")).toBe("SQUARE_OCCUPIED");
    const elsewhere = apply(start, { type: "place", player: placer, square: 6, cup: 0 }).state;
    expect(lapse(elsewhere, plan, "same")).toBeNull();
    const supply = elsewhere.supply as Record<string, number>;
    for (const key of Object.keys(supply)) supply[key] = 0;
    expect(lapse(elsewhere, plan, "same")).toBe("COLLECTS_OTHERWISE");
    expect(lapse(elsewhere, plan, "legal")).toBeNull();
  });
});
