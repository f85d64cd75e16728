import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import type { LoggedAction } from "../../protocol/types.js";
import { act, api, placeAll, square, startGame, type StartedGame } from "./api-game.js";
import { seriousViolations } from "./axe.js";
import { SHOTS, useBrowser } from "./browser.js";
import { askedOverHttp, tickedOrder } from "./game-page.js";

/**
 * Both embeds in a page of another site: a tiny host server on a second local port serves pages
 * that load `${service}/embed.js` (under a strict CSP of its own) or frame `${service}/embed/ID`.
 * The games are set up through the API; the moves are those of two-players.test.ts (Classic, calm
 * start, seat 1 starts: its meeple on the steam square, then onto the coffee corner, completes a
 * Ristretto or Espresso with cup 1).
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };

const browser = useBrowser();
let host: Server;
let hostUrl: string;
const pages = new Map<string, { html: string; csp?: string; type?: string }>();

const base = () => inject("baseUrl");

beforeAll(async () => {
  host = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://host").pathname;
    if (path === "/favicon.ico") {
      response.writeHead(204).end();
      return;
    }
    const page = pages.get(path);
    if (!page) {
      response.writeHead(404).end("no such page");
      return;
    }
    const headers: Record<string, string> = { "Content-Type": page.type ?? "text/html; charset=utf-8" };
    if (page.csp) headers["Content-Security-Policy"] = page.csp;
    response.writeHead(200, headers).end(page.html);
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  pages.set("/hostile.css", { type: "text/css", html: HOSTILE_CSS });
  expect(new URL(hostUrl).origin).not.toBe(new URL(base()).origin);
});

afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
});

/** Serves `body` at `path` on the host site; returns the page's address. */
function hostPage(path: string, body: string, csp?: string): string {
  pages.set(path, {
    csp,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog about coffee</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>A blog about coffee</h1>${body}</main></body></html>`,
  });
  return `${hostUrl}${path}`;
}

/** A strict CSP for the host page: only the service's script and connections, no inline anything. */
function strictCsp(): string {
  const service = new URL(base());
  return `default-src 'none'; script-src ${service.origin}; connect-src ${service.origin} ws://${service.host}; style-src 'self'; img-src data:`;
}

/** The host's own styles, which must not reach the embed: a tiny root font, shouting text, hidden buttons. */
const HOSTILE_CSS = `html { font-size: 62.5%; }
body { font-family: serif; color: #c00; text-transform: uppercase; letter-spacing: 2px; }
button { display: none !important; }
h2 { display: none; }`;
const HOSTILE_STYLES = `<link rel="stylesheet" href="/hostile.css">`;

async function newPage(viewport = DESKTOP, options: { colorScheme?: "light" | "dark"; bypassCSP?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport, colorScheme: options.colorScheme ?? "light", locale: "en-US", bypassCSP: options.bypassCSP ?? false });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
  });
  (page as Page & { errors: string[] }).errors = errors;
  return page;
}

function errorsOf(page: Page): string[] {
  return (page as Page & { errors: string[] }).errors;
}

/** Each square is named "row R, column C: ingredient. …" (a button when it may be tapped). */
function boardSquare(page: Page, row: number, column: number) {
  return page.getByRole("button", { name: new RegExp(`^row ${row}, column ${column}:`) });
}

function scriptEmbed(game: StartedGame, attributes = ""): string {
  return `<script type="module" src="${base()}/embed.js"></script>
<p>Our club's game, live:</p>
<coffee-rush-game game="${game.gameId}"${attributes}></coffee-rush-game>`;
}

