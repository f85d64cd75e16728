import { describe, expect, inject, it } from "vitest";
import { startGame } from "./api-game.js";
import { useBrowser } from "./browser.js";

const browser = useBrowser();

/** Issue 38: every page shows its words before the script, and the app takes over without a trace. */
describe("first views in a real browser", () => {
  it("without the script, the landing page, the rules and a game's frame are already there", async () => {
    const context = await browser.newContext({ locale: "es-ES", javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(inject("baseUrl"));
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Coffee Rush");
    await expect(page.getByRole("link", { name: "Empezar una partida" }).isVisible()).resolves.toBe(true);
    await page.goto(`${inject("baseUrl")}/rules`);
    await expect(page.getByRole("navigation", { name: "Índice" }).isVisible()).resolves.toBe(true);
    const { gameId } = await startGame();
    await page.goto(`${inject("baseUrl")}/g/${gameId}`);
    await expect(page.getByRole("status").textContent()).resolves.toBe("Cargando la partida…");
    await context.close();
  });

  it("the app replaces the first view with its own page: one of each, nothing left behind, nothing asked wrongly", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    // The page's policy lets its one inline script (the app's starter) run: no violation logged.
    page.on("console", (message) => {
      if (message.type() === "error") failed.push(message.text());
    });
    const game = await startGame();
    for (const path of ["/", "/learn", "/rules", `/g/${game.gameId}#seat=${game.tokens[0]}`]) {
      await page.goto(`${inject("baseUrl")}${path}`);
      await page.getByRole("main").locator(":scope > *").first().waitFor();
      expect(await page.locator("[data-first-view]").count(), path).toBe(0);
      expect(await page.getByRole("main").count(), path).toBe(1);
      expect(await page.getByRole("banner").count(), path).toBe(1);
    }
    await page.locator("cr-table").waitFor();
    expect(failed).toEqual([]);
    await context.close();
  });

  it("the app carries English and fetches only the visitor's language, once, before it draws", async () => {
    for (const [locale, language, start] of [["en-US", "en", "Start a game"], ["ko-KR", "ko", "게임 시작하기"]] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/i18n/")) fetched.push(new URL(request.url()).pathname);
      });
      await page.goto(inject("baseUrl"));
      await page.waitForFunction(() => document.querySelector("coffee-rush-app cr-app-header") !== null);
      await expect(page.getByRole("link", { name: start }).isVisible()).resolves.toBe(true);
      expect(fetched.map((path) => path.slice(6, 8)), locale).toEqual(language === "en" ? [] : [language]);
      // Switching fetches the new language's file, then the page speaks it.
      await page.getByRole("combobox").first().selectOption("fr");
      await page.getByRole("link", { name: "Lancer une partie" }).waitFor();
      expect(fetched.at(-1)?.slice(6, 8)).toBe("fr");
      await context.close();
    }
  });
});
