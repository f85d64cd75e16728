import type { Action, GameEvent } from "../../game/engine/index.js";
import type { ActionBy, LoggedAction } from "../../protocol/types.js";

/**
 * The game's action log in the room's SQLite (its `actions` table: room-schema.ts): every move with
 * its events, who made it, on which version, and the request id it was sent with. The room is its
 * only writer, one change at a time, so what it holds in memory (the request ids, the entries not
 * pushed yet) follows its own writes; a transaction that fails calls forget().
 */
export class ActionLog {
  /** Entries appended since the room last pushed a version (see takeAppended). */
  private appended: LoggedAction[] = [];
  /** The log is known to be empty (a game founded in this object that has no move yet): read from nowhere. */
  private nothingLogged = false;
  /**
   * The request ids the log holds (null: not read yet), read once (alone, or with the whole log by
   * actions()) and kept by append, so a move's check for one sent again reads no log (the log
   * has no index on them: an index costs a row written a move, and a scan grows with the game).
   */
  private requestIds: Set<string> | null = null;

  constructor(private readonly sql: SqlStorage) {}

  /** A new game in tables made from nothing: its log is empty until its first move. */
  founded(): void {
    this.nothingLogged = true;
    this.requestIds = new Set();
  }

  /** Drops what was read, so the next read comes from storage (after a transaction that failed, or the storage's deletion). */
  forget(): void {
    this.nothingLogged = false;
    this.appended = [];
    this.requestIds = null;
  }

  /** Whether the log holds a move sent with this request id. */
  hasRequest(requestId: string): boolean {
    this.requestIds ??= this.readRequestIds();
    return this.requestIds.has(requestId);
  }

  private readRequestIds(): Set<string> {
    if (this.nothingLogged) return new Set();
    return requestIdsOf(this.sql.exec("SELECT request_id FROM actions WHERE request_id IS NOT NULL").toArray());
  }

  /** Whether the seat moved on this version of the game or a later one (moves logged before versions were: never). */
  movedSince(seat: number, version: number): boolean {
    return this.sql.exec("SELECT 1 FROM actions WHERE seat = ? AND version >= ? LIMIT 1", seat, version).toArray().length > 0;
  }

  /** A move made on `version` of the game. */
  append(seat: number, action: Action, events: GameEvent[], requestId: string | null, at: number, by: ActionBy, version: number): void {
    const { seq } = this.sql
      .exec(
        "INSERT INTO actions (seat, action, events, request_id, at, by, version) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING seq",
        seat,
        JSON.stringify(action),
        JSON.stringify(events),
        requestId,
        at,
        by,
        version,
      )
      .one();
    this.appended.push({ seq: seq as number, action, events, at, by });
    if (requestId !== null) this.requestIds?.add(requestId);
    this.nothingLogged = false;
  }

  /** The entries appended since the last call, handed over once (the room pushes them with their version). */
  takeAppended(): LoggedAction[] {
    const appended = this.appended;
    this.appended = [];
    return appended;
  }

  actions(): LoggedAction[] {
    if (this.nothingLogged) return [];
    const rows = this.sql.exec("SELECT seq, action, events, at, by, request_id FROM actions ORDER BY seq").toArray();
    // The whole log, read for a page (a woken room's socket brings it): its request ids come with it, for the move that follows.
    this.requestIds ??= requestIdsOf(rows);
    return rows.map((row) => ({
      seq: row.seq as number,
      action: JSON.parse(row.action as string),
      events: JSON.parse(row.events as string),
      at: row.at as number,
      by: ((row.by as string | null) ?? "player") as ActionBy,
    }));
  }
}

function requestIdsOf(rows: Record<string, SqlStorageValue>[]): Set<string> {
  return new Set(rows.flatMap((row) => (row.request_id == null ? [] : [row.request_id as string])));
}
