import { afterEach, describe, expect, it } from "vitest";
import type { GameConnection } from "../../web/live/game-connection.js";
import type { LoggedAction, TalkMessage } from "../../protocol/types.js";
import { TalkFeed } from "../../web/live/talk-feed.js";
import { earStrings } from "../../web/i18n/ear/index.js";
import { setLocale, t } from "../../web/i18n/index.js";
import { koreanParticles } from "../../web/i18n/korean-particles.js";
import "../../web/composer/text-composers.js";
import "../../web/table/cr-announcer.js";
import type { CrAnnouncer } from "../../web/table/cr-announcer.js";
import "../../web/table/cr-text-table.js";
import type { CrTextTable } from "../../web/table/cr-text-table.js";
import { boardText, moveSentence, othersMoves, scoresText } from "../../web/table/read-aloud.js";
import { countsText } from "../../web/shared/words.js";
import { cardNamed, classicTurnGame, NAMES, snapshotOf } from "./fixtures.js";
import { deepQuery, deepQueryAll, mount, settled } from "./dom.js";
import { expectEveryLanguage } from "./strings.js";

const words = { names: NAMES, edition: "classic" as const };

function entry(seq: number, player: number, events: LoggedAction["events"]): LoggedAction {
  return { seq, action: { type: "turn", player, path: [1] }, events, at: Date.UTC(2025, 4, 1, 9, seq), by: "player" };
}

afterEach(() => {
  setLocale("en");
  localStorage.clear();
  document.body.replaceChildren();
});

