import { describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { CreateGameResponse, GameSnapshot } from "../../protocol/types.js";
import { randomAction } from "../../game/bots/random.js";
import { stateFromView } from "../../game/engine/index.js";
import { rngFromSeed } from "../../game/engine/rng.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";
import { api } from "./api-game.js";
import { openNav } from "./game-page.js";
import { signIn } from "./sign-in.js";

/**
 * The moments of issue 19 that left a newcomer confused, each played in chromium as a player
 * meets it: a dead seat link, a link replaced under an open tab, a move refused because another
 * tab moved first, held mail, signed-out pages, long names, API sentences, the path line.
 */

const PHONE = { width: 360, height: 740 };
const browser = useBrowser();


async function newGame(players = 2): Promise<CreateGameResponse> {
  const created = await api<CreateGameResponse>("/api/games", { json: { edition: "classic", players } });
  expect(created.status).toBe(201);
  return created.body;
}

async function joinSeat(game: CreateGameResponse, seat: number, name: string, extra: Record<string, string> = {}) {
  const token = game.seats[seat].token;
  const joined = await api(`/api/games/${game.gameId}/join`, { token, json: { token, name, ...extra } });
  expect(joined.status).toBe(200);
}

function snapshotOf(game: CreateGameResponse, seat: number) {
  return api<GameSnapshot>(`/api/games/${game.gameId}`, { token: game.seats[seat].token }).then((answer) => answer.body);
}

async function phonePage(options: { locale?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, locale: options.locale ?? "en-US", bypassCSP: true });
  return { context, page: await context.newPage() };
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe("issue 19: every failure explained", () => {
  it("bug 1: a seat link that matches no seat says so, and what to do", async () => {
    const game = await newGame();
    for (const [lang, words] of [
      ["en-US", /This seat link doesn't work/],
      ["fr-FR", /Ce lien de place ne fonctionne pas/],
    ] as const) {
      const { context, page } = await phonePage({ locale: lang });
      await page.goto(`${inject("baseUrl")}/g/${game.gameId}#seat=garbage-garbage-garbage-garbage`);
      const alert = page.getByRole("alert").filter({ hasText: words });
      await alert.waitFor();
      await shoot(page, `bad-seat-link-${lang.slice(0, 2)}`);
      if (lang === "en-US") {
        await expect(alert.innerText()).resolves.toMatch(/ask the host for a new link/i);
        await expect(page.getByRole("link", { name: /Sign in/ }).first().isVisible()).resolves.toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
      }
      await context.close();
    }
  });

  it("bug 2: a tab open on a seat learns at once that the host replaced its link", async () => {
    const game = await newGame();
    const { context, page } = await phonePage();
    await page.goto(game.seats[0].url);
    await page.getByLabel("Your name").fill("Ann");
    await page.getByRole("button", { name: "Join the game" }).click();
    await page.getByRole("heading", { name: "Seats" }).waitFor();
    await page.getByText("Live", { exact: true }).waitFor();

    const replaced = await api(`/api/games/${game.gameId}/seats/0/link`, { token: game.hostToken, json: {} });
    expect(replaced.status).toBe(200);
    await page.getByRole("alert").filter({ hasText: /This seat link doesn't work/ }).waitFor({ timeout: 5_000 });
    await expect(page.getByText("Your link").count()).resolves.toBe(0);
    await shoot(page, "replaced-seat-link");
    await context.close();
  });

  it("bug 3: a move refused because another tab moved first says so, in the tab that lost", async () => {
    const game = await newGame();
    await joinSeat(game, 0, "Ann");
    await joinSeat(game, 1, "Ben");
    const first = (await snapshotOf(game, 0)).view.toAct[0];
    const context = await browser.newContext({ viewport: PHONE, locale: "en-US", bypassCSP: true });
    const [fast, slow] = [await context.newPage(), await context.newPage()];
    // The slow tab polls instead of listening, and stops hearing news before the fast tab moves.
    await slow.routeWebSocket(/\/ws/, (socket) => socket.close());
    for (const page of [fast, slow]) {
      await page.goto(game.seats[first].url);
      await page.getByRole("heading", { name: /^Place your meeple/ }).waitFor();
    }
    const gamePath = new RegExp(`/api/games/${game.gameId}$`);
    await slow.route(gamePath, (route) => route.abort());
    for (const page of [slow, fast]) {
      await page.getByRole("button", { name: /^row \d+, column \d+:/ }).first().click();
      await page.getByRole("button", { name: /^Cup 1\b/ }).click();
    }
    await fast.getByRole("button", { name: "Submit", exact: true }).click();
    await fast.getByRole("heading", { name: /^Place your meeple/ }).waitFor({ state: "detached" });
    await slow.unroute(gamePath);
    await slow.getByRole("button", { name: "Submit", exact: true }).click();
    const notice = slow.getByRole("alert").filter({ hasText: /moved first|already/ });
    await notice.waitFor();
    await expect(notice.innerText()).resolves.toMatch(/another tab or device/);
    await shoot(slow, "refused-stale-move");
    await context.close();
  });

  it("bug 4: the local mailbox lists mail held for quiet hours, with when it will go", async () => {
    const game = await newGame(3);
    // A timezone where it is 02:00 now: mail to this address waits for the morning.
    const offset = ((2 - new Date().getUTCHours() + 36) % 24) - 12;
    const zone = offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
    // An address's timezone is its owner's to give: Night Owl joins signed in with it.
    const owner = await browser.newContext({ bypassCSP: true });
    const ownerPage = await owner.newPage();
    await signIn(ownerPage, "night-owl@example.com");
    const token = game.seats[0].token;
    const joined = await ownerPage.request.post(`${inject("baseUrl")}/api/games/${game.gameId}/join`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { token, name: "Night Owl", email: "night-owl@example.com", timezone: zone },
    });
    expect(joined.status()).toBe(200);
    await owner.close();
    const invited = await api(`/api/games/${game.gameId}/seats/1/invite`, { token: game.hostToken, json: { email: "night-owl@example.com" } });
    expect(invited.status).toBe(202);
    const { context, page } = await phonePage();
    await page.goto(`${inject("baseUrl")}/dev/mail`);
    const held = page.getByRole("row", { name: /night-owl@example\.com/ });
    await held.first().waitFor();
    await expect(held.first().innerText()).resolves.toMatch(/held .*quiet hours/i);
    await shoot(page, "mailbox-held");
    await context.close();
  });

  it("bug 5: a signed-out visitor's pages ask who is signed in without an error status", async () => {
    const { context, page } = await phonePage();
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/api/") && response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(inject("baseUrl"));
    await page.getByRole("link", { name: "Start a game" }).click();
    await page.getByRole("heading", { name: "New game" }).waitFor();
    await openNav(page);
    await page.getByRole("link", { name: "My games" }).click();
    await page.getByRole("link", { name: /Sign in/ }).first().waitFor();
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("bug 6: a name longer than 40 characters is refused in the form with a message, not cut", async () => {
    const game = await newGame();
    const { context, page } = await phonePage();
    await page.goto(game.seats[0].url);
    const long = "Bartholomew Fitzgerald-Montgomery the Third";
    expect(long.length).toBeGreaterThan(40);
    await page.getByLabel("Your name").fill(long);
    await page.getByRole("button", { name: "Join the game" }).click();
    await page.getByText(/at most 40 characters/).first().waitFor();
    await expect(page.getByLabel("Your name").inputValue()).resolves.toBe(long);
    await expect((await snapshotOf(game, 0)).seats[0].joined).toBe(false);
    await shoot(page, "join-long-name");
    await context.close();
  });

  it("bug 7: validation errors are sentences for a person, naming the field in words", async () => {
    const game = await newGame();
    await joinSeat(game, 0, "Ann");
    const token = game.seats[0].token;
    const cases: [unknown, RegExp][] = [
      [{ version: 0, action: { type: "turn", path: [], pours: [{}, {}, {}, {}] } }, /pour/i],
      [{ action: { type: "place", square: 0, cup: 0 } }, /version/i],
      [{ version: 0, action: { type: "place", square: 999, cup: 0 } }, /square/i],
      [{ version: 0, action: { type: "dance" } }, /kind of move|type/i],
    ];
    for (const [body, field] of cases) {
      const answer = await api<{ error: { code: string; message: string } }>(`/api/games/${game.gameId}/actions`, { token, json: body });
      expect(answer.status).toBe(400);
      const { message } = answer.body.error;
      expect(message).toMatch(field);
      expect(message).not.toMatch(/expected|received|Too big|Too small|Invalid input|\(\w+(\.\w+)+\)/);
      expect(message).toMatch(/^[A-Z].*\.$/);
    }
  });

  it("bug 8: the path line is drawn beneath every square's letter and icon", async () => {
    const game = await newGame();
    await joinSeat(game, 0, "Ann");
    await joinSeat(game, 1, "Ben");
    const rng = rngFromSeed("issue 19 path line");
    let seen = await snapshotOf(game, 0);
    while (seen.view.phase !== "turns") {
      const { player, ...action } = randomAction(stateFromView(seen.view), rng);
      await api(`/api/games/${game.gameId}/actions`, { token: game.seats[player].token, json: { version: seen.version, action } });
      seen = await snapshotOf(game, 0);
    }
    const seat = seen.view.toAct[0];
    const { context, page } = await phonePage();
    await page.goto(game.seats[seat].url);
    // Taps on the board: the meeple's square, then a square (the meeple list is the keyboard's, shown when focused).
    const board = page.locator("cr-board");
    await board.getByRole("button", { name: new RegExp(`meeple ${seat + 1}a`, "i") }).click();
    await board.getByRole("button", { name: /^row \d+, column \d+:/ }).first().click();
    const order = await page.locator("cr-board").evaluate((board) => {
      const root = board.shadowRoot!;
      const path = root.querySelector(".path");
      const marks = [...root.querySelectorAll(".letter, .icon")];
      return { path: path !== null, below: marks.every((mark) => path!.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING) };
    });
    expect(order).toEqual({ path: true, below: true });
    await page.locator("cr-board").screenshot({ path: `${SHOTS}/path-line-phone.png` });
    await context.close();
  });
});
