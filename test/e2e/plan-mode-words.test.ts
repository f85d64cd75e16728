import { describe, expect, inject, it } from "vitest";
import { placeAll, startGame } from "./api-game.js";
import { SHOTS, useBrowser } from "./browser.js";
import { matAroundBoard } from "./table-measures.js";

/**
 * Words (issue 54, item 10): while a waiting player plans on a 360×740 phone, the plan's mode
 * select shows its whole choice ("if it still collects the same", not "…the sam…") in every
 * language, and the board, cups and first order stay in view.
 */

const browser = useBrowser();
const LANGUAGES = ["en", "ko", "es", "fr"] as const;

describe("the plan's mode on a phone (issue 54, item 10)", () => {
  it("360x740: the chosen mode is read whole, in every language", async () => {
    const game = await startGame();
    await placeAll(game);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, locale: "en-US", bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[1]}`);
    await page.getByRole("button", { name: "Plan your next move" }).click();
    const select = page.locator("cr-plan-panel select");
    await select.waitFor();
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      await page.locator("cr-app-header select").selectOption(language);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      // The chosen option's text, in the select's font, against the room the select gives it (its arrow takes about 1.5rem).
      const fit = await select.evaluate((node) => {
        const element = node as unknown as HTMLSelectElement;
        const style = getComputedStyle(node);
        const probe = document.createElement("span");
        probe.textContent = element.selectedOptions[0].textContent;
        probe.style.font = style.font;
        probe.style.whiteSpace = "pre";
        document.body.appendChild(probe);
        const needs = probe.getBoundingClientRect().width;
        probe.remove();
        const room = node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 1.5 * parseFloat(style.fontSize);
        return { text: element.selectedOptions[0].textContent, needs: Math.round(needs), room: Math.round(room) };
      });
      if (fit.needs > fit.room) problems.push(`${language}: "${fit.text}" needs ${fit.needs}px, the select gives ${fit.room}px`);
      await page.evaluate(() => window.scrollTo(0, 0));
      const { outOfView, covered, aboveSheet } = await matAroundBoard(page);
      problems.push(...outOfView.map((what) => `${language}: ${what}`));
      if (covered) problems.push(`${language}: ${covered}`);
      if (aboveSheet < 0) problems.push(`${language}: the cups or first order reach ${-aboveSheet}px under the sheet`);
      await page.screenshot({ path: `${SHOTS}/plan-mode-360-${language}.png` });
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
