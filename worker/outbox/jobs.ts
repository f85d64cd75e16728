import type { Env } from "../env.js";
import { MAIL_TIMEOUT_MS } from "../http/outbound.js";
import { sendTurnsMails } from "./digest.js";
import { deliverDue } from "./dispatch.js";

/** The schedule's period: one run should be over before the next begins. */
const SCHEDULE_MS = 60_000;
/**
 * How long a run may go on beginning deliveries: the slowest call begun just before (a mail
 * provider's, MAIL_TIMEOUT_MS) still ends inside the minute, with some to spare for D1.
 */
export const RUN_BUDGET_MS = SCHEDULE_MS - MAIL_TIMEOUT_MS - 5_000;

/**
 * The outbox's part of the scheduled job (every minute): gathers turn notices into "turns" mails and
 * retries every delivery that is due. Games kick their own mails as they happen; this is what
 * makes a failed send go out later. The two run side by side: turn mails that are slow to go out
 * don't keep a sign-in mail waiting. Neither begins a delivery after `budgetMs`: rows that hang
 * until their timeout (6 at a time) can't make one run outlast the minute; what is left goes next run.
 */
export async function runOutboxJobs(env: Env, now = Date.now(), budgetMs = RUN_BUDGET_MS): Promise<void> {
  const until = performance.now() + budgetMs;
  const [turns, due] = await Promise.allSettled([sendTurnsMails(env, now, undefined, until), deliverDue(env, now, undefined, until)]);
  for (const job of [turns, due]) if (job.status === "rejected") throw job.reason;
}
