import { describe, expect, it } from "vitest";
import { applyJsonEdits, diffJson } from "../../protocol/json-patch.js";
import { randomAction } from "../../game/bots/random.js";
import { applyAction, createGame, viewFor, type GameOptions, type GameState } from "../../game/engine/index.js";
import { rngFromSeed } from "../../game/engine/rng.js";

/** The edits a socket is pushed between two snapshots rebuild the second from the first. */

function gameViews(options: GameOptions, seed: string, seat: number | null): unknown[] {
  const created = createGame(options, seed);
  if (!created.ok) throw new Error(created.error.message);
  let state: GameState = created.value;
  const rng = rngFromSeed(`${seed}-moves`);
  const views: unknown[] = [JSON.parse(JSON.stringify(viewFor(state, seat)))];
  while (state.phase !== "ended" && views.length < 400) {
    const applied = applyAction(state, randomAction(state, rng));
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    views.push(JSON.parse(JSON.stringify(viewFor(state, seat))));
  }
  return views;
}

describe("edits between snapshots", () => {
  it("rebuild every next view of whole games, both editions, seated and spectating, and are much smaller", () => {
    let full = 0;
    let edited = 0;
    for (const [options, seat] of [
      [{ edition: "classic", players: 2 }, 0],
      [{ edition: "winter", players: 4 }, null],
      [{ edition: "winter", players: 3, variants: ["variableUpgrades"] }, 2],
    ] as [GameOptions, number | null][]) {
      const views = gameViews(options, `patch-${options.edition}-${options.players}`, seat);
      for (let i = 1; i < views.length; i++) {
        const before = structuredClone(views[i - 1]);
        const edits = diffJson(views[i - 1], views[i]);
        expect(applyJsonEdits(views[i - 1], edits)).toEqual(views[i]);
        expect(views[i - 1], "the old snapshot is left as it was").toEqual(before);
        full += JSON.stringify(views[i]).length;
        edited += JSON.stringify(edits).length;
      }
    }
    expect(edited).toBeLessThan(full / 4);
  });

  it("adds and removes keys, replaces arrays that changed length, and sets null", () => {
    const before = { a: 1, b: { c: [1, 2, 3], d: "x" }, e: [{ f: 1 }, { f: 2 }], gone: true, nothing: null };
    const after = { a: 1, b: { c: [1, 2], d: "y", added: { z: 0 } }, e: [{ f: 1 }, { f: 3 }], nothing: 5, arr: [] };
    const edits = diffJson(before, after);
    expect(applyJsonEdits(before, edits)).toEqual(after);
    expect(edits).toContainEqual([["gone"]]);
    expect(edits).toContainEqual([["b", "c"], [1, 2]]);
    expect(edits).toContainEqual([["e", 1, "f"], 3]);
    expect(diffJson(after, after)).toEqual([]);
    expect(applyJsonEdits({ a: { b: 1 } }, [[["a"], null]])).toEqual({ a: null });
    expect(applyJsonEdits({ a: 1 }, [[[], { b: 2 }]])).toEqual({ b: 2 });
  });
});