describe("moves in words (issue 40)", () => {
  it("says a move as one sentence: from, to, what was collected and completed", () => {
    const latte = cardNamed("classic", "Caramel Caffe Latte");
    const move = entry(3, 1, [
      { type: "moved", player: 1, meeple: 0, from: 4, path: [9, 10], jumped: false, collected: { milk: 1, caramel: 1 }, speedTokensSpent: 0 },
      { type: "orderCompleted", player: 1, card: latte, cup: 0, speedTokenEarned: false },
      { type: "cardsDrawn", player: 1, cards: 1, reason: "flowOfTime" },
      { type: "turnEnded", player: 1 },
    ]);
    expect(moveSentence(move, words)).toBe(
      "Ben moved from row 2, column 1 to row 3, column 3, collected 1 milk and 1 caramel, completed Caramel Caffe Latte. Ben drew 1 card.",
    );
  });

  it("leaves out the viewer's own moves and what came before `since`", () => {
    const log = [
      entry(1, 0, [{ type: "placed", player: 0, square: 0, ingredient: "ice", cup: 0, collected: { ice: 1 } }]),
      entry(2, 1, [{ type: "placed", player: 1, square: 5, ingredient: "milk", cup: 1, collected: { milk: 1 } }]),
      entry(3, 2, [{ type: "cupEmptied", player: 2, cup: 2 }]),
    ];
    expect(othersMoves(log, 1, 0, words)).toEqual([
      "Ben placed a meeple on row 2, column 2 and put the milk in cup 2.",
      "Chloé emptied cup 3.",
    ]);
  });

  it("reads the board square by square, and the scores", () => {
    const view = snapshotOf(classicTurnGame(), 0).view;
    expect(boardText(view, NAMES)).toMatch(/^row 1, column 1: ice, Ana's meeple 1\. row 1, column 2: caramel\./);
    expect(scoresText(view, NAMES)).toBe("Ana 0, Ben 0, and Chloé 0");
  });
});

describe("Korean particles", () => {
  it("choose 을/를, 이/가, (으)로 by the sound before them", () => {
    expect(koreanParticles("우유 1개을(를) 모았습니다")).toBe("우유 1개를 모았습니다");
    expect(koreanParticles("컵 1을(를) 비웠습니다")).toBe("컵 1을 비웠습니다");
    expect(koreanParticles("커피 2개와 물을(를)")).toBe("커피 2개와 물을");
    expect(koreanParticles("1행 3열(으)로")).toBe("1행 3열로");
    expect(koreanParticles("컵 3(으)로")).toBe("컵 3으로");
    expect(koreanParticles("{square}(우유)을(를)")).toBe("{square}(우유)를");
  });

  it("are fixed in the table's Korean: no 개을(를)", () => {
    setLocale("ko");
    const text = t("table.event.moved.other", { name: "벤", count: 2, collected: countsText({ milk: 1 }) });
    expect(text).not.toContain("(를)");
    expect(text).toContain("1개를");
  });
});

describe("the text table", () => {
  it("has its strings in every language", () => {
    expectEveryLanguage(earStrings, (key, english) => english.length > 12 && !["ear.place.option", "ear.score", "ear.points.one", "ear.points.other"].includes(key));
  });

  it("shows the board as a grid with headers, each player's headed lists, and the move form on your turn", async () => {
    const table = await mount<CrTextTable>("cr-text-table", { snapshot: snapshotOf(classicTurnGame(), 0), log: [] });
    const grid = deepQuery(table, "[role=grid]");
    expect(deepQueryAll(grid, "[role=columnheader]").map((cell) => cell.textContent?.trim())).toEqual(["Column 1", "Column 2", "Column 3", "Column 4"]);
    expect(deepQueryAll(grid, "[role=rowheader]")).toHaveLength(4);
    const cells = deepQueryAll(grid, "[role=gridcell]");
    expect(cells[0].textContent).toContain("Ana's meeple 1");
    const headings = deepQueryAll(table, "h4").map((heading) => heading.textContent?.trim());
    expect(headings).toEqual(expect.arrayContaining(["Cups", "Orders", "Likes", "Dislikes", "Rush tokens"]));
    expect(deepQuery(table, "cr-text-turn")).toBeTruthy();
    // Arrow keys move within the grid.
    cells[0].focus();
    cells[0].dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    await settled(table);
    expect(grid.getAttribute("role")).toBe("grid");
    expect(cells[1].getAttribute("tabindex")).toBe("0");
  });

  it("says the others' moves and your turn in the live region, not what was there before", async () => {
    const state = classicTurnGame();
    const before = [entry(1, 2, [{ type: "placed", player: 2, square: 15, ingredient: "coffee", cup: 0, collected: { coffee: 1 } }])];
    const announcer = await mount<CrAnnouncer>("cr-announcer", { snapshot: snapshotOf(state, 1, 7), log: before });
    const region = deepQuery(announcer, "[aria-live=polite]");
    expect(region.textContent?.trim()).toBe("");
    announcer.log = [...before, entry(2, 0, [{ type: "moved", player: 0, meeple: 0, from: 0, path: [1], jumped: false, collected: { caramel: 1 }, speedTokensSpent: 0 }])];
    announcer.snapshot = { ...snapshotOf(state, 1, 8), view: { ...snapshotOf(state, 1, 8).view, toAct: [1], current: 1 } };
    await settled(announcer);
    expect(region.textContent).toContain("Ana moved from row 1, column 1 to row 1, column 2, collected 1 caramel.");
    expect(region.textContent).toContain("Your turn.");
    expect(announcer.read("s")).toBe("Scores: Ana 0, Ben 0, and Chloé 0.");
  });

  it("says table talk that comes after it starts listening, even when the talk had loaded before it (drawn late)", async () => {
    const connection = { mode: "socket", onTalk: () => {} } as unknown as GameConnection;
    const snapshot = snapshotOf(classicTurnGame(), 1, 7);
    const talk = new TalkFeed(snapshot.gameId, () => "seat-token");
    talk.follow(connection);
    talk.viewedBy(snapshot);
    const earlier: TalkMessage = { id: 1, seat: 0, at: 1000, text: "hello", phrase: null, note: null, removed: false };
    connection.onTalk({ type: "talk-page", talk: { messages: [earlier], more: false, spectators: false, muted: [] } });
    const announcer = await mount<CrAnnouncer>("cr-announcer", { snapshot, log: [], talk });
    const region = deepQuery(announcer, "[aria-live=polite]");
    connection.onTalk({ type: "talk", messages: [{ ...earlier, id: 2, text: null, phrase: "goodMove" }] });
    await settled(announcer);
    expect(region.textContent).toContain("Ana says: Good move!");
    expect(region.textContent).not.toContain("hello");
  });
});
