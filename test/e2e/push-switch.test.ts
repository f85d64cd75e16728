import { describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { pushStrings } from "../../web/i18n/push/index.js";
import { startGame } from "./api-game.js";
import { DESKTOP, PHONE, SHOTS, useBrowser } from "./browser.js";
import { openMenu } from "./game-page.js";

/**
 * The notices switch on the game page (issue 35.4): it never stays on "One moment…", and when the
 * permission is refused or the browser's push service fails it says so in the player's words, with
 * how to allow notices in this browser and what an iPhone needs, never the browser's error text.
 */

const browser = useBrowser();

async function seatPage(
  locale: "ko" | "es" | "fr",
  viewport: { width: number; height: number },
  allow: boolean,
  serviceWorkers: "allow" | "block" = "allow",
): Promise<{ context: BrowserContext; page: Page }> {
  const game = await startGame();
  const context = await browser.newContext({ viewport, locale, bypassCSP: true, serviceWorkers });
  if (allow) await context.grantPermissions(["notifications"], { origin: inject("baseUrl") });
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[0]}`);
  if (serviceWorkers === "allow") await page.evaluate(() => navigator.serviceWorker.ready);
  await openMenu(page);
  await page.locator("details.notifications > summary").click();
  await page.getByRole("button", { name: pushStrings[locale]["push.turnOn"] }).click();
  return { context, page };
}

/** The switch's words once it has settled: no longer "One moment…" (the steps' limit is 15 s each). */
async function settledText(page: Page, locale: "ko" | "es" | "fr"): Promise<string> {
  const area = page.locator("cr-push-toggle");
  await page.waitForFunction((working) => !document.querySelector("cr-push-toggle")?.textContent?.includes(working), pushStrings[locale]["push.working"], { timeout: 40_000 });
  return area.innerText();
}

describe("the notices switch when notices can't be turned on", () => {
  it("says a refused permission in Korean, with how to allow it in this browser and on an iPhone (desktop)", async () => {
    const { page } = await seatPage("ko", DESKTOP, false);
    const text = await settledText(page, "ko");
    expect(text).toContain(pushStrings.ko["push.denied"]);
    expect(text).toContain(pushStrings.ko["push.allow.chrome"]);
    expect(text).toContain(pushStrings.ko["push.allow.ios"]);
    expect(text).not.toMatch(/Registration failed|permission denied/i);
    await page.screenshot({ path: `${SHOTS}/push-refused-ko-desktop.png` });
  }, 60_000);

  it("says a failed registration in Spanish and never hangs, without the browser's words (360 px)", async () => {
    const { page } = await seatPage("es", PHONE, true);
    const text = await settledText(page, "es");
    expect(text).not.toMatch(/Registration failed|permission denied|AbortError|push service/i);
    expect([pushStrings.es["push.failed"], pushStrings.es["push.on"]].some((said) => text.includes(said))).toBe(true);
    if (text.includes(pushStrings.es["push.failed"])) expect(text).toContain(pushStrings.es["push.allow.ios"]);
    await page.screenshot({ path: `${SHOTS}/push-failed-es-360.png` });
  }, 60_000);

  it("gives up on a browser step that never answers, and says so in French (desktop)", async () => {
    // With no service worker, navigator.serviceWorker.ready never settles: the old switch stayed on "One moment…".
    const { page } = await seatPage("fr", DESKTOP, true, "block");
    const text = await settledText(page, "fr");
    expect(text).toContain(pushStrings.fr["push.failed"]);
    expect(text).toContain(pushStrings.fr["push.allow.chrome"]);
    expect(text).toContain(pushStrings.fr["push.turnOn"]);
    await page.screenshot({ path: `${SHOTS}/push-timeout-fr-desktop.png` });
  }, 60_000);
});
