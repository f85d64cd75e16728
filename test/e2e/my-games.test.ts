import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import type { CreateGameResponse, MyGame } from "../../protocol/types.js";
import { api, apiOk, playRandomly } from "./api-game.js";
import { DESKTOP, LANGUAGE_VIEWS, PHONE, SHOTS, useBrowser } from "./browser.js";
import { openNav } from "./game-page.js";
import { signIn } from "./sign-in.js";
import { boardWidth, matAroundBoard } from "./table-measures.js";

/** "My games" tells its games apart and leads to the next one waiting (issue 35.10, and 35.2's "my games"). */

const browser = useBrowser();
const base = () => inject("baseUrl");

const WORDS = {
  en: { next: "Next game waiting for me", none: "No other game is waiting for you.", with: "with Eve", place: /You: place [12] of 2, −?\d+ points?/, resigned: "Eve resigned on", turn: "Your turn since" },
  ko: { next: "나를 기다리는 다음 게임", none: "나를 기다리는 다른 게임이 없습니다.", with: "함께: Eve", place: /나: 2명 중 [12]위, −?\d+점/, resigned: "Eve 님이", turn: "부터 내 차례" },
  es: { next: "Siguiente partida que me espera", none: "Ninguna otra partida te está esperando.", with: "con Eve", place: /Tú: puesto [12] de 2, −?\d+ puntos?/, resigned: "Eve abandonó el", turn: "Tu turno desde el" },
  fr: { next: "Prochaine partie qui m'attend", none: "Aucune autre partie ne vous attend.", with: "avec Eve", place: /Vous : [12]e sur 2, −?\d+ points?/, resigned: "Eve a abandonné le", turn: "À vous de jouer depuis le" },
} as const;

/** A 2-player game, the signed-in page's account at seat 0 ("Dee"), Eve at seat 1, played until it waits on Dee. */
async function gameWaitingOn(page: Page): Promise<{ gameId: string; tokens: string[] }> {
  const created = await apiOk<CreateGameResponse>("/api/games", { json: { edition: "classic", players: 2, startingPlayer: 1 } });
  const [dee, eve] = created.seats;
  const joined = await page.request.post(`${base()}/api/games/${created.gameId}/join`, { headers: { Authorization: `Bearer ${dee.token}` }, data: { token: dee.token, name: "Dee" } });
  expect(joined.status()).toBe(200);
  await apiOk(`/api/games/${created.gameId}/join`, { json: { token: eve.token, name: "Eve" } });
  const tokens = [dee.token, eve.token];
  await playRandomly(created.gameId, tokens, created.gameId, (seen) => seen.view.phase === "turns" && seen.view.toAct[0] === 0);
  return { gameId: created.gameId, tokens };
}

