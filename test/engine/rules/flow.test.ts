/**
 * RULES.md §3.4 order surge, §3.5 flow of time, §4 the end, scoring and tie-breaks,
 * §6 Junior Barista.
 */
import { describe, expect, it } from "vitest";
import { cardOf, ranking, scoreOf, turnsLeft, viewFor, type GameState } from "../../../game/engine/index.js";
import { apply, card, giveCards, reject, rules, takeFromDeck, turn, turnsGame } from "./helpers.js";

/** Seat `seat` holds a ready Espresso (cup 1 C+S) for each of `n` cups, completable this turn. */
function readyOrders(state: GameState, seat: number, n: number): { cup: number; card: number }[] {
  const completions = [];
  for (let i = 0; i < n; i++) {
    const id = card(state.options.edition, i % 2 === 0 ? "Espresso" : "Ristretto", Math.floor(i / 2));
    giveCards(state, seat, 2, [id]);
    state.players[seat].cups[i] = { coffee: 1, steam: 1 };
    completions.push({ cup: i, card: id });
  }
  return completions;
}

/** A harmless turn for `seat`: one step to a free neighbour. */
function pass(state: GameState, seat: number): GameState {
  const from = state.players[seat].meeples[0]!;
  const taken = state.players.flatMap((p) => p.meeples);
  const to = [from - 4, from + 4, from % 4 > 0 ? from - 1 : -1, from % 4 < 3 ? from + 1 : -1].find(
    (s) => s >= 0 && s < 16 && !taken.includes(s),
  )!;
  return apply(state, turn(seat, [to])).state;
}

describe("§3.4 order surge", () => {
  it("§3.4: 4 players — the next two players draw n each (the left one first, from the deck top); the third to the left does not", () => {
    const state = turnsGame({ edition: "winter", players: 4, meeples: [1, 5, 10, 15] });
    const complete = readyOrders(state, 0, 2);
    const top = state.deck.slice(-4).reverse();
    const { state: after, events } = apply(state, turn(0, [0], { complete }));
    expect(after.players[1].queue[0]).toEqual([top[0], top[1]]);
    expect(after.players[2].queue[0]).toEqual([top[2], top[3]]);
    expect(after.players[3].queue.flat()).toEqual([]);
    expect(after.players[0].queue.flat()).toEqual([]);
    expect(after.deck.length).toBe(state.deck.length - 4);
    expect(events.filter((e) => e.type === "cardsDrawn")).toEqual([
      { type: "cardsDrawn", player: 1, cards: 2, reason: "surge" },
      { type: "cardsDrawn", player: 2, cards: 2, reason: "surge" },
    ]);
  });

  it("§3.4: 4 players — the surge wraps around the table (seat 3 completes: seats 0 and 1 draw, seat 2 not)", () => {
    const state = turnsGame({ edition: "winter", players: 4, meeples: [1, 5, 10, 15] });
    state.current = 3;
    const complete = readyOrders(state, 3, 1);
    const top = state.deck.slice(-2).reverse();
    const { state: after } = apply(state, turn(3, [11], { complete }));
    expect(after.players[0].queue[0]).toEqual([top[0]]);
    expect(after.players[1].queue[0]).toEqual([top[1]]);
    expect(after.players[2].queue.flat()).toEqual([]);
  });

  it("§3.4: 3 players — both other players draw n", () => {
    const state = turnsGame({ edition: "winter", players: 3, meeples: [1, 5, 15] });
    const complete = readyOrders(state, 0, 3);
    const top = state.deck.slice(-6).reverse();
    const { state: after } = apply(state, turn(0, [0], { complete }));
    expect(after.players[1].queue[0]).toEqual(top.slice(0, 3));
    expect(after.players[2].queue[0]).toEqual(top.slice(3, 6));
  });

  it("§3.4: 2 players — the other player draws n; the mover then draws 1 at the flow of time", () => {
    const state = turnsGame({ edition: "winter", players: 2, meeples: [[1, 15], [5, 10]] });
    const complete = readyOrders(state, 0, 2);
    const top = state.deck.slice(-3).reverse();
    const { state: after, events } = apply(state, turn(0, [0], { complete }));
    expect(after.players[1].queue[0]).toEqual([top[0], top[1]]);
    expect(after.players[0].queue[0]).toEqual([top[2]]);
    expect(events.filter((e) => e.type === "cardsDrawn")).toEqual([
      { type: "cardsDrawn", player: 1, cards: 2, reason: "surge" },
      { type: "cardsDrawn", player: 0, cards: 1, reason: "flowOfTime" },
    ]);
  });

  it("§3.4: no completion, no surge", () => {
    const state = turnsGame({ edition: "winter", players: 3, meeples: [1, 5, 15] });
    const { state: after } = apply(state, turn(0, [0]));
    expect(after.deck).toEqual(state.deck);
    expect(after.players.map((p) => p.queue.flat())).toEqual([[], [], []]);
  });
});

