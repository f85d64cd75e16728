import { Hono, type Context, type MiddlewareHandler } from "hono";
import { html } from "hono/html";
import { embedSettingsSchema } from "../../protocol/schemas.js";
import type { EmbedSettings, GameSnapshot } from "../../protocol/types.js";
import type { AppEnv } from "../env.js";
import { fetchAsset, firstViewAsset, visitorLanguage } from "../http/assets.js";
import { cardTags, gameCard, wantsCard } from "../http/game-card.js";
import { ApiError } from "../http/errors.js";
import { configuredOrigin, publicOrigin } from "../http/public-origin.js";
import { fromAnotherSite } from "../http/same-origin.js";
import { relaxFor } from "../http/security.js";
import { valid } from "../http/validate.js";
import { roomOf, unwrap } from "./rooms.js";

/**
 * Embedding a live game in other sites:
 *
 * - CORS on the game API the script embed uses (`embedCors`): any site may read a game's public
 *   state and post a seat's moves with its bearer token; never with the browser's cookies.
 * - `/embed/ID`: a page with nothing but the live table, for sites that only allow iframes. Its
 *   frame-ancestors come from the game's embed settings (any site unless the host restricts it).
 * - `/oembed?url=…`: oEmbed (rich type) for game links, and the discovery link on `/g/ID`.
 * - `GET/PUT /api/games/ID/embed`: the embed settings; the host changes them.
 *
 * The script embed itself (/embed.js) is a static asset built from web/embed (see _headers).
 */

const GAME_ID = /^[A-Za-z0-9_-]{22}$/;
/** What the script embed reads from other sites: the snapshot, its log, and the embed settings. */
const READ_PATH = /^\/api\/games\/[A-Za-z0-9_-]{22}(\/log|\/embed|\/talk)?$/;
/** What an embed's seat posts: its moves, and what it says at the table. */
const ACTIONS_PATH = /^\/api\/games\/[A-Za-z0-9_-]{22}\/(actions|talk)$/;

/** The iframe's size when the embedding site says nothing (the frame then resizes to fit, if the site listens). */
export const EMBED_WIDTH = 800;
export const EMBED_HEIGHT = 640;

export type EmbedTheme = "auto" | "light" | "dark";

/**
 * For every /api/games request: a request from another site (its Origin says so), or an embed's
 * own socket (`?embed`), is never the signed-in account of the browser's cookie: embeds act only
 * with a seat's bearer token. Then CORS, for what embeds need: reads by anyone, and a seat's moves
 * (preflighted for Authorization). No credentials are ever allowed, so `*` is safe.
 */
export const embedCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (fromAnotherSite(c) || c.req.query("embed") !== undefined) c.set("user", null);
  const path = c.req.path;
  const readable = READ_PATH.test(path);
  const postable = ACTIONS_PATH.test(path);
  if (!readable && !postable) return next();
  if (c.req.method === "OPTIONS") {
    c.header("Access-Control-Allow-Origin", "*");
    c.header("Access-Control-Allow-Methods", [readable && "GET", postable && "POST"].filter(Boolean).join(", "));
    c.header("Access-Control-Allow-Headers", "Authorization, Content-Type, If-None-Match");
    c.header("Access-Control-Max-Age", "7200");
    relaxFor(c, { crossOrigin: true });
    return c.body(null, 204);
  }
  await next();
  const method = c.req.method;
  if (!((readable && (method === "GET" || method === "HEAD")) || (postable && method === "POST"))) return;
  c.res.headers.set("Access-Control-Allow-Origin", "*");
  c.res.headers.set("Access-Control-Expose-Headers", "ETag");
  relaxFor(c, { crossOrigin: true });
};

/** The CSP frame-ancestors of a game's embed page; this site may always frame it (the share dialog's preview). */
export function frameAncestorsOf(settings: EmbedSettings): string {
  return settings.frameAncestors === "*" ? "*" : ["'self'", ...settings.frameAncestors].join(" ");
}

function themeOf(value: string | undefined): EmbedTheme {
  return value === "light" || value === "dark" ? value : "auto";
}

function embedPage(gameId: string, theme: EmbedTheme) {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Coffee Rush: live game</title>
<style>html,body{margin:0;padding:0;background:transparent}</style>
<script type="module" src="/embed.js"></script>
</head>
<body><coffee-rush-game game="${gameId}" theme="${theme}" frame></coffee-rush-game></body>
</html>`;
}

function notFoundPage() {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Coffee Rush</title></head>
<body style="font-family: system-ui, sans-serif; margin: 1rem"><p>There is no game at this address.</p></body></html>`;
}

/** Pages and endpoints outside /api: the embed page, oEmbed, and game pages with their discovery link. */
export const embedPages = new Hono<AppEnv>();

embedPages.get("/embed/:id", async (c) => {
  const id = c.req.param("id");
  const settings = GAME_ID.test(id) ? await roomOf(c, id).embedSettings() : null;
  c.header("Cache-Control", "no-cache");
  if (!settings?.ok) {
    relaxFor(c, { frameAncestors: "*" });
    return c.html(notFoundPage(), 404);
  }
  relaxFor(c, { frameAncestors: frameAncestorsOf(settings.value), crossOrigin: true });
  return c.html(embedPage(id, themeOf(c.req.query("theme"))));
});