describe("my games", () => {
  for (const [lang, viewport] of LANGUAGE_VIEWS) {
    it(`${lang}, ${viewport.width} px: rows name the other players, whose turn since when, my place and score, who resigned; the longest-waiting game is first and the next-game button goes there`, async () => {
      // Signed in on a wide screen (the helper reads the header's unfolded menu), then seen at the test's width.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US", bypassCSP: true });
      const page = await context.newPage();
      await signIn(page, `dee-${lang}@example.com`);
      await page.setViewportSize(viewport);
      const first = await gameWaitingOn(page);
      const second = await gameWaitingOn(page);
      expect((await api(`/api/games/${second.gameId}/resign`, { json: {}, token: second.tokens[1] })).status).toBe(200);
      await page.evaluate((language) => localStorage.setItem("coffee-rush-locale", language), lang);
      const words = WORDS[lang];

      await page.goto(`${base()}/games`);
      const rows = page.locator("a.game-row");
      await expect.poll(() => rows.count()).toBe(2);
      await expect.poll(async () => (await rows.nth(1).innerText()).includes(words.resigned)).toBe(true);
      expect(await rows.nth(0).getAttribute("href")).toBe(`/g/${first.gameId}`);
      for (const row of [rows.nth(0), rows.nth(1)]) {
        const text = await row.innerText();
        expect(text).toContain(words.with);
        expect(text).toContain(words.turn);
        expect(text).toMatch(words.place);
      }
      expect(await rows.nth(0).innerText()).not.toContain(words.resigned);
      await page.screenshot({ path: `${SHOTS}/my-games-${lang}-${viewport.width}.png`, fullPage: true });

      // The page's button opens the longest-waiting game; on it, the game page's button opens the other one.
      await page.locator("main cr-next-game, .page cr-next-game").first().getByRole("button", { name: words.next }).click();
      await page.waitForURL(`${base()}/g/${first.gameId}`);
      const onGame = page.locator(".game-tools cr-next-game").getByRole("button", { name: words.next });
      await onGame.waitFor();
      await page.screenshot({ path: `${SHOTS}/my-games-game-page-${lang}-${viewport.width}.png` });
      await onGame.click();
      await page.waitForURL(`${base()}/g/${second.gameId}`);
      await context.close();
    });
  }

  const TURN_ELSEWHERE = {
    en: { turn: "It's your turn in Coffee Rush (Classic), with Eve.", open: "Go to that game", dismiss: "Dismiss" },
    fr: { turn: "C'est à vous de jouer dans Coffee Rush (Classic), avec Eve.", open: "Aller à cette partie", dismiss: "Fermer" },
  } as const;
  for (const [lang, viewport] of [["en", PHONE], ["fr", DESKTOP]] as const) {
    it(`${lang}, ${viewport.width} px: on a game's page, a banner atop the table says it is my turn in another game and leads there; it can be dismissed`, async () => {
      const context = await browser.newContext({ viewport: DESKTOP, locale: "en-US", bypassCSP: true });
      const page = await context.newPage();
      await signIn(page, `fay-${lang}@example.com`);
      await page.setViewportSize(viewport);
      const gameA = await gameWaitingOn(page);
      const gameB = await gameWaitingOn(page);
      // The account's list is the index's, which follows the rooms a moment later.
      await expect
        .poll(async () => ((await (await page.request.get(`${base()}/api/me/games`)).json()) as { games: MyGame[] }).games.filter((game) => game.yourTurn).length)
        .toBe(2);
      await page.evaluate((language) => localStorage.setItem("coffee-rush-locale", language), lang);
      const words = TURN_ELSEWHERE[lang];

      await page.goto(`${base()}/g/${gameA.gameId}`);
      const banner = page.getByRole("status").filter({ hasText: words.turn });
      await banner.waitFor();
      const box = (await banner.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual((await page.locator("cr-board").first().boundingBox())!.y);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      // On a phone the banner is one line atop the turn, itself the link; the turn stays in view.
      const open = banner.getByRole("link", { name: viewport === PHONE ? words.turn : words.open });
      if (viewport === PHONE) {
        const { belowBoard, aboveSheet, covered, outOfView } = await matAroundBoard(page);
        expect({ outOfView, covered, underSheet: aboveSheet < 0, intoBoard: belowBoard < 0 }).toEqual({ outOfView: [], covered: null, underSheet: false, intoBoard: false });
      }
      for (const target of [open, banner.getByRole("button", { name: words.dismiss })]) {
        const size = (await target.boundingBox())!;
        expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
      }
      expect(await open.getAttribute("href")).toBe(`/g/${gameB.gameId}`);
      // The banner takes its room above the table; the board keeps its width (issue 34: at least 90 % of a phone's).
      if (viewport.width === PHONE.width) expect((await boardWidth(page)).width).toBeGreaterThanOrEqual(0.9 * PHONE.width);
      await page.screenshot({ path: `${SHOTS}/turn-elsewhere-${lang}-${viewport.width}.png` });
      if (viewport.width > PHONE.width) {
        await page.setViewportSize(PHONE);
        await page.screenshot({ path: `${SHOTS}/turn-elsewhere-${lang}-${PHONE.width}.png` });
        await page.setViewportSize(viewport);
      }

      // It leads to B, whose page says A waits too; dismissed, it goes.
      await open.click();
      await page.waitForURL(`${base()}/g/${gameB.gameId}`);
      const back = page.getByRole("status").filter({ hasText: words.turn });
      await expect.poll(() => back.getByRole("link").getAttribute("href")).toBe(`/g/${gameA.gameId}`);
      await back.getByRole("button", { name: words.dismiss }).click();
      await expect.poll(() => back.count()).toBe(0);
      await context.close();
    });
  }

  it("with no game waiting, the header's button says so (360 px, then desktop)", async () => {
    for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
      const context = await browser.newContext({ viewport, locale: "fr-FR", bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${base()}/rules`);
      await openNav(page);
      await page.locator("cr-app-header").getByRole("button", { name: WORDS.fr.next }).click();
      await page.locator("cr-app-header").getByRole("status").filter({ hasText: WORDS.fr.none }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/rules");
      await page.screenshot({ path: `${SHOTS}/my-games-none-fr-${viewport.width}.png` });
      await context.close();
    }
  });
});