describe("R-2 the deck running out", () => {
  it("R-2: a surge that can't be made in full takes what is left in order (left player first) and closes the token", () => {
    const state = turnsGame({ edition: "winter", players: 3, meeples: [1, 5, 15] });
    const complete = readyOrders(state, 0, 2);
    state.deck = state.deck.slice(-3);
    const [c, b, a] = state.deck;
    const { state: after, events } = apply(state, turn(0, [0], { complete }));
    expect(after.players[1].queue[0]).toEqual([a, b]);
    expect(after.players[2].queue[0]).toEqual([c]);
    expect(after.deck).toEqual([]);
    expect(after.token).toBe("closed");
    expect(after.closedBy).toBe("deck");
    expect(events).toContainEqual({ type: "tokenClosed", reason: "deck" });
    expect(events).toContainEqual({ type: "cardsDrawn", player: 2, cards: 1, reason: "surge" });
  });

  it("R-2: a surge that empties the deck exactly closes the token; one that leaves a card does not", () => {
    const exact = turnsGame({ edition: "winter", players: 3, meeples: [1, 5, 15] });
    const complete = readyOrders(exact, 0, 2);
    exact.deck = exact.deck.slice(-4);
    const closed = apply(exact, turn(0, [0], { complete })).state;
    expect(closed.token).toBe("closed");
    expect(closed.closedBy).toBe("deck");

    const spare = turnsGame({ edition: "winter", players: 3, meeples: [1, 5, 15] });
    const again = readyOrders(spare, 0, 2);
    spare.deck = spare.deck.slice(-5);
    const open = apply(spare, turn(0, [0], { complete: again })).state;
    expect(open.token).toBe("open");
    expect(open.deck.length).toBe(1);
  });

  it("R-2: a surge when the deck is already empty draws nothing and closes the token", () => {
    const state = turnsGame({ edition: "winter", players: 4, meeples: [1, 5, 10, 15] });
    const complete = readyOrders(state, 0, 1);
    state.deck = [];
    const { state: after, events } = apply(state, turn(0, [0], { complete }));
    expect(after.players.map((p) => p.queue.flat().length)).toEqual([0, 0, 0, 0]);
    expect(after.closedBy).toBe("deck");
    expect(events.some((e) => e.type === "cardsDrawn")).toBe(false);
  });

  it("R-2: the 2-player flow-of-time draw that takes the last card closes the token", () => {
    const state = turnsGame({ edition: "winter", players: 2, meeples: [[1, 15], [5, 10]] });
    state.deck = state.deck.slice(-1);
    const last = state.deck[0];
    const { state: after, events } = apply(state, turn(0, [0]));
    expect(after.players[0].queue[0]).toEqual([last]);
    expect(after.deck).toEqual([]);
    expect(after.token).toBe("closed");
    expect(after.closedBy).toBe("deck");
    expect(events).toContainEqual({ type: "cardsDrawn", player: 0, cards: 1, reason: "flowOfTime" });
    expect(events).toContainEqual({ type: "tokenClosed", reason: "deck" });
  });

  it("R-2: the 2-player flow-of-time draw from an empty deck closes the token; with 2 cards left it stays open", () => {
    const empty = turnsGame({ edition: "winter", players: 2, meeples: [[1, 15], [5, 10]] });
    empty.deck = [];
    expect(apply(empty, turn(0, [0])).state.closedBy).toBe("deck");
    const two = turnsGame({ edition: "winter", players: 2, meeples: [[1, 15], [5, 10]] });
    two.deck = two.deck.slice(-2);
    const after = apply(two, turn(0, [0])).state;
    expect(after.token).toBe("open");
    expect(after.deck.length).toBe(1);
  });
});

