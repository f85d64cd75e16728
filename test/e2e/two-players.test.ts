import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";
import { closeLog, openLog, openMenu, tickedOrder } from "./game-page.js";

/**
 * Two players in two separate browsers play the opening of a game through the UI only: the host
 * creates it, takes seat 1 and passes seat 2's link; both place their meeples; the host completes
 * an order, and the other player sees it arrive over the WebSocket without reloading; a spectator
 * whose WebSocket is refused sees it by polling.
 *
 * The moves are fixed in advance so the game can't go astray: Classic with calm start deals the
 * starting player a Ristretto or Espresso (coffee + steam). The host places a meeple on the steam
 * square (row 1, column 3) into cup 1, then steps onto the coffee corner next to it (row 1,
 * column 4) and pours the coffee into cup 1: the cup holds exactly the recipe (or, when the deal
 * has a caramel order the path can take in too, that one: the tap chooses the fuller path).
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const browser = useBrowser();

/** A player's own browser: separate storage and cookies. bypassCSP lets axe-core be injected. */
async function playerPage(viewport: { width: number; height: number }, colorScheme: "light" | "dark" = "light"): Promise<Page> {
  const context = await browser.newContext({ viewport, colorScheme, locale: "en-US", bypassCSP: true });
  return context.newPage();
}

/** Each square is named "row R, column C: ingredient. …" (a button when it may be tapped). */
function square(page: Page, row: number, column: number) {
  return page.getByRole("button", { name: new RegExp(`^row ${row}, column ${column}:`) });
}

/** Saves the top of the page as the screen shows it, and the whole page, as test artifacts. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.screenshot({ path: `${SHOTS}/${name}-full.png`, fullPage: true });
}

/** A finger (here the mouse) pressed on the first square of the composer's board and drawn through the others ([row, column], 1–4). */
async function dragAlong(page: Page, squares: [number, number][]) {
  const board = (await page.locator("cr-turn-composer cr-board svg.board").boundingBox())!;
  const centres = squares.map(([row, column]) => [board.x + ((column - 0.5) * board.width) / 4, board.y + ((row - 0.5) * board.height) / 4] as const);
  await page.mouse.move(...centres[0]);
  await page.mouse.down();
  for (const centre of centres.slice(1)) await page.mouse.move(...centre, { steps: 4 });
  await page.mouse.up();
}

async function placeMeeple(page: Page, row: number, column: number, cup: number) {
  await page.getByRole("heading", { name: /^Place your meeple/ }).waitFor();
  await square(page, row, column).click();
  await page.getByRole("button", { name: new RegExp(`^Cup ${cup}\\b`) }).click();
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await page.getByRole("heading", { name: /^Place your meeple/ }).waitFor({ state: "detached" });
}

async function join(page: Page, name: string) {
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Join the game" }).click();
  await page.getByRole("button", { name: "Join the game" }).waitFor({ state: "detached" });
}

/** Waits for the game's log (opened as a sheet from the state line) to tell of this move. */
async function logShows(page: Page, move: RegExp) {
  const sheet = await openLog(page);
  await sheet.locator("cr-game-log").getByText(move).first().waitFor({ timeout: 10_000 });
  await closeLog(page);
}

