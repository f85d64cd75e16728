import { beforeAll, describe, expect, inject, it } from "vitest";
import type { APIRequestContext, Page } from "playwright-core";
import type { CreateGameResponse } from "../../protocol/types.js";
import type { PlayerProfile, StandingsResponse } from "../../protocol/profiles.js";
import { LANGUAGE_VIEWS, PHONE, SHOTS, useBrowser } from "./browser.js";
import { seriousViolations } from "./axe.js";
import { signIn } from "./sign-in.js";

/** Issue 52: a player's profile and the standings, on a phone and a desktop, in every language. */

const browser = useBrowser();
const base = () => inject("baseUrl");

/** Rated 2-player games between Ivo and Uma, each ended by a resignation: more than it takes both to stop being provisional. */
const GAMES = 12;

const WORDS = {
  en: { standings: "Standings", player: "Player", rating: "Ratings", recent: "Recent games", week: "This week", place: /Place [12] of 2/ },
  ko: { standings: "순위표", player: "플레이어", rating: "레이팅", recent: "최근 게임", week: "이번 주", place: /2명 중 [12]위/ },
  es: { standings: "Clasificación", player: "Jugador", rating: "Puntuaciones", recent: "Partidas recientes", week: "Esta semana", place: /Puesto [12] de 2/ },
  fr: { standings: "Classement", player: "Joueur", rating: "Classements", recent: "Parties récentes", week: "Cette semaine", place: /[12]e place sur 2/ },
} as const;

