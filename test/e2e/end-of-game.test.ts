import { describe, expect, inject, it } from "vitest";
import type { GameSnapshot } from "../../worker/api/types.js";
import { randomAction } from "../../worker/bots/random.js";
import { stateFromView } from "../../worker/engine/index.js";
import { rngFromSeed } from "../../worker/engine/rng.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";

const browser = useBrowser();

/** Calls the API the way the page does, with a seat's token. */
async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject("baseUrl")}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

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
    await api(`/api/games/${gameId}/join`, tokens[1], { token: tokens[1], name: "Ben" });

    // The random bot plays both seats to the end, as fast as the service answers.
    const rng = rngFromSeed("end-of-game test");
    for (;;) {
      const seen = await api<GameSnapshot>(`/api/games/${gameId}`, tokens[0]);
      if (seen.status === "ended") break;
      const { player, ...action } = randomAction(stateFromView(seen.view), rng);
      await api(`/api/games/${gameId}/actions`, tokens[player], { version: seen.version, action });
    }

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
