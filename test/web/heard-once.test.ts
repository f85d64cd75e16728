import { afterEach, describe, expect, it } from "vitest";
import { render } from "lit";
import type { LoggedAction } from "../../protocol/types.js";
import { EDITIONS } from "../../game/engine/data/editions.js";
import type { GameView, RankEntry } from "../../game/engine/index.js";
import { TalkFeed } from "../../web/live/talk-feed.js";
import { LANGUAGES } from "../../protocol/languages.js";
import { setLocale } from "../../web/i18n/index.js";
import { LEARNER, shortestScript } from "../../web/learn/guided-deal.js";
import { stepWords } from "../../web/learn/step-guide.js";
import { learnStrings } from "../../web/i18n/learn/index.js";
import "../../web/table/cr-text-table.js";
import { cardName } from "../../web/shared/words.js";
import "../../web/table/cr-table-status.js";
import "../../web/talk/cr-table-talk.js";
import { orderCard } from "../../web/table/order-card.js";
import { endSentence, moveSentence, orderText, queuePlace } from "../../web/table/read-aloud.js";
import "../../web/composer/composers.js";
import "../../web/table/cr-table.js";
import type { CrTable } from "../../web/table/cr-table.js";
import { ANNOUNCE } from "../../web/table/announce-event.js";
import { cardNamed, classicTurnGame, NAMES, snapshotOf } from "./fixtures.js";
import { click, deepQueryAll, mount, squareButton, visibleText } from "./dom.js";

/**
 * Issue 55: one live region speaks (the announcer), each fact once, in the player's words.
 */
afterEach(() => {
  setLocale("en");
  // A composer keeps its draft per game: each test starts from none.
  localStorage.clear();
  document.body.replaceChildren();
});

const words = { names: NAMES, edition: "classic" as const };

function ended(ranking: Partial<RankEntry>[], winners: number[]): GameView {
  const view = snapshotOf(classicTurnGame(), 0).view;
  const full = ranking.map((entry, index) => ({ rank: index + 1, tieBreak: null, total: 4, likes: 0, speedTokens: 0, ...entry }) as RankEntry);
  return { ...view, players: view.players.slice(0, ranking.length), phase: "ended", winners, ranking: full };
}

