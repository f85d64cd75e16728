import { afterEach, describe, expect, it } from "vitest";
import { inputOf } from "../../protocol/action-input.js";
import type { ActionInput } from "../../protocol/schemas.js";
import { cardOf, legalPlacements, type Action } from "../../game/engine/index.js";
import { setLocale } from "../../web/i18n/index.js";
import { learnStrings } from "../../web/i18n/learn/index.js";
import { LEARNER, LEARN_OPTIONS, LESSONS, shortestScript } from "../../web/learn/guided-deal.js";
import { GuidedGame, LEARN_GAME_ID } from "../../web/learn/guided-game.js";
import { sawWords, stepWords } from "../../web/learn/step-guide.js";
import "../../web/composer/composers.js";
import "../../web/table/cr-table.js";
import type { CrTable } from "../../web/table/cr-table.js";
import { submitActionEvent } from "../../web/composer/composer-layout.js";
import { suggestLocally } from "../../web/composer/local-suggestion.js";
import "../../web/learn/learn-page.js";
import type { LearnPage } from "../../web/learn/learn-page.js";
import { deepQueryAll, mount, settled, visibleText } from "./dom.js";
import { expectEveryLanguage } from "./strings.js";

afterEach(() => {
  setLocale("en");
  document.body.replaceChildren();
});

const script = shortestScript();

describe("the guided game", () => {
  it("plays the script's moves with the bot's replies, step by step, to the end", () => {
    const game = new GuidedGame(script);
    for (const [index, step] of script.entries()) {
      expect(game.stepIndex).toBe(index);
      expect(game.aim).toEqual(inputOf(step.action));
      const tried = game.try(inputOf(step.action));
      expect(tried.outcome).toBe("played");
      // The bot replied until it was the learner's turn again: what happened is what the script recorded.
      expect(game.events).toEqual(step.events);
    }
    expect(game.finished).toBe(true);
    expect(game.aim).toBeNull();
    expect(game.log.map((entry) => entry.seq)).toEqual(game.log.map((_, index) => index + 1));
    expect(game.log.some((entry) => entry.action.player !== LEARNER)).toBe(true);
  });

  it("has the browser's medium bot agree with each step's move (what Suggest a move would give without the script)", async () => {
    const game = new GuidedGame(script);
    while (!game.finished) {
      const suggested = await suggestLocally(game.snapshot({ you: "You", bot: "Bot" }));
      expect(suggested).toEqual(game.aim);
      expect(game.try(suggested).outcome).toBe("played");
    }
  });

  it("turns down a try the engine refuses, with its reason, and changes nothing", () => {
    const game = new GuidedGame(script);
    expect(game.try({ type: "turn", path: [1] })).toMatchObject({ outcome: "refused", error: { code: "WRONG_PHASE" } });
    game.try(inputOf(script[0].action));
    const before = game.state;
    const log = game.log.length;
    // The second meeple on the square the bot's meeple took in reply.
    const botSquare = before.players[1].meeples.find((square) => square !== null)!;
    expect(game.try({ type: "place", square: botSquare, cup: 0 })).toMatchObject({ outcome: "refused", error: { code: "SQUARE_OCCUPIED" } });
    expect(game.stepIndex).toBe(1);
    expect(game.state).toBe(before);
    expect(game.log).toHaveLength(log);
  });

  it("turns down a legal move other than the step's, and accepts the same move in other words", () => {
    const game = new GuidedGame(script);
    const first = script[0].action as Extract<Action, { type: "place" }>;
    const other = legalPlacements(script[0].state).find((placement) => placement.square !== first.square)!;
    expect(game.try({ type: "place", square: other.square, cup: other.cup })).toEqual({ outcome: "otherMove" });
    expect(game.stepIndex).toBe(0);
    game.try(inputOf(script[0].action));
    game.try(inputOf(script[1].action));
    const turn = script[2].action as Extract<Action, { type: "turn" }>;
    // Completions listed the other way round, the meeple named: the same move.
    const reworded = { ...inputOf(turn), meeple: turn.meeple ?? 0, complete: [...(turn.complete ?? [])].reverse() } as ActionInput;
    expect(game.try(reworded).outcome).toBe("played");
  });

  it("takes any pairing of equal cards with the cups as the step's move (issue 35)", () => {
    const index = script.findIndex(({ action }) => action.type === "turn" && (action.complete ?? []).length === 2);
    const action = script[index].action as Extract<Action, { type: "turn" }>;
    const [a, b] = action.complete!;
    expect(cardOf(LEARN_OPTIONS.edition, a.card)).toEqual(cardOf(LEARN_OPTIONS.edition, b.card));
    const game = GuidedGame.after(index, script);
    const swapped = { ...inputOf(action), complete: [{ cup: a.cup, card: b.card }, { cup: b.cup, card: a.card }] } as ActionInput;
    expect(game.try(swapped).outcome).toBe("played");
    expect(game.stepIndex).toBe(index + 1);
    expect(game.state).toEqual(GuidedGame.after(index + 1, script).state);
  });

  it("shows the learner's seat to the table, and nobody to act once the lesson is over", () => {
    const game = new GuidedGame(script);
    const snapshot = game.snapshot({ you: "You", bot: "Bot" });
    expect(snapshot).toMatchObject({ gameId: LEARN_GAME_ID, you: LEARNER, status: "active", version: 0 });
    expect(snapshot.view.toAct).toEqual([LEARNER]);
    expect(snapshot.seats.map((seat) => seat.name)).toEqual(["You", "Bot"]);
    expect(snapshot.seats[1].bot).toBe("medium");
    for (const step of script) game.try(inputOf(step.action));
    expect(game.snapshot({ you: "You", bot: "Bot" }).view.toAct).toEqual([]);
  });
});

