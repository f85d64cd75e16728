import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { firstTurnPage, TURN_SIZES } from "./game-page.js";
import { SHOTS, useBrowser } from "./browser.js";

/**
 * Two meeples (issue 54, item 1): once the player taps one, tapping the other switches to it, on
 * a phone and on a desktop; the path begun with the first is dropped. Ann's meeples after the
 * placements of api-game.ts: 1a on row 1, column 3; 1b on row 2, column 2.
 */


const browser = useBrowser();

async function tap(page: Page, target: Locator, touch: boolean) {
  await (touch ? target.tap() : target.click());
  if (touch) await page.mouse.move(0, 0);
}

const square = (page: Page, row: number, column: number) => page.getByRole("button", { name: new RegExp(`^row ${row}, column ${column}:`) });

describe("switching meeples (issue 54, item 1)", () => {
  for (const size of TURN_SIZES) {
    it(`${size.name}: tapping the other meeple switches to it, and back`, async () => {
      const { context, page } = await firstTurnPage(browser, size);
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

  // Issue 54, item 6: the chosen meeple's own square is offered (away and back, its haul on the badge); a click there on a desktop fills the move in, as a tap does on a phone.
  for (const size of TURN_SIZES) {
    it(`${size.name}: the chosen meeple's own square, offered, fills the move in`, async () => {
      const { context, page } = await firstTurnPage(browser, size);
      await tap(page, square(page, 1, 3), size.touch);
      const own = page.getByRole("button", { name: /^row 1, column 3:.*Go here/ });
      await own.waitFor();
      await tap(page, own, size.touch);
      const submit = page.locator("cr-turn-composer").getByRole("button", { name: "Submit", exact: true });
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await page.screenshot({ path: `${SHOTS}/meeple-own-square-${size.name}.png` });
      await context.close();
    }, 120_000);
  }
});
