import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.js";
import { ApiError } from "./errors.js";

export interface RateLimit {
  /** Names the counter, e.g. "create-game". */
  name: string;
  /** Requests allowed per window and client. */
  limit: number;
  windowSeconds: number;
}

/** The client's address as Cloudflare reports it (a fixed name locally, where there is none). */
export function clientKey(c: Context): string {
  return c.req.header("cf-connecting-ip") ?? "local";
}

/** Counters are kept this long (longer than any window), then cleared out by the hourly job. */
const KEEP_COUNTERS_SECONDS = 86_400;

export async function pruneRateLimits(db: D1Database, now: number): Promise<void> {
  await db.prepare("DELETE FROM rate_limits WHERE window_start < ?").bind(Math.floor(now / 1000) - KEEP_COUNTERS_SECONDS).run();
}

/**
 * Fixed-window rate limit per client, counted in D1 (one upsert per request). Over the limit:
 * 429 with Retry-After, before the handler runs.
 */
export function rateLimit({ name, limit, windowSeconds }: RateLimit): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const now = Math.floor(Date.now() / 1000);
    const windowStart = now - (now % windowSeconds);
    const row = await c.env.DB.prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
    )
      .bind(`${name}:${clientKey(c)}`, windowStart)
      .first<{ count: number }>();
    if ((row?.count ?? 0) > limit) {
      const retryAfter = windowStart + windowSeconds - now;
      throw new ApiError(429, "RATE_LIMITED", `Too many requests. Try again in ${retryAfter} seconds.`, {
        "Retry-After": String(retryAfter),
      });
    }
    await next();
  };
}
