import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.js";
import { configuredOrigin } from "./public-origin.js";

/**
 * What search engines may see. Only the public pages are worth finding; games, seats, invitations,
 * accounts and mail pages are private to their players or change by the minute, so crawlers are
 * kept out of them (robots.txt) and told not to index them if they arrive anyway (X-Robots-Tag).
 */
export const PUBLIC_PAGES = ["/", "/rules", "/rules/winter", "/learn"] as const;

const PRIVATE_PREFIXES = ["/g/", "/embed/", "/api/", "/auth/", "/mail/", "/dev/", "/games", "/settings", "/sign-in", "/new", "/verify"];

/**
 * Link previewers that honour robots.txt (Slack's and Discord's don't): they read a game page's
 * tags (http/game-card.ts) when its link is pasted, and index nothing (X-Robots-Tag still says noindex).
 */
const LINK_PREVIEWERS = ["Twitterbot", "facebookexternalhit", "LinkedInBot"];

export const crawlers = new Hono<AppEnv>();

crawlers.get("/robots.txt", (c) => {
  const origin = configuredOrigin(c);
  const lines = [
    "User-agent: *",
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "Allow: /",
    "",
    ...LINK_PREVIEWERS.map((agent) => `User-agent: ${agent}`),
    ...PRIVATE_PREFIXES.filter((prefix) => prefix !== "/g/").map((prefix) => `Disallow: ${prefix}`),
    "Allow: /",
    "",
  ];
  if (origin) lines.push(`Sitemap: ${origin}/sitemap.xml`, "");
  c.header("Cache-Control", "public, max-age=86400");
  return c.text(lines.join("\n"));
});

crawlers.get("/sitemap.xml", (c) => {
  const origin = configuredOrigin(c);
  if (!origin) return c.notFound();
  const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join("\n");
  c.header("Content-Type", "application/xml; charset=utf-8");
  c.header("Cache-Control", "public, max-age=86400");
  return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
});

/** Every HTML page but the public ones answers with `X-Robots-Tag: noindex`. */
export const noindexPrivatePages: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if ((PUBLIC_PAGES as readonly string[]).includes(c.req.path)) return;
  if (!c.res.headers.get("Content-Type")?.startsWith("text/html")) return;
  // An asset's headers can't be changed in place.
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set("X-Robots-Tag", "noindex");
};
