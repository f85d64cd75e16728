import { reminderTimes } from "../../protocol/clock.js";
import { ensureTable, readsTable } from "./room-schema.js";

/**
 * The room's due events: a Durable Object has one alarm, so everything the room must do later (a
 * turn mail, reminders, a time-out, a bot's move, retrying a write) is a row here, and the alarm
 * is set to the earliest. The alarm handler runs what is due and sets the alarm again.
 *
 * Keys name the event and so make each one unique: "timeout:2" is seat 2's time-out; setting it
 * again moves it.
 *
 * A seat's clock events (its two reminders and its time-out) follow from its deadline, so they are
 * not stored: they are derived from the seat's row (SeatClock), and the seat notes how many of them
 * this turn has handled. A turn then writes no due-event rows. Likewise what the game's row says
 * (GameDue): a game nobody starts expires at a time its creation fixes, and a finished game's results
 * are due in D1 until copied. A stored row with a derived event's key (a retry, or a room from
 * before) stands in for the derived one.
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
  /** Tell the game's channel whose turn it is (turns that passed meanwhile make this one message). */
  | "channel-turn"
  /** The proposal to end the game by agreement lapses. */
  | "end-lapse"
  /** A table of strangers' ready check is over: seats that didn't confirm are freed (ready-check.ts). */
  | "ready-check"
  /** A game nobody started is cleared out, storage and index (UNSTARTED_GAME_DAYS after creation). */
  | "expire";

/** The events tied to one turn of a seat: all cleared when the turn ends. */
export const TURN_EVENTS: DueKind[] = ["turn-mail", "remind-half", "remind-late", "timeout", "bot"];

/** The clock events in the order they come due; a seat's `done` counts how many of them its turn has handled. */
const CLOCK_EVENTS = ["remind-half", "remind-late", "timeout"] as const satisfies DueKind[];

/** A seat's running clock, from its row: what its clock events are derived from. */
export interface SeatClock {
  seat: number;
  /** The turn (stint) the clock runs for. */
  stint: number;
  deadline: number;
  limitMs: number;
  /** How many of CLOCK_EVENTS this turn has handled. */
  done: number;
  /** Whether anyone is there to remind (an address, an account or a device following the seat): else the time-out alone. */
  reminded: boolean;
}

/** What the game's row makes due, and when (null: nothing). */
export interface GameDue {
  /** The game is cleared away, nobody having started it. */
  expire: number | null;
  /** The finished game's results are copied to D1. */
  sync: number | null;
}

/** Where the seats' clocks are read, and a handled clock event noted (on the seat's row). */
export interface SeatClocks {
  clocks(): SeatClock[];
  handled(seat: number, stint: number, done: number): void;
}

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

/**
 * The events, kept in memory after the first read (the room is their only writer, and there are a
 * handful): a move clears and sets a few, and checking what is due then reads no storage.
 * Every change is written through; forget() drops the copy after a transaction that failed.
 */
export class DueEvents {
  private events: Map<string, DueEvent> | null = null;

  constructor(
    private readonly sql: SqlStorage,
    private readonly seatClocks: SeatClocks,
    private readonly gameDue: () => GameDue,
  ) {}

  set(key: string, at: number, data: string | null = null): void {
    const event = toEvent({ key, at: Math.floor(at), data });
    if (this.clockEvents(true).get(key)?.at === event.at && data === null) {
      // The seat's clock already says so (or needs no such reminder): no row (one left from before gives way).
      this.delete(key);
      return;
    }
    ensureTable(this.sql, "due_events");
    this.sql.exec(
      "INSERT INTO due_events (key, at, data) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET at = excluded.at, data = excluded.data",
      key,
      event.at,
      data,
    );
    this.loaded().set(key, event);
  }

  get(key: string): DueEvent | null {
    return this.loaded().get(key) ?? this.derived().get(key) ?? null;
  }

