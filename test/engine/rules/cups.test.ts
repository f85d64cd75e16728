/** RULES.md §3.3 (fill the cups), §3.4 (complete orders), R-4, R-6, R-7 (returns), R-9. */
import { describe, expect, it } from "vitest";
import { cardOf } from "../../../game/engine/index.js";
import { apply, card, collected, giveCards, nonZero, reject, tokensInPlay, turn, turnsGame } from "./helpers.js";

// Seat 0 starts on fruit (1); stepping to 2 collects 1 steam, [2, 3] steam + coffee.
function game(edition: "winter" | "classic" = "winter") {
  return turnsGame({ edition, players: 3, meeples: [1, 10, 15] });
}

describe("§3.3 fill the cups", () => {
  it("§3.3: collected tokens may be split over several cups; tokens already in a cup stay in it", () => {
    const state = game();
    state.players[0].cups[2] = { milk: 1 };
    const { state: after } = apply(state, turn(0, [2, 3, 7], { pours: [{ steam: 1 }, { coffee: 1, water: 1 }] }));
    expect(after.players[0].cups.map(nonZero)).toEqual([{ steam: 1 }, { coffee: 1, water: 1 }, { milk: 1 }]);
  });

  it("§3.3: only tokens collected this turn can be poured (POUR_NOT_COLLECTED), no more than collected", () => {
    const state = game();
    reject(state, turn(0, [2], { pours: [{ coffee: 1 }] }), "POUR_NOT_COLLECTED");
    reject(state, turn(0, [2], { pours: [{ steam: 2 }] }), "POUR_NOT_COLLECTED");
    reject(state, turn(0, [2], { pours: [{ steam: 1 }, { steam: 1 }] }), "POUR_NOT_COLLECTED");
    // Tokens from the placement or earlier turns are in cups already, not pourable again.
    state.players[0].cups[0] = { milk: 1 };
    reject(state, turn(0, [2], { pours: [{}, { milk: 1 }] }), "POUR_NOT_COLLECTED");
    reject(state, turn(0, [2], { pours: [{}, {}, {}, { steam: 1 }] }), "NO_SUCH_CUP");
    reject(state, turn(0, [2], { pours: [{ steam: -1 }] }), "MALFORMED_ACTION");
    reject(state, turn(0, [2], { pours: [{ gold: 1 } as never] }), "MALFORMED_ACTION");
  });

  it("§3.3/R-7: unpoured tokens go back to Classic's supply; poured ones stay out of it", () => {
    const state = game("classic");
    expect(state.supply).toMatchObject({ steam: 12, coffee: 18 });
    const none = apply(state, turn(0, [2, 3])).state;
    expect(none.supply).toMatchObject({ steam: 12, coffee: 18 });
    expect(none.players[0].cups.map(nonZero)).toEqual([{}, {}, {}]);
    const some = apply(state, turn(0, [2, 3], { pours: [{ coffee: 1 }] })).state;
    expect(some.supply).toMatchObject({ steam: 12, coffee: 17 });
    expect(tokensInPlay(some)).toEqual(tokensInPlay(state));
  });

  it("R-4: cups have no size limit", () => {
    const state = game();
    state.players[0].cups[0] = { coffee: 40, steam: 25 };
    state.players[0].speedTokens = 3;
    const { state: after } = apply(state, turn(0, [2, 3, 2, 3, 2, 3], { pours: [{ steam: 3, coffee: 3 }] }));
    expect(nonZero(after.players[0].cups[0])).toEqual({ coffee: 43, steam: 28 });
  });

  it("R-9: pouring nothing is legal, and a matching cup need not complete its order", () => {
    const state = game();
    const espresso = card("winter", "Espresso");
    giveCards(state, 0, 1, [espresso]);
    state.players[0].cups[0] = { coffee: 1, steam: 1 };
    const { state: after, events } = apply(state, turn(0, [2]));
    expect(events.some((e) => e.type === "orderCompleted")).toBe(false);
    expect(nonZero(after.players[0].cups[0])).toEqual({ coffee: 1, steam: 1 });
    expect(after.players[0].queue[1]).toEqual([espresso]);
    expect(after.players[0].likes).toEqual([]);
    // Explicitly empty pours and completions are legal too.
    expect(apply(state, turn(0, [2], { pours: [], complete: [] })).state.players[0].likes).toEqual([]);
  });
});

