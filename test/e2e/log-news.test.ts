import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { act, placeAll, square, startGame } from "./api-game.js";
import { SHOTS, useBrowser } from "./browser.js";
import { closeLog, logHasCome, openLog, TURN_SIZES } from "./game-page.js";

/**
 * "N new moves since your last visit" (issue 54, item 10) counts only the moves the player did
 * not see: those that arrived while the page was open were seen as they came (now and on the next
 * visit). The embed, in another site's page, remembers no visit: it says nothing of one.
 */

const browser = useBrowser();
const base = () => inject("baseUrl");

/** The log's line about what is new, as the sheet shows it once the log has come (a page that loads the game over HTTP asks for its log after). */
async function newsLine(page: Page): Promise<string> {
  const sheet = await openLog(page);
  const line = sheet.locator("cr-game-log p.muted").filter({ hasText: "since your last visit" }).first();
  await line.waitFor();
  return (await line.innerText()).trim();
}

describe("what is new since the last visit (issue 54, item 10)", () => {
  for (const size of TURN_SIZES) {
    it(`${size.name}: moves that arrived while the page was open are not new, now or next time; those made while away are`, async () => {
      const game = await startGame();
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, locale: "en-US", bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${base()}/g/${game.gameId}#seat=${game.tokens[0]}`);
      await page.locator("cr-table cr-table-status").waitFor();
      await logHasCome(page);
      // Ben, and Ann from another device, place three meeples while this page watches.
      await placeAll(game, 3);
      await page.getByText("Place your meeple 2 of 2").first().waitFor();
      await logHasCome(page, 3);
      // The page reloaded before the log was ever opened: what it showed live is remembered as seen.
      await page.reload();
      await page.getByText("Your turn to place a meeple").first().waitFor();
      expect(await newsLine(page)).toBe("Nothing new since your last visit.");
      await page.screenshot({ path: `${SHOTS}/log-news-${size.name}-nothing.png` });
      await closeLog(page);
      // Away, Ann's last placement (from the other device): the next visit has 1 new move.
      await page.close();
      await act(game, 0, { type: "place", square: square(2, 2), cup: 1 });
      const again = await context.newPage();
      await again.goto(`${base()}/g/${game.gameId}#seat=${game.tokens[0]}`);
      await again.getByRole("heading", { name: "Your turn" }).waitFor();
      expect(await newsLine(again)).toBe("1 new move since your last visit.");
      await again.screenshot({ path: `${SHOTS}/log-news-${size.name}-one.png` });
      await closeLog(again);
      await context.close();
    });

    it(`${size.name}: a log still on its way is said to be loading, not to hold nothing new`, async () => {
      const game = await startGame();
      await placeAll(game, 1);
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, locale: "en-US", bypassCSP: true });
      const page = await context.newPage();
      // No socket (a network that refuses them): the game comes over HTTP, and its log in a request of its own, held here.
      await page.routeWebSocket(/\/ws/, (socket) => socket.close());
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/log$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${base()}/g/${game.gameId}#seat=${game.tokens[0]}`);
      await page.getByText("Your turn to place a meeple").first().waitFor();
      const sheet = await openLog(page);
      const line = sheet.locator("cr-game-log p.muted").first();
      expect((await line.innerText()).trim()).toBe("Loading the log…");
      await page.screenshot({ path: `${SHOTS}/log-news-${size.name}-loading.png` });
      release();
      await sheet.getByText(/Ben placed a meeple on row 4, column 1/).waitFor();
      expect((await line.innerText()).trim()).toBe("1 new move since your last visit.");
      await context.close();
    });

    it(`${size.name}: a move arriving while the log is open is not counted as new`, async () => {
      const game = await startGame();
      await placeAll(game, 1);
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, locale: "en-US", bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${base()}/g/${game.gameId}#seat=${game.tokens[0]}`);
      await page.getByText("Your turn to place a meeple").first().waitFor();
      expect(await newsLine(page)).toBe("1 new move since your last visit.");
      await closeLog(page);
      await act(game, 0, { type: "place", square: square(1, 3), cup: 0 });
      await act(game, 1, { type: "place", square: square(4, 4), cup: 0 });
      await page.getByText("Your turn to place a meeple").first().waitFor();
      const sheet = await openLog(page);
      await sheet.getByText(/Ben placed a meeple on row 4, column 4/).waitFor();
      expect((await sheet.locator("cr-game-log p.muted").first().innerText()).trim()).toBe("1 new move since your last visit.");
      await context.close();
    });

    it(`${size.name}: the embed says nothing of a last visit and marks nothing new`, async () => {
      const game = await startGame();
      await placeAll(game, 3);
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, locale: "en-US" });
      const page = await context.newPage();
      await page.goto(`${base()}/embed/${game.gameId}`);
      const embed = page.locator("coffee-rush-game");
      await embed.getByText(/Ann placed a meeple on row 1, column 3/).first().waitFor();
      await act(game, 0, { type: "place", square: square(2, 2), cup: 1 });
      await embed.getByText(/Ann placed a meeple on row 2, column 2/).first().waitFor();
      const log = embed.locator("coffee-rush-game-game-log");
      const text = await log.innerText();
      expect(text).not.toMatch(/last visit/);
      expect(await log.locator("li.new, .new-mark").count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/log-news-${size.name}-embed.png`, fullPage: true });
      await context.close();
    });
  }
});
