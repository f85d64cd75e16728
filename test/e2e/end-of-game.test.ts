import { describe, expect, inject, it } from "vitest";
import { apiOk, playRandomly } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";

const browser = useBrowser();


describe("the end of a game", () => {
  it("replaces the table with the results and the replay once the game ends, without reloading", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US", bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/new`);
    await page.getByRole("button", { name: "Create the game" }).click();
    await page.getByRole("link", { name: "Take my seat" }).click();
    await page.getByLabel("Your name").fill("Ann");
    await page.getByRole("button", { name: "Join the game" }).click();
    await page.getByRole("heading", { name: "Seats" }).waitFor();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    // The seat links the host's browser keeps; the second seat joins and both play through the API.
    const gameId = new URL(page.url()).pathname.split("/")[2];
    const secrets = await page.evaluate((id) => localStorage.getItem(`coffee-rush:host:${id}`), gameId);
    const tokens = (JSON.parse(secrets!) as { seats: { token: string }[] }).seats.map((seat) => seat.token);
    await apiOk(`/api/games/${gameId}/join`, { token: tokens[1], json: { token: tokens[1], name: "Ben" } });

    // The random bot plays both seats to the end, as fast as the service answers.
    await playRandomly(gameId, tokens, "end-of-game test");

    await page.getByRole("heading", { name: "Game over" }).waitFor();
    await page.getByRole("heading", { name: "Scores over the turns" }).waitFor(); // drawn from the record
    await expect(page.getByText("The game is over.").first().isVisible()).resolves.toBe(true);
    await expect(page.title()).resolves.not.toMatch(/Your turn/);
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    await page.screenshot({ path: `${SHOTS}/game-over-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: `${SHOTS}/game-over-phone.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
