import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { PushMessage } from "../../protocol/types.js";
import { mailOutbox } from "../db/schema.js";
import type { Env } from "../env.js";
import type { PushData } from "../mail/intents.js";
import { quietUntil } from "../mail/quiet-hours.js";
import { devicesOfSeat, gamesWaitingOn, markSent, removeDevice, stillWaitingOn } from "./devices.js";
import { pushKeysOf } from "./push-keys.js";
import { sendPush } from "./send.js";

/** A notice this young goes out with the change that caused it. */
const FRESH_MS = 60_000;

/** A claimed outbox row of kind "push": where it stands once this attempt is over. */
export type PushRowOutcome = { status: "sent" } | { status: "skipped"; reason: string } | { status: "pending"; at: number; error: string | null };

/**
 * Sends a push notice, claimed from the outbox, to every device of its seat and of the seat's
 * account. A device in its quiet hours gets it in the morning (the row waits); one the push
 * service no longer knows is removed; one that failed is tried again, and devices already reached
 * are never sent it twice.
 */
export async function deliverPush(
  env: Env,
  row: { key: string; gameId: string | null; seat: number | null; data: unknown; createdAt: number },
  timezone: string | null,
  retryAt: number,
  now: number,
): Promise<PushRowOutcome> {
  const data = row.data as PushData;
  const keys = pushKeysOf(env);
  if (!keys || row.gameId === null || row.seat === null) return { status: "skipped", reason: "Push is not set up on this server." };
  // A turn notice held back (quiet hours, a retry) says nothing once the turn has passed; one sent
  // as its turn begins needn't ask.
  const heldBack = now - row.createdAt > FRESH_MS || (data.sentTo?.length ?? 0) > 0;
  if (data.about === "turn" && heldBack && !(await stillWaitingOn(env.DB, row.gameId, row.seat, data.stint ?? 0))) {
    return { status: "skipped", reason: "The turn has passed." };
  }
  const sentTo = new Set(data.sentTo ?? []);
  const devices = (await devicesOfSeat(env.DB, row.gameId, row.seat, data.userId)).filter((device) => !sentTo.has(device.id));
  let morning: number | null = null;
  let error: string | null = null;
  for (const device of devices) {
    const quietEnds = quietUntil(now, timezone ?? device.timezone);
    if (quietEnds !== null) {
      morning = Math.min(morning ?? quietEnds, quietEnds);
      continue;
    }
    const message: PushMessage = {
      kind: data.about,
      gameId: row.gameId,
      url: `/g/${row.gameId}`,
      others: data.others,
      locale: device.locale,
      // The index may not know of this turn yet (it is copied at most every 5 s in a quick game).
      badge: Math.max(await gamesWaitingOn(env.DB, device), data.about === "turn" ? 1 : 0),
      ...(data.deadline !== undefined && { deadline: data.deadline }),
      ...(data.rank !== undefined && { rank: data.rank, players: data.players }),
      ...(data.from !== undefined && { from: data.from, text: data.text, phrase: data.phrase }),
    };
    const { outcome, detail } = await sendPush(keys, device, message);
    if (outcome === "delivered") {
      sentTo.add(device.id);
    } else if (outcome === "gone") {
      await removeDevice(env.DB, device.id);
    } else if (outcome === "retry") {
      error = detail;
    } else {
      console.error(`push ${row.key}: the push service refused a device: ${detail}`);
    }
  }
  await markSent(env.DB, [...sentTo].filter((id) => !(data.sentTo ?? []).includes(id)), now);
  if (error === null && morning === null) return sentTo.size > 0 ? { status: "sent" } : { status: "skipped", reason: "No device to tell." };
  await drizzle(env.DB)
    .update(mailOutbox)
    .set({ data: { ...data, sentTo: [...sentTo] } })
    .where(eq(mailOutbox.key, row.key));
  return { status: "pending", at: error !== null ? Math.min(retryAt, morning ?? retryAt) : morning!, error };
}
