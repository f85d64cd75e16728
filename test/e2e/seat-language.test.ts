import { describe, expect, inject, it } from "vitest";
import { startGame } from "./api-game.js";
import { DESKTOP, PHONE, useBrowser } from "./browser.js";

/** Switching the app's language tells the games this device plays in, so their mails follow (issue 35.9). */

const browser = useBrowser();

describe("the app's language and the seats' mails", () => {
  for (const [viewport, language] of [[PHONE, "es"], [DESKTOP, "ko"]] as const) {
    it(`switching to ${language} (${viewport.width} px) asks each seat on this device to write its mails in ${language}`, async () => {
      const game = await startGame();
      const context = await browser.newContext({ viewport, locale: "en-US" });
      const page = await context.newPage();
      await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[0]}`);
      await page.locator("cr-app-header select").waitFor();
      const told = page.waitForResponse((response) => response.url().endsWith(`/api/games/${game.gameId}/mail/language`));
      await page.locator("cr-app-header select").selectOption(language);
      const response = await told;
      expect(response.request().method()).toBe("PUT");
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ language });
      await context.close();
    });
  }
});