async function post(request: APIRequestContext, path: string, data: unknown, token?: string) {
  const response = await request.post(`${base()}${path}`, {
    data,
    headers: { Origin: base(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** One rated game: Ivo hosts, both join signed in, the loser resigns and the winner ends it. */
async function ratedGame(ivo: Page, uma: Page, ivoWins: boolean): Promise<void> {
  const created = (await post(ivo.request, "/api/games", { edition: "classic", players: 2, rated: true })) as CreateGameResponse;
  await post(ivo.request, `/api/games/${created.gameId}/join`, { token: created.seats[0].token, name: "Ivo" });
  await post(uma.request, `/api/games/${created.gameId}/join`, { token: created.seats[1].token, name: "Uma" });
  const [loser, winner] = ivoWins ? [1, 0] : [0, 1];
  await post(ivo.request, `/api/games/${created.gameId}/resign`, {}, created.seats[loser].token);
  await post(ivo.request, `/api/games/${created.gameId}/end-proposal`, {}, created.seats[winner].token);
}

describe("profiles and standings", () => {
  beforeAll(async () => {
    const contexts = await Promise.all([0, 1].map(() => browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" })));
    const [ivo, uma] = await Promise.all(contexts.map((context) => context.newPage()));
    await signIn(ivo, "ivo@example.com");
    await signIn(uma, "uma@example.com");
    for (let n = 0; n < GAMES; n++) await ratedGame(ivo, uma, n % 4 !== 3);
    // Ratings follow each game's results copy, after the game's last answer.
    const ranked = async () => ((await (await ivo.request.get(`${base()}/api/standings/classic-2p`)).json()) as StandingsResponse).rows.length;
    for (const started = Date.now(); (await ranked()) < 2; ) {
      if (Date.now() - started > 20_000) throw new Error("Ivo and Uma never both left provisional ratings");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 120_000);

  for (const [lang, viewport] of LANGUAGE_VIEWS) {
    it(`${lang}, ${viewport.width} px: the standings name both players by rating and lead to a profile with its rating, history chart and recent games`, async () => {
      const context = await browser.newContext({ viewport, locale: "en-US", bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${base()}/`);
      await page.evaluate((language) => localStorage.setItem("coffee-rush-locale", language), lang);
      const words = WORDS[lang];

      await page.goto(`${base()}/standings?pool=classic-2p`);
      expect(await page.locator('nav a[href="/standings"]').count()).toBe(1);
      await page.getByRole("heading", { name: words.standings, level: 1 }).waitFor();
      const rows = page.locator(".standings-table tbody tr");
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.nth(0).innerText()).toContain("Ivo");
      expect(await rows.nth(1).innerText()).toContain("Uma");
      expect(await rows.nth(0).innerText()).toMatch(/\d+ ± \d+/);
      await expectFits(page, viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/standings-${lang}-${viewport.width}.png`, fullPage: true });

      // The week's standings say how many points each won.
      await page.getByLabel(words.week).check();
      await expect.poll(() => page.locator(".standings-table thead th").count()).toBe(5);
      expect(page.url()).toContain("period=week");

      await page.getByRole("link", { name: "Ivo" }).click();
      await page.waitForURL(`${base()}/u/Ivo`);
      await page.getByRole("heading", { name: "Ivo", level: 1 }).waitFor();
      await page.getByRole("heading", { name: words.rating }).waitFor();
      const profile = (await (await page.request.get(`${base()}/api/profiles/Ivo`)).json()) as PlayerProfile;
      const shown = `${profile.ratings[0].rating} ± ${profile.ratings[0].uncertainty}`;
      await expect.poll(() => page.locator(".rating-line strong").first().innerText()).toBe(shown);
      // The history: the score chart's drawing, one point per rated game and the start.
      const chart = page.locator("cr-score-chart");
      await expect.poll(() => chart.locator("svg[role=img]").count()).toBe(1);
      expect(await chart.locator(".series polyline").first().getAttribute("points")).toMatch(new RegExp(`^(\\S+ ){${GAMES}}\\S+$`));
      const games = page.locator(".game-list a.game-row");
      await expect.poll(() => games.count()).toBe(10);
      expect(await games.first().innerText()).toMatch(words.place);
      expect(await games.first().getAttribute("href")).toMatch(/^\/g\/[A-Za-z0-9_-]{22}$/);
      await expectFits(page, viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/profile-${lang}-${viewport.width}.png`, fullPage: true });
      if (viewport.width > PHONE.width) {
        await page.setViewportSize(PHONE);
        await expectFits(page, PHONE.width);
        await page.screenshot({ path: `${SHOTS}/profile-${lang}-${PHONE.width}.png`, fullPage: true });
      }
      await context.close();
    });
  }
});

describe("asking for a rated game", () => {
  it("en, 360 px: the host ticks \"Rated game\", and the game is created rated; with a bot seat the form says it can't be", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    const page = await context.newPage();
    await signIn(page, "host-rated@example.com");
    await page.setViewportSize(PHONE);
    await page.goto(`${base()}/new`);
    await page.getByLabel(/Rated game/).check();
    await page.locator("select[name=seat-1]").selectOption({ index: 1 });
    await page.getByText("A game with a bot can't be rated").waitFor();
    expect(await page.getByRole("button", { name: "Create the game" }).isDisabled()).toBe(true);
    await page.locator("select[name=seat-1]").selectOption("person");
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/games") && request.method() === "POST");
    await page.getByRole("button", { name: "Create the game" }).click();
    expect(JSON.parse((await sent).postData() ?? "{}")).toMatchObject({ rated: true });
    // Seated as "Hana", the host finds her own profile, under that name, from the standings.
    const created = (await (await sent).response())!;
    const { gameId, seats } = (await created.json()) as CreateGameResponse;
    await post(page.request, `/api/games/${gameId}/join`, { token: seats[0].token, name: "Hana" });
    await page.goto(`${base()}/standings`);
    await page.getByRole("link", { name: "Your profile" }).click();
    await page.waitForURL(`${base()}/u/Hana`);
    await page.getByRole("heading", { name: "Hana", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Hide my profile" }).click();
    await page.getByText("Only you can see this profile").waitFor();
    await expectFits(page, PHONE.width);
    await context.close();
  });
});

/** Nothing wider than the screen: no sideways scrolling of the page. */
async function expectFits(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
