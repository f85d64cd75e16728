import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { act, apiOk, placeAll, startGame, type StartedGame } from "./api-game.js";
import { applyAction, cloneState, legalTurns, makePlan, planHolds, stateFromView, type TurnAction } from "../../game/engine/index.js";
import type { GameSnapshot } from "../../protocol/types.js";
import { SHOTS, useBrowser } from "./browser.js";
import { seatPage } from "./game-page.js";
import { cardNameLines, everyCard, layoutSettled, lineOnThreeLines, matAroundBoard, stepCut, tallestMat } from "./table-measures.js";

/**
 * The turn around the ordinary turn (issue 54, item 2): whatever else asks for the player's
 * attention as their turn comes (a proposal to end, a suggested move, the plan's bar, a plan that
 * lapsed, a refused move, the sheet's Details open), on a 360×740 phone the
 * board, their cups, their first order and Submit are in view without scrolling, in every
 * language; on a desktop, the board and Submit are.
 */

const PHONE = { name: "360x740", width: 360, height: 740, touch: true };
const DESKTOP = { name: "1280x800", width: 1280, height: 800, touch: false };
const LANGUAGES = ["en", "ko", "es", "fr"] as const;

const browser = useBrowser();

/**
 * In each language, the page at its top: what of the turn is out of view or covered (none on a
 * desktop is under a sheet). `prepare`: what the page then goes through before it is measured.
 */
async function turnInView(
  page: Page,
  size: typeof PHONE | typeof DESKTOP,
  label: string,
  languages: readonly (typeof LANGUAGES)[number][] = LANGUAGES,
  prepare?: (language: (typeof LANGUAGES)[number]) => Promise<void>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const language of languages) {
    await page.locator("cr-app-header select").selectOption(language);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    await prepare?.(language);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The table measures the height left to it a frame after what is above it changes.
    await layoutSettled(page);
    const where = `${size.name} ${label} ${language}`;
    const { belowBoard, aboveSheet, covered, outOfView } = await matAroundBoard(page);
    problems.push(...outOfView.map((what) => `${where}: ${what} (screen ${size.height}px)`));
    if (size.width < 600) {
      if (belowBoard < 0) problems.push(`${where}: the cups or first order reach ${-belowBoard}px into the board`);
      if (aboveSheet < 0) problems.push(`${where}: the cups or first order reach ${-aboveSheet}px under the sheet`);
      if (covered) problems.push(`${where}: ${covered}`);
    }
    await page.screenshot({ path: `${SHOTS}/situation-${size.name}-${label}-${language}.png` });
  }
  await page.locator("cr-app-header select").selectOption("en");
  return problems;
}

/**
 * Ann plays her first turn, plans her next while Ben acts, and Ben's move breaks the plan: at her
 * turn the table says why it was not played. (The first of her legal turns that one of Ben's breaks.)
 */
async function lapsedPlan(game: StartedGame): Promise<void> {
  const at = () => apiOk<GameSnapshot>(`/api/games/${game.gameId}`, { token: game.tokens[0] });
  const bare = ({ player, ...action }: TurnAction) => (void player, action);
  await act(game, 0, bare(legalTurns(stateFromView((await at()).view))[0]));
  const seen = await at();
  const state = stateFromView(seen.view);
  const asAnn = cloneState(state);
  asAnn.current = 0;
  for (const ben of legalTurns(state)) {
    const after = applyAction(state, ben);
    if (!after.ok) continue;
    for (const ann of legalTurns(asAnn)) {
      const plan = makePlan(state, ann);
      if (!plan.ok || planHolds(after.value.state, plan.value, "same").ok) continue;
      await apiOk(`/api/games/${game.gameId}/plan`, { method: "PUT", token: game.tokens[0], json: { action: bare(ann), mode: "same", version: seen.version } });
      await act(game, 1, bare(ben));
      return;
    }
  }
  throw new Error("No move of Ben's breaks any plan of Ann's");
}

