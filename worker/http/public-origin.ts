import type { Context } from "hono";
import type { AppEnv } from "../env.js";

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * The site's own origin for links that leave it (sign-in mails, game mails, seat links): the
 * PUBLIC_ORIGIN var, never the request's Host, which anyone can set. Without the var (a local
 * run: `npm start`, the local service, the benchmarks) the request's origin is taken only when it
 * is this machine, so a deployed worker missing the var refuses to mail rather than mailing a
 * link to whatever host a request named.
 */
export function publicOrigin(c: Context<AppEnv>): string {
  const configured = c.env.PUBLIC_ORIGIN?.trim();
  if (configured) return new URL(configured).origin;
  const own = new URL(c.req.url);
  if (LOOPBACK.test(own.hostname)) return own.origin;
  throw new Error("PUBLIC_ORIGIN is not set: set it in wrangler.toml [vars] to the site's origin (see README, Security).");
}
