import { describe, expect, inject, it } from "vitest";
import type { CreateGameResponse } from "../../protocol/types.js";
import { apiOk } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";
import { openMenu } from "./game-page.js";
import { signIn } from "./sign-in.js";
import { channelStrings } from "../../web/i18n/channel/index.js";

/** The game page's Channel panel: the host connects a Discord webhook and its test message arrives at the (local) Discord. */

const browser = useBrowser();
const base = () => inject("baseUrl");

interface Arrived {
  body: { content?: string; type?: string };
  status: number;
  signed: boolean | null;
}

async function arrivedAt(url: string): Promise<Arrived[]> {
  return (await fetch(`${inject("webhookControl")}/__webhooks/received?url=${encodeURIComponent(url)}`)).json();
}

/** What reached a webhook, once something has (within 10 s). */
async function firstArrivals(url: string): Promise<Arrived[]> {
  let arrived = await arrivedAt(url);
  for (let tries = 0; arrived.length === 0 && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    arrived = await arrivedAt(url);
  }
  return arrived;
}

describe("the game's channel panel", () => {
  it.each([
    ["phone", { width: 360, height: 780 }],
    ["desktop", { width: 1280, height: 900 }],
  ])("connects a Discord webhook and sends the test message, which arrives (%s)", async (name, viewport) => {
    const created = await apiOk<CreateGameResponse>("/api/games", { json: { edition: "classic", players: 2 } });
    await apiOk(`/api/games/${created.gameId}/join`, { json: { token: created.seats[0].token, name: "Ann" } });
    const context = await browser.newContext({ viewport, locale: "en-US", bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${base()}/`);
    await page.evaluate((secrets) => localStorage.setItem(`coffee-rush:host:${secrets.gameId}`, JSON.stringify({ hostToken: secrets.hostToken, seats: secrets.seats })), created);
    await page.goto(created.seats[0].url);

    await openMenu(page);
    await page.getByText("Channel (Discord, Slack…)").click();
    const url = `https://discord.com/api/webhooks/${String(Date.now()).padEnd(18, "1")}/e2e-${name}-${Math.random().toString(36).slice(2)}`;
    await page.getByLabel("Webhook address").fill(url);
    await page.getByRole("button", { name: "Connect" }).click();
    await page.getByText(/^Connected: Discord · https:\/\/discord\.com\//).waitFor();
    // The address's secret part is never shown back.
    expect(await page.locator("cr-channel-panel").innerText()).not.toContain(url.split("/").at(-1));
    await page.getByRole("button", { name: "Send a test message" }).click();
    await page.getByText("Test message posted: look in your channel.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/channel-panel-${name}.png`, fullPage: true });

    const arrived = await firstArrivals(url);
    expect(arrived).toHaveLength(1);
    // Posted with ?wait=true, Discord answers 200 with the message (its id lets a retry edit, not repeat: issue 50.1).
    expect(arrived[0].status).toBe(200);
    expect(arrived[0].body.content).toContain("Coffee Rush can post here: this is the test message you asked for.");
    expect(arrived[0].body.content).toContain(`/g/${created.gameId}`);
    await context.close();
  });

  it.each([
    ["phone", { width: 360, height: 780 }],
    ["desktop", { width: 1280, height: 900 }],
  ])("in Settings, connects the account's own signed webhook, shows its secret once, and its signed test arrives (%s)", async (name, viewport) => {
    // Signed in at desktop size (the helper looks for "Sign out" in the header), then seen at the size tested.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US", bypassCSP: true });
    const page = await context.newPage();
    await signIn(page, `hook-${name}-${Date.now()}@example.com`);
    await page.setViewportSize(viewport);
    await page.goto(`${base()}/settings`);
    const url = `https://hooks.example.org/e2e/${name}-${Math.random().toString(36).slice(2)}`;
    await page.getByLabel("Webhook address").fill(url);
    await page.getByLabel("Language of the messages").selectOption("fr");
    await page.getByRole("button", { name: "Connect" }).click();
    const secret = await page.getByLabel(/^Signing secret/).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await fetch(`${inject("webhookControl")}/__webhooks/secret`, { method: "POST", body: JSON.stringify({ url, secret }) });
    await page.getByRole("button", { name: "Send a test message" }).click();
    await page.getByText("Test message posted: look in your channel.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/settings-webhook-${name}.png`, fullPage: true });
    const [message] = await firstArrivals(url);
    expect(message).toMatchObject({ status: 204, signed: true, body: { type: "game.test" } });
    // Shown once: after a reload only the masked address is left.
    await page.reload();
    // The host's labels below its registrable domain are hidden too, as the path's secret is (issue 50.5).
    await page.getByText(/^Connected: Webhook \(signed\) · https:\/\/…\.example\.org\//).waitFor();
    expect(await page.getByLabel(/^Signing secret/).count()).toBe(0);
    await context.close();
  });

  it.each([
    ["en", { width: 360, height: 780 }],
    ["ko", { width: 1280, height: 900 }],
  ] as const)("says in the player's words why a test message did not go through, and why posts fail (%s)", async (lang, viewport) => {
    const created = await apiOk<CreateGameResponse>("/api/games", { json: { edition: "classic", players: 2 } });
    await apiOk(`/api/games/${created.gameId}/join`, { json: { token: created.seats[0].token, name: "Ann" } });
    const context = await browser.newContext({ viewport, locale: lang, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${base()}/`);
    await page.evaluate((secrets) => localStorage.setItem(`coffee-rush:host:${secrets.gameId}`, JSON.stringify({ hostToken: secrets.hostToken, seats: secrets.seats })), created);
    await page.goto(created.seats[0].url);
    await openMenu(page);
    const words = channelStrings[lang];
    await page.getByText(words["channel.title"]).click();
    // A receiver that is down: it answers 500 to everything.
    const url = `https://hooks.example.org/e2e/down-${lang}-${Math.random().toString(36).slice(2)}`;
    await fetch(`${inject("webhookControl")}/__webhooks/answer`, { method: "POST", body: JSON.stringify({ url, always: 500 }) });
    await page.getByLabel(words["webhook.url"]).fill(url);
    await page.getByRole("button", { name: words["webhook.connect"] }).click();
    await page.getByRole("button", { name: words["webhook.test"] }).click();
    const refused = words["webhook.failure.refused"].replace("{status}", "500");
    const said = words["webhook.testFailed"].replace("{error}", refused);
    await page.getByRole("status").filter({ hasText: said }).waitFor();
    const panel = page.locator("cr-channel-panel");
    await expect.poll(() => panel.innerText()).toContain(refused);
    expect(await panel.innerText()).not.toContain(words["webhook.testSent"]);
    expect(await panel.innerText()).not.toMatch(/internal error|reference =/);
    await page.screenshot({ path: `${SHOTS}/channel-failing-${lang}.png`, fullPage: true });
    await context.close();
  });
});
