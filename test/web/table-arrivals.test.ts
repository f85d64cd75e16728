import { afterEach, describe, expect, it, vi } from "vitest";
import { applyActionInPlace, type Action, type GameState } from "../../game/engine/index.js";
import type { LoggedAction } from "../../protocol/types.js";
import "../../web/composer/composers.js";
import "../../web/table/cr-table.js";
import type { CrTable } from "../../web/table/cr-table.js";
import { created, snapshotOf } from "./fixtures.js";
import { deepQueryAll, mount, settled } from "./dom.js";

afterEach(() => document.body.replaceChildren());

/**
 * Classic, 3 players, seat 0 starts (placement runs 2, 1, 0); the viewer is seat 2. Each version
 * of the game is kept with the log as it stood then.
 */
function game() {
  const state = created({ edition: "classic", players: 3, startingPlayer: 0 });
  const versions: { state: GameState; log: LoggedAction[] }[] = [];
  const log: LoggedAction[] = [];
  const actions: Action[] = [
    { type: "place", player: 2, square: 15, cup: 0 },
    { type: "place", player: 1, square: 5, cup: 2 },
    { type: "place", player: 0, square: 0, cup: 0 },
    { type: "turn", player: 0, path: [1, 2] },
    { type: "turn", player: 1, path: [6] },
    { type: "turn", player: 2, path: [14] },
  ];
  for (const action of actions) {
    const applied = applyActionInPlace(state, action);
    if (!applied.ok) throw new Error(applied.error.message);
    log.push({ seq: log.length + 1, action, events: applied.value, at: 0, by: "player" });
    versions.push({ state: structuredClone(state), log: [...log] });
  }
  return versions;
}

/** The table shown the game after entry `seq`, with its log. */
async function show(table: CrTable, version: { state: GameState; log: LoggedAction[] }, seq: number) {
  table.snapshot = snapshotOf(version.state, 2, 10 + seq);
  await settled(table);
  table.log = version.log;
  await settled(table);
}

/** The seats whose meeples are animated on the board (nothing else animates them). */
function walking(table: CrTable): string[] {
  return deepQueryAll(table, "g.meeple").filter((meeple) => meeple.getAnimations().length > 0).map((meeple) => meeple.getAttribute("data-seat")!);
}

describe("<cr-table> plays the moves that arrive", () => {
  it("what the log held when it came is drawn; what it gains from the others is played; the viewer's own move is not", async () => {
    const versions = game();
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(versions[0].state, 2, 11), log: versions[0].log });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(table.hasAttribute("arriving")).toBe(false);

    // Seat 1 places, then seat 0 places and moves and seat 1 moves: two batches, each played.
    await show(table, versions[1], 2);
    await vi.waitFor(() => expect(table.getAttribute("arriving")).toBe("motion"));
    expect(walking(table)).toEqual(["1"]);
    await show(table, versions[4], 5);
    await vi.waitFor(() => expect(walking(table).sort()).toEqual(["0", "1"]));

    // Seat 2's own move: drawn, not played back (the batch before has ended by then).
    await vi.waitFor(() => expect(table.hasAttribute("arriving")).toBe(false), { timeout: 2000 });
    await show(table, versions[5], 6);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(table.hasAttribute("arriving")).toBe(false);
  });
});
