import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { EmbedSettings, GameSnapshot, ServerMessage } from "../../protocol/types.js";
import { hashToken, randomToken } from "../../worker/secrets/tokens.js";
import { ORIGIN, api, createGame, socketHeaders, startGame } from "./helpers.js";

/**
 * Embedding, inside workerd: CORS for the API embeds use, cookies never standing in for a seat
 * from another site (or from an embed's socket), the embed page's frame-ancestors and the host's
 * setting for it, oEmbed and the game page's discovery link.
 */

const OTHER_SITE = "https://blog.example";
const OPTIONS = { edition: "classic", players: 2 } as const;

/** An account with a live session, seated in seat 1 of a fresh game through its cookie. */
async function seatedAccount(): Promise<{ gameId: string; cookie: string; tokens: string[] }> {
  const userId = crypto.randomUUID();
  const session = randomToken();
  const now = Date.now();
  await env.DB.prepare("INSERT INTO users (id, email, display_name, created_at) VALUES (?, ?, ?, ?)").bind(userId, `${userId}@example.com`, "Ann", now).run();
  await env.DB.prepare("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
    .bind(hashToken(session), userId, now, now + 3_600_000)
    .run();
  const cookie = `cr_session=${session}`;
  const created = await createGame(OPTIONS, "198.51.100.200");
  const joined = await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[0].token, name: "Ann" }, headers: { cookie } });
  expect(joined.status).toBe(200);
  await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[1].token, name: "Ben" } });
  return { gameId: created.gameId, cookie, tokens: created.seats.map((seat) => seat.token) };
}

async function firstPush(url: string, headers: Record<string, string>): Promise<GameSnapshot> {
  const response = await SELF.fetch(url, { headers: { Upgrade: "websocket", ...headers } });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const first = new Promise<ServerMessage>((resolve) => socket.addEventListener("message", (event) => resolve(JSON.parse(event.data as string))));
  socket.accept();
  const message = await first;
  socket.close(1000, "done");
  if (message.type !== "snapshot") throw new Error("expected a snapshot");
  return message.snapshot;
}

