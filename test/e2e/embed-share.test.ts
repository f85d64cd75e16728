import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import type { CreateGameResponse, EmbedSettings } from "../../protocol/types.js";
import { apiOk } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";
import { openMenu } from "./game-page.js";

/** The game page's "Share / embed" dialog: the snippet follows the choices, with a live preview. */

const DESKTOP = { width: 1280, height: 900 };

const browser = useBrowser();
const base = () => inject("baseUrl");


/** The host's browser: seated in seat 1 (its link opened), with the host's secrets as the create page keeps them. */
async function hostBrowser(colorScheme: "light" | "dark" = "light"): Promise<{ page: Page; created: CreateGameResponse }> {
  const created = await apiOk<CreateGameResponse>("/api/games", { json: { edition: "winter", players: 2 } });
  await apiOk(`/api/games/${created.gameId}/join`, { json: { token: created.seats[0].token, name: "Ann" } });
  await apiOk(`/api/games/${created.gameId}/join`, { json: { token: created.seats[1].token, name: "Ben" } });
  const context = await browser.newContext({ viewport: DESKTOP, colorScheme, locale: "en-US", bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${base()}/`);
  await page.evaluate((secrets) => localStorage.setItem(`coffee-rush:host:${secrets.gameId}`, JSON.stringify({ hostToken: secrets.hostToken, seats: secrets.seats })), created);
  await page.goto(created.seats[0].url);
  return { page, created };
}

describe("the share / embed dialog", () => {
  it("builds the snippet from the choices, previews it live, and lets the host restrict framing", async () => {
    const { page, created } = await hostBrowser();
    const { gameId } = created;
    await openMenu(page);
    await page.getByRole("button", { name: "Share / embed" }).click();
    const dialog = page.getByRole("dialog", { name: "Share or embed this game" });
    await dialog.waitFor();

    // The link to watch, and the script embed for spectators by default, previewed live.
    await expect(dialog.getByRole("textbox", { name: "Link to watch" }).inputValue()).resolves.toBe(`${base()}/g/${gameId}`);
    const code = dialog.getByRole("textbox", { name: "Code to paste" });
    await expect(code.inputValue()).resolves.toBe(`<script type="module" src="${base()}/embed.js"></script>\n<coffee-rush-game game="${gameId}"></coffee-rush-game>`);
    const preview = page.frameLocator('iframe[title="Preview of the embedded game"]');
    await preview.locator("coffee-rush-game").getByText("Watching", { exact: true }).waitFor();
    await preview.locator("coffee-rush-game").getByText("Live", { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/embed-share-dialog.png` });

    // My seat, as an iframe, dark, 640 px: the seat goes in the fragment, with a warning.
    await dialog.getByRole("radio", { name: /^Iframe/ }).check();
    await dialog.getByRole("radio", { name: "My seat, to play from there" }).check();
    await dialog.getByRole("radio", { name: "Dark" }).check();
    await dialog.getByRole("combobox", { name: "Width" }).selectOption({ label: "640 px" });
    await dialog.getByText(/anyone who can see the page's source can play your seat/).waitFor();
    const snippet = await code.inputValue();
    expect(snippet).toContain(`<iframe src="${base()}/embed/${gameId}?theme=dark#seat=${created.seats[0].token}"`);
    expect(snippet).toContain(`width="640" height="640"`);
    expect(snippet).toContain(`"coffee-rush:resize"`);
    await preview.locator("coffee-rush-game").getByText("Your seat: Ann").waitFor();
    await page.screenshot({ path: `${SHOTS}/embed-share-dialog-iframe-seat.png` });

    // Without the resize script the iframe is all there is.
    await dialog.getByRole("checkbox", { name: /Add the script that fits the frame/ }).uncheck();
    await expect(code.inputValue()).resolves.not.toContain("<script>");

    // The host restricts which sites may frame the game.
    await dialog.getByRole("radio", { name: "Only these sites" }).check();
    await dialog.getByLabel(/One site per line/).fill("https://blog.example\nhttps://*.club.example");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Saved.").waitFor();
    const settings = (await (await fetch(`${base()}/api/games/${gameId}/embed`)).json()) as EmbedSettings;
    expect(settings).toEqual({ frameAncestors: ["https://blog.example", "https://*.club.example"] });
    const page_ = await fetch(`${base()}/embed/${gameId}`);
    expect(page_.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'self' https://blog.example https://*.club.example");
    // This site may still frame it: the preview still works.
    await page.reload();
    await openMenu(page);
    await page.getByRole("button", { name: "Share / embed" }).click();
    await dialog.getByRole("radio", { name: /^Iframe/ }).check();
    await preview.locator("coffee-rush-game").getByText("Live", { exact: true }).waitFor();

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("has no serious accessibility problem in the dark, and offers no seat to a spectator", async () => {
    const { page, created } = await hostBrowser("dark");
    const spectator = await browser.newContext({ viewport: DESKTOP, colorScheme: "dark", locale: "en-US", bypassCSP: true });
    const watcher = await spectator.newPage();
    await watcher.goto(`${base()}/g/${created.gameId}`);
    await openMenu(watcher);
    await watcher.getByRole("button", { name: "Share / embed" }).click();
    const dialog = watcher.getByRole("dialog", { name: "Share or embed this game" });
    await dialog.waitFor();
    await expect(dialog.getByRole("radio", { name: "My seat, to play from there" }).count()).resolves.toBe(0);
    await expect(dialog.getByRole("radio", { name: "Any site" }).count()).resolves.toBe(0);
    await watcher.frameLocator('iframe[title="Preview of the embedded game"]').locator("coffee-rush-game").getByText("Live", { exact: true }).waitFor();
    expect(await seriousViolations(watcher)).toEqual([]);
    await watcher.screenshot({ path: `${SHOTS}/embed-share-dialog-dark.png` });
    await page.close();
  });
});
