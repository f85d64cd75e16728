import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import type { CreateGameResponse, RematchResponse } from "../../protocol/types.js";
import { apiOk } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";
import { openMenu } from "./game-page.js";

/**
 * The life of a game around the moves, in chromium: two players' browsers talk at the table live,
 * a player resigns, and "Play again" on the end screen opens the new game for both.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const XSS = `<img src=x onerror="document.title='owned'">`;

const browser = useBrowser();


/** A two-player game with both seats taken (Ann, Ben) through the API. */
async function seatedGame(): Promise<{ gameId: string; tokens: string[]; hostToken: string }> {
  const created = await apiOk<CreateGameResponse>("/api/games", { json: { edition: "classic", players: 2, startingPlayer: 0 } });
  const names = ["Ann", "Ben"];
  for (const seat of created.seats) await apiOk(`/api/games/${created.gameId}/join`, { json: { token: seat.token, name: names[seat.seat] } });
  return { gameId: created.gameId, tokens: created.seats.map((seat) => seat.token), hostToken: created.hostToken };
}

/** A player's own browser on their seat link. */
async function seatPage(gameId: string, token: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: "en-US", bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}/g/${gameId}#seat=${token}`);
  await page.locator("cr-table cr-board").first().waitFor();
  return page;
}

/** The table talk in view: on a phone it is a tab of the table's sheet (issue 34), opened from the state line's button. */
async function showTalk(page: Page): Promise<void> {
  if (page.viewportSize()!.width >= 1200) return;
  if (!(await page.getByRole("dialog").isVisible())) await page.locator("cr-table .log-button").click();
  await page.getByRole("tab", { name: /^Table talk/ }).click();
}

/**
 * The seat a page's table plays. (A phone folds the player's own board into the table's sheet
 * while they wait, so its heading can't say.)
 */
function seatOnTable(page: Page): Promise<number | null> {
  return page.locator("cr-table").evaluate((table) => (table as HTMLElement & { snapshot?: { you: number | null } }).snapshot?.you ?? null);
}

/** The game a page shows, from its address. */
async function gameIdOf(page: Page): Promise<string> {
  return new URL(page.url()).pathname.split("/")[2];
}

function talk(page: Page) {
  return page.locator("cr-table-talk");
}

describe("table talk", () => {
  it("two players chat live during a game; markup stays text, in the page and in an embed", async () => {
    const { gameId, tokens, hostToken } = await seatedGame();
    const ann = await seatPage(gameId, tokens[0], DESKTOP);
    const ben = await seatPage(gameId, tokens[1], PHONE);

    await talk(ann).getByLabel("Your message").fill(`Good luck! ${XSS}`);
    await talk(ann).getByRole("button", { name: "Send" }).click();
    // On Ben's phone the message is counted on the sheet's button until he opens the talk.
    await expect.poll(() => ben.locator("cr-table .log-button").getAttribute("aria-label")).toBe("What happened, Table talk, 1 unread");
    await showTalk(ben);
    await talk(ben).getByText(`Good luck! ${XSS}`).waitFor();
    await expect(talk(ben).locator("li.new").count()).resolves.toBe(1);
    await talk(ben).getByRole("button", { name: "Thinking…" }).click();
    await talk(ann).locator("li").getByText("Thinking…", { exact: true }).waitFor();
    // Nothing in the message ran.
    await expect(ben.title()).resolves.not.toBe("owned");
    await expect(talk(ben).locator("img").count()).resolves.toBe(0);

    await talk(ben).scrollIntoViewIfNeeded();
    await ben.screenshot({ path: `${SHOTS}/talk-phone.png` });
    await talk(ann).scrollIntoViewIfNeeded();
    await ann.screenshot({ path: `${SHOTS}/talk-desktop.png` });
    expect(await seriousViolations(ben)).toEqual([]);
    expect(await seriousViolations(ann)).toEqual([]);

    // A spectator's embed shows nothing of it until the host allows; then the same text, as text.
    const embed = await (await browser.newContext({ viewport: PHONE, locale: "en-US" })).newPage();
    await embed.goto(`${inject("baseUrl")}/embed/${gameId}`);
    await embed.getByText("Watching").waitFor();
    await expect(embed.getByText("Table talk").count()).resolves.toBe(0);
    await apiOk(`/api/games/${gameId}/talk/settings`, { method: "PUT", token: hostToken, json: { spectators: true } });
    await embed.reload();
    await embed.getByText(`Good luck! ${XSS}`).waitFor();
    await expect(embed.locator("coffee-rush-game img").count()).resolves.toBe(0);
    await expect(embed.title()).resolves.not.toBe("owned");
    await expect(embed.getByLabel("Your message").count()).resolves.toBe(0);
  });
});