describe("heard once (issue 55)", () => {
  it("the state line is no live region: the announcer says what changed", async () => {
    const { view, seats } = snapshotOf(classicTurnGame(), 0);
    const status = await mount("cr-table-status", { view, seats, you: 0 } as never);
    expect(deepQueryAll(status, "[aria-live], [role=status], [role=log]")).toEqual([]);
  });

  it("the talk's list is no live region beside the page's announcer, and stays one where none is (the embed)", async () => {
    const feed = new TalkFeed("g-test", () => "seat-token");
    Object.defineProperty(feed, "readable", { value: true });
    Object.defineProperty(feed, "messages", { value: [{ id: 1, seat: 1, at: 1000, text: "hello", phrase: null, note: null, removed: false }] });
    const { seats } = snapshotOf(classicTurnGame(), 0);
    const announced = await mount("cr-table-talk", { feed, seats, you: 0, announced: true } as never);
    expect(deepQueryAll(announced, "ol")[0].getAttribute("aria-live")).toBe("off");
    const alone = await mount("cr-table-talk", { feed, seats, you: 0 } as never);
    expect(deepQueryAll(alone, "ol")[0].getAttribute("aria-live")).toBe("polite");
  });

  it("the end is said once, with why a tie was won", () => {
    const byLikes = endSentence(ended([{ player: 1, likes: 3 }, { player: 0, likes: 1, tieBreak: "likes" }], [1]), NAMES);
    expect(byLikes).toBe("The game is over. Winner: Ben. Tied on points: decided by likes. Ana 4 and Ben 4.");
    const shared = endSentence(ended([{ player: 0 }, { player: 1, rank: 1, tieBreak: "shared" }], [0, 1]), NAMES);
    expect(shared).toBe("The game is over. Winner: Ana and Ben. Ana 4 and Ben 4.");
    // The last move's sentence leaves the end to the end's own sentence.
    const last: LoggedAction = {
      seq: 9,
      action: { type: "turn", player: 1, path: [1] },
      events: [
        { type: "moved", player: 1, meeple: 0, from: 0, path: [1], jumped: false, collected: { milk: 1 }, speedTokensSpent: 0 },
        { type: "gameEnded", winners: [1] },
      ],
      at: 0,
      by: "player",
    };
    expect(moveSentence(last, words)).not.toContain("over");
  });

  it("a loop back to the meeple's own square is read as one (issue 55, item 9), and one point is a point (item 7)", () => {
    const loop: LoggedAction = {
      seq: 4,
      action: { type: "turn", player: 1, path: [1, 5, 4, 0] },
      events: [{ type: "moved", player: 1, meeple: 0, from: 0, path: [1, 5, 4, 0], jumped: false, collected: { milk: 1 }, speedTokensSpent: 0 }],
      at: 0,
      by: "player",
    };
    expect(moveSentence(loop, words)).toBe("Ben moved and came back to row 1, column 1, collected 1 milk.");
    // Every order of the deck in a queue: those worth one point say "1 point".
    const state = classicTurnGame();
    const orders = EDITIONS.classic.deck.map((_, card) => {
      state.players[0].queue = [[card]];
      return orderText(snapshotOf(state, 0).view, 0, card, 0);
    });
    expect(orders.filter((order) => order.includes(", 1 point,")).length).toBeGreaterThan(0);
    expect(orders.filter((order) => /\b1 points/.test(order))).toEqual([]);
  });

  it("an order says it is a specialty, on the text table and in Alt+Shift+O, and on the drawn card apart from its name", () => {
    const deck = EDITIONS.classic.deck;
    const special = deck.findIndex((card) => card.specialty);
    const plain = deck.findIndex((card) => !card.specialty);
    const state = classicTurnGame();
    state.players[0].queue = [[special], [plain]];
    const { view } = snapshotOf(state, 0);
    expect(orderText(view, 0, special, 0)).toContain(`${deck[special].name} (specialty: earns 1 rush token)`);
    expect(orderText(view, 0, plain, 1)).not.toContain("specialty");
    const host = document.createElement("div");
    render(orderCard("classic", special), host);
    expect(host.textContent!.replace(/\s+/g, " ")).toContain(`Specialty: earns 1 rush token. ${deck[special].name}`);
  });
});

describe("names on the text table (issue 55, item 7)", () => {
  it("marks the viewer's seat as theirs, but a seat named for the viewer (/learn's \"You\") not twice", async () => {
    const named = snapshotOf(classicTurnGame(), 1);
    const table = await mount("cr-text-table", { snapshot: named, log: [] } as never);
    expect(deepQueryAll(table, "h3, h4").map((heading) => heading.textContent?.trim())).toContain("Ben (you)");
    // Its way back is named apart from the page's switch, "Standard table".
    expect(deepQueryAll(table, "button").map((button) => button.textContent?.trim())).toContain("Back to the standard table");
    for (const locale of LANGUAGES) {
      setLocale(locale);
      const you = { ...named, seats: named.seats.map((seat) => (seat.seat === 1 ? { ...seat, name: learnStrings[locale]["learn.you"] } : seat)) };
      const learning = await mount("cr-text-table", { snapshot: you, log: [] } as never);
      const headings = deepQueryAll(learning, "h3, h4").map((heading) => heading.textContent?.trim());
      expect(headings, locale).toContain(learnStrings[locale]["learn.you"]);
    }
  });
});

