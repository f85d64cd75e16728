import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { ApiError } from "./errors.js";

/**
 * Secure headers on every answer. The referrer policy keeps capability URLs (seat links) from
 * leaking to other sites; frame-ancestors (and X-Frame-Options) keep the site's pages out of
 * other sites' frames, except the embed page, which says who may frame it (relaxFor).
 */
const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
  referrerPolicy: "no-referrer",
  xContentTypeOptions: "nosniff",
  crossOriginEmbedderPolicy: false,
});

/** What a route loosens for its own answer: who may frame it, and whether other sites may load it. */
export interface Relaxed {
  /** CSP frame-ancestors sources, e.g. "*" or "'self' https://blog.example"; drops X-Frame-Options. */
  frameAncestors?: string;
  /** Cross-Origin-Resource-Policy: cross-origin (answers meant for other sites: CORS, embeds). */
  crossOrigin?: boolean;
}

const relaxed = new WeakMap<Request, Relaxed>();

/** Called by a route (embeds, CORS answers) before it answers; everything else stays strict. */
export function relaxFor(c: Context, loosen: Relaxed): void {
  relaxed.set(c.req.raw, { ...relaxed.get(c.req.raw), ...loosen });
}

/** A WebSocket upgrade's 101 comes from the game's object as is: its headers can't be changed. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  if (c.req.header("Upgrade") === "websocket") return next();
  await headers(c, next);
  const loosen = relaxed.get(c.req.raw);
  if (!loosen) return;
  if (loosen.frameAncestors !== undefined) {
    c.res.headers.delete("X-Frame-Options");
    const csp = c.res.headers.get("Content-Security-Policy") ?? "";
    c.res.headers.set("Content-Security-Policy", csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${loosen.frameAncestors}`));
  }
  if (loosen.crossOrigin) c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
};

/** Request bodies above this are refused before they are read. */
export const MAX_BODY_BYTES = 16 * 1024;

const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, "BODY_TOO_LARGE", `The request body is too large (at most ${MAX_BODY_BYTES / 1024} KB).`);
  },
});

/**
 * No route reads the body of a GET or HEAD (and Hono's limit, which re-wraps a streamed body in a
 * new Request, would throw on one), so those pass as they are.
 */
export const limitBody: MiddlewareHandler = (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limit(c, next));
