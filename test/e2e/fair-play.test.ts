import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import type { CreateGameResponse, GameRecord } from "../../protocol/types.js";
import { verifyRecord } from "../../game/engine/index.js";
import { apiOk, playRandomly } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";

const browser = useBrowser();


/** A real game, created and played to the end through the API by the random bot. */
async function finishedGame(): Promise<{ gameId: string; tokens: string[] }> {
  const created = await apiOk<CreateGameResponse>("/api/games", { json: { edition: "classic", players: 2 } });
  const tokens = created.seats.map((seat) => seat.token);
  for (const [seat, token] of tokens.entries()) await apiOk(`/api/games/${created.gameId}/join`, { json: { token, name: ["Ann", "Ben"][seat] } });
  await playRandomly(created.gameId, tokens, "fair-play e2e");
  return { gameId: created.gameId, tokens };
}

describe("fair play (R-18)", () => {
  it("the end screen's button verifies a real game in the browser; a tampered file dropped on /verify does not verify", async () => {
    const { gameId, tokens } = await finishedGame();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US", bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/g/${gameId}#seat=${tokens[0]}`);
    await page.getByRole("heading", { name: "Fair play" }).waitFor();
    const download = page.getByRole("link", { name: "Download the record" });
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toBe(`coffee-rush-${gameId}.json`);
    const downloaded = JSON.parse(await readFile((await file.path())!, "utf8")) as GameRecord;
    expect(downloaded).toMatchObject({ gameId, format: "coffee-rush-record/1" });
    expect((await verifyRecord(downloaded)).verified).toBe(true);
    await page.getByRole("button", { name: "Verify this game" }).click();
    await page.getByText(/^Verified: the seed matches the commitment/).waitFor();
    await page.getByRole("heading", { name: "Fair play" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/fair-play-end-desktop.png` });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole("heading", { name: "Fair play" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/fair-play-end-phone.png` });
    expect(await seriousViolations(page)).toEqual([]);

    // The downloaded record, one card drawn changed, dropped on the public page.
    const record = await apiOk<GameRecord>(`/api/games/${gameId}/record`);
    const step = record.actions.findIndex((entry) => entry.events.some((event) => "card" in event));
    const event = record.actions[step].events.find((e) => "card" in e) as unknown as { card: number };
    event.card += 1;
    await page.goto(`${inject("baseUrl")}/verify`);
    await page.getByRole("heading", { name: "Verify a game" }).waitFor();
    const input = page.getByLabel(/Drop a record file here/);
    await input.setInputFiles({ name: "tampered.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(record)) });
    await page.getByText("Does not verify.").waitFor();
    await expect(page.getByRole("status").textContent()).resolves.toContain(`Move ${step + 1} did not happen as the record says.`);
    await page.screenshot({ path: `${SHOTS}/fair-play-verify-phone.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    event.card -= 1;
    await input.setInputFiles({ name: "record.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(record)) });
    await page.getByText(/^Verified: the seed matches the commitment/).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/fair-play-verify-desktop.png`, fullPage: true });
    await context.close();
  });

  it("npm run verify checks a game from its page's address and prints the verdict", async () => {
    const { gameId } = await finishedGame();
    const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "verify", "--", `${inject("baseUrl")}/g/${gameId}`]);
    expect(stdout).toMatch(new RegExp(`^VERIFIED  game ${gameId}, engine 1\n`));
  });
});
