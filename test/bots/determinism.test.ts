/**
 * A seed gives the same game twice, and a bot decides from what its player may see: given
 * `stateFromView(viewFor(state, seat))` — the deck replaced by placeholders — it picks exactly the
 * action it picks with the full state.
 */
import { describe, expect, it } from "vitest";
import { chooseAction, type BotLevel } from "../../game/bots/index.js";
import { applyActionInPlace, cloneState, createGame, stateFromView, viewFor, type GameState } from "../../game/engine/index.js";
import { playBots, seatToAct, setupFor } from "./helpers.js";

const LEVELS: BotLevel[] = ["random", "easy", "medium", "hard"];

describe("determinism", () => {
  it.each(LEVELS)("%s: the same seeds give the same game twice", (level) => {
    for (let i = 0; i < 6; i++) {
      const options = setupFor(i * 5 + 1);
      const levels = Array.from({ length: options.players }, (_, seat) => (seat === 0 ? level : LEVELS[(i + seat) % LEVELS.length]));
      const first = playBots(options, `twice-${level}-${i}`, levels);
      const second = playBots(options, `twice-${level}-${i}`, levels);
      expect(second.log).toEqual(first.log);
      expect(second.state).toEqual(first.state);
    }
  }, 60_000);

  it("a different seed plays differently", () => {
    const options = setupFor(0);
    const a = playBots(options, "seed-a", ["random", "random"]);
    const b = playBots(options, "seed-b", ["random", "random"]);
    expect(b.log).not.toEqual(a.log);
  });
});

describe("hidden information", () => {
  it.each(LEVELS)("%s decides the same from the player's view as from the full state", (level) => {
    let compared = 0;
    for (let i = 0; i < 4; i++) {
      const options = setupFor(i * 7 + 2);
      const created = createGame(options, `view-${level}-${i}`);
      if (!created.ok) throw new Error(created.error.message);
      const state: GameState = created.value;
      for (let n = 0; state.phase !== "ended" && n < 400; n++) {
        const seat = seatToAct(state);
        const seed = `view-${i}-${n}`;
        const full = chooseAction(state, { level }, seed, seat);
        // Every third decision, or every decision of the game's first dozen: the view comparison is
        // the expensive part of this test.
        if (n < 12 || n % 3 === 0) {
          const before = cloneState(state);
          const seen = chooseAction(stateFromView(viewFor(state, seat)), { level }, seed, seat);
          expect(seen).toEqual(full);
          expect(state).toEqual(before); // the bot changed nothing
          compared++;
        }
        const applied = applyActionInPlace(state, full);
        if (!applied.ok) throw new Error(applied.error.message);
      }
    }
    expect(compared).toBeGreaterThan(40);
  }, 60_000);
});
