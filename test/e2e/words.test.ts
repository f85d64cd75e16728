import type { Language } from "../../protocol/languages.js";
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import type { CreateGameResponse, GameSnapshot } from "../../protocol/types.js";
import { NAME_MAX_LENGTH } from "../../protocol/types.js";
import { noticeStrings } from "../../web/i18n/notices/index.js";
import { tableHelpStrings } from "../../web/i18n/table-help/index.js";
import { act, api, placeAll, square, startGame } from "./api-game.js";
import { cardOf, countsOf, recipeOf, sameCounts } from "../../game/engine/index.js";
import { cardName } from "../../protocol/i18n/game-names.js";
import { tableStrings } from "../../web/i18n/table/index.js";
import { LANGUAGE_VIEWS, SHOTS, useBrowser } from "./browser.js";
import { showBoards } from "./game-page.js";

/**
 * Issue 35's words: points read "+1 point" and "−1 point" (a plural that agrees, the minus sign),
 * and a name's limit counts the characters a person sees, in each language, at 360 px and on a desktop.
 */
const browser = useBrowser();

async function open(locale: Language, viewport: { width: number; height: number }, path: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport, bypassCSP: true });
  await context.addInitScript((code) => localStorage.setItem("coffee-rush-locale", code), locale);
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}${path}`);
  return page;
}

describe("words at the table", () => {
  for (const [locale, viewport] of LANGUAGE_VIEWS) {
    it(`an order's detail says "+1 point" and "−1 point" (${locale}, ${viewport.width} px)`, async () => {
      const game = await startGame();
      await placeAll(game);
      const page = await open(locale, viewport, `/g/${game.gameId}#seat=${game.tokens[0]}`);
      // A detail is drawn as it opens: the first card's, as a tap opens it.
      await page.locator("cr-turn-composer button.card-button").first().click();
      const detail = page.locator("cr-turn-composer .card-detail:popover-open");
      await detail.locator(".detail-name").waitFor();
      const text = (await detail.textContent()) ?? "";
      // Classic: a like is worth 1 point, a dislike costs 1 (RULES.md §1).
      const strings = tableHelpStrings[locale];
      expect(text).toContain(strings["help.like.one"].replace("{points}", "+1"));
      expect(text).toContain(strings["help.dislike.one"].replace("{points}", "−1"));
      expect(text).not.toMatch(/\+1 points|-1/);
      await page.context().close();
    });

    it(`a player board's "Completed:" line names the card, and the start token's side, in the page's language (${locale}, ${viewport.width} px)`, async () => {
      const game = await startGame();
      await placeAll(game);
      const ben = await open(locale, viewport, `/g/${game.gameId}#seat=${game.tokens[1]}`);
      await ben.locator("cr-player-board").first().waitFor();
      // Ann's meeple on the steam square steps onto the coffee corner and completes the coffee-and-steam order with cup 1.
      const seen = (await api<GameSnapshot>(`/api/games/${game.gameId}`)).body;
      const espresso = seen.view.players[0].queue.flat().find((card) => sameCounts(recipeOf("classic", card), countsOf(["coffee", "steam"])))!;
      await act(game, 0, { type: "turn", meeple: 0, path: [square(1, 4)], pours: [{ coffee: 1 }], complete: [{ cup: 0, card: espresso }] });
      const completed = (await showBoards(ben)).locator("cr-player-board .completed");
      await completed.first().waitFor({ state: "attached" });
      const english = cardOf("classic", espresso).name;
      await expect(completed.first().textContent()).resolves.toContain(cardName(locale, english));
      if (cardName(locale, english) !== english) await expect(completed.first().textContent()).resolves.not.toContain(english);
      const status = (await ben.locator("cr-table-status dl").first().textContent()) ?? "";
      expect(status).toContain(tableStrings[locale]["table.status.open"]);
      if (locale !== "en") expect(status).not.toMatch(/OPEN|CLOSED/);
      await ben.screenshot({ path: `${SHOTS}/words-completed-${locale}-${viewport.width}.png` });
      await ben.context().close();
    });

    it(`a bot's seat is named in the page's language (${locale}, ${viewport.width} px)`, async () => {
      const created = await api<CreateGameResponse>("/api/games", {
        method: "POST",
        json: { edition: "classic", players: 2, bots: [{ seat: 1, level: "medium" }] },
      });
      const { gameId, seats } = created.body;
      await api(`/api/games/${gameId}/join`, { method: "POST", json: { token: seats[0].token, name: "Ann" } });
      const page = await open(locale, viewport, `/g/${gameId}`);
      const names = (await showBoards(page)).locator("cr-player-board h3");
      await names.first().waitFor({ state: "attached" });
      const strings = tableStrings[locale];
      const bot = strings["table.botSeat"].replace("{number}", "2").replace("{level}", strings["table.botLevel.medium"]);
      await expect.poll(async () => (await names.allTextContents()).join(" | ")).toContain(bot);
      if (locale !== "en") expect((await names.allTextContents()).join(" ")).not.toContain("(medium)");
      await page.context().close();
    });

    it(`the join form counts a name's characters as a person sees them (${locale}, ${viewport.width} px)`, async () => {
      const created = await api<CreateGameResponse>("/api/games", { method: "POST", json: { edition: "classic", players: 2 } });
      const { gameId, seats } = created.body;
      const page = await open(locale, viewport, `/g/${gameId}#seat=${seats[0].token}`);
      // 40 characters to the eye: emoji families (11 UTF-16 units each) and accented letters (2 each).
      const name = "👨‍👩‍👧‍👦".repeat(NAME_MAX_LENGTH / 2) + "e\u0301".repeat(NAME_MAX_LENGTH / 2);
      const field = page.locator("cr-join-form input[name=name]");
      await field.fill(name + "x");
      const hint = page.locator("#join-name-hint");
      const tooLong = noticeStrings[locale]["notice.nameTooLong"].replace("{max}", String(NAME_MAX_LENGTH)).replace("{n}", String(NAME_MAX_LENGTH + 1));
      await expect.poll(() => hint.textContent()).toContain(tooLong);
      await field.fill(name);
      await expect.poll(() => hint.textContent()).toContain(noticeStrings[locale]["notice.nameLimit"].replace("{max}", String(NAME_MAX_LENGTH)));
      await page.screenshot({ path: `${SHOTS}/words-name-${locale}-${viewport.width}.png` });
      await page.locator("cr-join-form button[type=submit]").click();
      await expect.poll(async () => (await api<{ seats: { name: string | null }[] }>(`/api/games/${gameId}`)).body.seats[0].name).toBe(name);
      await page.context().close();
    });
  }
});
