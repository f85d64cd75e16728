import { describe, expect, inject, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { placeAll, startGame } from "./api-game.js";
import { SHOTS, useBrowser } from "./browser.js";

/**
 * Two meeples (issue 54, item 1): once the player taps one, tapping the other switches to it, on
 * a phone and on a desktop; the path begun with the first is dropped. Ann's meeples after the
 * placements of api-game.ts: 1a on row 1, column 3; 1b on row 2, column 2.
 */

const SIZES = [
  { name: "360x740", width: 360, height: 740, touch: true },
  { name: "1280x800", width: 1280, height: 800, touch: false },
] as const;

const browser = useBrowser();

async function tap(page: Page, target: Locator, touch: boolean) {
  await (touch ? target.tap() : target.click());
  if (touch) await page.mouse.move(0, 0);
}

const square = (page: Page, row: number, column: number) => page.getByRole("button", { name: new RegExp(`^row ${row}, column ${column}:`) });

describe("switching meeples (issue 54, item 1)", () => {
  for (const size of SIZES) {
    it(`${size.name}: tapping the other meeple switches to it, and back`, async () => {
      const game = await startGame();
      await placeAll(game);
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, locale: "en-US", bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[0]}`);
      await page.getByRole("heading", { name: "Your turn" }).waitFor();
      const chosen = page.locator("cr-turn-composer .meeple-list button[aria-pressed=true]");

      await tap(page, square(page, 1, 3), size.touch);
      await expect.poll(() => chosen.textContent()).toMatch(/1a/);
      // A first step with 1a: the path is begun.
      await tap(page, square(page, 1, 4), size.touch);
      await tap(page, page.getByRole("button", { name: /^row 2, column 2:.*Move this meeple instead/ }), size.touch);
      await expect.poll(() => chosen.textContent()).toMatch(/1b/);
      // The path of 1a went with it: nothing is filled in for 1b yet (its path starts on its own square).
      await expect.poll(() => page.locator("cr-turn-composer #submit-why").textContent()).not.toMatch(/row 1, column 4/);
      await page.screenshot({ path: `${SHOTS}/meeple-switch-${size.name}-en.png` });
      // And back, in another language: the square says what the tap does.
      await page.locator("cr-app-header select").selectOption("fr");
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("fr");
      const back = page.getByRole("button", { name: /^ligne 1, colonne 3:.*Déplacer plutôt ce meeple/ });
      await tap(page, back, size.touch);
      await expect.poll(() => chosen.textContent()).toMatch(/1a/);
      await page.screenshot({ path: `${SHOTS}/meeple-switch-${size.name}-fr.png` });
      await context.close();
    }, 120_000);
  }
});