describe("R-6 emptying cups", () => {
  it("R-6: a cup may be emptied (before the move); the tokens leave the cup, then it can be refilled and complete", () => {
    const state = game();
    const espresso = card("winter", "Espresso");
    giveCards(state, 0, 1, [espresso]);
    state.players[0].cups[0] = { coffee: 1, milk: 1 };
    state.players[0].cups[1] = { tea: 2 };
    const { state: after, events } = apply(
      state,
      turn(0, [2, 3], { empty: [0], pours: [{ coffee: 1, steam: 1 }], complete: [{ cup: 0, card: espresso }] }),
    );
    expect(events.filter((e) => e.type === "cupEmptied")).toEqual([{ type: "cupEmptied", player: 0, cup: 0 }]);
    expect(events.findIndex((e) => e.type === "cupEmptied")).toBeLessThan(events.findIndex((e) => e.type === "moved"));
    expect(after.players[0].likes).toEqual([espresso]);
    expect(after.players[0].cups.map(nonZero)).toEqual([{}, { tea: 2 }, {}]);
    // Emptying is never forced, and emptying alone is a legal part of a turn.
    const emptied = apply(state, turn(0, [2], { empty: [1, 0] })).state;
    expect(emptied.players[0].cups.map(nonZero)).toEqual([{}, {}, {}]);
    reject(state, turn(0, [2], { empty: [3] }), "NO_SUCH_CUP");
    reject(state, turn(0, [2], { empty: [0, 0] }), "MALFORMED_ACTION");
  });

  it("R-6/R-7: Classic tokens emptied back to the supply before the move can be collected again in that move", () => {
    const state = turnsGame({ edition: "classic", players: 3, meeples: [7, 10, 15] });
    // Only 1 coffee left in the supply; seat 0 holds 2 in cup 1, seat 1 holds 15.
    state.supply!.coffee = 1;
    state.players[0].cups[0] = { coffee: 2 };
    state.players[1].cups[0] = { coffee: 15 };
    const total = tokensInPlay(state);
    // 3 coffee, 7 water, 11 coffee.
    const kept = apply(state, turn(0, [3, 7, 11]));
    expect(collected(kept.events)).toEqual({ coffee: 1, water: 1 });
    const emptied = apply(state, turn(0, [3, 7, 11], { empty: [0], pours: [{}, { coffee: 2 }] }));
    expect(collected(emptied.events)).toEqual({ coffee: 2, water: 1 });
    expect(emptied.state.supply!.coffee).toBe(1);
    expect(emptied.state.players[0].cups.map(nonZero)).toEqual([{}, { coffee: 2 }, {}]);
    expect(tokensInPlay(emptied.state)).toEqual(total);
    expect(tokensInPlay(kept.state)).toEqual(total);
  });
});

