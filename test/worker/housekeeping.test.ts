import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HOUR, MINUTE, futureAt, runScheduled, useClock } from "./slow-helpers.js";

/** The scheduled job's hourly part: D1 rows nobody can use any more are cleared out. */

afterEach(() => {
  vi.useRealTimers();
});

const DAY = 24 * HOUR;

async function seed(now: number): Promise<void> {
  const nowSeconds = Math.floor(now / 1000);
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (id, email, created_at) VALUES ('u-keep', 'keep@example.com', ?)").bind(now - 40 * DAY),
    env.DB.prepare("INSERT INTO sessions (token_hash, user_id, created_at, expires_at, revoked_at) VALUES (?, 'u-keep', ?, ?, ?)").bind("live", now - DAY, now + DAY, null),
    env.DB.prepare("INSERT INTO sessions (token_hash, user_id, created_at, expires_at, revoked_at) VALUES (?, 'u-keep', ?, ?, ?)").bind("expired", now - 31 * DAY, now - DAY, null),
    env.DB.prepare("INSERT INTO sessions (token_hash, user_id, created_at, expires_at, revoked_at) VALUES (?, 'u-keep', ?, ?, ?)").bind("revoked", now - DAY, now + DAY, now - HOUR),
    env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES ('create-game:a', ?, 3)").bind(nowSeconds - 600),
    env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES ('create-game:b', ?, 3)").bind(nowSeconds - 2 * 86_400),
  ]);
}

async function remaining() {
  return {
    sessions: (await env.DB.prepare("SELECT token_hash FROM sessions WHERE user_id = 'u-keep' ORDER BY token_hash").all()).results.map((r) => r.token_hash),
    counters: (await env.DB.prepare("SELECT key FROM rate_limits WHERE key LIKE 'create-game:%' ORDER BY key").all()).results.map((r) => r.key),
  };
}

describe("clearing out", () => {
  it("keeps live sessions and recent rate-limit counters, and only in the first minute of an hour", async () => {
    const topOfHour = futureAt(3);
    useClock(topOfHour - 10 * MINUTE);
    await seed(Date.now());
    await runScheduled();
    expect(await remaining()).toEqual({ sessions: ["expired", "live", "revoked"], counters: ["create-game:a", "create-game:b"] });

    vi.setSystemTime(topOfHour + 30_000);
    await runScheduled();
    expect(await remaining()).toEqual({ sessions: ["live"], counters: ["create-game:a"] });
  });
});
