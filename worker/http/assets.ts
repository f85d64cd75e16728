import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.js";

/**
 * The paths the Worker answers itself (the API, its pages); every other path is the web app's
 * static files. The Worker runs first for every request (wrangler.toml `run_worker_first = true`)
 * so that no request reaches the assets layer with a method it would refuse in its own way (a bare
 * 405 that leaves the request body unread): the assets layer sees only GET and HEAD.
 */
const WORKER_PATHS = /^\/(?:api|oembed)$|^\/(?:api|auth|mail|dev|embed|g)\//;

export function isWorkerPath(path: string): boolean {
  return WORKER_PATHS.test(path);
}

/** The asset for this GET or HEAD; a stray body stays with drainBody, the assets layer never reads it. */
export function fetchAsset(c: Context<AppEnv>): Promise<Response> {
  return c.env.ASSETS.fetch(new Request(c.req.raw, { body: null }));
}

/** GET and HEAD of the app's files (and the single-page app's fallback) go to the assets layer as they are. */
export const staticAssets: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isWorkerPath(c.req.path) || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
  return fetchAsset(c);
};
