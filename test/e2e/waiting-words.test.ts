import { describe, expect, inject, it } from "vitest";
import type { CreateGameResponse } from "../../protocol/types.js";
import { tableStrings } from "../../web/i18n/table/index.js";
import { apiOk } from "./api-game.js";
import { SHOTS, useBrowser } from "./browser.js";

/**
 * Words (issue 54, item 10): the waiting-for-players list names a bot's seat in the reader's
 * language, as the table does ("봇 3 (보통)", "Bot 3 (medio)"), at 360 px and on a desktop.
 */

const browser = useBrowser();
const LANGUAGES = ["en", "ko", "es", "fr"] as const;

describe("the waiting list's words (issue 54, item 10)", () => {
  for (const size of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
    it(`${size.width} px: a bot's seat in the reader's language`, async () => {
      const created = await apiOk<CreateGameResponse>("/api/games", { json: { edition: "classic", players: 3, bots: [{ seat: 2, level: "medium" }] } });
      await apiOk(`/api/games/${created.gameId}/join`, { json: { token: created.seats[0].token, name: "Ann" } });
      const context = await browser.newContext({ viewport: size, locale: "en-US", bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${inject("baseUrl")}/g/${created.gameId}#seat=${created.seats[0].token}`);
      const list = page.locator("ul.seat-list");
      await list.waitFor();
      const problems: string[] = [];
      for (const language of LANGUAGES) {
        await page.locator("cr-app-header select").selectOption(language);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        const strings = tableStrings[language];
        const bot = strings["table.botSeat"]!.replace("{number}", "3").replace("{level}", strings["table.botLevel.medium"]!);
        const text = (await list.innerText()).replace(/\s+/g, " ");
        if (!text.includes(bot)) problems.push(`${language}: "${text}" does not name the bot "${bot}"`);
        await page.screenshot({ path: `${SHOTS}/waiting-bots-${size.width}-${language}.png` });
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 60_000);
  }
});
