import { mkdirSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

/** Where browser tests save their screenshots. */
export const SHOTS = "test-results/screenshots";

/** A phone's screen and a desktop's. */
export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };
/** Every language once, on a phone or a desktop in turn: what a test of words on a page runs through. */
export const LANGUAGE_VIEWS = [
  ["en", PHONE],
  ["ko", DESKTOP],
  ["es", PHONE],
  ["fr", DESKTOP],
] as const;

/** Debian's chromium (`apt-get install -y chromium`), started as this machine allows: headless, offline. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/**
 * One browser for a test file: started before its tests and closed after them, with every context
 * opened through it.
 */
export function useBrowser(): { newContext(options?: BrowserContextOptions): Promise<BrowserContext> } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });
  return {
    async newContext(options) {
      if (!browser) throw new Error("The browser starts before the file's tests: open contexts inside them.");
      const context = await browser.newContext(options);
      contexts.push(context);
      if (options?.javaScriptEnabled !== false) context.on("page", waitForTheAppOnGoto);
      return context;
    },
  };
}

/**
 * A page of the app is open once the app has drawn it, as a person sees it: its first view (sent
 * as HTML) has given way to the live page (web/main.ts), which starts after the first view shows,
 * so after the load event that `goto` waits for.
 */
function waitForTheAppOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(() => document.querySelector("coffee-rush-app") === null || document.querySelector("coffee-rush-app:not([drawing]) cr-app-header") !== null);
    return response;
  };
}