describe("§3.5 flow of time", () => {
  it("§3.5: every card moves one position down, position 4 falls out as a dislike earning a speed token each", () => {
    const state = turnsGame({ edition: "winter", players: 3, meeples: [1, 5, 15] });
    const [a, b, c, d, e, f] = takeFromDeck(state, 6);
    giveCards(state, 0, 1, [a]);
    giveCards(state, 0, 2, [b]);
    giveCards(state, 0, 3, [c]);
    giveCards(state, 0, 4, [d, e]);
    giveCards(state, 1, 4, [f]);
    const { state: after, events } = apply(state, turn(0, [0]));
    expect(after.players[0].queue).toEqual([[], [a], [b], [c]]);
    expect(after.players[0].dislikes).toEqual([d, e]);
    expect(after.players[0].speedTokens).toBe(3);
    expect(events.filter((ev) => ev.type === "orderMissed")).toEqual([
      { type: "orderMissed", player: 0, card: d },
      { type: "orderMissed", player: 0, card: e },
    ]);
    // Only the mover's queue moves.
    expect(after.players[1].queue).toEqual([[], [], [], [f]]);
    expect(after.token).toBe("open");
  });

  it("§3.5/§4: reaching 5 dislikes closes the token; 4 do not", () => {
    const four = turnsGame({ edition: "winter", players: 3, meeples: [1, 5, 15] });
    giveCards(four, 1, 1, takeFromDeck(four, 1)); // someone keeps an order: no stall
    four.players[0].dislikes = takeFromDeck(four, 3);
    giveCards(four, 0, 4, takeFromDeck(four, 1));
    const open = apply(four, turn(0, [0])).state;
    expect(open.players[0].dislikes.length).toBe(4);
    expect(open.token).toBe("open");

    const five = turnsGame({ edition: "winter", players: 3, meeples: [1, 5, 15] });
    five.players[0].dislikes = takeFromDeck(five, 4);
    giveCards(five, 0, 4, takeFromDeck(five, 1));
    const { state: closed, events } = apply(five, turn(0, [0]));
    expect(closed.players[0].dislikes.length).toBe(5);
    expect(closed.token).toBe("closed");
    expect(closed.closedBy).toBe("dislikes");
    expect(events).toContainEqual({ type: "tokenClosed", reason: "dislikes" });
    // More than 5 at once also closes.
    const many = turnsGame({ edition: "winter", players: 3, meeples: [1, 5, 15] });
    many.players[0].dislikes = takeFromDeck(many, 3);
    giveCards(many, 0, 4, takeFromDeck(many, 3));
    expect(apply(many, turn(0, [0])).state.closedBy).toBe("dislikes");
  });
});

