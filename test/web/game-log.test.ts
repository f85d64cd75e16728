import { describe, expect, it } from "vitest";
import type { LoggedAction } from "../../protocol/types.js";
import { withEntries } from "../../web/live/game-log.js";

/** The log a page keeps from its socket: whole on opening, then each version's entries. */

function entry(seq: number): LoggedAction {
  return { seq, action: { type: "place", player: 0, square: seq, cup: 0 }, events: [], at: seq * 1000, by: "player" } as LoggedAction;
}

describe("the log from the socket", () => {
  it("starts from the opening's whole log, empty or not", () => {
    expect(withEntries(null, [])).toEqual([]);
    expect(withEntries(null, [entry(1), entry(2)])).toEqual([entry(1), entry(2)]);
  });

  it("appends a version's entries, and skips those it holds (a socket opened again sends the whole log)", () => {
    const log = [entry(1), entry(2)];
    expect(withEntries(log, [entry(3)])).toEqual([entry(1), entry(2), entry(3)]);
    expect(withEntries(log, [entry(1), entry(2)])).toBe(log);
    expect(withEntries(log, [entry(1), entry(2), entry(3)])).toEqual([entry(1), entry(2), entry(3)]);
  });

  it("gives up when the entries don't follow on (a version missed): the log is fetched whole", () => {
    expect(withEntries([entry(1)], [entry(3)])).toBeNull();
    expect(withEntries(null, [entry(4)])).toBeNull();
  });
});
