import { describe, expect, it } from "vitest";
import { applyActionInPlace, type Action, type GameState } from "../../game/engine/index.js";
import type { ActionBy } from "../../game/engine/action-by.js";
import type { LoggedAction } from "../../protocol/types.js";
import { ARRIVALS_MS, arrivalSteps, endOf, meepleTracks, timeline } from "../../web/table/arrivals.js";
import { cardNamed, created } from "./fixtures.js";

/** Plays the actions on the engine, logging each as the room does. */
function played(state: GameState, actions: Action[], log: LoggedAction[] = [], by: ActionBy = "player"): LoggedAction[] {
  for (const action of actions) {
    const applied = applyActionInPlace(state, action);
    if (!applied.ok) throw new Error(applied.error.message);
    log.push({ seq: log.length + 1, action, events: applied.value, at: 0, by });
  }
  return log;
}

/** Classic, 3 players, seat 0 starts: placement runs 2, 1, 0 (R-2 §2.4); board row 1 is ice, caramel, steam, coffee. */
function placedGame() {
  const state = created({ edition: "classic", players: 3, startingPlayer: 0 });
  const log = played(state, [
    { type: "place", player: 2, square: 15, cup: 0 },
    { type: "place", player: 1, square: 5, cup: 2 },
    { type: "place", player: 0, square: 0, cup: 0 },
  ]);
  return { state, log };
}

describe("arrivals: the log between two snapshots as steps", () => {
  it("a placement is the meeple set down, then its ingredient in the chosen cup; the viewer's own moves are left out", () => {
    const { log } = placedGame();
    expect(arrivalSteps(log, 0, 0)).toEqual([
      { kind: "place", player: 2, meeple: 0, square: 15 },
      { kind: "pour", player: 2, cups: [0] },
      { kind: "place", player: 1, meeple: 0, square: 5 },
      { kind: "pour", player: 1, cups: [2] },
    ]);
    // Only what came after the last entry shown.
    expect(arrivalSteps(log, 1, 0)).toEqual([
      { kind: "place", player: 1, meeple: 0, square: 5 },
      { kind: "pour", player: 1, cups: [2] },
    ]);
    expect(arrivalSteps(log, 3, null)).toEqual([]);
  });

  it("a turn is the meeple's walk from its square along its path, then the cups it poured into; a bot's move for the viewer's seat is shown", () => {
    const { state, log } = placedGame();
    played(state, [{ type: "turn", player: 0, path: [1, 2, 3], pours: [{ caramel: 1 }, { steam: 1, coffee: 1 }, {}] }], log, "timeout-bot");
    expect(arrivalSteps(log, 3, 0)).toEqual([
      { kind: "walk", player: 0, meeple: 0, squares: [0, 1, 2, 3] },
      { kind: "pour", player: 0, cups: [0, 1] },
    ]);
    // The viewer's own choice is not played back to them.
    log.at(-1)!.by = "player";
    expect(arrivalSteps(log, 3, 0)).toEqual([]);
    expect(arrivalSteps(log, 3, 1)).toHaveLength(2);
  });

  it("completed and dropped orders follow the walk, in the order they happened", () => {
    const mocha = cardNamed("classic", "Caffe Mocha");
    const espresso = cardNamed("classic", "Espresso");
    const log: LoggedAction[] = [
      {
        seq: 9,
        action: { type: "turn", player: 1, path: [6], pours: [{ ice: 1 }] },
        events: [
          { type: "moved", player: 1, meeple: 1, from: 5, path: [6], jumped: false, collected: { ice: 1 }, speedTokensSpent: 0 },
          { type: "orderCompleted", player: 1, card: mocha, cup: 0, speedTokenEarned: false },
          { type: "orderMissed", player: 1, card: espresso },
          { type: "turnEnded", player: 1 },
        ],
        at: 0,
        by: "player",
      },
    ];
    expect(arrivalSteps(log, 8, 0).map((step) => step.kind)).toEqual(["walk", "pour", "complete", "drop"]);
    expect(arrivalSteps(log, 8, 0)[2]).toEqual({ kind: "complete", player: 1, card: mocha, cup: 0 });
  });

  it("everything that arrived at once plays in order, one step after another, in under a second", () => {
    const { state, log } = placedGame();
    played(state, [
      { type: "turn", player: 0, path: [1, 2, 3], pours: [{ caramel: 1 }, {}, {}] },
      { type: "turn", player: 1, path: [6] },
      { type: "turn", player: 2, path: [14, 13, 12] },
    ], log);
    const timed = timeline(arrivalSteps(log, 0, null));
    for (let k = 1; k < timed.length; k++) expect(timed[k].start).toBeCloseTo(timed[k - 1].start + timed[k - 1].duration);
    expect(endOf(timed)).toBeLessThanOrEqual(ARRIVALS_MS);
    expect(timed.map(({ step }) => `${step.kind} ${step.player}`)).toEqual([
      "place 2", "pour 2", "place 1", "pour 1", "place 0", "pour 0", "walk 0", "pour 0", "walk 1", "walk 2",
    ]);
    // A single short move is not stretched to fill the second.
    expect(endOf(timeline(arrivalSteps(log.slice(0, 5), 4, null)))).toBeLessThan(ARRIVALS_MS / 2);
  });

  it("each meeple's placement and walks make one track: where it stands when", () => {
    const { state, log } = placedGame();
    played(state, [
      { type: "turn", player: 0, path: [1, 2] },
      { type: "turn", player: 1, path: [6] },
      { type: "turn", player: 2, path: [11] },
      { type: "turn", player: 0, path: [3] },
    ], log);
    const timed = timeline(arrivalSteps(log, 2, null));
    const tracks = meepleTracks(timed);
    const seat0 = tracks.find((track) => track.player === 0)!;
    expect(seat0.placed).toEqual({ start: 0, end: timed[0].duration });
    expect(seat0.stops.map((stop) => stop.square)).toEqual([0, 0, 1, 2, 2, 3]);
    const times = seat0.stops.map((stop) => stop.at);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(tracks.map((track) => `${track.player}:${track.meeple}`)).toEqual(["0:0", "1:0", "2:0"]);
  });
});