describe("the guided steps in words", () => {
  it("tell each step's move part by part, ending with Submit, and why only where a lesson is new", () => {
    const said = new Set<string>();
    for (const [index, step] of script.entries()) {
      const words = stepWords(script, index);
      expect(words.todo.at(-1)).toBe(learnStrings.en["learn.do.submit"]);
      expect(words.why.length).toBeGreaterThan(0);
      if (step.action.type === "turn") {
        expect(words.todo.join(" ")).toContain("row");
        if (step.action.activate) expect(words.todo[0]).toContain("Diagonal");
      }
      for (const line of words.why) {
        expect(said.has(line), `said again: ${line}`).toBe(false);
        said.add(line);
      }
    }
    const speed = script.findIndex((step) => step.lessons.includes("speedToken"));
    expect(stepWords(script, speed).todo.join(" ")).toContain("cookie");
    expect(LESSONS.length).toBeGreaterThan(0);
  });

  it("explain the order surges and the flow of time the learner just saw", () => {
    const events = script.find((step) => step.lessons.includes("surge"))!.events;
    expect(sawWords(events)).toEqual([learnStrings.en["learn.saw.surgeBot"], learnStrings.en["learn.saw.surgeYou"], learnStrings.en["learn.saw.flowOfTime"]]);
    expect(sawWords([])).toEqual([]);
    setLocale("fr");
    expect(sawWords(events)[2]).toBe(learnStrings.fr["learn.saw.flowOfTime"]);
  });

  it("exist in every language with the same keys and placeholders, and are not English copies", () => {
    for (const key of Object.keys(learnStrings.en)) expect(key).toMatch(/^(learn\.|app\.page\.learn$)/);
    expectEveryLanguage(learnStrings, (key, english) => english.length > 3 && key !== "learn.bot");
  });
});

describe("the table's composers, aimed by the guide", () => {
  it("ring the step's square, and let any square be tried", async () => {
    const game = new GuidedGame(script);
    const table = await mount<CrTable>("cr-table", { snapshot: game.snapshot({ you: "You", bot: "Bot" }), aim: game.aim });
    const first = script[0].action as Extract<Action, { type: "place" }>;
    const guided = deepQueryAll(table, "cr-board g.square").filter((square) => square.querySelector(".guided"));
    expect(guided.map((square) => deepQueryAll(table, "cr-board g.square").indexOf(square))).toEqual([first.square]);
    // Every square is a button to try, not only the free ones.
    expect(deepQueryAll(table, "cr-board .hit")).toHaveLength(16);
    expect(guided[0].querySelector(".hit")?.getAttribute("aria-label")).toContain(learnStrings.en["learn.board.guided"]);
  });

  it("draw the table as before without an aim", async () => {
    const game = new GuidedGame(script);
    game.try(inputOf(script[0].action));
    const table = await mount<CrTable>("cr-table", { snapshot: game.snapshot({ you: "You", bot: "Bot" }) });
    expect(deepQueryAll(table, "cr-board .guided")).toHaveLength(0);
    expect(deepQueryAll(table, "cr-board .hit").length).toBeLessThan(16);
  });
});

describe("the learn page", () => {
  afterEach(() => sessionStorage.clear());

  async function page(): Promise<LearnPage> {
    const element = await mount<LearnPage>("cr-learn-page", {});
    return element;
  }

  function submit(element: LearnPage, action: Action): Promise<void> {
    element.querySelector("cr-table")!.dispatchEvent(submitActionEvent(inputOf(action)));
    return settled(element);
  }

  it("says what to do, turns a wrong try down with the rule it broke, and goes on with the step's move", async () => {
    const element = await page();
    expect(element.querySelector(".step-count")?.textContent).toBe(`Step 1 of ${script.length}`);
    expect(visibleText(element.querySelector(".guide")!)).toContain(stepWords(script, 0).todo[0]);
    const first = script[0].action as Extract<Action, { type: "place" }>;
    await submit(element, { ...first, cup: (first.cup + 1) % 3 });
    expect(element.querySelector(".learn-feedback")?.textContent).toContain(learnStrings.en["learn.otherMove"]);
    await submit(element, first);
    expect(element.querySelector(".learn-feedback")?.textContent?.trim()).toBe("");
    expect(element.querySelector(".step-count")?.textContent).toBe(`Step 2 of ${script.length}`);
    // The second meeple on the bot's square: the engine's sentence, in the page's words.
    const botSquare = script[1].state.players[1].meeples.find((square) => square !== null)!;
    await submit(element, { type: "place", player: LEARNER, square: botSquare, cup: 0 });
    expect(element.querySelector(".learn-feedback")?.textContent).toContain("There is already a meeple on that square.");
    expect(element.querySelector(".step-count")?.textContent).toBe(`Step 2 of ${script.length}`);
  });

  it("picks up at the step a reload left it on, and ends with a real game to start", async () => {
    const element = await page();
    for (const step of script.slice(0, 3)) await submit(element, step.action);
    element.remove();
    const reloaded = await page();
    expect(reloaded.querySelector(".step-count")?.textContent).toBe(`Step 4 of ${script.length}`);
    for (const step of script.slice(3)) await submit(reloaded, step.action);
    expect(reloaded.querySelector(".guide.done a.primary")?.getAttribute("href")).toBe("/new");
    reloaded.querySelector<HTMLButtonElement>(".guide.done button")!.click();
    await settled(reloaded);
    expect(reloaded.querySelector(".step-count")?.textContent).toBe(`Step 1 of ${script.length}`);
  });
});
