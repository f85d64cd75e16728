import { pruneSessions } from "./auth/session.js";
import type { Env } from "./env.js";
import { pruneRateLimits } from "./http/rate-limit.js";
import { runOutboxJobs } from "./outbox/jobs.js";
import { pruneMailbox } from "./mail/local-mailbox.js";
import { pruneOutbox } from "./outbox/outbox.js";
import { pruneMailLinks } from "./outbox/settings.js";
import { HOUR_MS, MINUTE_MS } from "../protocol/time.js";
import { rateDueResults } from "./ratings/rate-results.js";

/**
 * The Cron Trigger's job (wrangler.toml [triggers], every minute): the outbox's jobs, the rating
 * updates that failed after their game's results copy, and in the first minute of each hour,
 * clearing out D1 rows nobody can use any more.
 */
export async function runScheduled(env: Env, now: number): Promise<void> {
  await runOutboxJobs(env, now);
  await rateDueResults(env.DB, now);
  if (now % HOUR_MS < MINUTE_MS) await clearOut(env.DB, now);
}

async function clearOut(db: D1Database, now: number): Promise<void> {
  await pruneOutbox(db, now);
  await pruneMailLinks(db, now);
  await pruneMailbox(db, now);
  await pruneRateLimits(db, now);
  await pruneSessions(db, now);
}
