import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { FIRST_VIEW_STARTER_HASH } from "../../protocol/pages.js";
import { ApiError } from "./errors.js";

/**
 * Secure headers on every answer. The referrer policy keeps capability URLs (seat links) from
 * leaking to other sites; frame-ancestors (and X-Frame-Options) keep the site's pages out of
 * other sites' frames, except the embed page, which says who may frame it (relaxFor).
 */
const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // A game page (a route) is a first view: its one inline script, by its hash (protocol/pages.ts).
    scriptSrc: ["'self'", `'${FIRST_VIEW_STARTER_HASH}'`],
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

function tooLarge(): ApiError {
  return new ApiError(413, "BODY_TOO_LARGE", `The request body is too large (at most ${MAX_BODY_BYTES / 1024} KB).`);
}

/**
 * Refuses a body above MAX_BODY_BYTES: at once when its Content-Length says so, else (a chunked
 * body) as soon as that much has been read, then hands the routes the body read so far. Unlike
 * Hono's bodyLimit it lets go of the stream when it refuses, so drainBody can read the rest and
 * keep the connection, and it leaves GET and HEAD alone (no route reads their bodies).
 */
export const limitBody: MiddlewareHandler = async (c, next) => {
  const body = c.req.raw.body;
  if (!body || c.req.method === "GET" || c.req.method === "HEAD") return next();
  const declared = c.req.header("Content-Length");
  if (declared !== undefined && !c.req.header("Transfer-Encoding")) {
    if (Number(declared) > MAX_BODY_BYTES) throw tooLarge();
    return next();
  }
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(size);
  chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.byteLength), 0);
  c.req.raw = new Request(c.req.raw, { body: bytes });
  return next();
};
