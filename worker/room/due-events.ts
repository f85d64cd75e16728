/**
 * The room's due events: a Durable Object has one alarm, so everything the room must do later (a
 * turn mail, reminders, a time-out, a bot's move, retrying a write) is a row here, and the alarm
 * is set to the earliest. The alarm handler runs what is due and sets the alarm again.
 *
 * Keys name the event and so make each one unique: "timeout:2" is seat 2's time-out; setting it
 * again moves it.
 */
export type DueKind =
  | "turn-mail"
  | "remind-half"
  | "remind-late"
  | "timeout"
  | "bot"
  /** Ask D1 to send a recipient's held turn notices (quiet hours or spacing over). */
  | "turns-mail"
  /** Hand waiting mails to D1's outbox again. */
  | "outbox"
  /** Try again to deliver mails D1's outbox holds (quiet hours, a failed send); data: their keys. */
  | "deliver"
  /** Copy the index to D1 again. */
  | "sync"
  /** The proposal to end the game by agreement lapses. */
  | "end-lapse"
  /** A game nobody started is cleared out, storage and index (UNSTARTED_GAME_DAYS after creation). */
  | "expire";

/** The events tied to one turn of a seat: all cleared when the turn ends. */
export const TURN_EVENTS: DueKind[] = ["turn-mail", "remind-half", "remind-late", "timeout", "bot"];

export interface DueEvent {
  key: string;
  kind: DueKind;
  seat: number | null;
  at: number;
  data: string | null;
}

export function dueKey(kind: DueKind, seat?: number): string {
  return seat === undefined ? kind : `${kind}:${seat}`;
}

export class DueEvents {
  constructor(private readonly sql: SqlStorage) {}

  set(key: string, at: number, data: string | null = null): void {
    this.sql.exec(
      "INSERT INTO due_events (key, at, data) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET at = excluded.at, data = excluded.data",
      key,
      Math.floor(at),
      data,
    );
  }

  get(key: string): DueEvent | null {
    const row = this.sql.exec("SELECT key, at, data FROM due_events WHERE key = ?", key).toArray()[0];
    return row ? toEvent(row) : null;
  }

  delete(key: string): void {
    this.sql.exec("DELETE FROM due_events WHERE key = ?", key);
  }

  /** Clears a seat's turn events. */
  clearTurn(seat: number): void {
    for (const kind of TURN_EVENTS) this.delete(dueKey(kind, seat));
  }

  /** Moves some events by `delta` ms (a vacation moves a seat's reminders and time-out). */
  shift(keys: string[], delta: number): void {
    for (const key of keys) this.sql.exec("UPDATE due_events SET at = at + ? WHERE key = ?", Math.floor(delta), key);
  }

  /** The earliest event due at `now`, or null. */
  next(now: number): DueEvent | null {
    const row = this.sql.exec("SELECT key, at, data FROM due_events WHERE at <= ? ORDER BY at, key LIMIT 1", now).toArray()[0];
    return row ? toEvent(row) : null;
  }

  earliest(): number | null {
    const row = this.sql.exec("SELECT MIN(at) AS at FROM due_events").toArray()[0];
    return (row?.at as number | null) ?? null;
  }

  all(): DueEvent[] {
    return this.sql.exec("SELECT key, at, data FROM due_events ORDER BY at, key").toArray().map(toEvent);
  }
}

function toEvent(row: Record<string, SqlStorageValue>): DueEvent {
  const key = row.key as string;
  const [kind, seat] = key.split(":", 2);
  return { key, kind: kind as DueKind, seat: seat === undefined ? null : Number(seat), at: row.at as number, data: (row.data as string | null) ?? null };
}
