import { afterEach, beforeEach, describe, expect, it } from "vitest";
import "../../web/table/cr-game-log.js";
import type { CrGameLog } from "../../web/table/cr-game-log.js";
import { describeEvent } from "../../web/table/describe-event.js";
import { lastSeenSeq } from "../../web/shared/last-seen.js";
import type { LoggedAction } from "../../protocol/types.js";
import { cardNamed, NAMES } from "./fixtures.js";
import { deepQueryAll, mount, settled, visibleText } from "./dom.js";

const words = { names: NAMES, edition: "classic" as const };
const seats = NAMES.slice(0, 3).map((name, seat) => ({ seat, name, joined: true }));

function entry(seq: number, player: number, events: LoggedAction["events"]): LoggedAction {
  return { seq, action: { type: "turn", player, path: [1] }, events, at: Date.UTC(2025, 4, 1, 9, seq), by: "player" };
}

describe("events in words", () => {
  it("names the player, the card, the cup and what was collected", () => {
    const mocha = cardNamed("classic", "Caffe Mocha");
    expect(describeEvent({ type: "orderCompleted", player: 0, card: mocha, cup: 1, speedTokenEarned: true }, words)).toBe(
      "Ana completed Caffe Mocha with cup 2. Earned: 1 rush token.",
    );
    expect(
      describeEvent({ type: "moved", player: 1, meeple: 0, from: 0, path: [1, 2], jumped: false, collected: { coffee: 2, milk: 1 }, speedTokensSpent: 0 }, words),
    ).toBe("Ben moved 2 squares and collected 2 coffee and 1 milk.");
    expect(
      describeEvent({ type: "moved", player: 1, meeple: 0, from: 0, path: [1], jumped: true, collected: {}, speedTokensSpent: 1 }, { ...words, edition: "winter" }),
    ).toBe("Ben moved 1 square and collected nothing. With a jump. Spent: 1 cookie.");
    expect(describeEvent({ type: "placed", player: 2, square: 7, ingredient: "water", cup: 0, collected: { water: 1 } }, words)).toBe(
      "Chloé placed a meeple on row 2, column 4 and put the water in cup 1.",
    );
    expect(describeEvent({ type: "cardsDrawn", player: 0, cards: 2, reason: "surge" }, words)).toBe("Ana drew 2 cards (order surge).");
    expect(describeEvent({ type: "tokenClosed", reason: "deck" }, words)).toBe("The start token is CLOSED: the deck ran out.");
    expect(describeEvent({ type: "gameEnded", winners: [0, 2] }, words)).toBe("The game is over. Winner: Ana and Chloé.");
    expect(describeEvent({ type: "turnEnded", player: 0 }, words)).toBeNull();
  });

  it("never says \"They\" of a player the sentence names (issue 54, item 3: \"You completed … They earned 1 cookie.\")", () => {
    const you = { names: ["You", "Ben"], edition: "winter" as const };
    const lines = [
      describeEvent({ type: "orderCompleted", player: 0, card: cardNamed("winter", "Fruit Tea"), cup: 2, speedTokenEarned: true }, you),
      describeEvent({ type: "moved", player: 0, meeple: 0, from: 0, path: [1], jumped: true, collected: {}, speedTokensSpent: 1 }, you),
    ];
    for (const line of lines) expect(line).not.toMatch(/\bThey\b/);
  });
});

describe("<cr-game-log>", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => document.body.replaceChildren());

  const log = [
    entry(1, 0, [{ type: "upgradeActivated", player: 0, upgrade: "doubleCorners" }]),
    entry(2, 1, [{ type: "cupEmptied", player: 1, cup: 2 }]),
    entry(3, 2, [{ type: "orderMissed", player: 2, card: cardNamed("classic", "Espresso") }]),
  ];

  it("marks what happened since the last visit and remembers the newest entry seen", async () => {
    const element = await mount<CrGameLog>("cr-game-log", { gameId: "g-log", log, since: 1, seats, edition: "classic" });
    const items = deepQueryAll(element, "li");
    expect(items.map((item) => item.classList.contains("new"))).toEqual([true, true, false]);
    const text = visibleText(element);
    expect(text).toContain("2 new moves since your last visit.");
    expect(text).toContain("Chloé missed Espresso: a dislike.");
    expect(text).toContain("Ben emptied cup 3.");
    expect(text).toContain("Ana activated Double Corners.");
    expect(localStorage.getItem("coffee-rush:last-seen:g-log")).toBe("3");
    element.remove();
    const again = await mount<CrGameLog>("cr-game-log", { gameId: "g-log", log, since: lastSeenSeq("g-log"), seats, edition: "classic" });
    expect(visibleText(again)).toContain("Nothing new since your last visit.");
  });

  it("does not count what arrived while the page was open as new (issue 54, item 10)", async () => {
    const element = await mount<CrGameLog>("cr-game-log", { gameId: "g-live", log, since: 1, through: 2, seats, edition: "classic" });
    expect(deepQueryAll(element, "li").map((item) => item.classList.contains("new"))).toEqual([false, true, false]);
    expect(visibleText(element)).toContain("1 new move since your last visit.");
  });

  it("says nothing of a last visit where none is remembered (the embed), and marks nothing new", async () => {
    const element = await mount<CrGameLog>("cr-game-log", { gameId: "g-embed", log, since: null, seats, edition: "classic" });
    expect(visibleText(element)).not.toContain("last visit");
    expect(deepQueryAll(element, "li.new")).toHaveLength(0);
    expect(deepQueryAll(element, "li")).toHaveLength(3);
    expect(localStorage.getItem("coffee-rush:last-seen:g-embed")).toBeNull();
  });

  it("shows a few older entries and the whole log on request", async () => {
    const long = Array.from({ length: 8 }, (_, index) => entry(index + 1, index % 3, [{ type: "cupEmptied", player: index % 3, cup: 0 }]));
    const element = await mount<CrGameLog>("cr-game-log", { gameId: "g-long", log: long, since: 8, seats, edition: "classic" });
    expect(deepQueryAll(element, "li")).toHaveLength(3);
    deepQueryAll(element, "button")[0].click();
    await settled(element);
    expect(deepQueryAll(element, "li")).toHaveLength(8);
  });
});
