import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { EDITIONS } from "../../game/engine/index.js";
import type { GameSnapshot } from "../../protocol/types.js";
import { learnStrings } from "../../web/i18n/learn/index.js";
import { placeAll, startGame } from "./api-game.js";
import { accessibleNames, runTogether, sharedButtonNames } from "./ax-names.js";
import { useBrowser } from "./browser.js";

/**
 * The names a screen reader says on the standard table (issue 55, item 7): each part apart ("Ann
 * (you), To play, Likes: 0…", not "Ann(you) To play 0 Likes"; chromium puts a space between a
 * box and the hidden comma or colon after it), no two buttons named alike (equal orders on two
 * boards or twice in a queue included), no "You (you)" on /learn, no "1 points". Read from
 * chromium's own accessibility tree.
 */
const browser = useBrowser();
const WORDS = {
  en: { you: "Ann (you)", summary: /^Ann \(you\) ?,\sTo play, Likes: 0, Dislikes: 0, Rush tokens: 0, Cup 1: \d \w+, Cup 2: \d \w+, Cup 3: empty$/, cup: /^Cup \d ?:\s/, freddo: "Caramel Caffe Freddo: 1 coffee, 1 ice, and 1 caramel", learner: "You", learnerRow: /^You ?,\sTo play, Likes: 0, Dislikes: 0, Cookies: 1, Cup 1: empty/ },
  ko: { you: "Ann (나)", summary: /^Ann \(나\) ?,\s차례, 좋아요: 0, 싫어요: 0, 러시 토큰: 0, 컵 1: \S+ \d개, 컵 2: \S+ \d개, 컵 3: 비어 있음$/, cup: /^컵 \d ?:\s/, freddo: "카라멜 카페 프레도: 커피 1개, 얼음 1개 및 캐러멜 1개", learner: "나", learnerRow: /^나 ?,\s차례, 좋아요: 0, 싫어요: 0, 쿠키: 1, 컵 1: 비어 있음/ },
} as const;

/**
 * A deal with the same order on both boards, in two positions of each queue and twice in one of Ben's:
 * the game's answers rewritten on their way to `page` (no socket, so the game comes over HTTP), as
 * the service's random deal sometimes has it.
 */
async function dealTwins(page: Page): Promise<void> {
  const freddos = EDITIONS.classic.deck.flatMap((card, id) => (card.name === "Caramel Caffe Freddo" ? [id] : []));
  await page.routeWebSocket(/\/ws/, (socket) => socket.close());
  await page.route(/\/api\/games\/[^/?]+(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    if (route.request().method() !== "GET" || response.status() !== 200) return route.fulfill({ response });
    const snapshot = (await response.json()) as GameSnapshot;
    const [ann, ben] = snapshot.view.players;
    const without = (cards: number[]) => cards.filter((card) => !freddos.includes(card));
    ann.queue = [[freddos[0], ...without(ann.queue[0])], [freddos[1], ...without(ann.queue[1])], ann.queue[2], ann.queue[3]];
    ben.queue = [[freddos[2]], [freddos[3]], [freddos[4], freddos[5]], []];
    return route.fulfill({ response, json: snapshot });
  });
}

describe("names on the standard table", () => {
  for (const lang of ["en", "ko"] as const) {
    const words = WORDS[lang];
    it(`a game's first turn, then the text table (${lang})`, async () => {
      const game = await startGame();
      await placeAll(game);
      const context = await browser.newContext({ locale: lang, bypassCSP: true, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[0]}`);
      await page.locator("cr-table cr-player-board summary").first().waitFor();
      await page.locator("cr-turn-composer .cup-button").first().waitFor();
      const names = await accessibleNames(page);
      expect(runTogether(names)).toEqual([]);
      expect(sharedButtonNames(names)).toEqual([]);
      expect(names).toContainEqual({ role: "heading", name: words.you });
      expect(names.filter((node) => node.role === "DisclosureTriangle").map((node) => node.name)).toContainEqual(expect.stringMatching(words.summary));
      const cups = names.filter((node) => node.role === "button" && words.cup.test(node.name));
      expect(cups).toHaveLength(3);
      // The text table: its switch and its way back are two names.
      await page.locator("button.skip-link").focus();
      await page.keyboard.press("Enter");
      await page.locator("cr-text-table").waitFor();
      const text = await accessibleNames(page);
      expect(sharedButtonNames(text)).toEqual([]);
      await context.close();
    });

    it(`the same order on both boards, twice in one queue: each card's button named apart (${lang})`, async () => {
      const game = await startGame();
      await placeAll(game);
      const context = await browser.newContext({ locale: lang, bypassCSP: true, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await dealTwins(page);
      await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[0]}`);
      await page.locator("cr-turn-composer .card-button").first().waitFor();
      // Ben's board, a folded row beside the table: opened, as a player would to read his orders.
      await page.locator("cr-table cr-player-board summary").filter({ hasText: "Ben" }).click();
      await page.locator("cr-table cr-player-board .card-button").nth(3).waitFor();
      const names = await accessibleNames(page);
      expect(names.filter((node) => node.role === "button" && node.name.includes(words.freddo))).toHaveLength(6);
      expect(sharedButtonNames(names)).toEqual([]);
      expect(runTogether(names)).toEqual([]);
      await context.close();
    });

    it(`/learn: the learner is "${words.learner}", the two equal orders are two copies (${lang})`, async () => {
      const context = await browser.newContext({ locale: lang, bypassCSP: true, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${inject("baseUrl")}/learn`);
      await page.getByRole("button", { name: learnStrings[lang]["learn.play"], exact: true }).waitFor();
      await page.locator("cr-table cr-player-board summary").first().waitFor();
      const names = await accessibleNames(page);
      expect(runTogether(names)).toEqual([]);
      expect(sharedButtonNames(names)).toEqual([]);
      expect(names).toContainEqual({ role: "heading", name: words.learner });
      expect(names.filter((node) => node.role === "DisclosureTriangle").map((node) => node.name)).toContainEqual(expect.stringMatching(words.learnerRow));
      await context.close();
    });
  }

  it("the rules count points as each language does: '1 point', not '1 points'", async () => {
    for (const [lang, wrong] of [["en", /\b1 points\b/], ["es", /\b1 puntos\b/], ["fr", /\b1 points\b/]] as const) {
      const context = await browser.newContext({ locale: lang, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${inject("baseUrl")}/rules`);
      await page.locator("cr-rules-page h1").waitFor();
      const text = await page.locator("cr-rules-page").innerText();
      expect(text).toMatch(lang === "en" ? /each like is worth 1 point,/ : /1 punto|1 point/);
      expect(text).not.toMatch(wrong);
      await context.close();
    }
  });
});