describe("two players in two browsers", () => {
  it("create, invite, join, place and complete an order; the other player sees it live", async () => {
    const host = await playerPage(DESKTOP);
    const guest = await playerPage(PHONE);

    // The host sets up the game through the form.
    await host.goto(inject("baseUrl"));
    await host.getByRole("link", { name: "Start a game" }).click();
    await host.getByRole("checkbox", { name: /Calm start/ }).check();
    await host.getByLabel("Who starts").selectOption({ label: "Player 1" });
    await host.getByRole("button", { name: "Create the game" }).click();
    await host.waitForURL(/\/g\/[\w-]{22}\/invite$/);
    const guestLink = await host.getByRole("textbox", { name: "Player 2's link" }).inputValue();
    expect(guestLink).toMatch(/\/g\/[\w-]{22}#seat=/);

    // The host takes seat 1; the token leaves the address bar for storage.
    await host.getByRole("link", { name: "Take my seat" }).click();
    await join(host, "Ann");
    expect(host.url()).not.toContain("#");
    await host.getByRole("heading", { name: "Seats" }).waitFor();
    await host.getByText("Live", { exact: true }).waitFor();
    await openMenu(host);
    await host.getByText("Your link").click();
    await expect(host.getByRole("textbox", { name: "Your link" }).inputValue()).resolves.toMatch(/\/g\/[\w-]{22}#seat=/);

    // The guest opens their link in their own browser.
    await guest.goto(guestLink);
    expect(guest.url()).not.toContain("#");
    await join(guest, "Ben");

    // A spectator whose network refuses WebSockets keeps up by polling (and likes the dark).
    const spectator = await playerPage(DESKTOP, "dark");
    await spectator.routeWebSocket(/\/ws/, (socket) => socket.close());
    await spectator.goto(host.url());
    await spectator.getByText("Checking every few seconds").waitFor();

    // Nobody reloads from here on: a marker on each window would vanish with a reload.
    for (const page of [host, guest]) await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    // Placement: the second player places first, then they alternate.
    await placeMeeple(guest, 4, 1, 1);
    await shoot(guest, "table-placement-phone");
    await placeMeeple(host, 1, 3, 1);
    await placeMeeple(guest, 4, 4, 1);
    await placeMeeple(host, 2, 2, 2);

    // The host's turn: the page says so, in the tab's title and favicon too.
    await host.getByRole("heading", { name: "Your turn" }).waitFor();
    await expect(host.title()).resolves.toMatch(/^\(Your turn\)/);
    await expect(host.locator('link[rel="icon"]').getAttribute("href")).resolves.toBe("/favicon-turn.svg");
    await expect(guest.title()).resolves.not.toMatch(/Your turn/);

    // A tap on the coffee corner is the whole move: the path there, the coffee into cup 1, the order ticked.
    await host.getByRole("button", { name: /^Meeple 1a/ }).click();
    await square(host, 1, 4).click();
    await expect.poll(() => host.locator("cr-turn-composer #submit-why").textContent()).toMatch(/completes [A-Z]/);
    await host.locator('cr-turn-composer ol.steps button[title="Orders"]').click();
    const { card, cup } = await tickedOrder(host);
    const completedAt = `Ann completed ${card} with cup ${cup}`;
    await shoot(host, "table-turn-desktop");
    expect(await seriousViolations(host)).toEqual([]);
    await host.setViewportSize(PHONE);
    await shoot(host, "table-turn-phone");
    await host.setViewportSize(DESKTOP);
    await host.getByRole("button", { name: "Submit", exact: true }).click();
    await host.getByRole("heading", { name: "Your turn" }).waitFor({ state: "detached" });
    await expect(host.title()).resolves.not.toMatch(/Your turn/);

    // The guest sees the completed order arrive, and that it's their turn now.
    await logShows(guest, new RegExp(completedAt));
    await guest.getByRole("heading", { name: "Your turn" }).waitFor();
    await expect(guest.title()).resolves.toMatch(/^\(Your turn\)/);
    await shoot(guest, "table-phone");
    await logShows(spectator, new RegExp(completedAt));
    await shoot(spectator, "table-dark-desktop");
    expect(await seriousViolations(spectator)).toEqual([]);
    expect(await seriousViolations(guest)).toEqual([]);

    // The guest takes a turn too: meeple 2a tapped on the board, then dragged one step onto the tea.
    await square(guest, 4, 1).click();
    await dragAlong(guest, [[4, 1], [3, 1]]);
    await guest.getByRole("button", { name: "Submit", exact: true }).click();
    await logShows(host, /Ben moved 1 square and collected 1 tea/);
    await host.getByRole("heading", { name: "Your turn" }).waitFor();
    await shoot(host, "table-desktop");

    for (const page of [host, guest]) {
      await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    }
  });
});
