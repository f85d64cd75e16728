import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.js";
import { ApiError } from "./errors.js";

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * The site's own origin for links that leave it (sign-in mails, game mails, seat links, oEmbed):
 * the PUBLIC_ORIGIN var, never the request's Host, which anyone can set. Without the var (a local
 * run: `npm start`, the local service, the benchmarks) the request's origin is taken only when it
 * is this machine; null otherwise.
 */
export function configuredOrigin(c: Context<AppEnv>): string | null {
  const configured = c.env.PUBLIC_ORIGIN?.trim();
  if (configured) return new URL(configured).origin;
  const own = new URL(c.req.url);
  return LOOPBACK.test(own.hostname) ? own.origin : null;
}

/**
 * The configured origin, or a 421 for a request to a host we can't name: a deployed worker missing
 * the var refuses rather than mailing a link to whatever host a request named.
 */
export function publicOrigin(c: Context<AppEnv>): string {
  const origin = configuredOrigin(c);
  if (origin === null) {
    console.error("PUBLIC_ORIGIN is not set: set it in wrangler.toml [vars] to the site's origin (see docs/security.md).");
    throw new ApiError(421, "UNKNOWN_HOST", "This site can't make links for the address you used. Open it at its own address and try again.");
  }
  return origin;
}

/** Refuses, before anything is counted or written, a request whose links could only name the request's Host. */
export const needsPublicOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  publicOrigin(c);
  await next();
};
