import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { appStrings } from "../../web/i18n/app/index.js";
import { noticeStrings } from "../../web/i18n/notices/index.js";
import { startGame, type StartedGame } from "./api-game.js";
import { DESKTOP, PHONE, useBrowser } from "./browser.js";
import { openMenu } from "./game-page.js";

/**
 * Issue 54, items 8 and 11: a mistyped seat link does not stay in the browser to spoil the game's
 * plain link afterwards, and Escape closes the game menu, on a phone and a desktop.
 */
const browser = useBrowser();

let game: StartedGame;

beforeAll(async () => {
  game = await startGame();
});

async function open(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ locale: "en-US", viewport, bypassCSP: true });
  return context.newPage();
}

const badLink = noticeStrings.en["notice.badLink.title"];

describe("issue 54", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`item 8: a mistyped seat link, then the game's plain link, watches the game without "${badLink}" (${viewport.width} px)`, async () => {
      const page = await open(viewport);
      await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=garbage`);
      await page.getByRole("alert").filter({ hasText: badLink }).waitFor();

      await page.goto(`${inject("baseUrl")}/g/${game.gameId}`);
      await page.getByText(appStrings.en["game.spectating"]).waitFor();
      await expect(page.getByText(badLink).count()).resolves.toBe(0);
      await page.context().close();
    });

    it(`item 11: Escape closes the game menu, and focus stays on its button (${viewport.width} px)`, async () => {
      const page = await open(viewport);
      await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[0]}`);
      await page.locator("cr-table cr-table-status").waitFor();
      await openMenu(page);
      const menu = page.locator("details.game-menu");
      await expect(menu.evaluate((details: HTMLDetailsElement) => details.open)).resolves.toBe(true);
      await page.keyboard.press("Escape");
      await expect(menu.evaluate((details: HTMLDetailsElement) => details.open)).resolves.toBe(false);
      await expect(page.evaluate(() => document.activeElement?.matches("details.game-menu > summary"))).resolves.toBe(true);
      await page.context().close();
    });

    it(`item 11: an Escape pressed before the menu's toggle event has come closes it too (${viewport.width} px)`, async () => {
      const page = await open(viewport);
      await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[0]}`);
      await page.locator("cr-table cr-table-status").waitFor();
      // The details element fires "toggle" a task after it opens: open and press Escape in one task.
      const stillOpen = await page.evaluate(() => {
        const summary = document.querySelector<HTMLElement>("details.game-menu > summary")!;
        summary.focus();
        summary.click();
        summary.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, composed: true }));
        return summary.closest("details")!.open;
      });
      expect(stillOpen).toBe(false);
      await page.context().close();
    });

    it(`item 11: the menu's items are there as it first opens, before its toggle event: a Tab pressed at once goes into it (${viewport.width} px)`, async () => {
      const page = await open(viewport);
      await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[0]}`);
      await page.locator("cr-table cr-table-status").waitFor();
      // Opened and looked into in one task (its renders are microtasks): the toggle event has not come yet.
      const firstItem = await page.evaluate(async () => {
        const summary = document.querySelector<HTMLElement>("details.game-menu > summary")!;
        summary.focus();
        summary.click();
        const yourLink = () => [...summary.closest("details")!.querySelectorAll(".menu-panel summary")].find((item) => item.textContent?.trim() === "Your link");
        for (let microtasks = 0; microtasks < 50 && !yourLink(); microtasks++) await Promise.resolve();
        return yourLink()?.textContent?.trim() ?? null;
      });
      expect(firstItem).toBe("Your link");
      // As a keyboard player does it.
      const again = await open(viewport);
      await again.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[0]}`);
      await again.locator("cr-table cr-table-status").waitFor();
      await again.locator("details.game-menu > summary").focus();
      await again.keyboard.press("Enter");
      await again.keyboard.press("Tab");
      await expect(again.evaluate(() => document.activeElement?.closest(".menu-panel") !== null)).resolves.toBe(true);
      await page.context().close();
      await again.context().close();
    });
  }
});
