import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { firstTurnPage, TURN_SIZES } from "./game-page.js";
import { SHOTS, useBrowser } from "./browser.js";
import { cardNameLines } from "./table-measures.js";
import { CLASSIC_KINDS, WINTER_KINDS } from "../../game/engine/data/decks.js";
import { cardShortName } from "../../protocol/i18n/game-names.js";

/**
 * The desktop's composer beside the board (issue 54, item 6), at 1280x800 in English and French:
 * each step's controls shown whole, without a scroll box inside the sheet (rows such as "Meeple 1a
 * on row 1, column 3" were cut); the queue's names broken between words only ("American|o" was
 * not); a cup's words ("empty") inside the cup drawn round them.
 */

const browser = useBrowser();
const DESKTOP = TURN_SIZES[1];

/** What is cut or spills in the composer's sheet and mat as they stand. */
function cutOrSpilling(page: Page, where: string): Promise<string[]> {
  return page.locator("cr-turn-composer").evaluate((composer, where) => {
    const root = composer.shadowRoot!;
    const problems: string[] = [];
    const body = root.querySelector<HTMLElement>(".sheet-body")!;
    if (body.scrollHeight > body.clientHeight + 1) problems.push(`${where}: the step scrolls inside its box (${body.clientHeight} of ${body.scrollHeight}px shown)`);
    const edge = body.getBoundingClientRect();
    for (const button of root.querySelectorAll<HTMLElement>(".step-panel:not([hidden]) button")) {
      const box = button.getBoundingClientRect();
      if (box.height === 0) continue;
      if (button.scrollWidth > button.clientWidth + 1 || box.right > edge.right + 1) problems.push(`${where}: "${button.textContent!.trim()}" is cut`);
    }
    for (const name of root.querySelectorAll(".mat ol.queue .card .name")) {
      const text = name.firstChild;
      if (!text) continue;
      for (const word of (text.textContent ?? "").matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        if (new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size > 1) problems.push(`${where}: "${word[0]}" in "${text.textContent}" is broken across lines`);
      }
    }
    // A cup's words inside its drawn body: a trapezoid (viewBox 24: from 2–22 at its top to 4.4–19.6 at its foot), above its sleeve (at 17.5).
    for (const cup of root.querySelectorAll(".mat .in-cup")) {
      const drawn = cup.querySelector("svg.cup-body")!.getBoundingClientRect();
      for (const words of cup.querySelectorAll(".cup-contents .muted")) {
        const box = words.getBoundingClientRect();
        const fraction = (box.bottom - drawn.top) / drawn.height;
        const [left, right] = [drawn.left + (drawn.width * (2 + 2.4 * fraction)) / 24, drawn.left + (drawn.width * (22 - 2.4 * fraction)) / 24];
        if (box.left < left - 0.5 || box.right > right + 0.5 || fraction > 17.5 / 24) problems.push(`${where}: "${words.textContent!.trim()}" spills over its cup`);
      }
    }
    return problems;
  }, where);
}

describe("the desktop composer (issue 54, item 6)", () => {
  it("1280x800: every step whole, names unbroken, a cup's words inside it, in en and fr", async () => {
    const { context, page } = await firstTurnPage(browser, DESKTOP);
    const problems: string[] = [];
    for (const language of ["en", "fr"] as const) {
      await page.locator("cr-app-header select").selectOption(language);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      const steps = page.locator("cr-turn-composer ol.steps button");
      for (let index = 0; index < (await steps.count()); index++) {
        await steps.nth(index).click();
        await page.mouse.move(0, 0);
        problems.push(...(await cutOrSpilling(page, `${language} step ${index + 1}`)));
        await page.screenshot({ path: `${SHOTS}/desktop-composer-${language}-step${index + 1}.png` });
      }
      // Every card of both editions, as the queue's first card shows it.
      const cards = [...CLASSIC_KINDS, ...WINTER_KINDS].map((kind) => ({ name: cardShortName(language, kind.name), specialty: kind.specialty }));
      problems.push(...(await cardNameLines(page, cards)).problems.map((problem) => `${language}: ${problem}`));
      await page.locator("cr-turn-composer .mat").screenshot({ path: `${SHOTS}/desktop-composer-${language}-mat.png` });
    }
    expect([...new Set(problems)]).toEqual([]);
    await context.close();
  }, 120_000);
});