describe("the turn in view whatever else is on the table (issue 54, item 2)", () => {
  for (const size of [PHONE, DESKTOP]) {
    it(`${size.name}: a proposal to end open as Ann's turn comes`, async () => {
      const game = await startGame();
      await placeAll(game);
      await apiOk(`/api/games/${game.gameId}/end-proposal`, { method: "POST", token: game.tokens[1] });
      const ann = await seatPage(browser, game, 0, size);
      await ann.getByRole("heading", { name: "Your turn" }).waitFor();
      await ann.locator("cr-banner").filter({ hasText: /Ben proposes to end the game/ }).waitFor();
      const problems = await turnInView(ann, size, "proposal");
      // On the phone the banner is one line; one tap shows the whole proposal and its answers.
      const agree = ann.getByRole("button", { name: "Agree to end now" });
      if (size === PHONE) {
        expect(await agree.isVisible()).toBe(false);
        await ann.getByRole("button", { name: "Show all" }).tap();
      }
      await agree.waitFor();
      await ann.screenshot({ path: `${SHOTS}/situation-${size.name}-proposal-unfolded.png` });
      expect(problems).toEqual([]);
      await ann.context().close();
    }, 120_000);

    it(`${size.name}: the plan's bar, waiting and while planning`, async () => {
      const game = await startGame();
      await placeAll(game);
      const ben = await seatPage(browser, game, 1, size);
      await ben.getByRole("button", { name: "Plan your next move" }).waitFor();
      const problems = await turnInView(ben, size, "plan-waiting", ["en", "fr"]);
      await ben.getByRole("button", { name: "Plan your next move" }).click();
      await ben.locator("cr-plan-panel select").waitFor();
      problems.push(...(await turnInView(ben, size, "planning", ["en", "ko"])));
      expect(problems).toEqual([]);
      await ben.context().close();
    }, 120_000);

    it(`${size.name}: "your planned turn was not played" as the turn comes`, async () => {
      const game = await startGame();
      await placeAll(game);
      await lapsedPlan(game);
      const ann = await seatPage(browser, game, 0, size);
      await ann.locator("cr-plan-panel cr-banner").waitFor();
      const problems = await turnInView(ann, size, "lapsed", ["en", "es"]);
      // On the phone the notice is one line; one tap shows why.
      const why = ann.getByText(/^Your planned turn was not played: /);
      if (size === PHONE) {
        expect(await why.isVisible()).toBe(false);
        await ann.locator("cr-plan-panel").getByRole("button", { name: "Show all" }).tap();
      }
      await why.waitFor();
      await ann.screenshot({ path: `${SHOTS}/situation-${size.name}-lapsed-unfolded.png` });
      expect(problems).toEqual([]);
      await ann.context().close();
    }, 120_000);

    it(`${size.name}: a move the service refuses`, async () => {
      const game = await startGame({ allowSuggestions: true });
      await placeAll(game);
      const ann = await seatPage(browser, game, 0, size);
      await ann.getByRole("heading", { name: "Your turn" }).waitFor();
      // The move as posted completes an order of Ben's: the engine refuses it (not in her queue), her choices stay.
      const { view } = await apiOk<GameSnapshot>(`/api/games/${game.gameId}`);
      const bens = view.players[1].queue.flat()[0];
      await ann.route(/\/api\/games\/[^/]+\/actions$/, (route) => {
        const body = JSON.parse(route.request().postData()!);
        body.action.complete = [{ cup: 0, card: bens }];
        return route.continue({ postData: JSON.stringify(body) });
      });
      await ann.routeWebSocket(/\/ws/, (socket) => socket.close());
      await ann.reload();
      await ann.getByRole("heading", { name: "Your turn" }).waitFor();
      const composer = ann.locator("cr-turn-composer");
      await composer.getByRole("button", { name: "Suggest a move" }).click();
      await composer.getByText("Suggested move filled in").waitFor();
      await composer.getByRole("button", { name: "Submit", exact: true }).click();
      await composer.getByRole("alert").filter({ hasText: "Not accepted" }).waitFor();
      const problems = await turnInView(ann, size, "refused", ["en", "ko"]);
      expect(problems).toEqual([]);
      await ann.context().close();
    }, 120_000);

    it(`${size.name}: the sheet's Details open`, async () => {
      const game = await startGame();
      await placeAll(game);
      const ann = await seatPage(browser, game, 0, size);
      await ann.getByRole("heading", { name: "Your turn" }).waitFor();
      await ann.locator("cr-board").getByRole("button", { name: /^row \d+, column \d+:/ }).first().click();
      const composer = ann.locator("cr-turn-composer");
      const details = composer.getByRole("button", { name: /^Details/ });
      if (size === PHONE) await details.click();
      // The step's help whole in the open sheet, under its row of steps (its heading is the current tab), the board
      // still as wide as the table's: giving the step more room, down to 90 % of the screen.
      const cut = async (language: (typeof LANGUAGES)[number]) => {
        await layoutSettled(ann);
        const why = await stepCut(composer, "help");
        if (why) problems.push(`${size.name} details ${language}: ${why}`);
      };
      const problems: string[] = [];
      problems.push(...(await turnInView(ann, size, "details", ["en", "fr"], cut)));
      expect(problems).toEqual([]);
      await ann.context().close();
    }, 120_000);

    it(`${size.name}: a suggested move filled in`, async () => {
      const game = await startGame({ allowSuggestions: true });
      await placeAll(game);
      const ann = await seatPage(browser, game, 0, size);
      await ann.getByRole("heading", { name: "Your turn" }).waitFor();
      const composer = ann.locator("cr-turn-composer");
      // A phone's tap (a mouse left over the queue as the sheet shrinks would open a card's detail over the cups).
      const suggest = composer.getByRole("button", { name: "Suggest a move" });
      await (size === PHONE ? suggest.tap() : suggest.click());
      await composer.getByText("Suggested move filled in").waitFor();
      // On the phone, at the tallest the mat and the sheet get: the first order's name on the most lines the
      // language takes (highlighted, as the move completes it: on three lines at most), a full cup, the
      // move's line on three lines; the sheet still leaves both in view.
      const names: string[] = [];
      const tallest = async (language: (typeof LANGUAGES)[number]) => {
        if (size !== PHONE) return;
        const lines = await cardNameLines(ann, everyCard(language));
        names.push(...lines.problems.map((problem) => `${language}: ${problem}`));
        await tallestMat(composer, lines.tallest);
        await lineOnThreeLines(composer);
      };
      const problems = await turnInView(ann, size, "suggested", LANGUAGES, tallest);
      expect(names).toEqual([]);
      expect(problems).toEqual([]);
      await ann.context().close();
    }, 120_000);
  }
});
