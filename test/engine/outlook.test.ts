/**
 * cardOutlook: an order card's worth (§1 scoring), its time left (§3.5 flow of time; §6 and R-17:
 * none in Junior Barista) and the cups nearest to its recipe (§3.4: a cup completes an order only
 * when it holds exactly the recipe, so a cup with extras must be emptied first, R-6).
 */
import { describe, expect, it } from "vitest";
import { cardOutlook, legalTurns, type GameState } from "../../game/engine/index.js";
import { apply, card, giveCards, turnsGame } from "./rules/helpers.js";

/** Plays turns (each a legal one that completes nothing) until `seat` has ended `turns` turns of its own. */
function playOwnTurns(state: GameState, seat: number, turns: number): GameState {
  let ended = 0;
  while (ended < turns) {
    const mover = state.current;
    const quiet = legalTurns(state, { maxSpeedTokens: 0 }).find((action) => !action.complete?.length)!;
    state = apply(state, quiet).state;
    if (mover === seat) ended++;
  }
  return state;
}

const inQueue = (state: GameState, seat: number, id: number) => state.players[seat].queue.some((cards) => cards.includes(id));

describe("cardOutlook", () => {
  it("§3.5: a card at position p drops at the end of its owner's (5 − p)th turn, as the engine plays it", () => {
    for (const position of [1, 2, 3, 4]) {
      let state = turnsGame({ edition: "classic", players: 3, startingPlayer: 1 });
      const id = card("classic", "Espresso");
      giveCards(state, 0, position, [id]);
      const outlook = cardOutlook(state, 0, id, state.players[0].cups);
      expect(outlook.dropsAfterTurns).toBe(5 - position);
      expect(outlook.ownerActsNow).toBe(false);
      state = playOwnTurns(state, 0, outlook.dropsAfterTurns! - 1);
      expect(inQueue(state, 0, id)).toBe(true);
      state = playOwnTurns(state, 0, 1);
      expect(inQueue(state, 0, id)).toBe(false);
      expect(state.players[0].dislikes).toContain(id);
    }
  });

  it("§3.5: on the owner's own turn the count includes the turn being played", () => {
    const state = turnsGame({ edition: "winter", players: 2, startingPlayer: 0 });
    const id = card("winter", "Espresso");
    giveCards(state, 0, 4, [id]);
    const outlook = cardOutlook(state, 0, id, state.players[0].cups);
    expect(outlook).toMatchObject({ dropsAfterTurns: 1, ownerActsNow: true });
    expect(inQueue(playOwnTurns(state, 0, 1), 0, id)).toBe(false);
  });

  it("§6, R-17: in Junior Barista there is no flow of time, so a card never drops", () => {
    const state = turnsGame({ edition: "winter", players: 2, variants: ["juniorBarista"] });
    const id = card("winter", "Espresso");
    giveCards(state, 0, 4, [id]);
    expect(cardOutlook(state, 0, id, state.players[0].cups).dropsAfterTurns).toBeNull();
  });

  it("§1: its worth is the edition's like (and a dropped card's dislike); a specialty card says so", () => {
    const classic = turnsGame({ edition: "classic" });
    const winter = turnsGame({ edition: "winter" });
    const mocha = card("winter", "Caffe Mocha");
    giveCards(winter, 1, 2, [mocha]);
    expect(cardOutlook(classic, 0, card("classic", "Espresso"), [])).toMatchObject({ likePoints: 1, dislikePoints: -1, specialty: false });
    expect(cardOutlook(winter, 1, mocha, [])).toMatchObject({ likePoints: 2, dislikePoints: -1, specialty: true, recipe: { coffee: 1, steam: 1, milk: 1, chocolate: 1 } });
  });

  it("§3.4, R-6: cups nearest first, each with what it lacks; a cup with extras must be emptied and needs the whole recipe (after an empty cup that needs as much)", () => {
    const state = turnsGame({ edition: "classic" });
    const latte = card("classic", "Caffe Latte"); // coffee, steam, milk
    giveCards(state, 0, 1, [latte]);
    expect(cardOutlook(state, 0, latte, [{ coffee: 2, steam: 1 }, { coffee: 1 }, { coffee: 1, steam: 1, milk: 1 }]).cups).toEqual([
      { cup: 2, missing: {}, extra: {}, needed: 0 },
      { cup: 1, missing: { steam: 1, milk: 1 }, extra: {}, needed: 2 },
      { cup: 0, missing: { coffee: 1, steam: 1, milk: 1 }, extra: { coffee: 1 }, needed: 3 },
    ]);
    expect(cardOutlook(state, 0, latte, [{ tea: 1 }, {}, { coffee: 1, steam: 1, milk: 1, tea: 1 }]).cups.map(({ cup }) => cup)).toEqual([1, 0, 2]);
  });
});
