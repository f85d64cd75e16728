import { describe, expect, it } from "vitest";
import { ORIGIN, api, createGame } from "./helpers.js";

/** What search engines and browsers ask of every site: robots.txt, a sitemap, favicon.ico; and what may be indexed. */
describe("crawlers and the site's own files", () => {
  it("robots.txt is plain text that keeps crawlers out of games, seats and accounts, and names the sitemap", async () => {
    const response = await api("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await response.text();
    for (const line of ["User-agent: *", "Disallow: /g/", "Disallow: /embed/", "Disallow: /api/", `Sitemap: ${ORIGIN}/sitemap.xml`]) expect(text).toContain(line);
  });

  it("the sitemap lists the public pages on the configured origin", async () => {
    const response = await api("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([`${ORIGIN}/`, `${ORIGIN}/rules`, `${ORIGIN}/rules/winter`, `${ORIGIN}/learn`]);
  });

  it("favicon.ico is an icon, not the app's page", async () => {
    const response = await api("/favicon.ico");
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]); // an ICO file's header
  });

  it("game pages are not to be indexed; the public pages are", async () => {
    const { gameId } = await createGame({ edition: "classic", players: 2 });
    for (const path of [`/g/${gameId}`, `/g/${gameId}/invite`, "/games", "/settings"]) {
      const response = await api(path);
      expect(response.headers.get("Content-Type"), path).toMatch(/^text\/html/);
      expect(response.headers.get("X-Robots-Tag"), path).toBe("noindex");
      await response.body?.cancel();
    }
    for (const path of ["/", "/rules", "/learn"]) {
      const response = await api(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("X-Robots-Tag"), path).toBeNull();
      await response.body?.cancel();
    }
  });

  it("the app's hashed chunks are cached for a year; the page itself is revalidated", async () => {
    const page = await api("/");
    expect(page.headers.get("Cache-Control") ?? "").not.toMatch(/immutable/);
    const chunk = (await page.text()).match(/"(\/chunks\/[^"]+)"/)?.[1];
    expect(chunk).toBeDefined();
    const response = await api(chunk!);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    await response.body?.cancel();
  });
});
