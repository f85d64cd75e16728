import { describe, expect, it } from "vitest";
import { playStrings } from "../../web/i18n/play/index.js";
import { firstTurnPage, TURN_SIZES } from "./game-page.js";
import { SHOTS, useBrowser } from "./browser.js";
import { overflowing, smallTargets } from "./table-measures.js";

/**
 * The turn's step tabs (issue 54, item 3) say their names, not bare "1 2 3 4 5": each tab shows
 * its number and its name, whole, in every language, on a phone (the sheet's details open) and
 * on a desktop; nothing cut, every tab a finger's size.
 */

const LANGUAGES = ["en", "ko", "es", "fr"] as const;
const STEPS = ["meeple", "path", "pour", "orders", "review"] as const;

const browser = useBrowser();

describe("the step tabs are named (issue 54, item 3)", () => {
  for (const size of TURN_SIZES) {
    it(`${size.name}: every tab shows its name in every language`, async () => {
      const { context, page } = await firstTurnPage(browser, size);
      const details = page.locator("cr-turn-composer .footer button.more");
      if (await details.isVisible()) await details.click();
      const tabs = page.locator("cr-turn-composer ol.steps button");
      const problems: string[] = [];
      for (const language of LANGUAGES) {
        await page.locator("cr-app-header select").selectOption(language);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        // What the eye reads: the text a screen reader alone gets (visually hidden) left out.
        const shown = await tabs.evaluateAll((buttons) =>
          buttons.map((button) =>
            [...button.childNodes]
              .filter((node) => !(node instanceof HTMLElement && (node.classList.contains("sr-only") || node.classList.contains("visually-hidden"))))
              .map((node) => (node instanceof HTMLElement ? node.innerText : node.textContent))
              .join(" ")
              .replace(/\s+/g, " ")
              .trim(),
          ),
        );
        STEPS.forEach((step, index) => {
          const name = playStrings[language][`play.step.${step}`]!;
          if (!shown[index]?.includes(name)) problems.push(`${language}: tab ${index + 1} shows "${shown[index]}", not "${name}"`);
        });
        // Each name within its tab's border.
        const spilling = await tabs.evaluateAll((buttons) =>
          buttons.flatMap((button) => {
            const name = button.querySelector(".step-name");
            const [outer, inner] = [button.getBoundingClientRect(), name?.getBoundingClientRect()];
            const border = parseFloat(getComputedStyle(button).borderLeftWidth);
            return inner && (inner.left < outer.left + border - 0.5 || inner.right > outer.right - border + 0.5) ? [`"${name!.textContent}" ${Math.round(inner.width)}px in a ${Math.round(outer.width)}px tab`] : [];
          }),
        );
        problems.push(...spilling.map((problem) => `${language}: ${problem}`));
        // And the row within the sheet.
        const row = await page.locator("cr-turn-composer ol.steps").evaluate((list) => {
          const sheet = list.closest(".sheet")!.getBoundingClientRect();
          const last = list.lastElementChild!.getBoundingClientRect();
          return { right: Math.round(last.right), sheet: Math.round(sheet.right) };
        });
        if (row.right > row.sheet) problems.push(`${language}: the last tab ends at ${row.right}px, past the sheet's ${row.sheet}px`);
        problems.push(...(await overflowing(page)).map((problem) => `${language}: ${problem}`));
        problems.push(...(await smallTargets(page)).map((problem) => `${language}: ${problem}`));
        await page.screenshot({ path: `${SHOTS}/step-tabs-${size.name}-${language}.png` });
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
