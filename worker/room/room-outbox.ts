import { awaitsDirectCopy, type Notice } from "../outbox/notice.js";
import { dueKey, type DueEvents } from "./due-events.js";
import { ensureTable, readsTable } from "./room-schema.js";

/**
 * How long a notice may wait in the room before the alarm hands it on itself: the hand-off after
 * the answer normally comes first (and clears it); this covers a room that stopped before it did.
 */
const HANDOFF_GRACE_MS = 15_000;

/**
 * The room's own outbox: a notice (mail, push, webhook message) the game decides to send is written
 * here in the same transaction as the change that caused it, so it can't be lost or sent for a
 * change that didn't happen. It is then handed to D1's outbox (worker/outbox/, which delivers) and
 * deleted; a hand-off that fails, or never ran (the room stopped first), is done by the room's
 * alarm ("outbox", set with the notice). D1 ignores a key it already has, so a hand-off repeated
 * is harmless.
 */
export interface HeldNotice {
  key: string;
  notice: Notice;
  attempts: number;
}

export class RoomOutbox {
  /** Whether any notice may be waiting (undefined: not read yet): most moves send none, and then the outbox isn't read at all. */
  private mayHold: boolean | undefined;

  constructor(
    private readonly sql: SqlStorage,
    private readonly due: DueEvents,
  ) {}

  /** A new game in tables made from nothing: no notice is waiting (its table isn't made). */
  founded(): void {
    this.mayHold = false;
  }

  /** Drops what it knows of the table (after the room's storage was deleted). */
  forget(): void {
    this.mayHold = undefined;
  }

  /** Keeps a notice to hand on, with the alarm's promise to hand it on should the hand-off after the answer never run. */
  add(notice: Notice, now: number): void {
    ensureTable(this.sql, "mail_outbox");
    this.sql.exec("INSERT INTO mail_outbox (key, intent, next_at) VALUES (?, ?, ?) ON CONFLICT (key) DO NOTHING", notice.key, JSON.stringify(notice), now);
    this.mayHold = true;
    if (!this.due.get(dueKey("outbox"))) this.due.set(dueKey("outbox"), now + HANDOFF_GRACE_MS);
  }

  ready(now: number): HeldNotice[] {
    if (!(this.mayHold ??= this.size() > 0)) return [];
    const ready = this.sql
      .exec("SELECT key, intent, attempts FROM mail_outbox WHERE next_at <= ? ORDER BY next_at, key", now)
      .toArray()
      .map((row) => ({ key: row.key as string, notice: JSON.parse(row.intent as string) as Notice, attempts: row.attempts as number }));
    if (ready.length === 0) this.mayHold = this.size() > 0;
    return ready;
  }

  /** Whether a notice ready to hand on waits for D1's index to be written directly (the outbox's rule). */
  awaitsDirectCopy(now: number): boolean {
    return this.ready(now).some((held) => awaitsDirectCopy(held.notice));
  }

  /** Notices handed on; once none waits, the alarm has nothing to hand on. */
  remove(keys: string[]): void {
    for (const key of keys) this.sql.exec("DELETE FROM mail_outbox WHERE key = ?", key);
    this.mayHold = this.size() > 0;
    if (!this.mayHold) this.due.delete(dueKey("outbox"));
  }

  retryLater(keys: string[], at: number, error: string): void {
    for (const key of keys) {
      this.sql.exec("UPDATE mail_outbox SET attempts = attempts + 1, next_at = ?, last_error = ? WHERE key = ?", at, error.slice(0, 500), key);
    }
  }

  size(): number {
    // No table yet: no notice was ever kept.
    return readsTable(() => this.sql.exec("SELECT COUNT(*) AS n FROM mail_outbox").one().n as number) ?? 0;
  }
}