describe("CORS for script embeds", () => {
  it("lets any site read a game, with its ETag, and a 304 that says so too", async () => {
    const { gameId } = await createGame(OPTIONS, "198.51.100.201");
    const read = await api(`/api/games/${gameId}`, { headers: { Origin: OTHER_SITE } });
    expect(read.status).toBe(200);
    expect(read.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(read.headers.get("Access-Control-Expose-Headers")).toBe("ETag");
    expect(read.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    expect(read.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
    const etag = read.headers.get("ETag")!;
    const again = await api(`/api/games/${gameId}`, { headers: { Origin: OTHER_SITE, "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const log = await api(`/api/games/${gameId}/log`, { headers: { Origin: OTHER_SITE } });
    expect(log.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("answers the preflight of a seat's move (Authorization, JSON), and of a conditional read", async () => {
    const { gameId } = await createGame(OPTIONS, "198.51.100.202");
    const preflight = await api(`/api/games/${gameId}/actions`, {
      method: "OPTIONS",
      headers: { Origin: OTHER_SITE, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization,content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toBe("POST");
    expect(preflight.headers.get("Access-Control-Allow-Headers")).toContain("Authorization");
    expect(preflight.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    const read = await api(`/api/games/${gameId}`, { method: "OPTIONS", headers: { Origin: OTHER_SITE, "Access-Control-Request-Method": "GET" } });
    expect(read.status).toBe(204);
    expect(read.headers.get("Access-Control-Allow-Headers")).toContain("If-None-Match");
  });

  it("opens nothing else to other sites: joining, hosting and creating stay same-origin", async () => {
    const created = await createGame(OPTIONS, "198.51.100.203");
    for (const path of [`/api/games/${created.gameId}/join`, `/api/games/${created.gameId}/seats/0/link`, "/api/games"]) {
      const preflight = await api(path, { method: "OPTIONS", headers: { Origin: OTHER_SITE, "Access-Control-Request-Method": "POST" } });
      expect(preflight.headers.get("Access-Control-Allow-Origin"), path).toBeNull();
    }
    const join = await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[0].token, name: "Ann" }, headers: { Origin: OTHER_SITE } });
    expect(join.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

describe("embeds act with a seat's bearer token, never with the browser's cookies", () => {
  it("reads and moves from another site as a spectator, whatever session cookie comes along", async () => {
    const { gameId, cookie, tokens } = await seatedAccount();
    const own = (await (await api(`/api/games/${gameId}`, { headers: { cookie } })).json()) as GameSnapshot;
    expect(own.you).toBe(0);
    const sameSiteOrigin = (await (await api(`/api/games/${gameId}`, { headers: { cookie, Origin: ORIGIN } })).json()) as GameSnapshot;
    expect(sameSiteOrigin.you).toBe(0);
    const fromElsewhere = (await (await api(`/api/games/${gameId}`, { headers: { cookie, Origin: OTHER_SITE } })).json()) as GameSnapshot;
    expect(fromElsewhere.you).toBeNull();

    const move = { version: own.version, action: { type: "place", square: 5, cup: 0 } };
    const refused = await api(`/api/games/${gameId}/actions`, { method: "POST", json: move, headers: { cookie, Origin: OTHER_SITE } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("NOT_SEATED");
    expect(refused.headers.get("Access-Control-Allow-Origin")).toBe("*");
    // The seat's own token, from the same other site, may move.
    const seat = own.view.toAct[0]!;
    const moved = await api(`/api/games/${gameId}/actions`, { method: "POST", json: move, token: tokens[seat], headers: { cookie, Origin: OTHER_SITE } });
    expect(moved.status).toBe(200);
  });

  it("never gives an embed's socket (?embed) or another site's socket the cookie's seat", async () => {
    const { gameId, cookie, tokens } = await seatedAccount();
    const url = `${ORIGIN}/api/games/${gameId}/ws`;
    expect((await firstPush(url, { cookie })).you).toBe(0);
    expect((await firstPush(`${url}?embed=1`, { cookie })).you).toBeNull();
    expect((await firstPush(url, { cookie, Origin: OTHER_SITE })).you).toBeNull();
    expect((await firstPush(`${url}?embed=1`, { cookie, ...socketHeaders(tokens[1]) })).you).toBe(1);
  });
});

describe("the embed page", () => {
  it("renders the element alone, frameable by any site by default, and keeps the rest of the site unframeable", async () => {
    const { gameId } = await createGame(OPTIONS, "198.51.100.204");
    const response = await SELF.fetch(`${ORIGIN}/embed/${gameId}?theme=dark`);
    expect(response.status).toBe(200);
    const csp = response.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("frame-ancestors *");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers.get("X-Frame-Options")).toBeNull();
    const page = await response.text();
    expect(page).toContain(`<coffee-rush-game game="${gameId}" theme="dark" frame></coffee-rush-game>`);
    expect(page).toContain(`<script type="module" src="/embed.js"></script>`);

    const bogusTheme = await (await SELF.fetch(`${ORIGIN}/embed/${gameId}?theme="><script>`)).text();
    expect(bogusTheme).toContain(`theme="auto"`);

    for (const path of ["/api/health", `/api/games/${gameId}`, "/mail/settings"]) {
      const other = await SELF.fetch(`${ORIGIN}${path}`);
      expect(other.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'self'");
      expect(other.headers.get("X-Frame-Options"), path).toBe("SAMEORIGIN");
    }
  });

  it("answers a missing game with a 404 page", async () => {
    const missing = await SELF.fetch(`${ORIGIN}/embed/${"x".repeat(22)}`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("There is no game at this address.");
    expect((await SELF.fetch(`${ORIGIN}/embed/not-a-game`)).status).toBe(404);
  });

  it("takes the host's list of sites as its frame-ancestors; only the host may set it, and only to origins", async () => {
    const created = await createGame(OPTIONS, "198.51.100.205");
    const path = `/api/games/${created.gameId}/embed`;
    expect(await (await api(path)).json()).toEqual({ frameAncestors: "*" });

    const sites: EmbedSettings = { frameAncestors: ["https://blog.example", "https://*.club.example:8443"] };
    expect((await api(path, { method: "PUT", json: sites })).status).toBe(401);
    expect((await api(path, { method: "PUT", json: sites, token: created.seats[0].token })).status).toBe(403);
    for (const bad of ["https://x.example; script-src *", "'self'", "javascript:alert(1)", "https://x.example/path", "*"]) {
      const refused = await api(path, { method: "PUT", json: { frameAncestors: [bad] }, token: created.hostToken });
      expect(refused.status, bad).toBe(400);
    }
    const saved = await api(path, { method: "PUT", json: sites, token: created.hostToken });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(sites);
    const framed = await SELF.fetch(`${ORIGIN}/embed/${created.gameId}`);
    expect(framed.headers.get("Content-Security-Policy")).toMatch(/frame-ancestors 'self' https:\/\/blog\.example https:\/\/\*\.club\.example:8443(;|$)/);

    await api(path, { method: "PUT", json: { frameAncestors: [] }, token: created.hostToken });
    expect((await SELF.fetch(`${ORIGIN}/embed/${created.gameId}`)).headers.get("Content-Security-Policy")).toMatch(/frame-ancestors 'self'(;|$)/);
    await api(path, { method: "PUT", json: { frameAncestors: "*" }, token: created.hostToken });
    expect((await SELF.fetch(`${ORIGIN}/embed/${created.gameId}`)).headers.get("Content-Security-Policy")).toMatch(/frame-ancestors \*(;|$)/);
    expect((await api(`/api/games/${"y".repeat(22)}/embed`)).status).toBe(404);
  });
});

describe("oEmbed", () => {
  it("turns a game's link (even a seat's link) into a spectator iframe of the live game", async () => {
    const { gameId, tokens } = await startGame(OPTIONS);
    const url = encodeURIComponent(`${ORIGIN}/g/${gameId}#seat=${tokens[0]}`);
    const response = await SELF.fetch(`${ORIGIN}/oembed?url=${url}&maxwidth=500&maxheight=9999`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      version: "1.0",
      type: "rich",
      provider_name: "Coffee Rush",
      provider_url: `${ORIGIN}/`,
      title: "Coffee Rush (Classic): Player 1, Player 2",
      width: 500,
      height: 640,
    });
    expect(body.html).toBe(
      `<iframe src="${ORIGIN}/embed/${gameId}" width="500" height="640" style="border:0;max-width:100%" title="Coffee Rush (Classic): Player 1, Player 2" loading="lazy"></iframe>`,
    );
    expect(String(body.html)).not.toContain(tokens[0]);
    const embedUrl = await SELF.fetch(`${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}/embed/${gameId}`)}&format=json`);
    expect(embedUrl.status).toBe(200);
  });

  it("refuses other formats, other sites' links and unknown games", async () => {
    const { gameId } = await createGame(OPTIONS, "198.51.100.206");
    expect((await SELF.fetch(`${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${gameId}`)}&format=xml`)).status).toBe(400); // never a 5xx for what a client sent
    expect((await SELF.fetch(`${ORIGIN}/oembed?url=${encodeURIComponent(`https://elsewhere.example/g/${gameId}`)}`)).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${"z".repeat(22)}`)}`)).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/oembed`)).status).toBe(404);
  });

  it("is announced on game pages by a discovery link; other pages under /g are the app as is", async () => {
    const { gameId } = await createGame(OPTIONS, "198.51.100.207");
    const response = await SELF.fetch(`${ORIGIN}/g/${gameId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'self'");
    const page = await response.text();
    const href = `${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${gameId}`)}&amp;format=json`;
    expect(page).toContain(`<link rel="alternate" type="application/json+oembed" href="${href}" title="Coffee Rush game">`);
    expect(page).toContain("<coffee-rush-app>");
    const invite = await (await SELF.fetch(`${ORIGIN}/g/${gameId}/invite`)).text();
    expect(invite).toContain("<coffee-rush-app>");
    expect(invite).not.toContain("json+oembed");
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await (await api("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    for (const path of ["/api/games/{id}/embed", "/embed/{id}", "/oembed", "/embed.js"]) expect(doc.paths, path).toHaveProperty([path]);
  });
});
