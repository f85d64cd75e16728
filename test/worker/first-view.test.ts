import { describe, expect, it } from "vitest";
import { api, createGame } from "./helpers.js";

/** Issue 38: each page's words arrive as HTML, in the visitor's language, before the app's script. */
describe("first views", () => {
  async function page(path: string, headers: Record<string, string> = {}): Promise<{ response: Response; text: string }> {
    const response = await api(path, { headers });
    return { response, text: await response.text() };
  }

  it("the landing page comes in the browser's language, with the site's styles inline", async () => {
    const { response, text } = await page("/", { "Accept-Language": "ko-KR,ko;q=0.9,en;q=0.5" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Vary")).toBe("Accept-Language, Cookie");
    expect(text).toContain('<html lang="ko">');
    expect(text).toContain("게임 시작하기");
    expect(text).toMatch(/<style>:root\{/);
    expect(text).not.toContain('href="/app.css"');
  });

  it("the language chosen in the app wins over the browser's", async () => {
    const { text } = await page("/rules/winter", { "Accept-Language": "en", Cookie: "coffee-rush-locale=fr" });
    expect(text).toContain('<html lang="fr">');
    expect(text).toContain("Comment jouer à Coffee Rush : Winter");
  });

  it("a game page's first view is its frame, with the oEmbed link; its elements are inert until the app starts", async () => {
    const { gameId } = await createGame({ edition: "classic", players: 2 });
    const { response, text } = await page(`/g/${gameId}`, { "Accept-Language": "es" });
    expect(response.status).toBe(200);
    expect(text).toContain("Cargando la partida");
    expect(text).toContain("application/json+oembed");
    const view = text.slice(text.indexOf("<coffee-rush-app>") + "<coffee-rush-app>".length, text.indexOf("</coffee-rush-app>"));
    // An element the app defines would come alive, without its properties, before the app replaces it.
    expect(view).not.toMatch(/<[a-z]+-[a-z-]+[\s>]/);
    expect(view).toContain('data-first-view="cr-game-page"');
  });

  it("a first view's form waits, disabled, for the app's: nothing typed into it is lost", async () => {
    const { text } = await page("/sign-in", { "Accept-Language": "fr" });
    const view = text.slice(text.indexOf("<coffee-rush-app>"), text.indexOf("</coffee-rush-app>"));
    expect(view).toMatch(/<input disabled[^>]*type="email"/);
    expect(view).not.toMatch(/<(input|select|button)(?! disabled)[\s>]/);
  });

  it("the app is asked for once the view is on screen, by the one inline script the page's policy allows", async () => {
    const { gameId } = await createGame({ edition: "classic", players: 2 });
    // A static page, and a game page (a route of the Worker's).
    for (const path of ["/learn", `/g/${gameId}`]) {
      const { response, text } = await page(path);
      const scripts = [...text.matchAll(/<script([^>]*)>([^]*?)<\/script>/g)];
      expect(scripts.map(([, attributes]) => attributes.trim())).toEqual(['type="module"']);
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(scripts[0][2]));
      const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
      expect(response.headers.get("Content-Security-Policy")).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, "\\$&")}';`));
      // The preloads wait, inert, in a template: nothing of the app's is fetched before the first paint.
      // They are the page's own files, which app.js (data-entry) imports: a game's page and its move
      // composers; the guided game's page, which shows the same table.
      const chunks = text.match(/<template id="app-scripts" data-entry="\/app\.js">([^]*?)<\/template>/)?.[1] ?? "";
      expect(chunks).toMatch(/^(<link rel="modulepreload" href="\/chunks\/[\w-]+\.js" \/>\s*)+$/);
      for (const file of path === "/learn" ? ["learn-page", "game-page", "composers"] : ["game-page", "composers"]) expect(chunks).toContain(`href="/chunks/${file}-`);
      expect(text.replace(chunks, "")).not.toMatch(/modulepreload|src="\/app\.js"/);
    }
  });

  it("pages that show the visitor's own things have none: the app draws them", async () => {
    for (const path of ["/settings", "/games", "/nowhere"]) {
      const { response, text } = await page(path, { "Accept-Language": "ko" });
      expect(response.headers.get("Content-Type"), path).toMatch(/^text\/html/);
      expect(text, path).toContain("<coffee-rush-app></coffee-rush-app>");
    }
  });
});
