import { describe, expect, inject, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { placeAll, startGame } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";

/**
 * Issue 34, "drawn, not lettered": the board's squares, the meeples, the cups, the start token and
 * the upgrade tiles are drawings (aria-hidden, the letter kept), on the table, the rules page and
 * /learn alike; screenshots at a phone's and a desktop's size, light and dark, axe clean.
 */
const browser = useBrowser();
const SIZES = [
  { name: "360x740", width: 360, height: 740 },
  { name: "1280x800", width: 1280, height: 800 },
] as const;
const SCHEMES = ["light", "dark"] as const;

async function open(path: string, size: (typeof SIZES)[number], colorScheme: (typeof SCHEMES)[number]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, colorScheme, locale: "en-US", bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}${path}`);
  return page;
}

/** How many drawings an element's shadow tree shows, and whether any of them is exposed to assistive tech. */
async function drawingsIn(within: Page | Locator, host?: string): Promise<{ drawn: number; exposed: number }> {
  return (host === undefined ? (within as Locator) : within.locator(host).first()).evaluate((element) => {
    const drawn = [...element.shadowRoot!.querySelectorAll("svg.drawn, g.icon, g.meeple")];
    const exposed = drawn.filter((node) => !node.closest("[aria-hidden='true']"));
    return { drawn: drawn.length, exposed: exposed.length };
  });
}

describe("drawn pieces", () => {
  for (const size of SIZES) {
    for (const scheme of SCHEMES) {
      it(`the table's board, meeples, cups, start token and upgrade tiles are drawn, named in words (${size.name}, ${scheme})`, async () => {
        const game = await startGame();
        await placeAll(game);
        // Ben waits while Ann moves: the board, and his own board open below it.
        const page = await open(`/g/${game.gameId}#seat=${game.tokens[1]}`, size, scheme);
        const squares = page.getByRole("img", { name: /^row \d, column \d: / });
        await expect.poll(() => squares.count()).toBe(16);
        await expect(page.getByRole("img", { name: /^row 1, column 1: ice\b/i }).count()).resolves.toBe(1);
        const board = await drawingsIn(page, "cr-board");
        expect(board.drawn).toBe(16 + 4); // each square's ingredient and the four meeples
        expect(board.exposed).toBe(0);
        expect((await drawingsIn(page, "cr-table-status")).drawn).toBe(1);
        await page.screenshot({ path: `${SHOTS}/drawn-table-${size.name}-${scheme}.png`, fullPage: true });
        // On a phone the page shows Ben's cups and orders; his whole board is the first of the log sheet's Players tab.
        const phone = size.width < 768;
        if (phone) {
          await page.getByRole("button", { name: /^What happened/ }).click();
          await page.getByRole("dialog").getByRole("tab", { name: "Players" }).click();
        }
        const whole = (phone ? page.getByRole("dialog") : page).locator("cr-player-board").first();
        await whole.locator(".upgrades").waitFor();
        const own = await drawingsIn(whole);
        expect(own.exposed).toBe(0);
        expect(own.drawn).toBeGreaterThanOrEqual(3 + 4); // the three cups' and four upgrade tiles' drawings at least
        await whole.locator("ol.cups").screenshot({ path: `${SHOTS}/drawn-cups-${size.name}-${scheme}.png` });
        await whole.locator(".upgrades").screenshot({ path: `${SHOTS}/drawn-upgrades-${size.name}-${scheme}.png` });
        await page.locator("cr-board").first().screenshot({ path: `${SHOTS}/drawn-board-${size.name}-${scheme}.png` });
        expect(await seriousViolations(page)).toEqual([]);
        await page.context().close();
      });
    }
  }

  for (const scheme of SCHEMES) {
    it(`Winter's upgrade choice draws each tile (360x740, ${scheme})`, async () => {
      const game = await startGame({ edition: "winter", variants: ["variableUpgrades"] });
      const page = await open(`/g/${game.gameId}#seat=${game.tokens[1]}`, SIZES[0], scheme);
      const choice = page.locator("cr-upgrade-choice");
      await choice.getByRole("button", { name: /^Jump\b/ }).waitFor();
      const tiles = await drawingsIn(page, "cr-upgrade-choice");
      expect(tiles.drawn).toBe(6);
      expect(tiles.exposed).toBe(0);
      await choice.screenshot({ path: `${SHOTS}/drawn-upgrade-choice-360x740-${scheme}.png` });
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  for (const size of SIZES) {
    for (const scheme of SCHEMES) {
      it(`the rules page and /learn show the same drawings (${size.name}, ${scheme})`, async () => {
        const rules = await open("/rules", size, scheme);
        await rules.locator("#setup").scrollIntoViewIfNeeded();
        await rules.locator(".ingredient-key").first().waitFor();
        await rules.locator("#setup").screenshot({ path: `${SHOTS}/drawn-rules-setup-${size.name}-${scheme}.png` });
        await rules.locator("#upgrades").scrollIntoViewIfNeeded();
        await rules.locator("#upgrade-double-meeples").screenshot({ path: `${SHOTS}/drawn-rules-upgrade-${size.name}-${scheme}.png` });
        expect(await seriousViolations(rules)).toEqual([]);
        await rules.context().close();

        const learn = await open("/learn", size, scheme);
        await learn.locator("cr-learn-page .guide h2").waitFor();
        await expect.poll(async () => (await drawingsIn(learn, "cr-board")).drawn).toBeGreaterThan(16);
        await learn.screenshot({ path: `${SHOTS}/drawn-learn-${size.name}-${scheme}.png`, fullPage: true });
        expect(await seriousViolations(learn)).toEqual([]);
        await learn.context().close();
      });
    }
  }
});
