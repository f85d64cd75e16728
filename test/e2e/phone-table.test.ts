import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { placeAll, startGame, type StartedGame } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";

/**
 * The table on one screen (issue 18): at phone, tablet and desktop sizes, while it is your turn,
 * the board, your cups and your orders stay inside the viewport and uncovered by the composer's
 * sheet at every step, and a whole turn is composed and sent by taps on the board and the sheet
 * alone, without scrolling. The turn is that of two-players.test.ts: Ann's meeple 1a steps from
 * the steam square onto the coffee corner, the coffee goes into cup 1, which then holds a
 * Ristretto or Espresso, completed.
 */

const SIZES = [
  { name: "360x740", width: 360, height: 740, touch: true },
  { name: "390x844", width: 390, height: 844, touch: true },
  { name: "768x1024", width: 768, height: 1024, touch: true },
  { name: "1280x800", width: 1280, height: 800, touch: false },
] as const;

const browser = useBrowser();

async function seatPage(game: StartedGame, seat: number, size: { width: number; height: number; touch: boolean }, language = "en"): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    hasTouch: size.touch,
    colorScheme: "light",
    locale: "en-US",
    bypassCSP: true,
  });
  await context.addInitScript((code) => localStorage.setItem("coffee-rush-locale", code), language);
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[seat]}`);
  return page;
}

/** Each square is named "row R, column C: ingredient. …" (a button when it may be tapped). */
function square(page: Page, row: number, column: number) {
  return page.getByRole("button", { name: new RegExp(`^row ${row}, column ${column}:`) });
}

interface Placement {
  name: string;
  inside: boolean;
  covered: string | null;
}

/**
 * Where the board, the cups and the queue of the composer are: each box inside the viewport, and
 * what the point at its centre (and, for the board, at every square's centre) hits belongs to it,
 * not to the sheet or anything else. The page must not have scrolled.
 */
async function placements(page: Page): Promise<{ scrollY: number; parts: Placement[] }> {
  return page.evaluate(() => {
    const table = document.querySelector("cr-table")!.shadowRoot!;
    const composer = (table.querySelector("cr-turn-composer") ?? table.querySelector("cr-placement-composer"))!.shadowRoot!;
    const board = composer.querySelector("cr-board")!.shadowRoot!.querySelector("svg.board")!;
    const parts: [string, Element][] = [
      ["board", board],
      ["cups", composer.querySelector(".mat ol.cups, .mat .cups")!],
      ["queue", composer.querySelector(".mat ol.queue")!],
    ];
    const deepAt = (x: number, y: number): Element | null => {
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      return hit;
    };
    const within = (outer: Element, node: Node | null): boolean => {
      for (let at: Node | null = node; at; at = at.parentNode ?? (at as ShadowRoot).host ?? null) if (at === outer) return true;
      return false;
    };
    const describe = (node: Element | null) => (node ? `${node.tagName.toLowerCase()}.${[...node.classList].join(".")}` : "nothing");
    const results = parts.map(([name, element]) => {
      const box = element.getBoundingClientRect();
      const inside = box.width > 0 && box.height > 0 && box.left >= -0.5 && box.top >= -0.5 && box.right <= innerWidth + 0.5 && box.bottom <= innerHeight + 0.5;
      const points: [number, number][] = [[box.left + box.width / 2, box.top + box.height / 2]];
      if (name === "board") {
        for (let row = 0; row < 4; row++) for (let column = 0; column < 4; column++) points.push([box.left + ((column + 0.5) * box.width) / 4, box.top + ((row + 0.5) * box.height) / 4]);
      }
      const covering = points.map(([x, y]) => deepAt(x, y)).find((hit) => !within(element, hit));
      return { name, inside, covered: covering === undefined ? null : describe(covering) };
    });
    return { scrollY: window.scrollY, parts: results };
  });
}

async function expectOneScreen(page: Page, step: string) {
  const { scrollY, parts } = await placements(page);
  expect(scrollY, step).toBe(0);
  for (const part of parts) expect({ step, ...part }).toEqual({ step, name: part.name, inside: true, covered: null });
}

/** The step the sheet shows now. */
function currentStep(page: Page) {
  return page.locator('ol.steps button[aria-current="step"]');
}

/** Elements wider than the screen, or whose text doesn't fit their box (cut-off text), shadow trees included. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll("*")) {
        if (element.shadowRoot) visit(element.shadowRoot);
        const style = getComputedStyle(element);
        if (style.display === "none" || style.visibility === "hidden" || style.clip === "rect(0px, 0px, 0px, 0px)") continue;
        if (element.closest("dialog:not([open]), [hidden]")) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const text = (element.textContent ?? "").trim().slice(0, 40);
        if (box.right > innerWidth + 1 || box.left < -1) found.push(`${element.tagName.toLowerCase()} "${text}" spans ${Math.round(box.left)}–${Math.round(box.right)}`);
        const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
        const cut = ownText && style.textOverflow !== "ellipsis" && element.scrollWidth > element.clientWidth + 1 && style.overflowX !== "visible";
        if (cut) found.push(`${element.tagName.toLowerCase()} "${text}" cuts its text`);
      }
    };
    visit(document);
    if (document.documentElement.scrollWidth > innerWidth) found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    return found;
  });
}

describe("a whole turn on one screen", () => {
  for (const size of SIZES) {
    it(`at ${size.name}: board, cups and orders stay in view at every step; the turn is made by taps alone`, async () => {
      const game = await startGame();
      await placeAll(game);
      const page = await seatPage(game, 0, size);
      await page.getByRole("heading", { name: "Your turn" }).waitFor();
      const tap = async (locator: ReturnType<Page["locator"]>) => (size.touch ? locator.tap() : locator.click());
      const shoot = (step: string) => page.screenshot({ path: `${SHOTS}/phone-${size.name}-${step}.png` });

      // Choose the meeple: on the board itself.
      await expect(currentStep(page).getAttribute("title")).resolves.toBe("Meeple");
      await expectOneScreen(page, "meeple");
      await shoot("1-meeple");
      if (size.touch) {
        // On touch screens the list of meeple buttons is for keyboards and screen readers only.
        const listBox = await page.locator(".meeple-list").boundingBox();
        expect(listBox!.width * listBox!.height).toBeLessThanOrEqual(1);
      }
      await tap(square(page, 1, 3));

      // The path: one step onto the coffee corner.
      await expect(currentStep(page).getAttribute("title")).resolves.toBe("Path");
      await expectOneScreen(page, "path");
      await tap(square(page, 1, 4));
      await expectOneScreen(page, "path, one step");
      await shoot("2-path");
      await tap(page.getByRole("button", { name: "Next", exact: true }));

      // Pour: the only kind collected goes into the tapped cup.
      await expect(currentStep(page).getAttribute("title")).resolves.toBe("Pour");
      await expectOneScreen(page, "pour");
      await shoot("3-pour");
      await tap(page.getByRole("button", { name: /^Cup 1\b/ }));

      // Everything poured: on to the orders cup 1 now matches.
      await expect(currentStep(page).getAttribute("title")).resolves.toBe("Orders");
      await expectOneScreen(page, "orders");
      await tap(page.getByRole("checkbox", { name: /^Complete (Ristretto|Espresso) with cup 1$/ }).first());
      await expect(page.getByRole("checkbox", { name: /^Complete (Ristretto|Espresso) with cup 1$/ }).first().isChecked()).resolves.toBe(true);
      await shoot("4-orders");
      await tap(page.getByRole("button", { name: "Next", exact: true }));

      await expect(currentStep(page).getAttribute("title")).resolves.toBe("Review");
      await expectOneScreen(page, "review");
      await page.getByText(/^Complete (Ristretto|Espresso) with cup 1\.$/).waitFor();
      await shoot("5-review");
      expect(await seriousViolations(page)).toEqual([]);
      expect(await overflowing(page)).toEqual([]);
      await tap(page.getByRole("button", { name: "Submit", exact: true }));
      await page.getByRole("heading", { name: "Your turn" }).waitFor({ state: "detached" });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // Ben, whose turn it is now, sees Ann's move on the board and the count of new entries.
      const ben = await seatPage(game, 1, size);
      await ben.getByRole("heading", { name: "Your turn" }).waitFor();
      await ben.getByRole("button", { name: /^row 1, column 4:.*Changed since your last look/ }).or(ben.getByRole("img", { name: /^row 1, column 4:.*Changed since your last look/ })).waitFor();
      await ben.screenshot({ path: `${SHOTS}/phone-${size.name}-6-changes.png` });
      const logButton = ben.getByRole("button", { name: /^What happened, \d+ new$/ });
      await tap(logButton);
      const sheet = ben.getByRole("dialog", { name: "What happened" });
      await sheet.getByText(/Ann completed (Ristretto|Espresso) with cup 1/).first().waitFor();
      await ben.screenshot({ path: `${SHOTS}/phone-${size.name}-7-log.png` });
      expect(await seriousViolations(ben)).toEqual([]);
      await tap(sheet.getByRole("button", { name: "Close" }));
      await ben.getByRole("button", { name: "What happened", exact: true }).waitFor();

      // Not her turn: Ann's screen shows the other player's rows, and they open on a tap.
      if (size.width >= 768) {
        const { scrollY, playersInView } = await page.evaluate(() => {
          const players = document.querySelector("cr-table")!.shadowRoot!.querySelector(".players")!.getBoundingClientRect();
          return { scrollY: window.scrollY, playersInView: players.bottom <= innerHeight && players.height > 0 };
        });
        expect({ scrollY, playersInView }).toEqual({ scrollY: 0, playersInView: true });
      }
      await page.screenshot({ path: `${SHOTS}/phone-${size.name}-8-waiting.png` });
    });
  }

  it("works by keyboard alone on a touch phone: the meeple list shows when focused", async () => {
    const game = await startGame();
    await placeAll(game);
    const page = await seatPage(game, 0, SIZES[0]);
    await page.getByRole("heading", { name: "Your turn" }).waitFor();
    const meeple = page.getByRole("button", { name: /^Meeple 1a/ });
    await meeple.focus();
    const shown = await meeple.boundingBox();
    expect(shown!.width).toBeGreaterThan(40);
    await page.keyboard.press("Enter");
    await square(page, 1, 4).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: /^Cup 1\b/ }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("checkbox", { name: /^Complete (Ristretto|Espresso) with cup 1$/ }).first().focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Submit", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Your turn" }).waitFor({ state: "detached" });
  });

  for (const language of ["ko", "es", "fr"] as const) {
    it(`fits at 360 px in ${language}: nothing overflows at any step`, async () => {
      const game = await startGame();
      await placeAll(game);
      const page = await seatPage(game, 0, SIZES[0], language);
      await page.locator("ol.steps").waitFor();
      const found: string[] = [];
      const steps = page.locator("ol.steps button");
      for (let index = 0; index < (await steps.count()); index++) {
        await steps.nth(index).tap();
        await expectOneScreen(page, `${language} step ${index + 1}`);
        found.push(...(await overflowing(page)).map((problem) => `step ${index + 1}: ${problem}`));
        await page.screenshot({ path: `${SHOTS}/phone-360x740-${language}-step${index + 1}.png` });
      }
      expect(found).toEqual([]);
    });
  }
});
