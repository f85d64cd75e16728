import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { SHOTS, useBrowser } from "./browser.js";
import { firstTurnPage, openMenu, TURN_SIZES } from "./game-page.js";

/**
 * Small things of issue 54, item 11, at 360×740 and 1280×800: the header's controls and the game's
 * mails switch are 44 px targets, as every control of the app; "Leave, end or remind" is in reach
 * during play (in the game's menu, not below the turn's sheet at the page's foot).
 */

const browser = useBrowser();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, String(locator)).not.toBeNull();
  return found!;
}

/** The page never scrolled: what the player reached, they reached where they stood. */
async function scrolled(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

describe("targets and reach (issue 54, item 11)", () => {
  for (const size of TURN_SIZES) {
    it(`${size.name}: the header's controls are 44 px tall; "Leave, end or remind" opens from the menu, in view; the mails switch is a 44 px target`, async () => {
      const { page, context } = await firstTurnPage(browser, size);
      const header = page.locator("cr-app-header");
      const controls = header.locator("select, button.nav-toggle");
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue;
        expect((await box(control)).height, await control.evaluate((element) => element.outerHTML.slice(0, 60))).toBeGreaterThanOrEqual(44);
      }

      await openMenu(page);
      const leave = page.locator(".menu-panel").getByText("Leave, end or remind");
      await leave.click();
      const mails = page.locator(".menu-panel").getByText("Turn off this game's mails for me");
      await mails.scrollIntoViewIfNeeded();
      expect(await scrolled(page)).toBe(0);
      const label = page.locator(".menu-panel cr-game-actions label.row");
      const target = await box(label);
      expect(target.height).toBeGreaterThanOrEqual(44);
      expect(target.y + target.height).toBeLessThanOrEqual(size.height);
      const checkbox = label.locator('input[type="checkbox"]');
      const boxOfCheckbox = await box(checkbox);
      expect(Math.min(boxOfCheckbox.width, boxOfCheckbox.height)).toBeGreaterThanOrEqual(24);
      await page.screenshot({ path: `${SHOTS}/small-targets-${size.name}-menu.png` });
      // The line's words toggle it, as its box does.
      await mails.click();
      await expect.poll(() => checkbox.isChecked()).toBe(true);
      await mails.click();
      await expect.poll(() => checkbox.isChecked()).toBe(false);
      await context.close();
    });
  }
});
