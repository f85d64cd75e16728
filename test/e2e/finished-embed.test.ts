import { beforeAll, describe, expect, inject, it } from "vitest";
import type { GameSnapshot } from "../../protocol/types.js";
import { apiOk, placeAll, playRandomly, startGame, type StartedGame } from "./api-game.js";
import { SHOTS, useBrowser } from "./browser.js";
import { TURN_SIZES } from "./game-page.js";

/**
 * A finished game's embed (issue 54, item 10) shows the final table as it stands: no "Live" (the
 * game moves no more) and no order "about to drop" (no turn will come). The game: played at
 * random until a player has cards in position 4; Ann proposes to end it, Ben resigns.
 */

const browser = useBrowser();
let game: StartedGame;

beforeAll(async () => {
  game = await startGame();
  await placeAll(game);
  const seen = await playRandomly(game.gameId, game.tokens, "finished-embed", (snapshot) => snapshot.view.players.some((player) => player.queue[3].length > 0));
  expect(seen.status).toBe("active");
  // Ann proposes to end; Ben resigns instead, which ends it (as in endings.test.ts).
  await apiOk(`/api/games/${game.gameId}/end-proposal`, { method: "POST", token: game.tokens[0] });
  await apiOk(`/api/games/${game.gameId}/resign`, { method: "POST", token: game.tokens[1] });
  const over = await apiOk<GameSnapshot>(`/api/games/${game.gameId}`);
  expect(over.status).toBe("ended");
  // Cards still sit in position 4: what the table would mark "about to drop".
  expect(over.view.players.some((player) => player.queue[3].length > 0)).toBe(true);
});

describe("a finished game's embed (issue 54, item 10)", () => {
  for (const size of TURN_SIZES) {
    it(`${size.width} px: neither "Live" nor "About to drop"`, async () => {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, locale: "en-US" });
      const page = await context.newPage();
      await page.goto(`${inject("baseUrl")}/embed/${game.gameId}`);
      const embed = page.locator("coffee-rush-game");
      await embed.getByText("The game is over.").first().waitFor();
      await embed.locator("coffee-rush-game-player-board").first().waitFor();
      await page.waitForTimeout(300);
      expect(await embed.getByText("Live", { exact: true }).count()).toBe(0);
      expect(await embed.locator(".live").count()).toBe(0);
      expect(await embed.getByText("About to drop").count()).toBe(0);
      expect(await embed.locator('[title="About to drop"]').count()).toBe(0);
      expect(await embed.locator("li.drops").count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/finished-embed-${size.width}.png`, fullPage: true });
      await context.close();
    });
  }
});
