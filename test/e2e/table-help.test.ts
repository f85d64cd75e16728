import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { placeAll, startGame, type StartedGame } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";
import { tableHelpStrings } from "../../web/i18n/table-help/index.js";
import { tableStrings } from "../../web/i18n/table/index.js";

/**
 * Help at the table (issue 11) on a real game page: Ann's turn in the game of api-game.ts. An
 * order card opens its detail (recipe, points, when it drops, her cups nearest to it) by a tap on
 * a phone and by hovering or focusing on a desktop, and Escape closes it; while she builds her
 * path, each square on offer tells what it gives and what the move would then have collected,
 * and the sheet says why Submit waits.
 */

const browser = useBrowser();

async function seatPage(
  game: StartedGame,
  size: { width: number; height: number; touch: boolean },
  look: { language: string; turnHeading: string; colorScheme: "light" | "dark" } = { language: "en", turnHeading: "Your turn", colorScheme: "light" },
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, colorScheme: look.colorScheme, locale: "en-US", bypassCSP: true });
  await context.addInitScript((code) => localStorage.setItem("coffee-rush-locale", code), look.language);
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[0]}`);
  await page.getByRole("heading", { name: look.turnHeading }).waitFor();
  return page;
}

/** The open detail's box, and whether what is drawn at its centre is the detail itself (nothing covers it). */
async function openDetail(page: Page) {
  const detail = page.locator("cr-turn-composer .card-detail:popover-open");
  // Visible once placed beside its card.
  await detail.locator(".detail-name").waitFor();
  const box = (await detail.boundingBox())!;
  const onTop = await detail.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    let hit: Element | null = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit !== null && element.contains(hit);
  });
  return { detail, box, onTop };
}

describe("help at the table", () => {
  it("at 360 px: a tapped card shows its detail above everything, Escape closes it; squares tell what they give; Submit says why it waits", async () => {
    const game = await startGame();
    await placeAll(game);
    const page = await seatPage(game, { width: 360, height: 740, touch: true });
    const card = page.locator("cr-turn-composer button.card-button").first();
    await card.tap();
    const { detail, box, onTop } = await openDetail(page);
    const text = (await detail.textContent())!.replace(/\s+/g, " ");
    expect(text).toMatch(/Recipe/);
    expect(text).toContain("Completed: a like (+1 point).");
    expect(text).toMatch(/Drops (at the end of this turn|after \d of your turns, this one included)\./);
    expect(text).toMatch(/Your cups, nearest first Cup \d: (matches it now|needs|holds)/);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(onTop).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}/table-help-360-card.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => detail.count()).toBe(0);

    // The squares on offer (once the meeple is chosen: Ann's on the steam square): a badge on each, and the engine's preview in its name.
    await page.getByRole("button", { name: /^row 1, column 3:/ }).tap();
    const offered = page.getByRole("button", { name: /^row \d, column \d:.*Collected by then: / });
    expect(await offered.count()).toBeGreaterThan(0);
    expect((await page.locator("cr-turn-composer cr-board .choice .badge text").first().textContent())!.trim()).toMatch(/^\+\d/);
    const why = page.locator("cr-turn-composer #submit-why");
    expect((await why.textContent())!.trim()).toBe("Submit waits: Build your path: tap a highlighted square.");
    await expect.poll(() => page.locator("cr-turn-composer button.primary").isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/table-help-360-composer.png` });
    await page.context().close();
  });

  it("in Korean and dark at 360 px: the detail reads in Korean, fits and passes axe", async () => {
    const game = await startGame();
    await placeAll(game);
    const turnHeading = tableStrings.ko["composer.turn.title"];
    const page = await seatPage(game, { width: 360, height: 740, touch: true }, { language: "ko", turnHeading, colorScheme: "dark" });
    await page.locator("cr-turn-composer button.card-button").first().tap();
    const { detail, box, onTop } = await openDetail(page);
    const text = (await detail.textContent())!;
    for (const key of ["help.recipe", "help.cups", "help.close"]) expect(text).toContain(tableHelpStrings.ko[key]);
    expect(text).not.toMatch(/help\.[a-z]/);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(onTop).toBe(true);
    expect((await page.locator("cr-turn-composer #submit-why").textContent())!.trim()).toMatch(new RegExp(`^${tableHelpStrings.ko["help.submitWaits"].split("{reason}")[0].trim()}`));
    await page.screenshot({ path: `${SHOTS}/table-help-360-card-ko-dark.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("on a desktop: hovering or focusing a card shows its detail beside it, leaving hides it, a click keeps it", async () => {
    const game = await startGame();
    await placeAll(game);
    const page = await seatPage(game, { width: 1280, height: 800, touch: false });
    const card = page.locator("cr-turn-composer button.card-button").first();
    await card.hover();
    const { detail, box, onTop } = await openDetail(page);
    const cardBox = (await card.boundingBox())!;
    expect(onTop).toBe(true);
    // Next to its card: just below or above it.
    expect(Math.min(Math.abs(box.y - (cardBox.y + cardBox.height)), Math.abs(box.y + box.height - cardBox.y))).toBeLessThan(12);
    await page.screenshot({ path: `${SHOTS}/table-help-desktop-card.png` });
    await page.mouse.move(5, 5);
    await expect.poll(() => detail.count()).toBe(0);
    // A click while hovering keeps it open after the pointer leaves.
    await card.hover();
    await detail.waitFor();
    await card.click();
    await page.mouse.move(5, 5);
    await page.waitForTimeout(200);
    expect(await detail.count()).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => detail.count()).toBe(0);
    // By keyboard: focus shows it, Escape hides it.
    await card.evaluate((button) => (button as HTMLElement).blur());
    await card.focus();
    await detail.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => detail.count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/table-help-desktop-composer.png` });
    await page.context().close();
  });
});
