import type { BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import { inject } from "vitest";
import { placeAll, startGame, type StartedGame } from "./api-game.js";

/** The phone and the desktop the turn's own tests look at. */
export const TURN_SIZES = [
  { name: "360x740", width: 360, height: 740, touch: true },
  { name: "1280x800", width: 1280, height: 800, touch: false },
] as const;

/** A seat's page (its token in the link) at this size, once the table's board is drawn. */
export async function seatPage(
  browser: { newContext(options?: BrowserContextOptions): Promise<BrowserContext> },
  game: StartedGame,
  seat: number,
  size: { width: number; height: number; touch: boolean },
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, locale: "en-US", bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[seat]}`);
  await page.locator("cr-table cr-board").first().waitFor();
  return page;
}

/** A 2-player game with every meeple placed, and Ann's page at her first turn, at this size. */
export async function firstTurnPage(
  browser: { newContext(options?: BrowserContextOptions): Promise<BrowserContext> },
  size: (typeof TURN_SIZES)[number],
): Promise<{ game: StartedGame; context: BrowserContext; page: Page }> {
  const game = await startGame();
  await placeAll(game);
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, locale: "en-US", bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[0]}`);
  await page.getByRole("heading", { name: "Your turn" }).waitFor();
  return { game, context, page };
}

/**
 * Once the page's table holds the game's log, with at least `entries` moves: a page whose socket is
 * slow to speak loads the game over HTTP and asks for its log after it. Moves made before the log
 * came are drawn as they stand, never watched as they arrive.
 */
export async function logHasCome(page: Page, entries = 0): Promise<void> {
  await page.waitForFunction((entries) => (document.querySelector("cr-table")?.log?.length ?? -1) >= entries, entries);
}

/** How long a page waits for its game's socket to speak before asking over HTTP (SOCKET_SILENCE_MS in web/live/game-connection.ts). */
const SOCKET_SILENCE_MS = 3_000;

/**
 * The requests a page makes over HTTP (those whose address `matches`) that its game's socket does
 * not explain, read with the function returned: a page asks over HTTP once its socket has been
 * silent for 3 s, as the service can be when every browser test's pages share it.
 */
export function askedOverHttp(page: Page, matches: (url: URL) => boolean): () => string[] {
  let opened: number | null = null;
  let spoke: number | null = null;
  const asked: { what: string; at: number }[] = [];
  page.on("websocket", (socket) => {
    opened ??= Date.now();
    socket.on("framereceived", () => void (spoke ??= Date.now()));
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (matches(url)) asked.push({ what: `${request.method()} ${url.pathname}`, at: Date.now() });
  });
  // This process hears of each a moment after the page: a tenth of the wait is let go.
  const silentUntil = (at: number) => opened !== null && at - opened >= SOCKET_SILENCE_MS * 0.9;
  return () => asked.filter(({ at }) => !(silentUntil(at) && (spoke === null || silentUntil(spoke)))).map(({ what }) => what);
}

/** The game page's menu (your link, vacation, share / embed), opened. */
export async function openMenu(page: Page): Promise<void> {
  await page.locator(".game-menu > summary").click();
}

/** The log, opened as a sheet from the table's state line; returns the sheet. */
export async function openLog(page: Page) {
  await page.getByRole("button", { name: /^What happened/ }).click();
  return page.getByRole("dialog", { name: "What happened" });
}

export async function closeLog(page: Page): Promise<void> {
  await page.getByRole("dialog", { name: "What happened" }).getByRole("button", { name: "Close" }).click();
}

/**
 * Every player's whole board, opened as a player opens them: on a phone, the log sheet's Players
 * tab (returned); on a wider page, each folded row. The table draws them only once opened.
 */
export async function showBoards(page: Page): Promise<Locator> {
  await page.locator("cr-table cr-table-status").waitFor();
  const playersTab = page.locator("cr-table #tab-players");
  if ((await playersTab.count()) > 0) {
    await page.locator("cr-table .log-button").click();
    await playersTab.click();
    return page.locator("cr-table #panel-players");
  }
  const folded = page.locator("cr-player-board details:not([open]) > summary");
  while ((await folded.count()) > 0) await folded.first().click();
  return page.locator("cr-table");
}

/** The app header's navigation, unfolded where a phone folds it behind ☰ (a no-op on wider screens). */
export async function openNav(page: Page): Promise<void> {
  const toggle = page.locator(".nav-toggle");
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
}

/**
 * The order a tapped turn completes, as its pre-ticked box in the composer's Orders step names it
 * ("Complete Espresso with cup 1"). The deck is shuffled: the tap takes the path that fills the
 * cups best, so which order (and which cup) depends on the deal.
 */
export async function tickedOrder(scope: Page | Locator): Promise<{ card: string; cup: number }> {
  const box = scope.getByRole("checkbox", { name: /^Complete .+ with cup \d$/, checked: true }).first();
  const label = await box.evaluate((input) => ((input as HTMLInputElement).labels?.[0]?.textContent ?? "").replace(/\s+/g, " ").trim());
  const [, card, cup] = /^Complete (.+) with cup (\d)$/.exec(label)!;
  return { card, cup: Number(cup) };
}
