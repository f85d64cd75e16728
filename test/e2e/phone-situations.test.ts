import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { apiOk, placeAll, startGame } from "./api-game.js";
import { SHOTS, useBrowser } from "./browser.js";
import { matAroundBoard } from "./table-measures.js";

/**
 * The turn around the ordinary turn (issue 54, item 2): whatever else asks for the player's
 * attention as their turn comes (a proposal to end, a suggested move), on a 360×740 phone the
 * board, their cups, their first order and Submit are in view without scrolling, in every
 * language; on a desktop, the board and Submit are.
 */

const PHONE = { name: "360x740", width: 360, height: 740, touch: true };
const DESKTOP = { name: "1280x800", width: 1280, height: 800, touch: false };
const LANGUAGES = ["en", "ko", "es", "fr"] as const;

const browser = useBrowser();

async function seatPage(gameId: string, token: string, size: typeof PHONE | typeof DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, locale: "en-US", bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}/g/${gameId}#seat=${token}`);
  await page.locator("cr-table cr-board").first().waitFor();
  return page;
}

/** In each language, the page at its top: what of the turn is out of view or covered (none on a desktop is under a sheet). */
async function turnInView(page: Page, size: typeof PHONE | typeof DESKTOP, label: string, languages: readonly string[] = LANGUAGES): Promise<string[]> {
  const problems: string[] = [];
  for (const language of languages) {
    await page.locator("cr-app-header select").selectOption(language);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The table measures the height left to it a frame after what is above it changes.
    await page.waitForTimeout(300);
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

describe("the turn in view whatever else is on the table (issue 54, item 2)", () => {
  for (const size of [PHONE, DESKTOP]) {
    it(`${size.name}: a proposal to end open as Ann's turn comes`, async () => {
      const game = await startGame();
      await placeAll(game);
      await apiOk(`/api/games/${game.gameId}/end-proposal`, { method: "POST", token: game.tokens[1] });
      const ann = await seatPage(game.gameId, game.tokens[0], size);
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

    it(`${size.name}: a suggested move filled in`, async () => {
      const game = await startGame({ allowSuggestions: true });
      await placeAll(game);
      const ann = await seatPage(game.gameId, game.tokens[0], size);
      await ann.getByRole("heading", { name: "Your turn" }).waitFor();
      const composer = ann.locator("cr-turn-composer");
      await composer.getByRole("button", { name: "Suggest a move" }).click();
      await composer.getByText("Suggested move filled in").waitFor();
      const problems = await turnInView(ann, size, "suggested");
      expect(problems).toEqual([]);
      await ann.context().close();
    }, 120_000);
  }
});