describe("/learn's guide on the text table (issue 55, item 6)", () => {
  const script = shortestScript();

  it("tells each step in the text table's words: its fields and buttons by name, nothing to tap or see", () => {
    for (const locale of LANGUAGES) {
      setLocale(locale);
      const sighted = { en: /\btap|ring/i, ko: /누르고|표시된/, es: /toca|marcadas/i, fr: /touchez|entourées/i }[locale];
      for (const [index] of script.entries()) {
        const { todo } = stepWords(script, index, true);
        for (const line of todo) expect(line, `${locale}, step ${index + 1}`).not.toMatch(sighted);
      }
    }
    setLocale("en");
    const turn = script.findIndex((step) => step.action.type === "turn");
    expect(stepWords(script, turn, true).todo.join(" ")).toContain("In “Next square”, choose each square in turn, then “Step there”");
    // The drawn table keeps its own words.
    expect(stepWords(script, turn).todo.join(" ")).toContain("Tap the ringed squares");
  });

  it("names which copy of an order to tick, as the text table's boxes do", () => {
    const completing = script.findIndex((step) => step.action.type === "turn" && (step.action.complete ?? []).length > 0);
    const step = script[completing];
    if (step.action.type !== "turn") throw new Error("no turn that completes an order");
    const { cup, card } = step.action.complete![0];
    const position = queuePlace("classic", step.state.players[LEARNER].queue, card);
    const name = cardName(step.state.options.edition, card);
    expect(stepWords(script, completing, true).todo.join(" ")).toContain(`${name} (position ${position}) with cup ${cup + 1}`);
  });
});

describe("the standard table's composer by keyboard (issue 55, item 8)", () => {
  it("says each pour aloud, in the announcer's words", async () => {
    const state = classicTurnGame();
    state.players[0].queue = [[cardNamed("classic", "Espresso")], [], [], []];
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(state, 0), log: [] });
    const said: string[] = [];
    document.addEventListener(ANNOUNCE, (event) => said.push((event as CustomEvent<string>).detail));
    for (const square of ["row 1, column 2", "row 1, column 3", "row 1, column 4"]) await click(table, squareButton(table, square));
    const token = deepQueryAll<HTMLButtonElement>(table, ".to-pour button").find((each) => visibleText(each).includes("1 coffee"))!;
    await click(table, token);
    await click(table, deepQueryAll<HTMLButtonElement>(table, "button.cup-button")[1]);
    expect(said).toContain("Poured coffee into cup 2.");
  });
});

describe("the text table's orders step (issue 55, item 6)", () => {
  it("says a box that ticking another unticked: an order completes once", async () => {
    const state = classicTurnGame();
    const espresso = cardNamed("classic", "Espresso");
    state.players[0].queue = [[espresso], [], [], []];
    state.players[0].cups = [{ coffee: 1, steam: 1 }, { coffee: 1, steam: 1 }, {}];
    const table = await mount("cr-text-table", { snapshot: snapshotOf(state, 0), log: [] } as never);
    const said: string[] = [];
    document.addEventListener(ANNOUNCE, (event) => said.push((event as CustomEvent<string>).detail));
    const box = (cup: number) => deepQueryAll<HTMLInputElement>(table, ".complete input")[cup];
    // The move form is drawn after the table (its module may come a moment later).
    await expect.poll(() => deepQueryAll(table, ".complete").length).toBe(2);
    expect(deepQueryAll(table, ".complete").map((label) => visibleText(label))).toEqual([
      "Complete Espresso (position 1) with cup 1",
      "Complete Espresso (position 1) with cup 2",
    ]);
    await click(table, box(0));
    await click(table, box(1));
    expect(said).toContain("Unticked: Complete Espresso (position 1) with cup 1.");
    expect(box(0).checked).toBe(false);
  });
});

describe("the standard table's orders step (issue 55, item 6)", () => {
  it("says a box that ticking another unticked: one Espresso waits, both cups could complete it", async () => {
    const state = classicTurnGame();
    state.players[0].queue = [[cardNamed("classic", "Espresso")], [], [], []];
    state.players[0].cups = [{ coffee: 1, steam: 1 }, { coffee: 1, steam: 1 }, {}];
    const table = await mount<CrTable>("cr-table", { snapshot: snapshotOf(state, 0), log: [] });
    const said: string[] = [];
    document.addEventListener(ANNOUNCE, (event) => said.push((event as CustomEvent<string>).detail));
    const ordersStep = deepQueryAll<HTMLButtonElement>(table, "ol.steps button").find((button) => visibleText(button).includes("Orders"))!;
    await click(table, ordersStep);
    const boxes = () => deepQueryAll<HTMLInputElement>(table, "ul.matches input");
    await expect.poll(() => boxes().length).toBe(2);
    await click(table, boxes()[0]);
    await click(table, boxes()[1]);
    expect(said).toContain("Unticked: Complete Espresso with cup 1.");
    expect(boxes()[0].checked).toBe(false);
  });
});
