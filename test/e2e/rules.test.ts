import { LANGUAGES, type Language } from "../../protocol/languages.js";
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { RULES_SECTIONS } from "../../web/rules/sections.js";
import { WORKED_EXAMPLES } from "../../web/rules/worked-examples.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";

/**
 * The rules page in chromium: every section in every language with no key left untranslated,
 * axe in light and dark, screenshots at 360 px.
 */
const browser = useBrowser();

const PHONE = { width: 360, height: 740 };
const EDITIONS = [
  { path: "/rules", name: "classic" },
  { path: "/rules/winter", name: "winter" },
] as const;

async function rulesPage(locale: Language, path: string, options: { colorScheme?: "light" | "dark"; viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const context = await browser.newContext({ locale, bypassCSP: true, ...options });
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}${path}`);
  await page.locator("cr-rules-page h1").waitFor();
  // Every example's pictures are drawn (the board and player boards are their own components):
  // those near the viewport at once, the others in idle moments after the page has shown.
  await page.locator("cr-rules-page figure cr-board").first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll("cr-rules-page cr-draw-soon:not([drawn])").length === 0);
  return page;
}

/** The text a reader meets, shadow roots included (the board's squares are labelled in its shadow DOM). */
function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: Document | ShadowRoot | Element) => {
      for (const element of root.querySelectorAll("*")) {
        for (const attribute of ["aria-label", "title"]) {
          const value = element.getAttribute(attribute);
          if (value) parts.push(value);
        }
        if (element.shadowRoot) {
          parts.push(element.shadowRoot.textContent ?? "");
          walk(element.shadowRoot);
        }
      }
    };
    parts.push(document.querySelector("cr-rules-page")!.textContent ?? "");
    walk(document);
    return parts.join("\n");
  });
}

/** Each paragraph, item and caption of the page's text, in page order. */
function sentences(page: Page): Promise<string[]> {
  return page.locator("cr-rules-page .rules-section").locator(":scope > p, :scope li, figcaption").allTextContents();
}

describe("the rules page", () => {
  for (const { path, name } of EDITIONS) {
    it(`${path}: every section, in every language, with nothing left in English or untranslated`, async () => {
      const english = await sentences(await rulesPage("en", path));
      expect(english.length).toBeGreaterThan(40);
      for (const locale of LANGUAGES) {
        const page = await rulesPage(locale, path);
        await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(locale);
        for (const section of RULES_SECTIONS) {
          const heading = page.locator(`#${section}`).getByRole("heading").first();
          await expect(heading.isVisible(), `${locale} #${section}`).resolves.toBe(true);
          expect((await heading.textContent())?.trim(), `${locale} #${section}`).not.toBe("");
        }
        // One figure per worked example, each with the table's own board or player board in it.
        const examples = WORKED_EXAMPLES.filter((example) => example.sections.length > 0).length;
        expect(await page.locator("cr-rules-page figure[data-example]").count()).toBeGreaterThanOrEqual(examples);
        // t() answers a missing key with the key itself.
        expect(await readableText(page)).not.toMatch(/\b(rules|table|create|app|composer|end)\.[a-zA-Z]/);
        if (locale !== "en") {
          const own = await sentences(page);
          expect(own.length).toBe(english.length);
          const same = own.filter((sentence, index) => sentence.trim() === english[index].trim());
          expect(same, `${locale} ${name}: sentences still in English`).toEqual([]);
        }
        await page.context().close();
      }
    });
  }

  it("opens at the section the address names", async () => {
    const page = await rulesPage("en", "/rules/winter#upgrade-jump", { viewport: PHONE });
    const box = await page.locator("#upgrade-jump").boundingBox();
    expect(box && Math.abs(box.y)).toBeLessThan(60);
    await page.context().close();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    it(`has no serious or critical accessibility problem (${colorScheme})`, async () => {
      for (const { path } of EDITIONS) {
        const page = await rulesPage("en", path, { colorScheme });
        expect(await seriousViolations(page), `${path} ${colorScheme}`).toEqual([]);
        await page.locator("#orders").screenshot({ path: `${SHOTS}/rules${path.replace(/\//g, "-")}-orders-${colorScheme}.png` });
        await page.context().close();
      }
    });
  }

  it("fits a 360 px phone (screenshots)", async () => {
    for (const locale of LANGUAGES) {
      for (const { path, name } of EDITIONS) {
        const page = await rulesPage(locale, path, { viewport: PHONE });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${locale} ${path}`).toBeLessThanOrEqual(PHONE.width);
        await page.screenshot({ path: `${SHOTS}/rules-${name}-${locale}-360.png` });
        if (locale === "en") {
          await page.screenshot({ path: `${SHOTS}/rules-${name}-${locale}-360-full.png`, fullPage: true });
          for (const section of ["movement", "orders", "flow-of-time"]) {
            await page.locator(`#${section}`).screenshot({ path: `${SHOTS}/rules-${name}-${locale}-360-${section}.png` });
          }
        }
        await page.context().close();
      }
    }
    const desktop = await rulesPage("en", "/rules/winter#upgrade-double-meeples", { viewport: { width: 1280, height: 900 } });
    await desktop.screenshot({ path: `${SHOTS}/rules-winter-en-desktop.png` });
    await desktop.context().close();
  });
});

