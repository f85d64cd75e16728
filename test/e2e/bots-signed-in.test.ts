import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "./browser.js";
import { TURN_SIZES } from "./game-page.js";
import { signIn } from "./sign-in.js";

/**
 * "Play against bots" (issue 54, item 11): a signed-in player with a name takes their seat as
 * themselves at once; only a player the service doesn't know is asked a name.
 */

const browser = useBrowser();

describe("playing against bots, signed in (issue 54, item 11)", () => {
  for (const size of TURN_SIZES) {
    it(`${size.name}: straight to the table under the account's name, no name asked`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: size.touch, bypassCSP: true, locale: "en-US" });
      const page = await context.newPage();
      // Signed in on a wide screen (the helper looks for the header's Sign out), then at this size.
      await signIn(page, `bots-${size.name}-${Date.now()}@example.com`);
      await page.setViewportSize({ width: size.width, height: size.height });
      const named = await page.request.patch(`${inject("baseUrl")}/api/me`, { data: { displayName: "Mira" } });
      expect(named.status()).toBe(200);
      await page.goto(`${inject("baseUrl")}/new`);
      await page.getByRole("button", { name: "Play against bots" }).click();
      await page.locator("cr-table cr-table-status").waitFor();
      await expect(page.getByLabel("Your name").count()).resolves.toBe(0);
      const gameId = new URL(page.url()).pathname.split("/")[2];
      const game = (await (await page.request.get(`${inject("baseUrl")}/api/games/${gameId}`)).json()) as { seats: { name: string | null }[] };
      expect(game.seats[0].name).toBe("Mira");
      await context.close();
    });
  }
});
