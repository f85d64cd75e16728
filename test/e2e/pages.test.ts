import type { WebSocket } from "playwright-core";
import type { GameSnapshot, MyGame } from "../../protocol/types.js";
import { describe, expect, inject, it } from "vitest";
import { apiOk, playRandomly, startGame } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { useBrowser } from "./browser.js";
import { askedOverHttp } from "./game-page.js";

const browser = useBrowser();

describe("the app's pages in a real browser", () => {
  it("shows the landing page, with no serious accessibility problem", async () => {
    const context = await browser.newContext({ bypassCSP: true, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(inject("baseUrl"));
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("Coffee Rush");
    await expect(page.getByRole("link", { name: "Start a game" }).getAttribute("href")).resolves.toBe("/new");
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("switches the language from the header, and keeps it", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto(inject("baseUrl"));
    await page.getByLabel("Language").selectOption("ko");
    await page.getByRole("heading", { level: 1, name: "커피 러쉬" }).waitFor();
    await expect(page.getByRole("link", { name: "게임 시작하기" }).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("ko");
    await page.reload();
    await expect(page.getByRole("link", { name: "새 게임" }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("picks the browser's language on a first visit", async () => {
    const context = await browser.newContext({ locale: "fr-FR" });
    const page = await context.newPage();
    await page.goto(inject("baseUrl"));
    await page.getByRole("link", { name: "Lancer une partie" }).waitFor();
    await context.close();
  });

  it("navigates between pages without reloading, and back", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto(inject("baseUrl"));
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole("link", { name: "Start a game" }).click();
    await page.getByRole("heading", { name: "New game" }).waitFor();
    await page.getByRole("link", { name: "My games" }).click();
    await page.getByText("Sign in to see the games").waitFor();
    await page.goBack();
    await page.getByRole("heading", { name: "New game" }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).resolves.toBe(true);
    await context.close();
  });

  it("signs in by mailed link, then lists the games joined with the account", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/sign-in`);
    await page.getByLabel("E-mail address").fill("reader@example.com");
    await page.getByRole("button", { name: "Send me a link" }).click();
    await page.getByText("Check your mail: a sign-in link is on its way to reader@example.com.").waitFor();

    // Locally the mail lands in the local mailbox, which the page links to.
    await page.getByRole("link", { name: "Open the local mailbox" }).click();
    await page.getByRole("row", { name: /reader@example\.com/ }).getByRole("link").first().click();
    const link = (await page.locator("pre").innerText()).match(/https?:\/\/\S+\/auth\/confirm\?token=\S+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByRole("button", { name: /Sign in/ }).click();
    await page.getByRole("button", { name: "Sign out" }).waitFor();

    // A game joined while signed in shows in My games.
    await page.getByRole("link", { name: "New game" }).click();
    await page.getByRole("button", { name: "Create the game" }).click();
    await page.getByRole("link", { name: "Take my seat" }).click();
    await page.getByText("Signed in as reader@example.com").waitFor();
    await page.getByLabel("Your name").fill("Reader");
    await page.getByRole("button", { name: "Join the game" }).click();
    await page.getByRole("heading", { name: "Seats" }).waitFor();
    const gamePath = new URL(page.url()).pathname;
    await page.getByRole("link", { name: "My games" }).click();
    await expect(page.getByRole("link", { name: /Coffee Rush \(Classic\)/ }).getAttribute("href")).resolves.toBe(gamePath);
    await context.close();
  });

  it("lists the account's games, those waiting on the player first", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    // The account is the service's business (tested in test/worker); here only the page is.
    const game = (id: string, yourTurn: boolean) => ({
      id: id.padEnd(22, "x"),
      edition: "winter",
      players: 3,
      status: "active",
      toAct: [yourTurn ? 1 : 0],
      turnsPlayed: 7,
      lastMoveAt: Date.now() - 3 * 3_600_000,
      mySeat: 1,
      yourTurn,
      endedEarly: false,
      waitingSince: Date.now() - 3 * 3_600_000,
      seats: ["Bo", "Ann", "Cy"].map((name, seat) => ({ seat, name, bot: null, resignedAt: null })),
      place: { score: 4, rank: 2 },
    }) satisfies MyGame;
    await context.route("**/api/me", (route) => route.fulfill({ json: { user: { id: "u1", email: "ann@example.com", displayName: "Ann" } } }));
    await context.route("**/api/me/games", (route) => route.fulfill({ json: { games: [game("mine", true), game("theirs", false)] } }));
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/games`);
    await page.getByRole("heading", { name: "Waiting on you" }).waitFor();
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual(["Waiting on you", "Other games"]);
    const links = page.getByRole("link", { name: /Coffee Rush: Winter/ });
    await expect(links.first().getAttribute("href")).resolves.toBe(`/g/${"mine".padEnd(22, "x")}`);
    await expect(links.first().textContent()).resolves.toContain("3 hours ago");
    await expect(page.getByRole("button", { name: "Sign out" }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("works by keyboard: skip link, start a game, take a seat", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto(inject("baseUrl"));
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe("Skip to content");
    await page.getByRole("link", { name: "Start a game" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "New game" }).waitFor();
    await page.getByRole("radio", { name: /Winter/ }).focus();
    await page.keyboard.press("Space");
    await page.getByRole("radio", { name: /Snowy day/ }).waitFor();
    await page.getByRole("button", { name: "Create the game" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: "Take my seat" }).focus();
    await page.keyboard.press("Enter");
    await page.getByLabel("Your name").focus();
    await page.keyboard.type("Kay");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Seats" }).waitFor();
    await context.close();
  });

  it("lets the host replace a seat link: the old one no longer opens the seat", async () => {
    const host = await browser.newContext({ locale: "en-US" });
    const page = await host.newPage();
    await page.goto(`${inject("baseUrl")}/new`);
    await page.getByRole("button", { name: "Create the game" }).click();
    const link = page.getByRole("textbox", { name: "Player 2's link" });
    const oldLink = await link.inputValue();
    await page.getByText("Replace this link").nth(1).click();
    await page.getByRole("button", { name: "Make a new link for player 2" }).click();
    await expect.poll(() => link.inputValue()).not.toBe(oldLink);
    const newLink = await link.inputValue();

    const friend = await browser.newContext({ locale: "en-US" });
    const friendPage = await friend.newPage();
    const sockets: WebSocket[] = [];
    friendPage.on("websocket", (socket) => sockets.push(socket));
    await friendPage.goto(oldLink);
    await friendPage.getByRole("heading", { name: "Seats" }).waitFor();
    await expect(friendPage.getByRole("heading", { name: "Take seat 2" }).count()).resolves.toBe(0);
    // The socket refuses the dead link (4403, after it opened); the page watches live without it.
    await expect.poll(() => sockets.map((socket) => socket.isClosed())).toEqual([true, false]);
    await friendPage.locator(".live.socket").first().waitFor();
    await friendPage.goto(newLink);
    await friendPage.getByRole("heading", { name: "Take seat 2" }).waitFor();
    await host.close();
    await friend.close();
  });

  it("loads a seat's game, log and talk from its socket alone, and follows the next move on it: the visit asks the game nothing over HTTP", async () => {
    const game = await startGame();
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const asked = askedOverHttp(page, (url) => [`/api/games/${game.gameId}`, `/api/games/${game.gameId}/log`, `/api/games/${game.gameId}/talk`].includes(url.pathname));
    await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=${game.tokens[1]}`);
    await page.locator(".live.socket").first().waitFor();
    await page.locator("cr-table").waitFor();
    // Ann moves: the push brings the version and its log entry.
    const started = await apiOk<GameSnapshot>(`/api/games/${game.gameId}`);
    await playRandomly(game.gameId, game.tokens, "visit-asks-nothing", (seen) => seen.version > started.version);
    await expect.poll(() => page.locator("cr-table .log-button").getAttribute("aria-label")).toContain("1 new");
    expect(asked()).toEqual([]);
    await context.close();
  });

  it("has no serious accessibility problem on the other pages, light or dark", async () => {
    const found: string[] = [];
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await browser.newContext({ bypassCSP: true, colorScheme, locale: "en-US" });
      const page = await context.newPage();
      const check = async (name: string) => {
        for (const violation of await seriousViolations(page)) found.push(`${colorScheme} ${name}: ${violation}`);
      };
      await page.goto(`${inject("baseUrl")}/new`);
      await page.getByRole("radio", { name: /Winter/ }).check();
      await page.getByRole("radio", { name: /Choose 4 yourself/ }).check();
      await check("create");
      await page.getByRole("radio", { name: /Snowy day/ }).check();
      await page.getByRole("button", { name: "Create the game" }).click();
      await page.getByRole("link", { name: "Take my seat" }).waitFor();
      await check("invite");
      await page.getByRole("link", { name: "Take my seat" }).click();
      await page.getByLabel("Your name").waitFor();
      await check("join");
      await page.getByLabel("Your name").fill("Ann");
      await page.getByRole("button", { name: "Join the game" }).click();
      await page.getByRole("heading", { name: "Seats" }).waitFor();
      await check("waiting");
      for (const path of ["/sign-in", "/games", "/no-such-page"]) {
        await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "networkidle" });
        await check(path);
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });
});