describe("§4 the end: equal turns", () => {
  /** Makes seat `seat` trigger the end this turn with a 5th dislike. */
  function primeDislikes(state: GameState, seat: number): void {
    state.players[seat].dislikes = takeFromDeck(state, 4);
    giveCards(state, seat, 4, takeFromDeck(state, 1));
  }

  it("§4: 2 players — the starting player triggers the end, the other player plays one more turn", () => {
    let state = turnsGame({ edition: "winter", players: 2, startingPlayer: 0, meeples: [[1, 15], [5, 10]] });
    primeDislikes(state, 0);
    state = apply(state, turn(0, [0])).state;
    expect(state.token).toBe("closed");
    expect(state.phase).toBe("turns");
    expect(state.current).toBe(1);
    expect(turnsLeft(state)).toBe(1);
    const last = apply(state, turn(1, [6]));
    expect(last.state.phase).toBe("ended");
    expect(last.state.turnsPlayed).toBe(2);
    expect(last.events.at(-1)?.type).toBe("gameEnded");
    reject(last.state, turn(0, [2]), "GAME_OVER");
  });

  it("§4: 2 players — the other player triggers the end, the game ends at once", () => {
    let state = turnsGame({ edition: "winter", players: 2, startingPlayer: 0, meeples: [[1, 15], [5, 10]] });
    state = pass(state, 0);
    primeDislikes(state, 1);
    const { state: after, events } = apply(state, turn(1, [6]));
    expect(after.token).toBe("closed");
    expect(after.phase).toBe("ended");
    expect(after.turnsPlayed).toBe(2);
    expect(events).toContainEqual({ type: "tokenClosed", reason: "dislikes" });
    expect(events.map((e) => e.type).slice(-2)).toEqual(["turnEnded", "gameEnded"]);
  });

  it("§4: 2 players with seat 1 starting — seat 1 triggers, seat 0 plays once more; seat 0 triggers, it ends at once", () => {
    let state = turnsGame({ edition: "winter", players: 2, startingPlayer: 1, meeples: [[1, 15], [5, 10]] });
    expect(state.current).toBe(1);
    primeDislikes(state, 1);
    state = apply(state, turn(1, [6])).state;
    expect(state.phase).toBe("turns");
    expect(state.current).toBe(0);
    expect(apply(state, turn(0, [0])).state.phase).toBe("ended");

    let other = turnsGame({ edition: "winter", players: 2, startingPlayer: 1, meeples: [[1, 15], [5, 10]] });
    other = pass(other, 1);
    primeDislikes(other, 0);
    expect(apply(other, turn(0, [0])).state.phase).toBe("ended");
  });

  it("§4: 4 players — the end is triggered mid-round; play goes on to the starting player's right, then ends", () => {
    let state = turnsGame({ edition: "winter", players: 4, startingPlayer: 2, meeples: [1, 5, 10, 15] });
    giveCards(state, 0, 1, takeFromDeck(state, 1)); // no stall
    expect(state.current).toBe(2);
    state = pass(state, 2);
    expect(state.token).toBe("open");
    primeDislikes(state, 3);
    state = apply(state, turn(3, [14])).state;
    expect(state.token).toBe("closed");
    expect(turnsLeft(state)).toBe(2);
    state = pass(state, 0);
    expect(state.phase).toBe("turns");
    reject(state, turn(2, [9]), "NOT_YOUR_TURN");
    state = pass(state, 1);
    expect(state.phase).toBe("ended");
    expect(state.turnsPlayed).toBe(4);
  });

  it("§4: the player to the starting player's right triggering the end ends the game with that turn", () => {
    let state = turnsGame({ edition: "winter", players: 3, startingPlayer: 0, meeples: [1, 5, 15] });
    giveCards(state, 1, 1, takeFromDeck(state, 1)); // no stall
    state = pass(state, 0);
    state = pass(state, 1);
    expect(state.token).toBe("open");
    primeDislikes(state, 2);
    const after = apply(state, turn(2, [14])).state;
    expect(after.phase).toBe("ended");
    expect(after.turnsPlayed).toBe(3);
  });

  it("R-14: a 3-player game whose queues all run empty closes the token (stall) and ends with equal turns", () => {
    let state = turnsGame({ edition: "winter", players: 3, startingPlayer: 0, meeples: [1, 5, 15] });
    giveCards(state, 0, 4, takeFromDeck(state, 1));
    const { state: next, events } = apply(state, turn(0, [0]));
    expect(events).toContainEqual({ type: "tokenClosed", reason: "stall" });
    expect(next.closedBy).toBe("stall");
    expect(next.phase).toBe("turns");
    state = pass(next, 1);
    expect(state.phase).toBe("turns");
    state = pass(state, 2);
    expect(state.phase).toBe("ended");
    expect(state.turnsPlayed).toBe(3);
  });

  it("R-14: no stall while any player still has a card anywhere in the queue", () => {
    const state = turnsGame({ edition: "winter", players: 3, startingPlayer: 0, meeples: [1, 5, 15] });
    giveCards(state, 0, 4, takeFromDeck(state, 1));
    giveCards(state, 2, 4, takeFromDeck(state, 1));
    const after = apply(state, turn(0, [0])).state;
    expect(after.token).toBe("open");
    // A player completing their last card while the surge gives others cards: no stall either.
    const surge = turnsGame({ edition: "winter", players: 3, startingPlayer: 0, meeples: [1, 5, 15] });
    const complete = readyOrders(surge, 0, 1);
    expect(apply(surge, turn(0, [0], { complete })).state.token).toBe("open");
  });
});

