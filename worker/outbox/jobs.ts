import type { Env } from "../env.js";
import { sendTurnsMails } from "./digest.js";
import { deliverDue } from "./dispatch.js";

/**
 * The outbox's part of the scheduled job (every minute): gathers turn notices into "turns" mails and
 * retries every delivery that is due. Games kick their own mails as they happen; this is what
 * makes a failed send go out later. The two run side by side: turn mails that are slow to go out
 * don't keep a sign-in mail waiting.
 */
export async function runOutboxJobs(env: Env, now = Date.now()): Promise<void> {
  const [turns, due] = await Promise.allSettled([sendTurnsMails(env, now), deliverDue(env, now)]);
  for (const job of [turns, due]) if (job.status === "rejected") throw job.reason;
}
