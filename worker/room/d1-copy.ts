import type { ActionLog } from "./action-log.js";
import { accountHeld, copyBehind } from "./copy-pending.js";
import { dueKey, type DueEvents } from "./due-events.js";
import { gameRecord, readFairDeal } from "./fair-deal.js";
import { rateResults } from "../ratings/rate-results.js";
import { ratedAsk, ratedPoolOf } from "./rated-game.js";
import { indexRow, writeIndex } from "./game-index.js";
import { readListing } from "./public-table.js";
import type { IndexRow } from "./index-row.js";
import type { RoomAlarm } from "./room-alarm.js";
import type { GameRow, RoomStore, SeatRow } from "./room-store.js";
import { singleFlight } from "./single-flight.js";

/** A copy that failed (D1 or the queue) is tried again this long after. */
const INDEX_RETRY_MS = 5_000;
/** A game that moves quickly has its D1 index copied at most this often. */
export const INDEX_INTERVAL_MS = 5_000;

export interface D1CopyDeps {
  db: D1Database;
  /** The index queue: copies no reader waits for go through it, to be written to D1 in batches. */
  queue: Queue<IndexRow>;
  /** The room's storage: its fair deal goes into the results. */
  storage: DurableObjectStorage;
  store: RoomStore;
  /** The log: it goes into the results. */
  log: ActionLog;
  due: DueEvents;
  /**
   * Whether something about to leave the room is checked against D1's index as of now, and so
   * needs the newest version written directly (the outbox's rule: a turn mail).
   */
  awaitsDirectCopy: (now: number) => boolean;
  alarm: RoomAlarm;
}

/**
 * The room's copy of itself in D1: the games index, the seats and, at the end, the results. One
 * copy runs at a time; changes made meanwhile are folded into one more copy of the newest version.
 * While a game moves quickly its index is copied at most every INDEX_INTERVAL_MS (a due event
 * brings the rest), and through the index queue, which writes many games' copies to D1 in one
 * batch: D1, one database for every game, takes neither a write per move nor one per game. What a
 * reader needs straight away (the seats, the results, the index a turn mail is checked against)
 * is written to D1 directly.
 */
export class D1Copy {
  private readonly flight = singleFlight(() => this.copy());
  /** When the last copy began (0: none since the object started). */
  private lastCopyAt = 0;
  /** The newest version this object wrote to D1 itself (-1: none since it started); the queue's copies may still be on their way. */
  private writtenVersion = -1;
  /** Counts seat changes, so a copy that raced a join doesn't mark the new seats as copied. */
  private seatChanges = 0;

  constructor(private readonly deps: D1CopyDeps) {}

  /** Who sits where changed: D1's copy of the seats is out of date. Call inside the change's transaction. */
  seatsChanged(): void {
    this.deps.store.markSeatsChanged();
    this.seatChanges++;
  }

  /** Brings D1's copy up to date now, or has a due event do it when it is due. */
  sync(): Promise<void> {
    return this.flight.run();
  }

  /** Settles when no copy is under way. */
  idle(): Promise<void> {
    return this.flight.idle();
  }

  /**
   * When the copy should next be made, and whether straight to D1: null when nothing is behind
   * that a reader needs; at once and direct for what readers need straight away (who sits where,
   * results, the index a turn mail is checked against); at once through the queue for seats no
   * reader of D1 needs (seatsRead); otherwise INDEX_INTERVAL_MS after the last copy, through the queue.
   */
  private dueAt(game: GameRow, now: number): { at: number; direct: boolean } | null {
    // A copy the queue took may not have reached D1 yet: what is checked against D1's index waits for the version written directly.
    const readerNeedsD1 = game.indexedVersion >= 0 && this.writtenVersion < game.version && this.deps.awaitsDirectCopy(now);
    if (readerNeedsD1) return { at: now, direct: true };
    const seats = this.deps.store.seats();
    if (!copyBehind(game, seats)) return null;
    if (game.status === "ended") return { at: now, direct: true };
    if (!game.seatsIndexed) return { at: now, direct: this.seatsRead(game, seats) };
    return { at: Math.max(now, this.lastCopyAt + INDEX_INTERVAL_MS), direct: false };
  }

  /**
   * Whether D1's copy of the seats has a reader at once, so changed seats are written directly: an
   * account hosts or sits in the game (its "My games"), the game is a public table (the lobby), or
   * D1 may hold seats copied before that must go. A game that started with none of these (no
   * account, never copied) has no reader of its seats in D1: its first copy goes through the queue,
   * whose consumer inserts a started game's row (a started game can't be cancelled, so its row
   * can't come back after the game was removed).
   */
  private seatsRead(game: GameRow, seats: readonly SeatRow[]): boolean {
    return game.indexedVersion >= 0 || accountHeld(game, seats) || readListing(this.deps.storage) !== null;
  }

  /**
   * One copy, to D1 or the queue, or a due event for it; a failure schedules a retry by alarm, so
   * the copy is never lost. The version is marked copied only once D1 has it or the queue took it.
   */
  private async copy(): Promise<void> {
    const { db, store } = this.deps;
    const game = store.game();
    if (!game) return; // removed (cancelled or expired)
    const now = Date.now();
    const due = this.dueAt(game, now);
    if (due === null || due.at > now) return this.dueAgainAt(due?.at ?? null);
    const version = game.version;
    const ended = game.status === "ended";
    const seats = store.seats();
    const seatChanges = this.seatChanges;
    this.lastCopyAt = now;
    try {
      if (due.direct) {
        const record = ended && !game.resultsRecorded ? gameRecord(game, store.seats(), readFairDeal(this.deps.storage), this.deps.log.actions()) : null;
        const listing = readListing(this.deps.storage);
        // The pool the results are rated in (null: not rated), decided here from the room's own storage.
        const ratedPool = record && ratedPoolOf(game, seats, ratedAsk(this.deps.storage) || listing?.rated === true);
        await writeIndex(db, game, seats, now, { seatsChanged: !game.seatsIndexed, record, listing, ratedPool });
        this.writtenVersion = Math.max(this.writtenVersion, version);
        // The results are in D1: a rated game's ratings follow from them (once, however often this runs; the cron catches up on a failure).
        if (ratedPool) await rateResults(db, game.gameId, now).catch((error) => console.error(`game ${game.gameId}: rating update failed, the cron retries`, error));
      } else {
        await this.deps.queue.send(indexRow(game, seats, now));
      }
    } catch (error) {
      console.error(`game ${game.gameId}: index copy ${due.direct ? "to D1" : "to the queue"} failed, retrying`, error);
      return this.dueAgainAt(Date.now() + INDEX_RETRY_MS);
    }
    const seatsIndexed = seatChanges === this.seatChanges;
    store.markIndexed(version, seatsIndexed, ended);
    // Caught up: no copy is due. Still behind (the game changed during the write): the event stays for the next copy.
    if (!copyBehind(game, store.seats())) await this.dueAgainAt(null);
  }

  /** Keeps the "sync" due event, and the alarm with it, at when the next copy is due (null: none is). */
  private async dueAgainAt(at: number | null): Promise<void> {
    const { due } = this.deps;
    if (at !== null && due.get(dueKey("sync"))?.at === at) return;
    if (at === null) due.delete(dueKey("sync"));
    else due.set(dueKey("sync"), at);
    // Also when no row changed: a results copy made was due from the game's row.
    await this.deps.alarm.update();
  }
}
