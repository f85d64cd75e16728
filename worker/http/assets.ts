import type { Language } from "../../protocol/languages.js";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { FIRST_VIEW_STARTER_HASH, firstViewOf } from "../../protocol/pages.js";
import type { AppEnv } from "../env.js";
import { pageLanguage } from "../words/page-words.js";
import { ApiError, errorBody } from "./errors.js";


/**
 * The paths the Worker answers itself (the API, its pages); every other path is the web app's
 * static files. The Worker runs first for every request (wrangler.toml `run_worker_first = true`)
 * so that no request reaches the assets layer with a method it would refuse in its own way (a bare
 * 405 that leaves the request body unread): the assets layer sees only GET and HEAD.
 */
const WORKER_PATHS = /^\/(?:api|oembed|robots\.txt|sitemap\.xml)$|^\/(?:api|auth|mail|dev|embed|g|admin)\//;

export function isWorkerPath(path: string): boolean {
  return WORKER_PATHS.test(path);
}

/**
 * The asset for this GET or HEAD (or for `request`, a GET of another of the app's files); a stray
 * body stays with drainBody, the assets layer never reads it. A failure of the assets layer (it
 * threw, or answered 5xx) is not the client's doing: reading a file is safe to repeat, so it is
 * tried once more, and if that fails too the answer is an honest 503 in the API's error shape with
 * a Retry-After, never the assets layer's bare 500.
 */
export async function fetchAsset(c: Context<AppEnv>, request = new Request(c.req.raw, { body: null })): Promise<Response> {
  let failure: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const answer = await c.env.ASSETS.fetch(new Request(request));
      if (answer.status < 500) return answer;
      failure = `the assets layer answered ${answer.status}`;
      await answer.body?.cancel();
    } catch (error) {
      failure = error;
    }
  }
  console.error(`${request.method} ${new URL(request.url).pathname}: the app's files could not be read`, failure);
  throw new ApiError(503, "ASSETS_UNAVAILABLE", "This page could not be loaded just now. Please try again in a moment.", { "Retry-After": "5" });
}

/** The cookie the web app sets when its visitor chooses a language (web/i18n/index.ts). */
const CHOSEN_LANGUAGE = "coffee-rush-locale";

/**
 * The page's first view (written at build time by scripts/first-views.mjs) in the visitor's
 * language: the one they chose in the app, else their browser's. Null for a page without one.
 */
/** The language a page speaks to its visitor: the one they chose in the app (its cookie), else their browser's. */
export function visitorLanguage(c: Context<AppEnv>): Language {
  return pageLanguage(c.req.header("Accept-Language"), getCookie(c, CHOSEN_LANGUAGE));
}

export async function firstViewAsset(c: Context<AppEnv>): Promise<Response | null> {
  const view = firstViewOf(c.req.path);
  if (view === null) return null;
  const language = visitorLanguage(c);
  const asset = await fetchAsset(c, new Request(new URL(`/first/${language}/${view}`, c.req.url)));
  // One address, a page per language: the file's own validators don't describe this answer.
  const headers = new Headers(asset.headers);
  headers.delete("ETag");
  // The site's policy (web/public/_headers; securityHeaders for a route's page) with the page's one inline script.
  headers.set("Content-Security-Policy", (headers.get("Content-Security-Policy") ?? "").replace("script-src 'self'", `script-src 'self' '${FIRST_VIEW_STARTER_HASH}'`));
  headers.set("Vary", "Accept-Language, Cookie");
  headers.set("Cache-Control", "no-cache");
  return new Response(asset.body, { status: asset.status, headers });
}

/**
 * GET and HEAD of the app's files (and the single-page app's fallback) go to the assets layer as
 * they are; a page with a first view gets it in the visitor's language.
 */
export const staticAssets: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isWorkerPath(c.req.path) || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
  return (await firstViewAsset(c)) ?? fetchAsset(c);
};

/** No route: an unknown API address, or a method other than GET/HEAD on the app's files (see isWorkerPath). */
export function handleNotFound(c: Context): Response {
  if (isWorkerPath(c.req.path)) return c.json(errorBody("NOT_FOUND", "There is nothing at this address."), 404);
  c.header("Allow", "GET, HEAD");
  return c.json(errorBody("METHOD_NOT_ALLOWED", "This address can only be read (GET or HEAD)."), 405);
}
