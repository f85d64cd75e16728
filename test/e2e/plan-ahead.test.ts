import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { placeAll, startGame, type StartedGame } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";
import { closeLog, openLog } from "./game-page.js";

/**
 * Plan ahead (issue 36), in two browsers: while Ann takes her turn, Ben composes his next one with
 * the table's composer (meeple 2a onto the tea below it, the tea into cup 2), sees it as a ghost
 * path on his board (Ann's page shows none), and when Ann's move lands the room plays his plan at
 * once: his page says so, and both logs show his move marked as planned. The game is that of
 * two-players.test.ts, set up through the API up to Ann's turn.
 */

const SIZES = [
  { name: "360x740", width: 360, height: 740, touch: true },
  { name: "1280x800", width: 1280, height: 800, touch: false },
] as const;
const DESKTOP = SIZES[1];

const browser = useBrowser();

async function seatPage(game: StartedGame, seat: number, size: (typeof SIZES)[number]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, colorScheme: "light", locale: "en-US", bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[seat]}`);
  return page;
}

function square(page: Page, row: number, column: number) {
  return page.getByRole("button", { name: new RegExp(`^row ${row}, column ${column}:`) });
}

/** Whether the page's board draws a plan's ghost. */
function hasGhost(page: Page): Promise<boolean> {
  return page.evaluate(() => !!document.querySelector("cr-table")?.shadowRoot?.querySelector("cr-board")?.shadowRoot?.querySelector(".ghost"));
}

async function logShows(page: Page, move: RegExp) {
  const sheet = await openLog(page);
  await sheet.locator("cr-game-log li").filter({ hasText: move }).first().waitFor({ timeout: 10_000 });
  await closeLog(page);
}

describe("plan ahead", () => {
  for (const size of SIZES) {
    it(`plan while waiting, see its ghost path; the other player moves; the plan is played and both pages show it (${size.name})`, async () => {
      const game = await startGame();
      await placeAll(game);
      const ann = await seatPage(game, 0, DESKTOP);
      const ben = await seatPage(game, 1, size);
      await ann.getByRole("heading", { name: "Your turn" }).waitFor();

      // Ben, waiting, plans his next turn with the same composer and the same taps as a turn.
      await ben.getByRole("button", { name: "Plan your next move" }).click();
      await expect(ben.getByRole("combobox", { name: "Play my plan" }).inputValue()).resolves.toBe("same");
      await ben.screenshot({ path: `${SHOTS}/plan-composing-${size.name}.png` });
      await ben.getByRole("heading", { name: "Plan your next move" }).waitFor();
      await square(ben, 4, 1).click(); // his meeple 2a
      // The square is the whole move on the game page: the path, the pour and the ticks filled in.
      await square(ben, 3, 1).click();
      await ben.getByRole("button", { name: "Submit", exact: true }).click();
      await ben.getByText(/Your next move is planned/).waitFor();
      await ben.getByRole("img", { name: /^row 3, column 1:.*Your planned move ends here/ }).waitFor();
      expect(await hasGhost(ben)).toBe(true);
      await ben.getByRole("button", { name: "Cancel plan" }).waitFor();
      await ben.screenshot({ path: `${SHOTS}/plan-ghost-${size.name}.png` });
      expect(await seriousViolations(ben)).toEqual([]);
      // Ann's page knows nothing of it.
      expect(await hasGhost(ann)).toBe(false);
      await expect(ann.getByText(/planned/).count()).resolves.toBe(0);

      // Ann moves: meeple 1a onto the coffee corner (the coffee poured for her).
      await square(ann, 1, 3).click(); // her meeple 1a
      await square(ann, 1, 4).click();
      await ann.getByRole("button", { name: "Submit", exact: true }).click();

      // Ben's turn came and went: his plan was played, and it is Ann's turn again.
      await ben.getByText("Your planned turn was played.").waitFor();
      expect(await hasGhost(ben)).toBe(false);
      await ann.getByRole("heading", { name: "Your turn" }).waitFor();
      for (const page of [ann, ben]) await logShows(page, /Ben moved .*planned/);
      await ben.screenshot({ path: `${SHOTS}/plan-played-${size.name}.png` });
      await ann.screenshot({ path: `${SHOTS}/plan-played-other-${size.name}.png` });
    });
  }
});
