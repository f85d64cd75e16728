import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the web client in a real browser", () => {
  it("loads the app shell", async () => {
    const page = await browser.newPage();
    await page.goto(inject("baseUrl"));
    await expect(page.locator("coffee-rush-app h1").textContent()).resolves.toContain("Coffee Rush");
    await page.close();
  });
});