describe("§4 scoring and tie-breaks", () => {
  function scored(edition: "classic" | "winter"): GameState {
    const state = turnsGame({ edition, players: 3, meeples: [1, 5, 15] });
    state.players[0].likes = takeFromDeck(state, 4);
    state.players[0].dislikes = takeFromDeck(state, 2);
    state.players[0].discarded = takeFromDeck(state, 3);
    state.players[0].upgrades[1].active = true;
    return state;
  }

  it("§1/§4: Classic scores +1 per like, +2 per upgrade, −1 per dislike", () => {
    const state = scored("classic");
    const score = scoreOf(state, rules(state), 0);
    expect(score.points).toEqual({ likes: 4, upgrades: 2, dislikes: -2 });
    expect(score.total).toBe(4);
  });

  it("§1/§4: Winter scores +2 per like, +5 per upgrade, −1 per dislike", () => {
    const state = scored("winter");
    const score = scoreOf(state, rules(state), 0);
    expect(score.points).toEqual({ likes: 8, upgrades: 5, dislikes: -2 });
    expect(score.total).toBe(11);
  });

  it("§4: ties are broken by likes, then speed tokens; ranking and viewFor agree", () => {
    const state = turnsGame({ edition: "winter", players: 3, meeples: [1, 5, 15] });
    // Seat 0: 5 likes = 10, 1 token. Seat 1: 2 upgrades = 10. Seat 2: 5 likes = 10, 3 tokens.
    state.players[0].likes = takeFromDeck(state, 5);
    state.players[1].upgrades[0].active = true;
    state.players[1].upgrades[1].active = true;
    state.players[1].speedTokens = 9;
    state.players[2].likes = takeFromDeck(state, 5);
    state.players[2].speedTokens = 3;
    const ranked = ranking(state, rules(state));
    expect(ranked.map((r) => [r.player, r.total, r.rank, r.tieBreak])).toEqual([
      [2, 10, 1, null],
      [0, 10, 2, "speedTokens"],
      [1, 10, 3, "likes"],
    ]);
    expect(viewFor(state, 1).ranking).toEqual(ranked);
  });

  it("§4: the highest score wins regardless of likes; a full tie is a shared win", () => {
    const state = turnsGame({ edition: "classic", players: 3, meeples: [1, 5, 15] });
    state.players[0].likes = takeFromDeck(state, 2);
    state.players[1].upgrades[0].active = true;
    state.players[1].upgrades[1].active = true;
    expect(ranking(state, rules(state))[0]).toMatchObject({ player: 1, total: 4, rank: 1 });
    state.players[2].upgrades[0].active = true;
    state.players[2].upgrades[2].active = true;
    const ranked = ranking(state, rules(state));
    expect(ranked.map((r) => [r.player, r.rank, r.tieBreak])).toEqual([
      [1, 1, null],
      [2, 1, "shared"],
      [0, 3, null],
    ]);
  });

  it("§4: winners are set when the game ends — a shared win lists every tied player", () => {
    let state = turnsGame({ edition: "winter", players: 3, startingPlayer: 0, meeples: [1, 5, 15] });
    state.players[0].likes = takeFromDeck(state, 2);
    state.players[0].speedTokens = 2;
    state.players[2].likes = takeFromDeck(state, 2);
    state.players[2].speedTokens = 2;
    state.token = "closed";
    state.closedBy = "dislikes";
    state = pass(state, 0);
    state = pass(state, 1);
    const { state: ended, events } = apply(state, turn(2, [11]));
    expect(ended.phase).toBe("ended");
    expect(ended.winners).toEqual([0, 2]);
    expect(events.at(-1)).toEqual({ type: "gameEnded", winners: [0, 2] });
    expect(viewFor(ended, null).winners).toEqual([0, 2]);
  });
});

