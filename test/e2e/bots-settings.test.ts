import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { seriousViolations } from "./axe.js";
import { useBrowser } from "./browser.js";
import { closeLog, openLog, openMenu } from "./game-page.js";
import { signIn } from "./sign-in.js";

const browser = useBrowser();

/** How many moves the game's log shows bots to have made. */
async function botMoves(page: Page, gameId: string): Promise<number> {
  const log = (await (await page.request.get(`${inject("baseUrl")}/api/games/${gameId}/log`)).json()) as { actions: { by?: string }[] };
  return log.actions.filter((entry) => entry.by === "bot").length;
}

describe("bots, clocks and settings in a real browser", () => {
  it("plays against bots: straight to the table, the bots named and moving, a vacation taken and ended", async () => {
    const context = await browser.newContext({ bypassCSP: true, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/new`);
    await page.getByRole("radio", { name: "3" }).check();
    // Player 3 starts: with 3 players the meeples go down from the starting player's right, so Bot 2 places first.
    await page.getByLabel("Who starts").selectOption({ label: "Player 3" });
    await page.getByLabel("Time per move").selectOption({ label: "1 day" });
    await page.getByRole("button", { name: "Play against bots" }).click();

    // No links to hand out: the host's own seat opens at once.
    await page.getByLabel("Your name").fill("Host");
    await page.getByRole("button", { name: "Join the game" }).click();
    await page.getByRole("heading", { name: "Bot 2 (medium)" }).waitFor();
    await page.getByRole("heading", { name: "Bot 3 (medium)" }).waitFor();
    await expect(page.getByText("Bot (medium)", { exact: true }).count()).resolves.toBe(2);

    // The room's alarm plays the bot's move: it shows in the log, by the bot's name.
    const gameId = new URL(page.url()).pathname.split("/")[2];
    await expect.poll(() => botMoves(page, gameId), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    await (await openLog(page)).locator("cr-game-log li", { hasText: "Bot 2 (medium)" }).first().waitFor({ timeout: 20_000 });
    await closeLog(page);

    // The host places (through the API, with the seat token the page keeps); Bot 3 then places and, as the starting player, takes the first turn.
    const placed = await page.evaluate(async (id) => {
      const token = localStorage.getItem(`coffee-rush:seat:${id}`);
      const headers = { "Content-Type": "application/json", Authorization: `Bearer ${token}` };
      for (let square = 0; square < 16; square++) {
        const snapshot = (await (await fetch(`/api/games/${id}`, { headers })).json()) as { version: number };
        const body = JSON.stringify({ version: snapshot.version, action: { type: "place", square, cup: 0 } });
        if ((await fetch(`/api/games/${id}/actions`, { method: "POST", headers, body })).ok) return true;
      }
      return false;
    }, gameId);
    expect(placed).toBe(true);
    await expect.poll(() => botMoves(page, gameId), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await (await openLog(page)).locator("cr-game-log li", { hasText: "Bot 3 (medium)" }).first().waitFor({ timeout: 20_000 });
    await closeLog(page);
    await page.getByText(/\d+ (hours?|minutes?|days?) left/).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The clock: the host pauses theirs for two days, then comes back early.
    await openMenu(page);
    await page.getByText("Vacation", { exact: true }).click();
    await page.getByLabel("Days of vacation").selectOption({ label: "2 days" });
    await page.getByRole("button", { name: "Take a vacation" }).click();
    await page.getByText(/You are on vacation until/).waitFor();
    await page.locator(".pill.vacation", { hasText: /On vacation until/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "End vacation" }).click();
    await page.getByRole("button", { name: "Take a vacation" }).waitFor();
    await context.close();
  });

  it("shows bot seats on the invite page with no link to share", async () => {
    const context = await browser.newContext({ bypassCSP: true, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/new`);
    await page.getByRole("radio", { name: "3" }).check();
    await page.locator('select[name="seat-1"]').selectOption({ label: "Bot: easy" });
    await page.getByRole("button", { name: "Create the game" }).click();
    await page.getByText("Played by a bot (easy): no link to share.").waitFor();
    await page.getByRole("link", { name: "Take my seat" }).waitFor();
    await expect(page.getByRole("textbox", { name: "Player 2's link" }).count()).resolves.toBe(0);
    await expect(page.getByRole("textbox", { name: "Player 3's link" }).count()).resolves.toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("saves the account's mail settings", async () => {
    const context = await browser.newContext({ bypassCSP: true, locale: "en-US", timezoneId: "Asia/Seoul" });
    const page = await context.newPage();
    await signIn(page, "settings@example.com");
    await page.getByRole("link", { name: "Settings" }).click();
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    // No timezone saved yet: the browser's is offered.
    await expect(page.getByLabel("Timezone").inputValue()).resolves.toBe("Asia/Seoul");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("radio", { name: "Only when it is my turn" }).check();
    await page.getByLabel("Timezone").selectOption("Europe/Lisbon");
    // Signing in kept the app's language for the mails; the player picks another.
    await expect(page.getByLabel("Language of your mails").inputValue()).resolves.toBe("en");
    await page.getByLabel("Language of your mails").selectOption("fr");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved.").waitFor();

    await page.reload();
    await page.getByRole("radio", { name: "Only when it is my turn" }).waitFor();
    await expect(page.getByRole("radio", { name: "Only when it is my turn" }).isChecked()).resolves.toBe(true);
    await expect(page.getByLabel("Timezone").inputValue()).resolves.toBe("Europe/Lisbon");
    await expect(page.getByLabel("Language of your mails").inputValue()).resolves.toBe("fr");
    const saved = (await (await page.request.get(`${inject("baseUrl")}/api/me/settings`)).json()) as { settings: { mail: string; timezone: string } };
    expect(saved.settings).toEqual({ mail: "turns", timezone: "Europe/Lisbon", language: "fr" });
    await context.close();
  });
});
