import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { ApiError } from "./errors.js";

/**
 * Secure headers on every answer. The referrer policy keeps capability URLs (seat links) from
 * leaking to other sites.
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
  },
  referrerPolicy: "no-referrer",
  xContentTypeOptions: "nosniff",
  crossOriginEmbedderPolicy: false,
});

/** A WebSocket upgrade's 101 comes from the game's object as is: its headers can't be changed. */
export const securityHeaders: MiddlewareHandler = (c, next) =>
  c.req.header("Upgrade") === "websocket" ? next() : headers(c, next);

/** Request bodies above this are refused before they are read. */
export const MAX_BODY_BYTES = 16 * 1024;

export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, "BODY_TOO_LARGE", `The request body is too large (at most ${MAX_BODY_BYTES / 1024} KB).`);
  },
});
