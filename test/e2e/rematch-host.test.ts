import { describe, expect, inject, it } from "vitest";
import type { RematchResponse } from "../../protocol/types.js";
import { apiOk, playRandomly, startGame } from "./api-game.js";
import { SHOTS, useBrowser } from "./browser.js";

/**
 * "Play again" pressed first by a player who is not the host (issue 54, item 4), signed out: the
 * old host's end screen still brings them the new game's host token, so the new game has a host
 * (it can cancel it, replace a seat link), at 360 px and on a desktop, in en and fr.
 */

const browser = useBrowser();

describe("the host keeps their powers in a game played again (issue 54, item 4)", () => {
  for (const [language, size, join] of [
    ["en", { width: 360, height: 740 }, "Open the new game"],
    ["fr", { width: 1280, height: 800 }, "Ouvrir la nouvelle partie"],
  ] as const) {
    it(`${language}, ${size.width} px: Ben presses Play again first; Ann, the host, joins the new game as its host`, async () => {
      const game = await startGame();
      await playRandomly(game.gameId, game.tokens, "rematch host");
      const { gameId: newGame } = await apiOk<RematchResponse>(`/api/games/${game.gameId}/rematch`, { method: "POST", token: game.tokens[1] });

      const context = await browser.newContext({ viewport: size, locale: "en-US", bypassCSP: true });
      // Ann's browser created the game: it holds its host token, as the create page leaves it.
      await context.addInitScript(
        ([gameId, hostToken, language]) => {
          localStorage.setItem(`coffee-rush:host:${gameId}`, JSON.stringify({ hostToken, seats: [] }));
          localStorage.setItem("coffee-rush-locale", language);
        },
        [game.gameId, game.hostToken, language],
      );
      const page = await context.newPage();
      await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[0]}`);
      const open = page.getByRole("button", { name: join }).or(page.getByRole("link", { name: join }));
      await open.waitFor();
      await page.screenshot({ path: `${SHOTS}/rematch-host-${language}-${size.width}.png` });
      await open.click();
      await page.waitForURL(new RegExp(`/g/${newGame}`));
      // The new game's host token is in this browser: the host's powers came along.
      await expect.poll(async () => (await page.evaluate((id) => localStorage.getItem(`coffee-rush:host:${id}`), newGame)) ?? "none").toMatch(/hostToken/);
      await context.close();
    }, 120_000);
  }
});
