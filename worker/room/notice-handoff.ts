import type { Env } from "../env.js";
import { sendTurnsMail } from "../outbox/digest.js";
import { deliverKeys } from "../outbox/dispatch.js";
import { backoffMs, enqueueNotices } from "../outbox/outbox.js";
import { dueKey, type DueEvent, type DueEvents } from "./due-events.js";
import type { RoomOutbox } from "./room-outbox.js";

/** A "deliver" or "turns-mail" event taken by the alarm stays due this long later, in case its run never ends. */
const TAKEN_EVENT_LEASE_MS = 60_000;

/**
 * The room's notices on their way out: the only part of the room that waits on the outside, and
 * only ever after the answer (the room runs it under waitUntil). What waits in the room's outbox
 * is handed to D1's (which ignores keys it has) and removed, then sent at once where it can be.
 * The room's alarm takes over what can't go yet: a hand-off that failed ("outbox"), notices D1 still
 * holds ("deliver") and the turn mails an address's digest holds back ("turns-mail").
 */
export class NoticeHandoff {
  /** "deliver" and "turns-mail" events the alarm took, for the next run. */
  private taken: DueEvent[] = [];

  constructor(
    private readonly env: Env,
    private readonly outbox: RoomOutbox,
    private readonly due: DueEvents,
  ) {}

  /**
   * The alarm takes a due "deliver" or "turns-mail" event for the next run without waiting on it:
   * the event stays, moved a lease later, so a run that never ends leaves it to a later alarm.
   */
  take(event: DueEvent, now: number): void {
    this.due.set(event.key, now + TAKEN_EVENT_LEASE_MS, event.data);
    this.taken = [...this.taken.filter((other) => other.key !== event.key), event];
  }

  /** Runs the events taken, then hands the waiting notices on (whose leftovers join a "deliver" event afresh). */
  async run(gameId: string): Promise<void> {
    const taken = this.taken;
    this.taken = [];
    const now = Date.now();
    for (const event of taken) {
      try {
        await (event.kind === "deliver" ? this.deliver(event, now) : this.turnsMail(event, now));
      } catch (error) {
        console.error(`game ${gameId}: ${event.key} failed; its lease brings it back`, error);
      }
    }
    await this.handOn(gameId);
  }

  /** Hands the waiting notices to D1 and tries to send them (a send that fails stays in D1's outbox, whose job retries it). */
  private async handOn(gameId: string): Promise<void> {
    const now = Date.now();
    const ready = this.outbox.ready(now);
    if (ready.length === 0) return;
    const keys = ready.map((held) => held.key);
    try {
      await enqueueNotices(this.env.DB, ready.map((held) => held.notice), now);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`game ${gameId}: handing ${keys.length} notice(s) to D1 failed, retrying`, message);
      const later = now + backoffMs(Math.max(...ready.map((held) => held.attempts)) + 1);
      this.outbox.retryLater(keys, later, message);
      this.due.set(dueKey("outbox"), later);
      return;
    }
    this.outbox.remove(keys);
    try {
      this.keepDelivering(await deliverKeys(this.env, ready.filter((held) => held.notice.kind !== "turn").map((held) => held.key), now));
      for (const { notice } of ready) {
        if (notice.kind !== "turn" || notice.seat === null) continue;
        await this.sendTurns(notice.to, dueKey("turns-mail", notice.seat), now);
      }
    } catch (error) {
      console.error(`game ${gameId}: sending notices failed; the outbox retries them`, error);
    }
  }

  /** A "deliver" event: the notices it names, tried again. */
  private async deliver(event: DueEvent, now: number): Promise<void> {
    this.due.delete(event.key);
    this.keepDelivering(await deliverKeys(this.env, JSON.parse(event.data ?? "[]") as string[], now));
  }

  /** A "turns-mail" event: the held turn notices of the address it names, if their time has come. */
  private async turnsMail(event: DueEvent, now: number): Promise<void> {
    this.due.delete(event.key);
    if (event.data) await this.sendTurns(event.data, event.key, now);
  }

  /** Asks D1 to send an address's turn notices; those it holds back are asked for again when due. */
  private async sendTurns(to: string, key: string, now: number): Promise<void> {
    const later = await sendTurnsMail(this.env, to, now);
    if (later !== null) this.due.set(key, later, to);
  }

  /** Notices that D1's outbox still holds: the room's alarm tries them again when they are due. */
  private keepDelivering(later: { key: string; at: number }[]): void {
    if (later.length === 0) return;
    const current = this.due.get(dueKey("deliver"));
    const keys = new Set([...(JSON.parse(current?.data ?? "[]") as string[]), ...later.map((notice) => notice.key)]);
    const at = Math.min(current?.at ?? Infinity, ...later.map((notice) => notice.at));
    this.due.set(dueKey("deliver"), at, JSON.stringify([...keys]));
  }
}
