import type { Context, MiddlewareHandler } from "hono";
import { ApiError } from "./errors.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a browser says this request comes from another site: its Origin is not ours, or (when a
 * browser sends no Origin) its Sec-Fetch-Site is not same-origin. Clients that are not browsers
 * send neither, and carry no one's cookie.
 */
export function fromAnotherSite(c: Context): boolean {
  const origin = c.req.header("Origin");
  if (origin !== undefined) return origin !== new URL(c.req.url).origin;
  const site = c.req.header("Sec-Fetch-Site");
  return site !== undefined && site !== "same-origin" && site !== "none";
}

/**
 * For every state-changing /api request outside /api/games: refused when it comes from another
 * site, so no page elsewhere can use a visitor's session cookie to change their account, sign
 * them out, or sign them in. (The game routes take cross-site requests from embeds, and there the
 * session is ignored instead: embeds act only with a seat's bearer token; see embedCors.)
 */
export const sameOriginWrites: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || c.req.path.startsWith("/api/games/") || c.req.path === "/api/games") return next();
  if (fromAnotherSite(c)) throw new ApiError(403, "CROSS_SITE", "This request is not allowed from another site.");
  await next();
};
