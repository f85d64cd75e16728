import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import type { GameSnapshot } from "../../protocol/types.js";
import { apiOk, placeAll, startGame, type StartedGame } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";
import { openLog } from "./game-page.js";

/**
 * "Suggest a move" (issue 11) on a real game page: Ann's turn in the game of api-game.ts, whose
 * host allowed suggestions. The button fills the composer with the medium bot's move, Submit
 * plays it, and the log marks the move as played as suggested. Without the host's leave, no button.
 */

const browser = useBrowser();

async function seatPage(game: StartedGame, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: width < 600, locale: "en-US", bypassCSP: true });
  await context.addInitScript(() => localStorage.setItem("coffee-rush-locale", "en"));
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[0]}`);
  await page.getByRole("heading", { name: "Your turn" }).waitFor();
  return page;
}

describe("Suggest a move", () => {
  it("at 360 px: fills the composer with a move, Submit plays it, the log marks it", async () => {
    const game = await startGame({ allowSuggestions: true });
    await placeAll(game);
    const page = await seatPage(game, 360, 740);
    const composer = page.locator("cr-turn-composer");
    await composer.getByRole("button", { name: "Suggest a move" }).click();
    await composer.getByText("Suggested move filled in").waitFor();
    const submit = composer.getByRole("button", { name: "Submit", exact: true });
    expect(await submit.isEnabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/suggest-360-filled.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await submit.click();
    await page.getByRole("heading", { name: "Your turn" }).waitFor({ state: "detached" });
    const log = await openLog(page);
    await log.getByText("suggested move").waitFor();
    await page.screenshot({ path: `${SHOTS}/suggest-360-log.png` });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("on a desktop: the button where the host allowed it, none in a game among people where it did not", async () => {
    const allowed = await startGame({ allowSuggestions: true });
    await placeAll(allowed);
    const on = await seatPage(allowed, 1280, 800);
    await on.locator("cr-turn-composer").getByRole("button", { name: "Suggest a move" }).click();
    await on.locator("cr-turn-composer").getByText("Suggested move filled in").waitFor();
    await on.screenshot({ path: `${SHOTS}/suggest-desktop-filled.png` });
    expect(await seriousViolations(on)).toEqual([]);

    const game = await startGame();
    await placeAll(game);
    const page = await seatPage(game, 1280, 800);
    await page.locator("cr-turn-composer").getByRole("button", { name: "Submit", exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Suggest a move" }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/suggest-desktop-off.png` });
  });

  it("at 360 px: the host allows it in the new-game form", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, bypassCSP: true, locale: "en-US" });
    await context.addInitScript(() => localStorage.setItem("coffee-rush-locale", "en"));
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/new`);
    const option = page.getByRole("checkbox", { name: /Allow “Suggest a move”/ });
    await option.check();
    await option.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/suggest-360-create.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Create the game" }).click();
    await page.waitForURL(/\/invite$/);
    const gameId = new URL(page.url()).pathname.split("/")[2];
    expect((await apiOk<GameSnapshot>(`/api/games/${gameId}`)).suggestionsAllowed).toBe(true);
    await context.close();
  });
});
