import type { Action, GameEvent, GameOptions, GameState } from "../engine/index.js";
import type { GameStatus, LoggedAction } from "../api/types.js";

/** The game's own SQLite storage: one row of game state, the seats, and the action log. */

export interface GameRow {
  gameId: string;
  options: GameOptions;
  seed: string;
  state: GameState;
  version: number;
  status: GameStatus;
  hostTokenHash: string;
  hostUserId: string | null;
  createdAt: number;
  /** The version last written to D1's games index; whether D1 has the seats as they are now, and the results. */
  indexedVersion: number;
  seatsIndexed: boolean;
  resultsRecorded: boolean;
}

export interface SeatRow {
  seat: number;
  tokenHash: string;
  name: string | null;
  email: string | null;
  userId: string | null;
  joinedAt: number | null;
}

export class RoomStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS game (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      game_id TEXT NOT NULL, options TEXT NOT NULL, seed TEXT NOT NULL, state TEXT NOT NULL,
      version INTEGER NOT NULL, status TEXT NOT NULL, host_token_hash TEXT NOT NULL, host_user_id TEXT,
      created_at INTEGER NOT NULL, indexed_version INTEGER NOT NULL DEFAULT -1,
      seats_indexed INTEGER NOT NULL DEFAULT 0, results_recorded INTEGER NOT NULL DEFAULT 0)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS seats (
      seat INTEGER PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, name TEXT, email TEXT, user_id TEXT, joined_at INTEGER)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS actions (
      seq INTEGER PRIMARY KEY, seat INTEGER NOT NULL, action TEXT NOT NULL, events TEXT NOT NULL,
      request_id TEXT UNIQUE, at INTEGER NOT NULL)`);
  }

  loadGame(): GameRow | null {
    const row = this.sql.exec("SELECT * FROM game WHERE id = 1").toArray()[0];
    if (!row) return null;
    return {
      gameId: row.game_id as string,
      options: JSON.parse(row.options as string),
      seed: row.seed as string,
      state: JSON.parse(row.state as string),
      version: row.version as number,
      status: row.status as GameStatus,
      hostTokenHash: row.host_token_hash as string,
      hostUserId: (row.host_user_id as string | null) ?? null,
      createdAt: row.created_at as number,
      indexedVersion: row.indexed_version as number,
      seatsIndexed: row.seats_indexed === 1,
      resultsRecorded: row.results_recorded === 1,
    };
  }

  insertGame(game: GameRow): void {
    this.sql.exec(
      `INSERT INTO game (id, game_id, options, seed, state, version, status, host_token_hash, host_user_id, created_at)
       VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      game.gameId,
      JSON.stringify(game.options),
      game.seed,
      JSON.stringify(game.state),
      game.version,
      game.status,
      game.hostTokenHash,
      game.hostUserId,
      game.createdAt,
    );
  }

  saveGame(game: GameRow): void {
    this.sql.exec(
      "UPDATE game SET state = ?, version = ?, status = ? WHERE id = 1",
      JSON.stringify(game.state),
      game.version,
      game.status,
    );
  }

  markIndexed(version: number, seatsIndexed: boolean, resultsRecorded: boolean): void {
    this.sql.exec(
      "UPDATE game SET indexed_version = MAX(indexed_version, ?), seats_indexed = ?, results_recorded = MAX(results_recorded, ?) WHERE id = 1",
      version,
      seatsIndexed ? 1 : 0,
      resultsRecorded ? 1 : 0,
    );
  }

  /** Seats changed (someone joined): D1's copy of them is out of date. */
  markSeatsChanged(): void {
    this.sql.exec("UPDATE game SET seats_indexed = 0 WHERE id = 1");
  }

  seats(): SeatRow[] {
    return this.sql
      .exec("SELECT * FROM seats ORDER BY seat")
      .toArray()
      .map((row) => ({
        seat: row.seat as number,
        tokenHash: row.token_hash as string,
        name: (row.name as string | null) ?? null,
        email: (row.email as string | null) ?? null,
        userId: (row.user_id as string | null) ?? null,
        joinedAt: (row.joined_at as number | null) ?? null,
      }));
  }

  insertSeat(seat: number, tokenHash: string): void {
    this.sql.exec("INSERT INTO seats (seat, token_hash) VALUES (?, ?)", seat, tokenHash);
  }

  takeSeat(seat: number, name: string, email: string | null, userId: string | null, at: number): void {
    this.sql.exec("UPDATE seats SET name = ?, email = ?, user_id = ?, joined_at = ? WHERE seat = ?", name, email, userId, at, seat);
  }

  replaceSeatToken(seat: number, tokenHash: string): void {
    this.sql.exec("UPDATE seats SET token_hash = ? WHERE seat = ?", tokenHash, seat);
  }

  hasRequest(requestId: string): boolean {
    return this.sql.exec("SELECT 1 FROM actions WHERE request_id = ?", requestId).toArray().length > 0;
  }

  appendAction(seat: number, action: Action, events: GameEvent[], requestId: string | null, at: number): void {
    this.sql.exec(
      "INSERT INTO actions (seat, action, events, request_id, at) VALUES (?, ?, ?, ?, ?)",
      seat,
      JSON.stringify(action),
      JSON.stringify(events),
      requestId,
      at,
    );
  }

  actions(): LoggedAction[] {
    return this.sql
      .exec("SELECT seq, action, events, at FROM actions ORDER BY seq")
      .toArray()
      .map((row) => ({
        seq: row.seq as number,
        action: JSON.parse(row.action as string),
        events: JSON.parse(row.events as string),
        at: row.at as number,
      }));
  }
}