describe("the ways into the rules", () => {
  it("from the landing page, without reloading the app", async () => {
    const context = await browser.newContext({ locale: "en-US", viewport: PHONE });
    const page = await context.newPage();
    await page.goto(inject("baseUrl"));
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("link", { name: "New to Coffee Rush? Read the rules" }).click();
    await page.getByRole("heading", { level: 1, name: "How to play Coffee Rush" }).waitFor();
    await expect(page.title()).resolves.toMatch(/^Rules/);
    await page.getByRole("link", { name: "Playing Winter? Read the Winter rules" }).click();
    await page.getByRole("heading", { level: 1, name: "How to play Coffee Rush: Winter" }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    await context.close();
  });
});

describe("the table's ? links", () => {
  /** Clicks the "?" named for `section` and checks the tab it opens shows that section at the top. */
  async function opensSection(page: Page, title: string, anchor: string) {
    const link = page.getByRole("link", { name: `Rules: ${title} (opens in a new tab)` });
    const [rules] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await rules.waitForURL(new RegExp(`/rules#${anchor}$`));
    await rules.locator(`#${anchor}`).getByRole("heading", { name: title }).first().waitFor();
    await expect.poll(async () => Math.abs((await rules.locator(`#${anchor}`).boundingBox())?.y ?? 999)).toBeLessThan(60);
    await rules.close();
  }

  it("open the rules at what the player is doing: placing, moving, pouring, completing", async () => {
    const context = await browser.newContext({ locale: "en-US", viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/new`);
    await page.getByRole("radio", { name: "2" }).check();
    await page.getByLabel("Who starts").selectOption({ label: "Player 2" });
    await page.getByRole("button", { name: "Play against bots" }).click();
    // The seat's join form offers the rules first.
    await expect(page.getByRole("link", { name: /^New to Coffee Rush\? Two-minute rules/ }).getAttribute("href")).resolves.toBe("/rules#basics");
    await page.getByLabel("Your name").fill("Newcomer");
    await page.getByRole("button", { name: "Join the game" }).click();

    // Seat 2 starts, so seat 1 (the newcomer) places first.
    await page.getByRole("heading", { name: /^Place your meeple/ }).waitFor();
    await page.screenshot({ path: `${SHOTS}/rules-link-placement-360.png` });
    // On a phone the composer's sheet rests with its steps (and their "?") under Details.
    await page.getByRole("button", { name: /^Details/ }).click();
    await opensSection(page, "Setting up", "setup");
    for (const meeple of [1, 2]) {
      await page.getByRole("heading", { name: `Place your meeple ${meeple} of 2` }).waitFor({ timeout: 30_000 });
      // A tap on a free square places the meeple, its cup chosen (the game page's few taps).
      await page.locator("cr-placement-composer cr-board").getByRole("button").first().click();
      await page.getByRole("button", { name: "Submit", exact: true }).click();
      await page.getByRole("heading", { name: `Place your meeple ${meeple} of 2` }).waitFor({ state: "detached" });
    }

    // The bot takes the first turn; then the turn composer's steps each have their "?".
    await page.getByRole("heading", { name: "Your turn" }).waitFor({ timeout: 30_000 });
    await page.locator("cr-turn-composer").screenshot({ path: `${SHOTS}/rules-link-turn-360.png` });
    // On a phone the open sheet's corner holds the step's "?"; the turn's own is the Review step's.
    await page.getByRole("button", { name: /^Details/ }).click();
    await opensSection(page, "Moving", "movement");
    // The composer's sheet shows one step at a time: go to the step first.
    await page.locator("ol.steps").getByRole("button", { name: "Pour", exact: true }).click();
    await opensSection(page, "Pouring", "pouring");
    await page.locator("ol.steps").getByRole("button", { name: "Orders", exact: true }).click();
    await opensSection(page, "Completing orders", "orders");
    await page.locator("ol.steps").getByRole("button", { name: "Review", exact: true }).click();
    await opensSection(page, "A turn", "turn");
    await context.close();
  });
});