function clamp(value: string | undefined, fallback: number, min: number): number {
  const number = Number.parseInt(value ?? "", 10);
  return Number.isFinite(number) && number > 0 ? Math.max(min, Math.min(fallback, number)) : fallback;
}

function titleOf(snapshot: GameSnapshot): string {
  const edition = snapshot.view.options.edition === "winter" ? "Winter" : "Classic";
  const names = snapshot.seats.filter((seat) => seat.joined && seat.name).map((seat) => seat.name);
  return names.length ? `Coffee Rush (${edition}): ${names.join(", ")}` : `Coffee Rush (${edition})`;
}

/** The game a link names: /g/ID (a seat link's #seat=… fragment is ignored: oEmbed is always a spectator) or /embed/ID. */
function gameOfUrl(url: string | undefined, origin: string): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  return /^\/(?:g|embed)\/([A-Za-z0-9_-]{22})\/?$/.exec(parsed.pathname)?.[1] ?? null;
}

/** oEmbed 1.0 (https://oembed.com): a rich embed, the iframe of the game's embed page. */
embedPages.get("/oembed", async (c) => {
  c.header("Access-Control-Allow-Origin", "*");
  relaxFor(c, { crossOrigin: true });
  const format = c.req.query("format") ?? "json";
  // oEmbed suggests 501 here; a request we can't serve as asked is the asker's to change, so 4xx.
  if (format !== "json") throw new ApiError(400, "FORMAT_NOT_SUPPORTED", "Only format=json is offered.");
  const origin = publicOrigin(c);
  const gameId = gameOfUrl(c.req.query("url"), origin);
  if (!gameId) throw new ApiError(404, "NOT_A_GAME_URL", `The url must be a game's address on this site (${origin}/g/ID).`);
  const snapshot = unwrap(await roomOf(c, gameId).snapshot({ token: null, userId: null }));
  const width = clamp(c.req.query("maxwidth"), EMBED_WIDTH, 240);
  const height = clamp(c.req.query("maxheight"), EMBED_HEIGHT, 200);
  const title = titleOf(snapshot);
  const frame = html`<iframe src="${origin}/embed/${gameId}" width="${width}" height="${height}" style="border:0;max-width:100%" title="${title}" loading="lazy"></iframe>`;
  c.header("Cache-Control", "public, max-age=300");
  return c.json({
    version: "1.0",
    type: "rich",
    provider_name: "Coffee Rush",
    provider_url: `${origin}/`,
    title,
    html: String(await frame),
    width,
    height,
    cache_age: 300,
  });
});

/**
 * A game page: the app's index.html (from the static assets) with, in its head, the oEmbed
 * discovery link (a pasted game link unfolds into the live game on oEmbed-aware sites) and, for a
 * link previewer, the preview's tags (http/game-card.ts: Open Graph and Twitter cards, as a
 * spectator sees the game). Other /g/… pages (the invite page) are the app as is.
 */
embedPages.get("/g/:id{[A-Za-z0-9_-]{22}}", async (c) => {
  const origin = configuredOrigin(c);
  // The route's pattern is the first view's: there always is one.
  const asset = (await firstViewAsset(c)) as Response;
  // Without an origin of our own to name, the page goes without its discovery link and preview.
  if (!asset.ok || origin === null) return asset;
  const id = c.req.param("id");
  const gameUrl = `${origin}/g/${id}`;
  const href = `${origin}/oembed?url=${encodeURIComponent(gameUrl)}&format=json`;
  const snapshot = wantsCard(c.req.raw) ? await roomOf(c, id).snapshot({ token: null, userId: null }) : null;
  const card = snapshot?.ok ? gameCard(snapshot.value, visitorLanguage(c)) : null;
  const head = String(await html`<link rel="alternate" type="application/json+oembed" href="${href}" title="Coffee Rush game">${card ? cardTags(card, gameUrl, origin) : ""}`);
  const page = new HTMLRewriter()
    .on("head", {
      element(element) {
        element.append(head, { html: true });
      },
    })
    .on("title", {
      element(element) {
        if (card) element.setInnerContent(card.title);
      },
    })
    .transform(asset);
  const headers = new Headers(asset.headers);
  headers.delete("Content-Length");
  return new Response(page.body, { status: 200, headers });
});

embedPages.get("/g/*", async (c) => {
  const asset = await fetchAsset(c);
  return new Response(asset.body, asset);
});

/** GET/PUT /api/games/:id/embed: who may frame the embed page. Mounted beside the game routes. */
export const embedApi = new Hono<AppEnv>();

function gameIdOf(c: Context): string {
  const id = c.req.param("id") ?? "";
  if (!GAME_ID.test(id)) throw new ApiError(404, "GAME_NOT_FOUND", "There is no game at this address.");
  return id;
}

embedApi.get("/:id/embed", async (c) => {
  return c.json(unwrap(await roomOf(c, gameIdOf(c)).embedSettings()));
});

embedApi.put("/:id/embed", valid("json", embedSettingsSchema), async (c) => {
  const id = gameIdOf(c);
  const header = c.req.header("Authorization");
  const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
  if (!token) throw new ApiError(401, "NOT_HOST", "Send the host token as a bearer token.");
  const settings = c.req.valid("json");
  return c.json(unwrap(await roomOf(c, id).setEmbedSettings(token, settings)));
});
