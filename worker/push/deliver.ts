import type { PushMessage } from "../../protocol/types.js";
import type { Env } from "../env.js";
import type { PushData } from "./push-data.js";
import { deviceReached, devicesOfSeat, gamesWaitingOn, removeDevice, stillWaitingOn } from "./devices.js";
import { pushKeysOf } from "./push-keys.js";
import { sendPush } from "./send.js";

/** A notice this young goes out with the change that caused it. */
const FRESH_MS = 60_000;

/**
 * A notice that failed is tried this many times in all, the outbox's backoff between (1, 2, 4, 8
 * minutes): a quarter of an hour on, a turn's notice has mostly lost its point, and a push service
 * that keeps failing is not called again and again.
 */
export const MAX_PUSH_ATTEMPTS = 5;

/** Where a push notice stands once this attempt is over. */
export type PushOutcome = { status: "sent" } | { status: "skipped"; reason: string } | { status: "pending"; at: number; error: string | null };

/** What a delivery needs from whoever keeps the notice (the outbox). */
export interface PushAttempt {
  /** The notice's idempotency key (named in the log). */
  key: string;
  gameId: string | null;
  seat: number | null;
  data: PushData;
  createdAt: number;
  /** When quiet hours end for a device in this timezone (null: not quiet now): the reader's own, else the device's. */
  quietUntil: (deviceTimezone: string | null) => number | null;
  /** Records a device reached, so a retry skips it. */
  reached: (deviceId: string) => Promise<void>;
  /** When to try again after a failure. */
  retryAt: number;
}

/**
 * Sends a push notice to every device of its seat and of the seat's
 * account, all at once (each request has its timeout, so the row is done well inside its lease).
 * A device in its quiet hours gets it in the morning (the row waits); one the push service no
 * longer knows is removed; one that failed is tried again. Each device is marked the moment it is
 * reached, so a retry, or a runner taking over from one that died, never sends it twice.
 */
export async function deliverPush(env: Env, row: PushAttempt, now: number): Promise<PushOutcome> {
  const { data, retryAt } = row;
  const keys = pushKeysOf(env);
  if (!keys || row.gameId === null || row.seat === null) return { status: "skipped", reason: "Push is not set up on this server." };
  const gameId = row.gameId;
  // A turn notice held back (quiet hours, a retry) says nothing once the turn has passed; one sent
  // as its turn begins needn't ask.
  const heldBack = now - row.createdAt > FRESH_MS || (data.sentTo?.length ?? 0) > 0;
  if (data.about === "turn" && heldBack && !(await stillWaitingOn(env.DB, gameId, row.seat, data.stint ?? 0))) {
    return { status: "skipped", reason: "The turn has passed." };
  }
  const sentTo = new Set(data.sentTo ?? []);
  const devices = (await devicesOfSeat(env.DB, gameId, row.seat, data.userId)).filter((device) => !sentTo.has(device.id));
  let reached = sentTo.size;
  let morning: number | null = null;
  let error: string | null = null;
  await Promise.all(
    devices.map(async (device) => {
      const quietEnds = row.quietUntil(device.timezone);
      if (quietEnds !== null) {
        morning = Math.min(morning ?? quietEnds, quietEnds);
        return;
      }
      const message: PushMessage = {
        kind: data.about,
        gameId,
        url: `/g/${gameId}`,
        others: data.others,
        locale: device.locale,
        // The index may not know of this turn yet (it is copied at most every 5 s in a quick game).
        badge: Math.max(await gamesWaitingOn(env.DB, device), data.about === "turn" ? 1 : 0),
        ...(data.deadline !== undefined && { deadline: data.deadline }),
        ...(data.rank !== undefined && { rank: data.rank, players: data.players }),
        ...(data.resigned?.length && { resigned: data.resigned }),
        ...(data.from !== undefined && { from: data.from, text: data.text, phrase: data.phrase }),
        ...(data.lapse !== undefined && { lapse: data.lapse }),
      };
      const { outcome, detail } = await sendPush(keys, device, message);
      if (outcome === "delivered") {
        reached++;
        await row.reached(device.id);
        await deviceReached(env.DB, device.id, now);
      } else if (outcome === "gone") {
        await removeDevice(env.DB, device.id);
      } else if (outcome === "retry") {
        error = detail;
      } else {
        console.error(`push ${row.key}: the push service refused a device: ${detail}`);
      }
    }),
  );
  if (error === null && morning === null) return reached > 0 ? { status: "sent" } : { status: "skipped", reason: "No device to tell." };
  return { status: "pending", at: error !== null ? Math.min(retryAt, morning ?? retryAt) : morning!, error };
}
