import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.js";
import { hashToken } from "../secrets/tokens.js";
import { ApiError } from "./errors.js";

export interface RateLimit {
  /** Names the counter, e.g. "create-game". */
  name: string;
  /** Requests allowed per window and client (or recipient). */
  limit: number;
  windowSeconds: number;
}

/**
 * The client as Cloudflare reports its address (a fixed name locally, where there is none): an
 * IPv6 client by its /64, the block one subscriber is given and can rotate through at will.
 */
export function clientKey(c: Context): string {
  const address = c.req.header("cf-connecting-ip")?.trim();
  if (!address) return "local";
  // An IPv4 client written as IPv6 (::ffff:192.0.2.1) is one address.
  return address.includes(":") && !address.includes(".") ? network64(address) : address;
}

/** "2001:db8:0:1::/64" for any address in that /64 (written with or without "::" and leading zeros). */
function network64(address: string): string {
  const [head = "", tail] = address.split("%")[0]!.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(":")}::/64`;
}

/** Counters are kept this long (longer than any window), then cleared out by the hourly job. */
const KEEP_COUNTERS_SECONDS = 86_400;

export async function pruneRateLimits(db: D1Database, now: number): Promise<void> {
  await db.prepare("DELETE FROM rate_limits WHERE window_start < ?").bind(Math.floor(now / 1000) - KEEP_COUNTERS_SECONDS).run();
}

/**
 * Counts one request of `who` against the limit in a fixed window, in D1 (one upsert). Over the
 * limit: 429 with Retry-After.
 */
export async function countAgainst(db: D1Database, { name, limit, windowSeconds }: RateLimit, who: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % windowSeconds);
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
    )
    .bind(`${name}:${who}`, windowStart)
    .first<{ count: number }>();
  if ((row?.count ?? 0) > limit) {
    const retryAfter = windowStart + windowSeconds - now;
    throw new ApiError(429, "RATE_LIMITED", `Too many requests. Try again in ${retryAfter} seconds.`, {
      "Retry-After": String(retryAfter),
    });
  }
}

/**
 * A limit per recipient address (mails to one address, whoever asks): counted under a hash, so
 * the table holds no addresses.
 */
export async function countMailTo(db: D1Database, limit: RateLimit, email: string): Promise<void> {
  await countAgainst(db, limit, (await hashToken(email)).slice(0, 32));
}

/**
 * Rate limit per client, before the handler runs. RATE_LIMIT_SCALE multiplies the per-client limits
 * for the local browser-test service only, where every test's requests come from one address.
 */
export function rateLimit(limit: RateLimit): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const scale = Math.max(1, Number(c.env.RATE_LIMIT_SCALE ?? 1) || 1);
    await countAgainst(c.env.DB, { ...limit, limit: limit.limit * scale }, clientKey(c));
    await next();
  };
}
