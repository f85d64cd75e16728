import type { Language } from "../../protocol/languages.js";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { tableStrings } from "../../web/i18n/table/index.js";
import { talkStrings } from "../../web/i18n/talk/index.js";
import { apiOk, placeAll, startGame, type StartedGame } from "./api-game.js";
import { LANGUAGE_VIEWS, SHOTS, useBrowser } from "./browser.js";

/**
 * Issue 35: a finished game explains its ending wherever it is seen. Ann proposes to end the
 * game, Ben resigns instead: Ann, the only person left, has agreed, so the game ends early with
 * Ben ranked last (resigning is an end through the service, RULES.md R-17; the service ranks a
 * resigned seat last). The end screen and the embed say who resigned and when, why the ranking
 * is what it is, and who won; the embed no longer says whose turn it is.
 */
const browser = useBrowser();

let game: StartedGame;

beforeAll(async () => {
  game = await startGame();
  await placeAll(game);
  await apiOk(`/api/games/${game.gameId}/end-proposal`, { method: "POST", token: game.tokens[0] });
  await apiOk(`/api/games/${game.gameId}/resign`, { method: "POST", token: game.tokens[1] });
});

async function open(locale: Language, viewport: { width: number; height: number }, path: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}${path}`);
  return page;
}

/** A sentence up to its first placeholder (what stays the same whatever the date). */
function head(sentence: string, params: Record<string, string>): string {
  let text = sentence;
  for (const [key, value] of Object.entries(params)) text = text.replace(`{${key}}`, value);
  return text.split("{")[0];
}

function expectExplained(text: string, locale: Language) {
  const strings = tableStrings[locale];
  expect(text).toContain(talkStrings[locale]["leave.endedEarly"]);
  expect(text).toContain(head(strings["end.resigned"], { name: "Ben" }));
  expect(text).toContain(strings["end.resignedRanksLast"]);
  expect(text).toContain(strings["end.winner"].replace("{name}", "Ann"));
  // The moment of the resignation, in digits of this year.
  expect(text).toMatch(new RegExp(String(new Date().getUTCFullYear()) + "|\\d{1,2}[:h]\\d{2}"));
}

describe("a game that ended with a resignation", () => {
  for (const [locale, viewport] of LANGUAGE_VIEWS) {
    it(`says on the end screen who resigned, when, and why they rank last (${locale}, ${viewport.width} px)`, async () => {
      const page = await open(locale, viewport, `/g/${game.gameId}`);
      const over = page.locator("cr-game-over");
      await over.locator("ol.ranking").waitFor();
      expectExplained((await over.locator("section").first().textContent()) ?? "", locale);
      // Dislikes cost points with the minus sign, as everywhere else ("0 × −1 = 0", not "× -1").
      const sheet = (await over.locator("ol.ranking").textContent()) ?? "";
      expect(sheet).toContain("× −1");
      expect(sheet).not.toMatch(/× -\d/);
      // The link to how the score is counted in the app's accent colour, not the browser's blue.
      const colours = await page.evaluate(() => {
        const over = document.querySelector("cr-game-over")!.shadowRoot!;
        const link = over.querySelector<HTMLAnchorElement>('a[href*="/rules"]')!;
        const accent = document.createElement("span");
        accent.style.color = "var(--accent)";
        document.documentElement.appendChild(accent);
        return { link: getComputedStyle(link).color, accent: getComputedStyle(accent).color };
      });
      expect(colours.link).toBe(colours.accent);
      expect(colours.link).not.toBe("rgb(0, 0, 238)");
      const last = over.locator("ol.ranking li").last();
      await expect(last.getAttribute("data-seat")).resolves.toBe("1");
      await expect(last.locator(".resigned").textContent()).resolves.toContain(tableStrings[locale]["end.resignedMark"]);
      await page.screenshot({ path: `${SHOTS}/ending-resigned-${locale}-${viewport.width}.png`, fullPage: true });
      await page.context().close();
    });

    it(`shows the embed of the finished game without a turn, with the winner and the resignation (${locale}, ${viewport.width} px)`, async () => {
      const page = await open(locale, viewport, `/embed/${game.gameId}`);
      const embed = page.locator("coffee-rush-game");
      await embed.locator(".ending").waitFor();
      const text = (await embed.locator(".root").textContent()) ?? "";
      expectExplained(text, locale);
      const strings = tableStrings[locale];
      // Nobody is to play in a finished game.
      expect(text).not.toContain(strings["table.theirTurn"]);
      expect(text).not.toContain(strings["table.status.yourTurn"]);
      expect(text).not.toContain(head(strings["table.status.turn"], { name: "Ann" }));
      expect(text).not.toContain(head(strings["table.status.turn"], { name: "Ben" }));
      await expect(embed.locator("coffee-rush-game-table-status dd").first().textContent()).resolves.toBe(strings["table.status.ended"]);
      await page.screenshot({ path: `${SHOTS}/ending-embed-${locale}-${viewport.width}.png`, fullPage: true });
      await page.context().close();
    });
  }
});