  /** An event that ran: its row goes; a clock event is noted as handled on its seat's turn. */
  handled(event: DueEvent): void {
    this.delete(event.key);
    // Only the turn the event was derived for (a time-out's move has started the seat's next turn).
    if (this.derived().get(event.key)?.at !== event.at) return;
    const level = (CLOCK_EVENTS as readonly string[]).indexOf(event.kind) + 1;
    const clock = this.seatClocks.clocks().find((c) => c.seat === event.seat)!;
    if (clock.done < level) this.seatClocks.handled(clock.seat, clock.stint, level);
  }

  /** Removes a stored event (a seat's clock events end with its turn, by themselves). */
  delete(key: string): void {
    if (!this.loaded().delete(key)) return;
    this.sql.exec("DELETE FROM due_events WHERE key = ?", key);
  }

  /** Clears a seat's turn events. */
  clearTurn(seat: number): void {
    for (const kind of TURN_EVENTS) this.delete(dueKey(kind, seat));
  }

  /** Moves some events by `delta` ms (a vacation moves a seat's reminders and time-out). */
  shift(keys: string[], delta: number): void {
    for (const key of keys) {
      const event = this.loaded().get(key);
      if (!event) continue;
      this.sql.exec("UPDATE due_events SET at = at + ? WHERE key = ?", Math.floor(delta), key);
      this.loaded().set(key, { ...event, at: event.at + Math.floor(delta) });
    }
  }

  /** The earliest event due at `now` (of those not `taken` already), or null. */
  next(now: number, taken: ReadonlySet<string> = new Set()): DueEvent | null {
    const first = this.all().find((event) => !taken.has(event.key));
    return first && first.at <= now ? first : null;
  }

  earliest(): number | null {
    return this.all()[0]?.at ?? null;
  }

  /** Every event, earliest first (ties by key). */
  all(): DueEvent[] {
    const events = new Map([...this.derived(), ...this.loaded()]);
    return [...events.values()].sort((a, b) => a.at - b.at || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /** A new game in tables made from nothing: no event is stored (its table isn't made). */
  founded(): void {
    this.events = new Map();
  }

  /** Drops the copy in memory: the next read comes from storage (after a transaction that failed). */
  forget(): void {
    this.events = null;
  }

  /** The seats' clock events not yet handled, and what the game's row makes due, by key. */
  private derived(): Map<string, DueEvent> {
    const events = this.clockEvents(false);
    for (const [kind, at] of Object.entries(this.gameDue()) as [keyof GameDue, number | null][]) {
      if (at !== null) events.set(dueKey(kind), { key: dueKey(kind), kind, seat: null, at, data: null });
    }
    return events;
  }

  /** The seats' clock events (`all`: every one a clock has, handled or not, reminders nobody receives included). */
  private clockEvents(all: boolean): Map<string, DueEvent> {
    const events = new Map<string, DueEvent>();
    for (const { seat, deadline, limitMs, done, reminded } of this.seatClocks.clocks()) {
      const { half, late } = reminderTimes(deadline, limitMs);
      const times = [half, late, deadline];
      // A reminder nobody would receive would only wake the room.
      const first = all ? 0 : reminded ? done : Math.max(done, CLOCK_EVENTS.indexOf("timeout"));
      CLOCK_EVENTS.forEach((kind, index) => {
        if (index >= first) events.set(dueKey(kind, seat), { key: dueKey(kind, seat), kind, seat, at: Math.floor(times[index]), data: null });
      });
    }
    return events;
  }

  private loaded(): Map<string, DueEvent> {
    this.events ??= new Map((readsTable(() => this.sql.exec("SELECT key, at, data FROM due_events").toArray()) ?? []).map((row) => [row.key as string, toEvent(row)]));
    return this.events;
  }
}

function toEvent(row: Record<string, SqlStorageValue>): DueEvent {
  const key = row.key as string;
  const [kind, seat] = key.split(":", 2);
  return { key, kind: kind as DueKind, seat: seat === undefined ? null : Number(seat), at: row.at as number, data: (row.data as string | null) ?? null };
}