describe("§3.4 complete orders", () => {
  it("§3.4: a cup completes an order only on an exact match (extra or missing token → RECIPE_MISMATCH)", () => {
    const state = game();
    const espresso = card("winter", "Espresso");
    giveCards(state, 0, 1, [espresso]);
    state.players[0].cups[0] = { coffee: 1 };
    const done = apply(state, turn(0, [2], { pours: [{ steam: 1 }], complete: [{ cup: 0, card: espresso }] }));
    expect(done.state.players[0].likes).toEqual([espresso]);
    expect(done.state.players[0].queue.flat()).not.toContain(espresso);
    expect(nonZero(done.state.players[0].cups[0])).toEqual({});
    expect(done.events).toContainEqual({ type: "orderCompleted", player: 0, card: espresso, cup: 0, speedTokenEarned: false });
    // One extra token.
    state.players[0].cups[0] = { coffee: 1, milk: 1 };
    const message = reject(state, turn(0, [2], { pours: [{ steam: 1 }], complete: [{ cup: 0, card: espresso }] }), "RECIPE_MISMATCH");
    expect(message).toContain("Espresso");
    // Two of an ingredient the recipe needs once.
    state.players[0].cups[0] = { coffee: 2 };
    reject(state, turn(0, [2], { pours: [{ steam: 1 }], complete: [{ cup: 0, card: espresso }] }), "RECIPE_MISMATCH");
    // A missing token.
    state.players[0].cups[0] = {};
    reject(state, turn(0, [2], { pours: [{ steam: 1 }], complete: [{ cup: 0, card: espresso }] }), "RECIPE_MISMATCH");
  });

  it("§3.4: a cup completes at most one card per turn (CUP_USED_TWICE); a card is completed once (CARD_USED_TWICE)", () => {
    const state = game();
    const a = card("winter", "Espresso", 0);
    const b = card("winter", "Espresso", 1);
    giveCards(state, 0, 1, [a, b]);
    state.players[0].cups[0] = { coffee: 1, steam: 1 };
    state.players[0].cups[1] = { coffee: 1 };
    reject(state, turn(0, [2], { complete: [{ cup: 0, card: a }, { cup: 0, card: b }] }), "CUP_USED_TWICE");
    reject(state, turn(0, [2], { pours: [{}, { steam: 1 }], complete: [{ cup: 0, card: a }, { cup: 1, card: a }] }), "CARD_USED_TWICE");
    const one = apply(state, turn(0, [2], { complete: [{ cup: 0, card: a }] })).state;
    expect(one.players[0].likes).toEqual([a]);
    expect(one.players[0].queue[1]).toEqual([b]);
  });

  it("§3.4: several cups complete several cards in one turn", () => {
    const state = game();
    const a = card("winter", "Espresso", 0);
    const b = card("winter", "Ristretto", 0);
    const c = card("winter", "Espresso Doppio", 0);
    giveCards(state, 0, 1, [a]);
    giveCards(state, 0, 3, [b]);
    giveCards(state, 0, 4, [c]);
    state.players[0].cups = [{ coffee: 1 }, { coffee: 1 }, { coffee: 2 }];
    state.players[0].speedTokens = 1;
    const { state: after } = apply(
      state,
      turn(0, [2, 6, 2], {
        pours: [{ steam: 1 }, { steam: 1 }, {}],
        complete: [
          { cup: 0, card: a },
          { cup: 1, card: b },
        ],
      }),
    );
    expect(after.players[0].likes).toEqual([a, b]);
    // Cup 3 (coffee 2) was not topped up: Espresso Doppio is missed at the flow of time.
    expect(after.players[0].dislikes).toEqual([c]);
  });

  it("§3.4: cards anywhere in the queue can be completed, even at position 4 before it falls out", () => {
    for (const position of [1, 2, 3, 4]) {
      const state = game();
      const espresso = card("winter", "Espresso");
      giveCards(state, 0, position, [espresso]);
      state.players[0].cups[1] = { coffee: 1 };
      const { state: after } = apply(state, turn(0, [2], { pours: [{}, { steam: 1 }], complete: [{ cup: 1, card: espresso }] }));
      expect(after.players[0].likes).toEqual([espresso]);
      expect(after.players[0].dislikes).toEqual([]);
    }
  });

  it("§3.4: only cards in your own queue (CARD_NOT_IN_QUEUE)", () => {
    const state = game();
    const espresso = card("winter", "Espresso");
    giveCards(state, 1, 1, [espresso]);
    state.players[0].cups[0] = { coffee: 1, steam: 1 };
    reject(state, turn(0, [2], { complete: [{ cup: 0, card: espresso }] }), "CARD_NOT_IN_QUEUE");
    reject(state, turn(0, [2], { complete: [{ cup: 0, card: 9999 }] }), "CARD_NOT_IN_QUEUE");
    reject(state, turn(0, [2], { complete: [{ cup: 3, card: espresso }] }), "NO_SUCH_CUP");
  });

  it("§3.4: completing a specialty card earns 1 speed token; other cards none", () => {
    const state = game();
    const green = card("winter", "Green Tea");
    const espresso = card("winter", "Espresso");
    expect(cardOf("winter", green).specialty).toBe(true);
    expect(cardOf("winter", espresso).specialty).toBe(false);
    giveCards(state, 0, 2, [green, espresso]);
    state.players[0].cups = [{ water: 1, tea: 1 }, { coffee: 1 }, {}];
    const both = apply(
      state,
      turn(0, [2, 6, 2], {
        pours: [{ steam: 1 }, { steam: 1 }],
        complete: [
          { cup: 0, card: green },
          { cup: 1, card: espresso },
        ],
      }),
    );
    // 1 cookie − 0 spent (3 steps) + 1 for the specialty.
    expect(both.state.players[0].speedTokens).toBe(2);
    expect(both.events.filter((e) => e.type === "orderCompleted")).toEqual([
      { type: "orderCompleted", player: 0, card: green, cup: 0, speedTokenEarned: true },
      { type: "orderCompleted", player: 0, card: espresso, cup: 1, speedTokenEarned: false },
    ]);
    const plain = apply(state, turn(0, [2], { pours: [{}, { steam: 1 }], complete: [{ cup: 1, card: espresso }] }));
    expect(plain.state.players[0].speedTokens).toBe(1);
  });

  it("§3.4/R-7: a completed cup's tokens go back to Classic's supply", () => {
    const state = game("classic");
    const espresso = card("classic", "Espresso");
    giveCards(state, 0, 1, [espresso]);
    state.supply!.coffee = 17;
    state.players[0].cups[0] = { coffee: 1 };
    const total = tokensInPlay(state);
    const { state: after } = apply(state, turn(0, [2], { pours: [{ steam: 1 }], complete: [{ cup: 0, card: espresso }] }));
    expect(after.supply).toMatchObject({ coffee: 18, steam: 12 });
    expect(tokensInPlay(after)).toEqual(total);
  });

  it("R-5: speed tokens are unlimited — earning one above the box's 15 still counts", () => {
    const state = game();
    const green = card("winter", "Green Tea");
    giveCards(state, 0, 1, [green]);
    state.players[0].speedTokens = 15;
    state.players[0].cups[0] = { water: 1, tea: 1 };
    const { state: after } = apply(state, turn(0, [2], { pours: [{ steam: 1 }], complete: [{ cup: 0, card: green }] }));
    expect(after.players[0].speedTokens).toBe(16);
  });
});
