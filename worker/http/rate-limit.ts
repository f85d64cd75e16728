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

/** A counter one request counts against, and how many requests it allows per window. */
interface Bucket {
  who: string;
  limit: number;
}

/**
 * What one request counts against: its client as Cloudflare reports its address (a fixed name
 * locally, where there is none), an IPv6 client by its /64, the block one subscriber is given and
 * can rotate through at will; beside it the /48 around an IPv6 client, a site whose /64s are many
 * (it allows a quarter more than one client: rotating through them gets little more); and the
 * account, when one is signed in (new addresses give it nothing more).
 */
function bucketsOf(c: Context<AppEnv>, limit: number): Bucket[] {
  const user = c.get("user");
  const account = user ? [{ who: `user:${user.id}`, limit }] : [];
  const address = c.req.header("cf-connecting-ip")?.trim();
  if (!address) return [{ who: "local", limit }, ...account];
  // An IPv4 client written as IPv6 (::ffff:192.0.2.1) is one address.
  if (!address.includes(":") || address.includes(".")) return [{ who: address, limit }, ...account];
  const groups = ipv6Groups(address);
  return [
    { who: `${groups.slice(0, 4).join(":")}::/64`, limit },
    { who: `${groups.slice(0, 3).join(":")}::/48`, limit: Math.ceil(limit * 1.25) },
    ...account,
  ];
}

/** The client a request comes from, as the rate limits count it: its address, an IPv6 client by its /64 ("local" where none is reported). */
export function clientOf(c: Context<AppEnv>): string {
  return bucketsOf(c, 0)[0]!.who;
}

/** The eight groups of an IPv6 address (written with or without "::" and leading zeros), as "db8", "0", …. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("%")[0]!.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return groups.map((group) => (Number.parseInt(group, 16) || 0).toString(16));
}

/** Counters are kept this long (longer than any window), then cleared out by the hourly job. */
const KEEP_COUNTERS_SECONDS = 86_400;

export async function pruneRateLimits(db: D1Database, now: number): Promise<void> {
  await db.prepare("DELETE FROM rate_limits WHERE window_start < ?").bind(Math.floor(now / 1000) - KEEP_COUNTERS_SECONDS).run();
}

/**
 * Counts one request against each bucket in a fixed window, in D1 (one upsert each, in one batch).
 * Over any bucket's limit: 429 with Retry-After.
 */
async function countAgainst(db: D1Database, { name, windowSeconds }: RateLimit, buckets: Bucket[]): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % windowSeconds);
  const count = db.prepare(
    `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
  );
  const counted = await db.batch<{ count: number }>(buckets.map(({ who }) => count.bind(`${name}:${who}`, windowStart)));
  if (buckets.some(({ limit }, index) => (counted[index]?.results[0]?.count ?? 0) > limit)) {
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
  await countAgainst(db, limit, [{ who: hashToken(email).slice(0, 32), limit: limit.limit }]);
}

/** A limit of its own per account (beside the middleware's, which counts the account at the client's limit). */
export async function countForAccount(db: D1Database, limit: RateLimit, userId: string): Promise<void> {
  await countAgainst(db, limit, [{ who: `user:${userId}`, limit: limit.limit }]);
}

/**
 * Rate limit per client (and its /48, and its account), before the handler runs. RATE_LIMIT_SCALE
 * multiplies the limits for the local browser-test service only, where every test's requests come
 * from one address.
 */
export function rateLimit(limit: RateLimit): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const scale = Math.max(1, Number(c.env.RATE_LIMIT_SCALE ?? 1) || 1);
    await countAgainst(c.env.DB, limit, bucketsOf(c, limit.limit * scale));
    await next();
  };
}
