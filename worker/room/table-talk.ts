import type { TalkInput } from "../../protocol/schemas.js";
import { TALK_PAGE } from "../../protocol/talk.js";
import type { QuickPhrase, TableNote, TalkMessage } from "../../protocol/types.js";
import { roomError, roomOk, type RoomResult } from "./room-result.js";
import { ensureTable, readsTable, type OnDemandTable } from "./room-schema.js";

/**
 * The table talk of one game, in the room's storage beside the log (tables: room-schema.ts step 2,
 * made with their first row): what the seats write, the room's notes about the table, who muted
 * whom, and how far each seat has read. Text is stored as written and only ever shown as text. Every method is synchronous, so
 * it runs inside the room's transactions.
 */

/** A seat may write this many messages… */
export const TALK_LIMIT = 6;
/** …within this long (a sliding window over its own messages). */
export const TALK_WINDOW_MS = 60_000;

export class TableTalk {
  /** Notes written since the last push (the room pushes them with the version they belong to). */
  private notes: TalkMessage[] = [];
  /** Whether spectators may read along (null: not read yet). */
  private talkPublic: boolean | null = null;
  /**
   * The talk's tables a read found missing (most games never talk): read again only once this
   * object makes them. A failed read costs a thrown error, and every socket that opens reads the talk.
   */
  private readonly absent = new Set<OnDemandTable>();

  constructor(private readonly sql: SqlStorage) {}

  /** Whether a reader (a seat, or null for a spectator or an embed without a seat) may read the talk. */
  mayRead(reader: number | null): boolean {
    return reader !== null || this.spectatorsMayRead();
  }

  /** Read once and kept (every snapshot says it); the room is its only writer. */
  spectatorsMayRead(): boolean {
    this.talkPublic ??= this.sql.exec("SELECT talk_public FROM game WHERE id = 1").toArray()[0]?.talk_public === 1;
    return this.talkPublic;
  }

  setSpectatorsMayRead(allowed: boolean): void {
    this.sql.exec("UPDATE game SET talk_public = ? WHERE id = 1", allowed ? 1 : 0);
    this.talkPublic = allowed;
  }

  /** A seat's message, unless it has written too much lately (then: when it may write again). */
  say(seat: number, input: TalkInput, now: number): RoomResult<TalkMessage> {
    const recent = this.rows("talk", "SELECT at FROM talk WHERE seat = ? AND note IS NULL AND at > ? ORDER BY at", seat, now - TALK_WINDOW_MS).map((row) => row.at as number);
    const retryAfter = secondsToWait(recent, TALK_LIMIT, TALK_WINDOW_MS, now);
    if (retryAfter !== null) {
      return roomError(429, "TALKING_TOO_FAST", `You are writing quickly: wait ${retryAfter} seconds before your next message.`, retryAfter);
    }
    const text = "text" in input ? input.text : null;
    const phrase = "phrase" in input ? input.phrase : null;
    const message = this.insert(seat, now, text, phrase, null);
    this.markSeen(seat, message.id);
    return roomOk(message);
  }

  /** When the seat's notes of this kind were written since `since`, oldest first. */
  notedAt(seat: number, note: TableNote, since: number): number[] {
    return this.rows("talk", "SELECT at FROM talk WHERE seat = ? AND note = ? AND at > ? ORDER BY at", seat, note, since).map((row) => row.at as number);
  }

  /** The room's own note about a seat (it resigned, proposed to end the game, …). */
  note(seat: number, note: TableNote, now: number): TalkMessage {
    const message = this.insert(seat, now, null, null, note);
    this.notes.push(message);
    return message;
  }

  /** The notes not pushed yet, handed over once. */
  takeNotes(): TalkMessage[] {
    const notes = this.notes;
    this.notes = [];
    return notes;
  }

  /** The room made its tables from nothing for a new game: no talk, its tables not made, spectators not reading along. */
  founded(): void {
    this.absent.add("talk").add("talk_mutes");
    this.talkPublic = false;
  }

  /** A transaction failed: its notes were rolled back with it. */
  forget(): void {
    this.notes = [];
    this.talkPublic = null;
    this.absent.clear();
  }

  /** The host removes a message: it keeps its place, without its words. Null: no such message. */
  remove(id: number): TalkMessage | null {
    const row = this.rows("talk", "UPDATE talk SET removed = 1, text = NULL, phrase = NULL WHERE id = ? RETURNING *", id)[0];
    return row ? toMessage(row) : null;
  }

