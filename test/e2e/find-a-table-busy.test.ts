import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, SHOTS, useBrowser } from "./browser.js";
import { signIn } from "./sign-in.js";

/**
 * Find a table (issue 51): a player whose move five games already wait for is told so before taking
 * another seat, from "Seat me" (on a phone) and from the list (on a desktop), with the way to My
 * games; they take the seat once they choose to.
 */

const browser = useBrowser();

async function person(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: "en-US" });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** A request as the signed-in page makes it (its cookie, its origin). */
async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(`${inject("baseUrl")}${path}`, { data, headers: { Origin: inject("baseUrl") } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

describe("a player many games wait for", () => {
  it("is told how many before taking another seat, from Seat me and from the list, and takes it when they choose", async () => {
    const stamp = Date.now();
    const [dee, eli, fay] = await Promise.all([person(`dee-${stamp}@example.com`), person(`eli-${stamp}@example.com`), person(`fay-${stamp}@example.com`)]);
    // Five games where everyone chooses upgrades first: each waits for Dee's move (and Eli's). Each
    // is open to anyone until Eli sits: their pool (Winter, 2 players, 5 days) is one no other file
    // uses, or a "Seat me" there (find-a-table.test.ts: Winter, 2, 14 days) would take Eli's seat.
    for (let i = 0; i < 5; i++) {
      const table = await post<{ gameId: string }>(dee, "/api/tables", { edition: "winter", players: 2, pace: "5d", variants: ["variableUpgrades"], language: "en", name: "Dee" });
      await post(eli, `/api/tables/${table.gameId}/join`, { name: "Eli" });
    }
    const waiting = async () => ((await (await dee.request.get(`${inject("baseUrl")}/api/me/games`)).json()) as { games: { yourTurn: boolean; status: string }[] }).games.filter((g) => g.yourTurn && g.status === "active").length;
    await expect.poll(waiting, { timeout: 10_000 }).toBe(5);

    // On a phone, "Seat me" tells her first.
    await dee.setViewportSize(PHONE);
    await dee.goto(`${inject("baseUrl")}/play`);
    await dee.getByLabel("Your name at the table").fill("Dee");
    await dee.getByRole("combobox", { name: "Time per move" }).selectOption("7d");
    await dee.getByRole("button", { name: "Seat me" }).click();
    const told = dee.getByRole("alert").filter({ hasText: "5 games are waiting for your move" });
    await told.waitFor();
    const myGames = dee.getByRole("link", { name: "Go to My games" });
    expect(await myGames.getAttribute("href")).toBe("/games");
    await told.scrollIntoViewIfNeeded();
    await dee.screenshot({ path: `${SHOTS}/find-a-table-busy-360.png`, fullPage: true });
    expect(dee.url()).toMatch(/\/play$/);
    await dee.getByRole("button", { name: "Take the seat anyway" }).click();
    await dee.waitForURL(/\/g\/[A-Za-z0-9_-]{22}/);

    // On a desktop, joining from the list tells her too, at the table she chose.
    const open = await post<{ gameId: string }>(fay, "/api/tables", { edition: "winter", players: 3, pace: "3d", language: "en", name: "Fay" });
    await dee.setViewportSize(DESKTOP);
    await dee.goto(`${inject("baseUrl")}/play`);
    await dee.getByLabel("Your name at the table").fill("Dee");
    await dee.getByRole("combobox", { name: "Time per move" }).selectOption("3d");
    const table = dee.locator("li.card").filter({ hasText: "Fay" });
    await table.getByRole("button", { name: /^Take a seat at this table/ }).click();
    await table.getByRole("alert").filter({ hasText: "games are waiting for your move" }).waitFor();
    await dee.screenshot({ path: `${SHOTS}/find-a-table-busy-desktop.png` });
    await table.getByRole("button", { name: "Take the seat anyway" }).click();
    await dee.waitForURL(new RegExp(`/g/${open.gameId}`));
  }, 120_000);
});
