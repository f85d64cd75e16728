import { lt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { devMailbox } from "../db/schema.js";
import type { Env } from "../env.js";
import { sendTurnsMails } from "./digest.js";
import { deliverDue, pruneOutbox } from "./outbox.js";
import { pruneMailLinks } from "./settings.js";

const KEEP_LOCAL_MAIL_MS = 30 * 86_400_000;

/**
 * The scheduled job (a Cron Trigger every minute): gathers turn notices into "turns" mails,
 * retries every delivery that is due, and clears out what is long done with. Games kick their own
 * mails as they happen; this is what makes a failed send go out later.
 */
export async function runMailJobs(env: Env, now = Date.now()): Promise<void> {
  await sendTurnsMails(env, now);
  await deliverDue(env, now);
  // Housekeeping once an hour is plenty.
  if (now % 3_600_000 < 60_000) {
    await pruneOutbox(env.DB, now);
    await pruneMailLinks(env.DB, now);
    await drizzle(env.DB).delete(devMailbox).where(lt(devMailbox.createdAt, now - KEEP_LOCAL_MAIL_MS));
  }
}