  /**
   * The newest TALK_PAGE messages said before message `before` (or the newest of all), oldest
   * first, for a reader: without the seats it muted; `more` when older ones exist.
   */
  pageFor(reader: number | null, before: number | null = null): { messages: TalkMessage[]; more: boolean } {
    const rows = this.rows("talk", "SELECT * FROM talk WHERE id < ? ORDER BY id DESC LIMIT ?", before ?? Number.MAX_SAFE_INTEGER, TALK_PAGE + 1);
    const more = rows.length > TALK_PAGE;
    return { messages: this.visibleTo(reader, rows.slice(0, TALK_PAGE).reverse().map(toMessage)), more };
  }

  /** The messages a reader may see out of these (none for a spectator unless the host allows). */
  visibleTo(reader: number | null, messages: TalkMessage[]): TalkMessage[] {
    if (!this.mayRead(reader)) return [];
    if (reader === null || messages.length === 0) return messages;
    const muted = new Set(this.mutedBy(reader));
    return messages.filter((message) => message.note !== null || !muted.has(message.seat));
  }

  mutedBy(seat: number): number[] {
    return this.rows("talk_mutes", "SELECT muted FROM talk_mutes WHERE seat = ? ORDER BY muted", seat).map((row) => row.muted as number);
  }

  mute(seat: number, other: number, muted: boolean): void {
    if (!muted) return void this.rows("talk_mutes", "DELETE FROM talk_mutes WHERE seat = ? AND muted = ?", seat, other);
    this.makeTable("talk_mutes");
    this.sql.exec("INSERT OR IGNORE INTO talk_mutes (seat, muted) VALUES (?, ?)", seat, other);
  }

  /** The seat has read up to this message (it was shown to them live, or mailed). */
  markSeen(seat: number, id: number): void {
    this.sql.exec("UPDATE seats SET talk_seen = MAX(talk_seen, ?) WHERE seat = ?", id, seat);
  }

  /** What others wrote that the seat has not read yet (for its turn mail), oldest first. */
  unread(seat: number): TalkMessage[] {
    const seen = (this.sql.exec("SELECT talk_seen FROM seats WHERE seat = ?", seat).toArray()[0]?.talk_seen as number | undefined) ?? 0;
    const messages = this.rows("talk", "SELECT * FROM talk WHERE id > ? AND seat != ? AND note IS NULL AND removed = 0 ORDER BY id", seen, seat).map(toMessage);
    return this.visibleTo(seat, messages);
  }

  /** A statement's rows; none before the talk's first message made its tables. */
  private rows(table: OnDemandTable, query: string, ...bindings: SqlStorageValue[]): Record<string, SqlStorageValue>[] {
    if (this.absent.has(table)) return [];
    const rows = readsTable(() => this.sql.exec(query, ...bindings).toArray());
    if (rows === null) this.absent.add(table);
    return rows ?? [];
  }

  private makeTable(table: OnDemandTable): void {
    ensureTable(this.sql, table);
    this.absent.delete(table);
  }

  private insert(seat: number, at: number, text: string | null, phrase: QuickPhrase | null, note: TableNote | null): TalkMessage {
    this.makeTable("talk");
    const row = this.sql
      .exec("INSERT INTO talk (seat, at, text, phrase, note) VALUES (?, ?, ?, ?, ?) RETURNING *", seat, at, text, phrase, note)
      .one();
    return toMessage(row);
  }
}

/**
 * A sliding-window limit: `limit` times within `windowMs`. Given when it was used (oldest first),
 * the whole seconds until it may be used again, or null when it may be now.
 */
export function secondsToWait(times: readonly number[], limit: number, windowMs: number, now: number): number | null {
  if (times.length < limit) return null;
  return Math.max(1, Math.ceil((times[times.length - limit] + windowMs - now) / 1000));
}

function toMessage(row: Record<string, SqlStorageValue>): TalkMessage {
  return {
    id: row.id as number,
    seat: row.seat as number,
    at: row.at as number,
    text: (row.text as string | null) ?? null,
    phrase: (row.phrase as QuickPhrase | null) ?? null,
    note: (row.note as TableNote | null) ?? null,
    removed: row.removed === 1,
  };
}
