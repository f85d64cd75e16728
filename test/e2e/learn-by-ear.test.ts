import { describe, expect, inject, it } from "vitest";
import { learnStrings } from "../../web/i18n/learn/index.js";
import { tableStrings } from "../../web/i18n/table/index.js";
import { shortestScript } from "../../web/learn/guided-deal.js";
import { useBrowser } from "./browser.js";
import { focusFrames, watchFocusFrames } from "./focus-frames.js";

/**
 * /learn by keyboard from its first moment (issue 55, item 1): "Got it: play" pressed as soon as
 * it shows — in the page's first view, sent as HTML, before the app has replaced it — leaves
 * focus on a control in every frame after, once the live page takes the first view's place.
 */
const browser = useBrowser();
/** How many times slower than this machine the phone is. */
const SLOWER = 6;

describe("learn by ear", () => {
  it.each([
    { width: 360, height: 740, textTable: false },
    { width: 1280, height: 900, textTable: false },
    { width: 360, height: 740, textTable: true },
    { width: 1280, height: 900, textTable: true },
  ])("keeps focus when the learner acts at once after the page loads ($width px, text table: $textTable)", async ({ textTable, ...viewport }) => {
    const context = await browser.newContext({ locale: "en", bypassCSP: true, viewport });
    if (textTable) await context.addInitScript(() => localStorage.setItem("coffee-rush:text-table", "on"));
    const page = await context.newPage();
    // A slow phone: the page's parts draw task after task, for seconds.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWER });
    await page.goto(`${inject("baseUrl")}/learn`, { waitUntil: "commit" });
    const play = page.getByRole("button", { name: learnStrings.en["learn.play"], exact: true });
    await play.focus();
    await watchFocusFrames(page);
    await page.keyboard.press("Enter");
    await page.locator("coffee-rush-app:not([drawing]) cr-learn-page").waitFor({ timeout: 20_000 });
    // The live page's first seconds: its parts draw in stages.
    await page.waitForTimeout(2000);
    const { frames, dropped } = await focusFrames(page);
    expect(frames).toBeGreaterThan(20);
    expect(dropped).toEqual([]);
    await context.close();
  });
});

describe("learn by ear, by Tab from the top (issue 55, item 1)", () => {
  it.each([false, true])("keeps focus when the learner tabs to 'Got it: play' as the page loads and presses Enter (text table: %s)", async (textTable) => {
    const context = await browser.newContext({ locale: "en", bypassCSP: true, viewport: { width: 360, height: 740 } });
    if (textTable) await context.addInitScript(() => localStorage.setItem("coffee-rush:text-table", "on"));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWER });
    await page.goto(`${inject("baseUrl")}/learn`, { waitUntil: "commit" });
    await page.getByRole("button", { name: learnStrings.en["learn.play"], exact: true }).waitFor();
    await watchFocusFrames(page);
    const onPlay = () =>
      page.evaluate((name) => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return (active?.textContent ?? "").trim() === name;
      }, learnStrings.en["learn.play"]);
    let tabs = 0;
    for (; tabs < 40 && !(await onPlay()); tabs++) await page.keyboard.press("Tab");
    expect(await onPlay(), `after ${tabs} Tabs`).toBe(true);
    await page.keyboard.press("Enter");
    await page.locator("coffee-rush-app:not([drawing]) cr-learn-page").waitFor({ timeout: 20_000 });
    await page.waitForTimeout(2000);
    const { dropped } = await focusFrames(page);
    expect(dropped).toEqual([]);
    await context.close();
  });
});

describe("the standard table's keyboard path (issue 55, item 8)", () => {
  it("reaches 'Activate an upgrade?' in a few keys from the top of the page: the move's controls are one key past the board", async () => {
    const step = shortestScript().findIndex(({ action }) => action.type === "turn" && action.activate !== undefined);
    const context = await browser.newContext({ locale: "en", bypassCSP: true, viewport: { width: 1280, height: 900 } });
    await context.addInitScript((steps) => sessionStorage.setItem("coffee-rush:learn-step", String(steps)), step);
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/learn`);
    await page.getByRole("button", { name: learnStrings.en["learn.play"], exact: true }).click();
    await page.locator("cr-turn-composer details summary").waitFor();
    const focused = () =>
      page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return (active?.getAttribute("aria-label") ?? active?.textContent ?? "").replace(/\s+/g, " ").trim();
      });
    await page.getByRole("link", { name: "Skip to content" }).focus();
    // A keyboard player's way: Tab on, Enter on the way to the move's controls when it comes.
    const keys: string[] = [];
    for (let at = await focused(); !at.startsWith(tableStrings.en["composer.upgrade.title"]) && keys.length < 60; at = await focused()) {
      const key = at === tableStrings.en["composer.toControls"] ? "Enter" : "Tab";
      keys.push(`${key} (${at.slice(0, 30)})`);
      await page.keyboard.press(key);
    }
    expect(keys.length, keys.join("\n")).toBeLessThanOrEqual(16);
    await context.close();
  });

  it("goes from order card to order card: a detail shown in passing is no Tab stop, one opened with Enter is", async () => {
    const context = await browser.newContext({ locale: "en", bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/learn`);
    const play = page.getByRole("button", { name: learnStrings.en["learn.play"], exact: true });
    await play.focus();
    await page.keyboard.press("Enter");
    const cards = page.locator("cr-table .card-button");
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(1);
    const focused = () =>
      page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return `${active?.className ?? ""}|${(active?.textContent ?? "").trim()}`;
      });
    await cards.first().focus();
    await page.keyboard.press("Tab");
    expect(await focused()).not.toMatch(/^close\|/);
    await cards.first().focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await focused()).toMatch(/^close\|/);
    await context.close();
  });

  it("settles a card's detail as it opens, not on its toggle event a task later: a Tab pressed at once finds its Close, or passes it by", async () => {
    const context = await browser.newContext({ locale: "en", bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/learn`);
    await page.getByRole("button", { name: learnStrings.en["learn.play"], exact: true }).click();
    const cards = page.locator("cr-table .card-button");
    await cards.nth(1).waitFor();
    // Each opening and what a Tab would find then, in one task: the detail's toggle event has not come yet.
    const found = await cards.first().evaluate(async (card) => {
      const button = card as HTMLButtonElement;
      const panel = (button.getRootNode() as ShadowRoot).getElementById(button.getAttribute("popovertarget")!)!;
      const host = (panel.getRootNode() as ShadowRoot).host as HTMLElement & { updateComplete?: Promise<unknown> };
      const tabStop = async () => {
        await host.updateComplete;
        const close = panel.querySelector<HTMLButtonElement>("button.close");
        return { open: panel.matches(":popover-open"), shown: close !== null && getComputedStyle(close).visibility === "visible", tabStop: close?.tabIndex === 0 };
      };
      const seen: Record<string, unknown> = {};
      // A keyboard player's focus shows it in passing: no Tab stop. Enter then pins it open: its Close is one.
      dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
      button.focus();
      seen.passing = await tabStop();
      button.click();
      seen.pinned = await tabStop();
      button.click();
      seen.closed = panel.matches(":popover-open");
      // A tap opens it at once.
      button.blur();
      dispatchEvent(new PointerEvent("pointerdown"));
      button.click();
      seen.tapped = await tabStop();
      return seen;
    });
    expect(found).toEqual({
      passing: { open: true, shown: true, tabStop: false },
      pinned: { open: true, shown: true, tabStop: true },
      closed: false,
      tapped: { open: true, shown: true, tabStop: true },
    });
    await context.close();
  });
});