describe("embedding a live game in another site", () => {
  it("script embed, spectator: renders under a strict CSP and hostile styles, and follows a move made through the API", async () => {
    const game = await startGame();
    const page = await newPage();
    const requests = askedOverHttp(page, (url) => url.href.startsWith(`${base()}/api/`));
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    // A session cookie for the service in this browser: embeds must never send it.
    await page.context().addCookies([{ name: "cr_session", value: "not-for-embeds", url: base() }]);
    await page.goto(hostPage("/spectator", HOSTILE_STYLES + scriptEmbed(game), strictCsp()));

    const embed = page.locator("coffee-rush-game");
    await embed.getByText("Live", { exact: true }).waitFor();
    await embed.getByText("Watching", { exact: true }).waitFor();
    await embed.getByRole("heading", { name: "Board" }).waitFor();
    // No composer for a spectator; the page's styles stay outside (its h2 rule hides nothing inside).
    await expect(embed.getByRole("heading", { name: /Your turn|Place your meeple/ }).count()).resolves.toBe(0);
    const inside = await embed.evaluate((element) => {
      const root = element.shadowRoot!.querySelector(".root")!;
      const style = getComputedStyle(root);
      return { transform: style.textTransform, family: style.fontFamily, zoom: style.zoom };
    });
    expect(inside.transform).toBe("none");
    expect(inside.family).toContain("system-ui");
    expect(Number(inside.zoom)).toBeCloseTo(1.6, 1); // 16px default / 10px root
    await page.screenshot({ path: `${SHOTS}/embed-script-spectator.png`, fullPage: true });

    // Ben places his first meeple through the API: the embed shows it without a reload.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await act(game, 1, { type: "place", square: square(4, 1), cup: 0 });
    await embed.getByText(/Ben placed a meeple on row 4, column 1/).first().waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    expect(errorsOf(page)).toEqual([]);
    // The socket brings the game, its log and the moves: the embed asks the API nothing over HTTP
    // (a seated embed's move does, without the cookie: below), unless its socket was silent 3 s.
    expect(requests()).toEqual([]);
    // A spectator never loads the move composers (only a seated embed does).
    expect(scripts.some((url) => url.includes("/embed-chunks/"))).toBe(true);
    expect(scripts.filter((url) => url.includes("/embed-chunks/composers-"))).toEqual([]);
  });

  it("script embed, seated: the player completes a turn inside the embed, with the seat's bearer token", async () => {
    const game = await startGame();
    await placeAll(game);
    const page = await newPage();
    const posts: Record<string, string>[] = [];
    page.on("request", async (request) => {
      if (request.method() === "POST") posts.push(await request.allHeaders());
    });
    const sockets: string[] = [];
    page.on("websocket", (socket) => sockets.push(socket.url()));
    const composers: number[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/embed-chunks/composers-")) composers.push(response.status());
    });
    await page.context().addCookies([{ name: "cr_session", value: "not-for-embeds", url: base() }]);
    await page.goto(hostPage("/seated", HOSTILE_STYLES + scriptEmbed(game, ` seat="${game.tokens[0]}"`), strictCsp()));

    const embed = page.locator("coffee-rush-game");
    await embed.getByText("Your seat: Ann").waitFor();
    await embed.getByRole("heading", { name: "Your turn" }).waitFor();
    // Live over the socket, whose seat token went as a subprotocol: never in its URL.
    await embed.locator(".live.socket").waitFor();
    expect(sockets.length).toBeGreaterThan(0);
    for (const url of sockets) expect(url).not.toContain(game.tokens[0]);
    // The composers came as a chunk of their own, allowed by the page's strict CSP (the service's origin).
    expect(composers).toEqual([200]);
    await embed.getByRole("button", { name: /^Meeple 1a/ }).click();
    // The tap on the coffee corner fills the turn in: the path there, the coffee into cup 1, the order ticked.
    await boardSquare(page, 1, 4).click();
    await embed.getByRole("button", { name: "Orders", exact: true }).click();
    const { card, cup } = await tickedOrder(embed);
    await page.screenshot({ path: `${SHOTS}/embed-script-seated-turn.png`, fullPage: true });
    await embed.getByRole("button", { name: "Submit", exact: true }).click();
    await embed.getByRole("heading", { name: "Your turn" }).waitFor({ state: "detached" });
    await embed.getByText(`Ann completed ${card} with cup ${cup}`).first().waitFor();

    const { body } = await api<{ actions: LoggedAction[] }>(`/api/games/${game.gameId}/log`);
    const last = body.actions.at(-1)!;
    expect(last.action).toMatchObject({ type: "turn", player: 0 });
    expect(last.by).toBe("player");
    expect(posts).toHaveLength(1);
    expect(posts[0].authorization).toBe(`Bearer ${game.tokens[0]}`);
    expect(posts[0].cookie).toBeUndefined();
    expect(errorsOf(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SHOTS}/embed-script-seated-phone.png`, fullPage: true });
  });

  it("iframe embed: renders only the table, tells the parent its height, follows moves; dark theme", async () => {
    const game = await startGame();
    await placeAll(game, 1);
    const page = await newPage(DESKTOP, { colorScheme: "light" });
    // The snippet's optional listener, as the share dialog writes it.
    const url = hostPage(
      "/frame",
      `<iframe id="game" src="${base()}/embed/${game.gameId}?theme=dark" title="Coffee Rush: live game" width="100%" height="300" style="border:0"></iframe>
<script>
window.heights = [];
addEventListener("message", function (event) {
  if (event.origin !== ${JSON.stringify(new URL(base()).origin)} || !event.data || event.data.type !== "coffee-rush:resize") return;
  window.heights.push(event.data.height);
  document.getElementById("game").style.height = event.data.height + "px";
});
</script>`,
    );
    await page.goto(url);
    const frame = page.frameLocator("#game");
    await frame.getByText("Live", { exact: true }).waitFor();
    await frame.getByText(/Ben placed a meeple/).first().waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { heights: number[] }).heights.at(-1) ?? 0)).toBeGreaterThan(300);
    const height = await page.evaluate(() => (window as unknown as { heights: number[] }).heights.at(-1)!);
    await expect.poll(() => page.locator("#game").evaluate((element) => element.getBoundingClientRect().height)).toBe(height);

    await act(game, 0, { type: "place", square: square(1, 3), cup: 0 });
    await frame.getByText(/Ann placed a meeple on row 1, column 3/).first().waitFor({ timeout: 10_000 });
    const background = await frame.locator("coffee-rush-game").evaluate((element) => getComputedStyle(element.shadowRoot!.querySelector(".root")!).backgroundColor);
    expect(background).toBe("rgb(29, 22, 18)"); // dark theme asked for, on a light system
    await page.screenshot({ path: `${SHOTS}/embed-iframe-dark.png`, fullPage: true });
    expect(errorsOf(page)).toEqual([]);
  });

  it("frames the embed page anywhere by default; the host can restrict it to some sites", async () => {
    const game = await startGame();
    const page = await newPage();
    const url = hostPage("/restricted", `<iframe id="game" src="${base()}/embed/${game.gameId}" title="Coffee Rush" width="800" height="400"></iframe>`);
    await page.goto(url);
    await page.frameLocator("#game").getByText("Live", { exact: true }).waitFor();

    const refused = await api("/api/games/" + game.gameId + "/embed", { method: "PUT", token: game.tokens[0], json: { frameAncestors: [] } });
    expect(refused.status).toBe(403);
    const restricted = await api("/api/games/" + game.gameId + "/embed", { method: "PUT", token: game.hostToken, json: { frameAncestors: ["https://blog.example"] } });
    expect(restricted.status).toBe(200);
    const framed = page.waitForResponse((response) => response.url().startsWith(`${base()}/embed/`));
    await page.reload();
    expect(await (await framed).headerValue("content-security-policy")).toMatch(/frame-ancestors 'self' https:\/\/blog\.example$/);
    await page.waitForLoadState("load");
    // Chromium refuses to show the page: the frame holds its error page, not the game.
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    await page.waitForTimeout(500);
    expect(await frame.locator("coffee-rush-game").count()).toBe(0);

    const allowed = await api("/api/games/" + game.gameId + "/embed", { method: "PUT", token: game.hostToken, json: { frameAncestors: [hostUrl] } });
    expect(allowed.status).toBe(200);
    await page.reload();
    await page.frameLocator("#game").getByText("Live", { exact: true }).waitFor();
  });

  it("loading embed.js twice (and a second copy from another address) is harmless, and leaves no globals", async () => {
    const game = await startGame();
    await placeAll(game, 2);
    const page = await newPage(DESKTOP, { bypassCSP: true });
    const url = hostPage(
      "/twice",
      `<script>
window.before = Object.getOwnPropertyNames(window);
window.metadataBefore = Symbol.metadata;
// The page's own element called cr-table: the embed's internals must not clash with it.
customElements.define("cr-table", class extends HTMLElement { connectedCallback() { this.textContent = "the page's own cr-table"; } });
</script>
<cr-table></cr-table>
<script type="module" src="${base()}/embed.js"></script>
<script type="module" src="${base()}/embed.js"></script>
<script type="module">await import(${JSON.stringify(`${base()}/embed.js?copy=2`)}); window.loaded = true;</script>
<coffee-rush-game game="${game.gameId}"></coffee-rush-game>
<coffee-rush-game game="${game.gameId}" theme="dark"></coffee-rush-game>`,
    );
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { loaded?: boolean }).loaded === true);
    const embeds = page.locator("coffee-rush-game");
    await embeds.nth(0).getByText(/Ann placed a meeple/).first().waitFor();
    await embeds.nth(1).getByText(/Ann placed a meeple/).first().waitFor();

    const state = await page.evaluate(() => {
      const w = window as unknown as { before: string[]; metadataBefore: unknown };
      return {
        added: Object.getOwnPropertyNames(window).filter((name) => !w.before.includes(name)),
        metadataSame: Symbol.metadata === w.metadataBefore,
        pageTable: document.querySelector("cr-table")!.textContent,
        tables: [...document.querySelectorAll("coffee-rush-game")].map((element) => element.shadowRoot!.querySelectorAll("coffee-rush-game-table").length),
      };
    });
    expect(state.added.sort()).toEqual(["before", "loaded", "metadataBefore"]);
    expect(state.metadataSame).toBe(true);
    expect(state.pageTable).toBe("the page's own cr-table");
    expect(state.tables).toEqual([1, 1]);
    expect(errorsOf(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/embed-script-twice.png`, fullPage: true });
  });

  it("speaks the visitor's language, fetched from the service next to embed.js", async () => {
    const game = await startGame();
    const context = await browser.newContext({ viewport: DESKTOP, locale: "ko-KR" });
    const page = await context.newPage();
    await page.goto(hostPage("/korean", scriptEmbed(game), strictCsp()));
    const embed = page.locator("coffee-rush-game");
    await embed.getByText("실시간", { exact: true }).waitFor();
    await embed.getByRole("heading", { name: "보드" }).waitFor();
    await embed.getByText("관전 중", { exact: true }).waitFor();
  });

  it("game pages carry the oEmbed discovery link; the endpoint answers a rich iframe of the live game", async () => {
    const game = await startGame();
    const pageHtml = await (await fetch(`${base()}/g/${game.gameId}`)).text();
    const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(pageHtml)?.[1];
    expect(href).toBeDefined();
    const oembedUrl = href!.replaceAll("&amp;", "&");
    const oembed = (await (await fetch(oembedUrl)).json()) as { type: string; html: string; width: number; height: number; title: string };
    expect(oembed).toMatchObject({ type: "rich", width: 800, height: 640, title: "Coffee Rush (Classic): Ann, Ben" });
    expect(oembed.html).toContain(`src="${base()}/embed/${game.gameId}"`);
    // An oEmbed-aware site shows that html: the live game unfolds.
    const page = await newPage();
    await page.goto(hostPage("/unfurl", `<article>${oembed.html}</article>`));
    await page.frameLocator("iframe").getByText("Live", { exact: true }).waitFor();
  });
});
