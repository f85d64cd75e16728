import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, SHOTS, useBrowser } from "./browser.js";
import { signIn } from "./sign-in.js";

/**
 * Find a table (issue 51) in the browser: two strangers, one on a phone (360 px) and one on a
 * desktop, press "Seat me" for the same kind of table, land in one game, confirm they are ready
 * and place a meeple each; a third person, who watched the table in the list, sees it leave.
 * Their pool (Winter, 2 players, 14 days) is this file's alone: the files run at once against one
 * service, and a table another file opened there could seat Ana.
 */

const browser = useBrowser();

/** A person signed in (on a desktop-wide window, where the menu shows "Sign out"), then on their own screen. */
async function person(viewport: { width: number; height: number }, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: "en-US" });
  const page = await context.newPage();
  await signIn(page, email);
  await page.setViewportSize(viewport);
  return page;
}

async function seatMe(page: Page, name: string): Promise<void> {
  await page.goto(`${inject("baseUrl")}/play`);
  await page.getByLabel("Your name at the table").fill(name);
  await page.getByRole("combobox", { name: "Edition" }).selectOption("winter");
  await page.getByRole("combobox", { name: "Players", exact: true }).selectOption("2");
  await page.getByRole("combobox", { name: "Time per move" }).selectOption("14d");
  await page.getByRole("button", { name: "Seat me" }).click();
  await page.waitForURL(/\/g\/[A-Za-z0-9_-]{22}/);
}

/** Each square is named "row R, column C: ingredient. …" (a button when it may be tapped). */
function square(page: Page, row: number, column: number) {
  return page.getByRole("button", { name: new RegExp(`^row ${row}, column ${column}:`) });
}

describe("two strangers find a table", () => {
  it("Seat me puts them at one table; both confirm, each places a meeple; a third sees the table leave the list", async () => {
    const stamp = Date.now();
    const ana = await person(PHONE, `ana-${stamp}@example.com`);
    const bo = await person(DESKTOP, `bo-${stamp}@example.com`);
    const cy = await person(PHONE, `cy-${stamp}@example.com`);

    await seatMe(ana, "Ana");
    const gameUrl = ana.url().replace(/#.*/, "");
    // Cy sees Ana's table waiting in the list, with its free seat.
    await cy.goto(`${inject("baseUrl")}/play`);
    await cy.getByRole("combobox", { name: "Time per move" }).selectOption("14d");
    const listed = cy.getByRole("button", { name: /^Take a seat at this table: Coffee Rush: Winter, 2 players, 14 days per move/ });
    await expect.poll(() => listed.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await cy.screenshot({ path: `${SHOTS}/find-a-table-list-360.png`, fullPage: true });

    await seatMe(bo, "Bo");
    expect(bo.url().replace(/#.*/, "")).toBe(gameUrl);
    // The table is full: it leaves Cy's list within a refresh or two.
    await expect.poll(() => listed.count(), { timeout: 10_000 }).toBe(0);

    // The table's player list shows each stranger's reliability, with what it means (as /play says it).
    const about = "Reliability: the share of turns and games a player kept (moves within the clock, games finished). New players start at 80.";
    for (const page of [ana, bo]) {
      const figures = page.locator("cr-waiting-seats li .muted");
      await expect.poll(() => figures.count(), { timeout: 10_000 }).toBe(2);
      expect(await figures.allInnerTexts()).toEqual(["new player", "new player"]);
      expect(await figures.first().getAttribute("title")).toBe(about);
      await page.getByText(about).waitFor();
    }
    await bo.screenshot({ path: `${SHOTS}/find-a-table-players-desktop.png` });
    await ana.screenshot({ path: `${SHOTS}/find-a-table-players-360.png`, fullPage: true });

    // Ana, who waited, confirms from the mail's link on a phone that never signed in: it opens her seat, and a tap confirms.
    const mailbox = await (await browser.newContext({ viewport: PHONE, locale: "en-US" })).newPage();
    await mailbox.goto(`${inject("baseUrl")}/dev/mail`);
    await mailbox.getByRole("row", { name: new RegExp(`ana-${stamp}@example\\.com.*Your table is full`) }).getByRole("link").click();
    const link = (await mailbox.locator("pre").innerText()).match(/https?:\/\/\S+\/g\/[A-Za-z0-9_-]{22}#seat=\S+/)?.[0];
    expect(link?.replace(/#.*/, "").endsWith(new URL(gameUrl).pathname)).toBe(true);
    await mailbox.goto(link!.replace(/^https?:\/\/[^/]+/, inject("baseUrl")));
    await mailbox.getByRole("button", { name: "I'm ready" }).click();
    await mailbox.getByText(/^You confirmed/).waitFor();
    await mailbox.screenshot({ path: `${SHOTS}/find-a-table-ready-from-mail-360.png` });
    await ana.getByText(/^You confirmed/).waitFor();
    await ana.screenshot({ path: `${SHOTS}/find-a-table-ready-360.png` });
    // Bo's confirmation, the last, starts the game.
    await bo.getByRole("button", { name: "I'm ready" }).click();

    // Turn 1: each places a meeple, whoever starts.
    const squares: [number, number][] = [[4, 1], [1, 3]];
    for (const [row, column] of squares) {
      const placing = await Promise.race([ana, bo].map((page) => page.getByRole("heading", { name: /^Place your meeple/ }).waitFor({ timeout: 15_000 }).then(() => page)));
      await square(placing, row, column).click();
      await placing.getByRole("button", { name: /^Cup 1\b/ }).click();
      await placing.getByRole("button", { name: "Submit", exact: true }).click();
      await placing.getByRole("heading", { name: /^Place your meeple/ }).waitFor({ state: "detached" });
    }
    await bo.screenshot({ path: `${SHOTS}/find-a-table-played-desktop.png` });
  }, 120_000);
});
