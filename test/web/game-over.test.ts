import { afterEach, describe, expect, it } from "vitest";
import "../../web/end/cr-game-over.js";
import type { CrGameOver } from "../../web/end/cr-game-over.js";
import { replaySteps, scoreHistory } from "../../web/end/replay-record.js";
import { rulesFor, scoreOf } from "../../game/engine/index.js";
import { finishedGame, snapshotOf } from "./fixtures.js";
import { click, deepQuery, deepQueryAll, mount, visibleText } from "./dom.js";

const game = finishedGame({ edition: "winter", players: 3, startingPlayer: 0 }, "game-over-test");

afterEach(() => document.body.replaceChildren());

describe("replaying the record", () => {
  it("rebuilds every step with the engine and ends where the game ended", () => {
    const steps = replaySteps(game.record);
    if (!steps.ok) throw new Error(steps.error.message);
    expect(steps.value).toHaveLength(game.record.actions.length + 1);
    expect(steps.value[0].action).toBeNull();
    expect(steps.value.at(-1)!.state).toEqual(game.state);
  });

  it("scores every player after setup and after each turn", () => {
    const steps = replaySteps(game.record);
    if (!steps.ok) throw new Error(steps.error.message);
    const history = scoreHistory(steps.value);
    const turns = game.record.actions.filter((entry) => entry.action.type === "turn").length;
    expect(history).toHaveLength(turns + 1);
    expect(history[0]).toEqual([0, 0, 0]);
    const rules = rulesFor(game.state.options);
    expect(history.at(-1)).toEqual(game.state.players.map((_, seat) => scoreOf(game.state, rules, seat).total));
  });

  it("says so when a record does not replay", () => {
    const broken = { ...game.record, actions: [...game.record.actions.slice(0, 3), game.record.actions[3], game.record.actions[3]] };
    const steps = replaySteps(broken);
    expect(steps.ok).toBe(false);
  });
});

describe("<cr-game-over>", () => {
  it("ranks the players with each score's parts and the tie-break", async () => {
    const state = structuredClone(game.state);
    // Two equal scores, separated by speed tokens.
    state.players[1].likes = [1];
    state.players[2].likes = [2];
    state.players[1].dislikes = [];
    state.players[2].dislikes = [];
    state.players[1].speedTokens = 5;
    state.players[2].speedTokens = 2;
    const element = await mount<CrGameOver>("cr-game-over", { snapshot: snapshotOf(state, 0), record: null });
    const text = visibleText(element);
    expect(text).toContain("Likes 1 × 2 = 2");
    // Winter's tokens by Winter's word, as the score sheet names them (issue 54, item 10).
    expect(text).toContain("Same score and likes as Ben: decided by cookies.");
    expect(text).toContain("Loading the game's history…");
  });

  it("draws the score chart and replays the game step by step", async () => {
    const element = await mount<CrGameOver>("cr-game-over", { snapshot: snapshotOf(game.state, 0), record: game.record });
    const chart = deepQuery(element, "cr-score-chart");
    expect(deepQueryAll(chart, "polyline")).toHaveLength(3 + 3);
    expect(deepQuery(chart, 'svg[role="img"]').getAttribute("aria-label")).toMatch(/^Line chart of the scores over \d+ turns/);
    const replay = deepQuery(element, "cr-replay");
    expect(visibleText(replay)).toContain(`Step 0 of ${game.record.actions.length}`);
    const next = deepQueryAll<HTMLButtonElement>(replay, "button").find((button) => visibleText(button) === "Next")!;
    await click(element, next);
    expect(visibleText(replay)).toContain(`Step 1 of ${game.record.actions.length}`);
    expect(visibleText(replay)).toMatch(/placed a meeple on row \d, column \d/);
    const slider = deepQuery<HTMLInputElement>(replay, 'input[type="range"]');
    slider.value = String(game.record.actions.length);
    slider.dispatchEvent(new Event("input"));
    await click(element, slider);
    expect(visibleText(replay)).toContain("The game is over.");
    expect(next.disabled).toBe(true);
  });
});
