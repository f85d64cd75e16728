import { describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page, Worker } from "playwright-core";
import type { CreateGameResponse } from "../../protocol/types.js";
import { apiOk } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM, SHOTS, useBrowser } from "./browser.js";
import { openMenu } from "./game-page.js";

/**
 * The installable app: the manifest passes Chrome's own installability check, the service worker
 * takes over and keeps the shell for offline use, a push message becomes a notification in the
 * device's language, and clicking it opens that game.
 */

const PHONE = { width: 360, height: 740 };
const browser = useBrowser();

async function appPage(locale = "en-US"): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, locale, bypassCSP: true, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  return { context, page };
}

/** Opens a page and waits until the service worker controls it. */
async function controlled(context: BrowserContext, page: Page, path: string): Promise<Worker> {
  const baseUrl = inject("baseUrl");
  await page.goto(`${baseUrl}${path}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 }).catch(() => page.reload());
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
}


describe("the installable app", () => {
  it("has a manifest Chrome finds installable, and a service worker that controls the app", async () => {
    // A browser profile of its own: Chrome installs nothing from an incognito window, which a bare context is.
    const profile = mkdtempSync(join(tmpdir(), "coffee-rush-profile-"));
    const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM, viewport: PHONE });
    try {
      const page = await context.newPage();
      await controlled(context, page, "/games");
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[] };
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it("opens offline to the app shell, which says it is offline", async () => {
    const { context, page } = await appPage();
    await controlled(context, page, "/games");
    await context.setOffline(true);
    await page.reload();
    const banner = page.locator("cr-offline-banner").getByRole("status");
    await banner.waitFor({ timeout: 10_000 });
    expect(await banner.innerText()).toMatch(/^You're offline/);
    await page.getByRole("heading", { name: "My games" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/offline-360.png` });
    await context.setOffline(false);
  });

  it("turns a push message into a notification in the device's language, and its click opens the game", async () => {
    const game = await apiOk<CreateGameResponse>("/api/games", { json: { edition: "classic", players: 2 } });
    const { context, page } = await appPage("fr-FR");
    await context.grantPermissions(["notifications"], { origin: inject("baseUrl") });
    const worker = await controlled(context, page, "/games");
    const cdp = await context.newCDPSession(page);
    // The app's registration, by its scope: DevTools reports registrations in updates, one or more
    // at a time, and not necessarily the app's first.
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const app = registrations.find((registration) => registration.scopeURL === `${inject("baseUrl")}/` && !registration.isDeleted);
        if (app) resolve(app.registrationId);
      });
      void cdp.send("ServiceWorker.enable");
    });
    const message = { kind: "turn", gameId: game.gameId, url: `/g/${game.gameId}`, others: ["Ana", "Bo"], locale: "fr", badge: 2 };
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: inject("baseUrl"), registrationId, data: JSON.stringify(message) });
    const shown = await worker.evaluate(async () => {
      for (let i = 0; i < 50; i++) {
        const [notification] = await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications();
        if (notification) return { title: notification.title, body: notification.body, tag: notification.tag };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return null;
    });
    expect(shown).toEqual({ title: "À vous de jouer", body: "Votre partie de Coffee Rush avec Ana et Bo vous attend.", tag: `game-${game.gameId}` });

    // A click on it (as the browser dispatches one) brings the app to that game.
    await worker.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent("notificationclick", { notification }));
    });
    await page.waitForURL(`**/g/${game.gameId}`, { timeout: 10_000 });
  });

  it("offers notifications on the seat's game page, in the reader's language, with no serious accessibility problem", async () => {
    const game = await apiOk<CreateGameResponse>("/api/games", { json: { edition: "classic", players: 2 } });
    const { context, page } = await appPage("es-ES");
    await controlled(context, page, `/g/${game.gameId}#seat=${game.seats[0].token}`);
    await page.getByLabel("Tu nombre").fill("Ana");
    await page.getByRole("button", { name: "Unirse a la partida" }).click();
    await openMenu(page);
    const switchArea = page.locator("details.notifications");
    await switchArea.locator("summary").click();
    await switchArea.getByRole("button", { name: "Avisarme cuando sea mi turno" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/notifications-switch-360.png` });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