describe("leaving", () => {
  it("a player resigns; the other sees it live and the bot plays the seat", async () => {
    const { gameId, tokens } = await seatedGame();
    const ann = await seatPage(gameId, tokens[0], PHONE);
    const ben = await seatPage(gameId, tokens[1], DESKTOP);

    // Ben is to place first (Ann starts, so Ben places first): Ben resigns, and the bot places for him.
    await openMenu(ben);
    await ben.getByText("Leave, end or remind").click();
    await ben.getByRole("button", { name: "Resign" }).click();
    await ben.getByRole("button", { name: "Yes, resign" }).click();
    await ben.getByText("You resigned: a bot plays your seat.").waitFor();
    await showTalk(ann);
    await talk(ann).getByText("Ben resigned: a bot plays their seat from now on.").waitFor();
    await ann.keyboard.press("Escape");
    // The bot's placement arrives through the room's alarm: Ann is to place now.
    await ann.getByRole("heading", { name: /^Place your meeple/ }).waitFor({ timeout: 15_000 });
    await ben.getByText("Leave, end or remind").scrollIntoViewIfNeeded();
    await ben.screenshot({ path: `${SHOTS}/resigned-desktop.png` });
    await ann.screenshot({ path: `${SHOTS}/resigned-phone.png`, fullPage: true });
    expect(await seriousViolations(ben)).toEqual([]);
  });
});

describe("play again", () => {
  it("from the end screen: one click opens the new game, the other player's end screen offers it live", async () => {
    const { gameId, tokens } = await seatedGame();
    const ann = await seatPage(gameId, tokens[0], PHONE);
    const ben = await seatPage(gameId, tokens[1], DESKTOP);
    // They agree to end it now.
    await apiOk(`/api/games/${gameId}/end-proposal`, { method: "POST", token: tokens[0] });
    // It asks for an answer: a banner atop the table, above the board, on a phone too (issue 34, 35.5).
    for (const page of [ann, ben]) {
      const banner = page.getByRole("status").filter({ hasText: "proposes to end the game" });
      await banner.waitFor();
      const board = await page.locator("cr-board").first().boundingBox();
      expect((await banner.boundingBox())!.y).toBeLessThan(board!.y);
    }
    await ann.screenshot({ path: `${SHOTS}/proposal-banner-phone.png` });
    await ben.getByRole("button", { name: "Agree to end now" }).click();
    await ann.getByText("Ended early by agreement: scored as it stood.").waitFor();
    await ann.getByRole("heading", { name: "Play again" }).waitFor();
    await ann.screenshot({ path: `${SHOTS}/play-again-phone.png` });

    await ann.getByRole("button", { name: "Play again" }).click();
    await ann.waitForURL((url) => !url.pathname.includes(gameId) && url.pathname.startsWith("/g/"));
    const newGame = await gameIdOf(ann);
    await ann.locator("cr-table cr-board").first().waitFor();
    await expect.poll(() => seatOnTable(ann)).toBe(0);

    // Ben's old seat link and end screen lead to the same new game, in his seat: a banner atop it asks him (issue 34).
    const banner = await rematchBanner(ben, "Ann wants to play again");
    await ben.screenshot({ path: `${SHOTS}/play-again-waiting-desktop.png` });
    expect(await seriousViolations(ben)).toEqual([]);
    await banner.getByRole("link", { name: "Open the new game" }).click();
    await ben.waitForURL(new RegExp(`/g/${newGame}$`));
    // The new page learns its seat from the old link as it loads: wait for the seat, then count it.
    await ben.locator("cr-player-board").getByRole("heading", { name: "Ben (you)" }).first().waitFor();
    await expect(ben.locator("cr-player-board").getByRole("heading", { name: "Ben (you)" }).count()).resolves.toBe(1);
    await ann.screenshot({ path: `${SHOTS}/play-again-new-game-phone.png` });
  });

  const WORDS = {
    en: { wants: "Ann wants to play again", open: "Open the new game" },
    fr: { wants: "Ann veut rejouer", open: "Ouvrir la nouvelle partie" },
  } as const;
  for (const lang of ["en", "fr"] as const) {
    it(`${lang}, 360 px: Ann plays again; Ben's ended page says so in a banner atop it, which takes him to his seat in the new game`, async () => {
      const { gameId, tokens } = await seatedGame();
      await apiOk(`/api/games/${gameId}/end-proposal`, { method: "POST", token: tokens[0] });
      await apiOk(`/api/games/${gameId}/end-proposal/agree`, { method: "POST", token: tokens[1] });
      const context = await browser.newContext({ viewport: PHONE, locale: "en-US", bypassCSP: true });
      await context.addInitScript((language) => localStorage.setItem("coffee-rush-locale", language), lang);
      const ben = await context.newPage();
      await ben.goto(`${inject("baseUrl")}/g/${gameId}#seat=${tokens[1]}`);
      await ben.locator("cr-game-over").waitFor();

      const { gameId: newGame } = await apiOk<RematchResponse>(`/api/games/${gameId}/rematch`, { method: "POST", token: tokens[0] });
      const banner = await rematchBanner(ben, WORDS[lang].wants);
      await ben.screenshot({ path: `${SHOTS}/play-again-banner-${lang}-360.png` });
      await banner.getByRole("link", { name: WORDS[lang].open }).click();
      await ben.waitForURL(new RegExp(`/g/${newGame}$`));
      await expect.poll(() => seatOnTable(ben)).toBe(1);
    });
  }
});

/**
 * The banner atop an ended game's page saying the new game waits: above the end screen, within
 * the screen, its link a finger's size.
 */
async function rematchBanner(page: Page, says: string) {
  const banner = page.getByRole("status").filter({ hasText: says });
  await banner.waitFor();
  const box = (await banner.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual((await page.locator("cr-game-over").boundingBox())!.y);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  const link = (await banner.getByRole("link").boundingBox())!;
  expect(Math.min(link.width, link.height)).toBeGreaterThanOrEqual(44);
  return banner;
}
