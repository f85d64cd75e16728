import type { Env } from "../env.js";
import { sendTurnsMails } from "./digest.js";
import { deliverDue } from "./outbox.js";

/**
 * The mail part of the scheduled job (every minute): gathers turn notices into "turns" mails and
 * retries every delivery that is due. Games kick their own mails as they happen; this is what
 * makes a failed send go out later.
 */
export async function runMailJobs(env: Env, now = Date.now()): Promise<void> {
  await sendTurnsMails(env, now);
  await deliverDue(env, now);
}