describe("R-16 Junior Barista", () => {
  function junior(players: 2 | 3 = 3): GameState {
    return turnsGame({
      edition: "winter",
      players,
      variants: ["juniorBarista"],
      meeples: players === 3 ? [1, 5, 15] : [[1, 15], [5, 10]],
      keepQueues: true,
    });
  }

  it("R-16: moves of 1–4 steps need no speed token; a move may end on an occupied square", () => {
    const state = junior();
    const four = apply(state, turn(0, [2, 6, 10, 9]));
    expect(four.state.players[0].speedTokens).toBe(1);
    expect(four.state.players[0].meeples).toEqual([9]);
    const onto = apply(state, turn(0, [0, 4, 5]));
    expect(onto.state.players[0].meeples).toEqual([5]);
    expect(onto.state.players[1].meeples).toEqual([5]);
    reject(state, turn(0, [1], { activate: "doubleCorners" }), "UPGRADE_NOT_YOURS");
  });

  it("R-16: no order surge and no flow of time — queues stay put, no dislikes, the deck is untouched", () => {
    const state = junior();
    const queues = state.players.map((p) => p.queue.map((slot) => [...slot]));
    // Cup 1 already holds exactly the recipe of the first card at position 4.
    const target = queues[0][3][0];
    const counts: Record<string, number> = {};
    for (const ingredient of cardOf("winter", target).recipe) counts[ingredient] = (counts[ingredient] ?? 0) + 1;
    state.players[0].cups[0] = counts;
    const { state: after, events } = apply(state, turn(0, [0], { complete: [{ cup: 0, card: target }] }));
    expect(after.players[0].likes).toEqual([target]);
    expect(after.players[0].queue).toEqual(queues[0].map((slot, i) => (i === 3 ? slot.filter((c) => c !== target) : slot)));
    expect(after.players[1].queue).toEqual(queues[1]);
    expect(after.players[2].queue).toEqual(queues[2]);
    expect(after.players[0].dislikes).toEqual([]);
    expect(after.deck).toEqual(state.deck);
    expect(events.some((e) => e.type === "cardsDrawn" || e.type === "orderMissed")).toBe(false);
    // Nothing moves on a turn without a completion either, also with 2 players (no draw after the flow).
    const two = junior(2);
    const twoAfter = apply(two, turn(0, [0])).state;
    expect(twoAfter.players.map((p) => p.queue)).toEqual(two.players.map((p) => p.queue));
    expect(twoAfter.deck).toEqual(two.deck);
  });

  it("R-16: the token closes when a player has completed every card in their queue; the game ends with equal turns", () => {
    let state = junior();
    const espresso = card("winter", "Espresso");
    for (const player of state.players) for (const slot of player.queue) state.deck.push(...slot.splice(0));
    giveCards(state, 0, 3, [espresso]);
    giveCards(state, 1, 1, takeFromDeck(state, 2));
    giveCards(state, 2, 4, takeFromDeck(state, 1));
    state.players[0].cups[1] = { coffee: 1, steam: 1 };
    const { state: next, events } = apply(state, turn(0, [0], { complete: [{ cup: 1, card: espresso }] }));
    expect(events).toContainEqual({ type: "tokenClosed", reason: "queueCleared" });
    expect(next.closedBy).toBe("queueCleared");
    expect(next.phase).toBe("turns");
    state = apply(next, turn(1, [6])).state;
    expect(state.phase).toBe("turns");
    state = apply(state, turn(2, [14])).state;
    expect(state.phase).toBe("ended");
    expect(state.turnsPlayed).toBe(3);
    expect(state.winners).toEqual([0]);
  });

  it("R-16: the token stays open while every player still has an order", () => {
    const state = junior();
    const after = apply(state, turn(0, [0])).state;
    expect(after.token).toBe("open");
  });
});
