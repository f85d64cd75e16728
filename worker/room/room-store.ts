import { isLanguage, type Language } from "../../protocol/languages.js";
import type { GameOptions, GameState } from "../../game/engine/index.js";
import type { GameStatus } from "../../protocol/types.js";
import { ROOM_SCHEMA_VERSION, ensureTable, readsTable } from "./room-schema.js";
import type { BotLevel } from "./stand-in.js";
import type { TimePerMove } from "../../protocol/clock.js";
import type { ErrorCode } from "../../protocol/errors.js";

/** The game's own SQLite storage: one row of game state, the seats and their mailed links (tables: room-schema.ts; the log: action-log.ts). */

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
  /** The site's address when the game was created (mails link back to it); null for older games. */
  origin: string | null;
  timePerMove: TimePerMove;
  /** Where "a seat went away" mails for the host go (the host's account, if signed in at creation). */
  hostEmail: string | null;
  /** Ended by agreement before the rules' end (scored as it stood; R-17). */
  endedEarly: boolean;
  /** A proposal to end the game now, until every human agrees, it is withdrawn, or it lapses. */
  endProposal: { by: number; at: number } | null;
  /** "Play again": the new game this one led to, the seat whose click named it, and the game this one plays again. */
  rematchId: string | null;
  rematchBy: number | null;
  rematchOf: string | null;
}

export interface SeatRow {
  seat: number;
  tokenHash: string;
  name: string | null;
  email: string | null;
  userId: string | null;
  joinedAt: number | null;
  /** The game version at which this seat's current turn began; null while the game isn't waiting on it. */
  stint: number | null;
  /** When the current turn times out; null without a clock. */
  deadline: number | null;
  vacationUntil: number | null;
  vacationUsedMs: number;
  timeoutsInRow: number;
  away: boolean;
  /** The bot playing this seat (the host handed it over), or null. */
  bot: BotLevel | null;
  /** The address the host invited to this seat (mails go there until someone joins with another). */
  invitedEmail: string | null;
  /** The name the invitation mail gave for whoever invited that address. */
  invitedBy: string | null;
  invites: number;
  /** The turn (stint) whose turn notice was handed to the outbox. */
  mailedStint: number | null;
  /** When the player resigned (a bot plays the seat from then on), or null. */
  resignedAt: number | null;
  /** The player turned this game's mails off. */
  mailsMuted: boolean;
  /** When the seat's current turn began (null when not its turn, or from before this was kept). */
  turnSince: number | null;
  /** The turn (stint) for which another player already sent a nudge. */
  nudgedStint: number | null;
  /** The player agreed to the proposal to end the game now. */
  endAgreed: boolean;
  /** The language the seat's mails are written in when its address chose none: its player's browser's at join, else the inviter's. */
  language: Language | null;
  /** A device asked for this seat's push notices with its link. */
  pushFollowed: boolean;
  /** The turn (stint) whose clock events were handled, and how many (due-events.ts derives the rest). */
  clockStint: number | null;
  clockDone: number;
  /** Why the seat's plan lapsed when its current turn came (null: none lapsed, or not its turn). */
  planLapse: ErrorCode | null;
}

/** SeatRow fields a caller may change, and their columns. */
const SEAT_FIELDS = {
  name: "name",
  email: "email",
  userId: "user_id",
  joinedAt: "joined_at",
  stint: "stint",
  deadline: "deadline",
  vacationUntil: "vacation_until",
  vacationUsedMs: "vacation_used_ms",
  timeoutsInRow: "timeouts_in_row",
  away: "away",
  bot: "bot",
  invitedEmail: "invited_email",
  invitedBy: "invited_by",
  invites: "invites",
  mailedStint: "mailed_stint",
  resignedAt: "resigned_at",
  mailsMuted: "mails_muted",
  turnSince: "turn_since",
  nudgedStint: "nudged_stint",
  endAgreed: "end_agreed",
  language: "language",
  pushFollowed: "push_followed",
  clockStint: "clock_stint",
  clockDone: "clock_done",
  planLapse: "plan_lapse",
} as const satisfies Partial<Record<keyof SeatRow, string>>;

export type SeatChange = Partial<Pick<SeatRow, keyof typeof SEAT_FIELDS>>;

/**
 * A seat's turn as it runs, kept in the game's row (its `turns` column) rather than the seat's: a
 * move ends one turn and starts another, and so writes the one row it writes anyway.
 */
const TURN_FIELDS = ["stint", "deadline", "turnSince"] as const satisfies (keyof SeatRow)[];
type Turn = Pick<SeatRow, (typeof TURN_FIELDS)[number]>;

export class RoomStore {
  /**
   * The seats as stored, read once and then kept up to date by this class's own writes (the room
   * is the only writer). A transaction that fails calls forget(), since it may have changed them.
   */
  private seatRows: readonly SeatRow[] | null = null;
  /** The game as stored, kept the same way (undefined: not read yet; null: the room holds none). */
  private gameRow: GameRow | null | undefined = undefined;
  /** The seats' turns as the game's row holds them (null: a room from before keeps them in the seats' rows). */
  private storedTurns: Record<string, Turn> | null = null;
  /** The game's row in memory differs from storage in a seat's turn or the seats' copy mark: saveRow() writes it. */
  private rowChanged = false;
  /** The game is being removed: from the first step of its removal the room holds none. */
  private removing = false;
  /** The storage is known to have no tables (holdsNothing): a game founded here needn't look for them. */
  private tablesAbsent = false;

  constructor(private readonly sql: SqlStorage) {}

  /** The room's game; the room changes it in place and saves it with saveGame. */
  game(): GameRow | null {
    if (this.removing) return null;
    if (this.gameRow === undefined) this.gameRow = this.loadGame();
    return this.gameRow;
  }

  private loadGame(): GameRow | null {
    // A room gets its game table with its first game; removing the game deletes it.
    const row = readsTable(() => this.sql.exec("SELECT * FROM game WHERE id = 1").toArray()[0]);
    if (!row) return null;
    this.storedTurns = row.turns == null ? null : JSON.parse(row.turns as string);
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
      origin: (row.origin as string | null) ?? null,
      timePerMove: ((row.time_per_move as string | null) ?? "none") as TimePerMove,
      hostEmail: (row.host_email as string | null) ?? null,
      endedEarly: row.ended_early === 1,
      endProposal: row.end_proposed_at == null ? null : { by: row.end_proposed_by as number, at: row.end_proposed_at as number },
      rematchId: (row.rematch_id as string | null) ?? null,
      rematchBy: (row.rematch_by as number | null) ?? null,
      rematchOf: (row.rematch_of as string | null) ?? null,
    };
  }

  insertGame(game: GameRow): void {
    this.gameRow = game;
    this.tablesAbsent = false;
    this.storedTurns = null;
    this.sql.exec(
      `INSERT INTO game (id, game_id, options, seed, state, version, status, host_token_hash, host_user_id, created_at, origin, time_per_move, host_email, rematch_of, schema_version)
       VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      game.gameId,
      JSON.stringify(game.options),
      game.seed,
      JSON.stringify(game.state),
      game.version,
      game.status,
      game.hostTokenHash,
      game.hostUserId,
      game.createdAt,
      game.origin,
      game.timePerMove,
      game.hostEmail,
      game.rematchOf,
      ROOM_SCHEMA_VERSION,
    );
  }

  /** Writes the game's row, the seats' turns and D1's copy marks with it. */
  saveGame(game: GameRow): void {
    this.rowChanged = false;
    this.sql.exec(
      `UPDATE game SET state = ?, version = ?, status = ?, ended_early = ?, end_proposed_by = ?, end_proposed_at = ?, rematch_id = ?, rematch_by = ?, turns = ?,
       indexed_version = ?, seats_indexed = ?, results_recorded = ? WHERE id = 1`,
      JSON.stringify(game.state),
      game.version,
      game.status,
      game.endedEarly ? 1 : 0,
      game.endProposal?.by ?? null,
      game.endProposal?.at ?? null,
      game.rematchId,
      game.rematchBy,
      this.turnsJson(),
      ...this.marks(game),
    );
  }

  /**
   * Writes what changed of the game's row without a new version (the seats' turns, the seats' copy
   * mark), and with it the version copied last: called before each transaction commits.
   */
  saveRow(): void {
    const game = this.gameRow;
    if (!this.rowChanged || !game) return;
    this.rowChanged = false;
    this.sql.exec("UPDATE game SET turns = ?, indexed_version = ?, seats_indexed = ?, results_recorded = ? WHERE id = 1", this.turnsJson(), ...this.marks(game));
  }

  private marks(game: GameRow): [number, number, number] {
    return [game.indexedVersion, game.seatsIndexed ? 1 : 0, game.resultsRecorded ? 1 : 0];
  }

  private turnsJson(): string {
    return JSON.stringify(Object.fromEntries(this.seats().map((row) => [row.seat, { stint: row.stint, deadline: row.deadline, turnSince: row.turnSince }])));
  }

  saveHostUserId(userId: string): void {
    this.sql.exec("UPDATE game SET host_user_id = ? WHERE id = 1", userId);
  }

  saveHostTokenHash(hostTokenHash: string): void {
    this.sql.exec("UPDATE game SET host_token_hash = ? WHERE id = 1", hostTokenHash);
  }

  /**
   * D1's copy holds `version` (and the seats as they are, the results): noted in memory. A version
   * alone is written with the game's row when a change next writes it, not now: a move then costs
   * no write for its copy. If the object goes first, its next change copies once more, which changes
   * nothing in D1 (and the copy of a version lost with its process is made then too, or at once by
   * a turn mail's hand-off, which needs it). The seats' and results' marks are written at once:
   * their copy, repeated, would write D1 again. So is the first copy's, even when it went through
   * the queue (which carries no seats): the version it writes with them is what tells a room woken
   * after an eviction that D1 has the game, so a turn mail waits for a direct copy (D1Copy.dueAt).
   */
  markIndexed(version: number, seatsIndexed: boolean, resultsRecorded: boolean): void {
    const game = this.game();
    if (!game) return;
    const flagsChanged = seatsIndexed !== game.seatsIndexed || (resultsRecorded && !game.resultsRecorded);
    game.indexedVersion = Math.max(game.indexedVersion, version);
    game.seatsIndexed = seatsIndexed;
    game.resultsRecorded ||= resultsRecorded;
    if (!flagsChanged) return;
    this.rowChanged = true;
    this.saveRow();
  }

  /** Seats changed (someone joined): D1's copy of them is out of date (written with the change's transaction). */
  markSeatsChanged(): void {
    const game = this.game();
    if (!game) return;
    game.seatsIndexed = false;
    this.rowChanged = true;
  }

  seats(): readonly SeatRow[] {
    this.seatRows ??= this.readSeats();
    return this.seatRows;
  }

  /**
   * The game is being removed (true), so no change, read or copy finds it while its removal awaits
   * D1; or it stays after all (false: the removal failed), or its storage is gone (false: a new game
   * may be founded here).
   */
  setRemoving(removing: boolean): void {
    this.removing = removing;
  }

  /** The room's storage has no tables (migrateRoomStorage found none): it holds no game, and reading one would find no table. */
  holdsNothing(): void {
    this.gameRow = null;
    this.tablesAbsent = true;
  }

  /** Whether the storage is known to have no tables (false: it may have some). */
  get noTables(): boolean {
    return this.tablesAbsent;
  }

  /** A new game in tables made from nothing: it has no seats but those it inserts. */
  founded(): void {
    this.seatRows = [];
  }

  /** Drops what was read, so the next read comes from storage (after a transaction that failed, or the storage's deletion). */
  forget(): void {
    this.tablesAbsent = false;
    this.seatRows = null;
    this.gameRow = undefined;
    this.storedTurns = null;
    this.rowChanged = false;
  }

  private readSeats(): SeatRow[] {
    this.game(); // its row holds the turns
    const turns = this.storedTurns;
    return this.sql
      .exec("SELECT * FROM seats ORDER BY seat")
      .toArray()
      .map(seatOfRow)
      .map((row) => (turns ? { ...row, ...(turns[row.seat] ?? { stint: null, deadline: null, turnSince: null }) } : row));
  }

  /** A new seat, known as its row reads (its other columns' defaults) when the room knows every seat it holds. */
  insertSeat(seat: number, tokenHash: string): void {
    this.sql.exec("INSERT INTO seats (seat, token_hash) VALUES (?, ?)", seat, tokenHash);
    this.seatRows = this.seatRows && [...this.seatRows, seatOfRow({ seat, token_hash: tokenHash })].sort((a, b) => a.seat - b.seat);
  }

  takeSeat(seat: number, name: string, email: string | null, userId: string | null, at: number): void {
    this.sql.exec("UPDATE seats SET name = ?, email = ?, user_id = ?, joined_at = ? WHERE seat = ?", name, email, userId, at, seat);
    this.changedSeat(seat, { name, email, userId, joinedAt: at });
  }

  /** Changes a seat: its row only for what differs (the turn goes with the game's row, saveGame or saveTurns). */
  updateSeat(seat: number, change: SeatChange): void {
    const current = this.seats()[seat];
    const differs = ([field, value]: [keyof typeof SEAT_FIELDS, unknown]) => current?.[field] !== value;
    if ((Object.entries(change) as [keyof typeof SEAT_FIELDS, unknown][]).some((entry) => isTurnField(entry[0]) && differs(entry))) this.rowChanged = true;
    const entries = (Object.entries(change) as [keyof typeof SEAT_FIELDS, unknown][]).filter((entry) => !isTurnField(entry[0]) && differs(entry));
    this.changedSeat(seat, change);
    if (entries.length === 0) return;
    const sets = entries.map(([field]) => `${SEAT_FIELDS[field]} = ?`).join(", ");
    const values = entries.map(([, value]) => (typeof value === "boolean" ? (value ? 1 : 0) : (value as SqlStorageValue)));
    this.sql.exec(`UPDATE seats SET ${sets} WHERE seat = ?`, ...values, seat);
  }

  /** Keeps the seats read in step with a write (rows are replaced, never changed: callers may hold them). */
  private changedSeat(seat: number, change: Partial<SeatRow>): void {
    if (!this.seatRows) return;
    this.seatRows = this.seatRows.map((row) => (row.seat === seat ? { ...row, ...change } : row));
  }

  /** The host replaces a seat's link: its old link and every link mailed for it stop working. */
  replaceSeatToken(seat: number, tokenHash: string): void {
    this.sql.exec("UPDATE seats SET token_hash = ? WHERE seat = ?", tokenHash, seat);
    readsTable(() => this.sql.exec("DELETE FROM seat_links WHERE seat = ?", seat));
    this.changedSeat(seat, { tokenHash });
  }

  addSeatLink(seat: number, tokenHash: string, at: number): void {
    ensureTable(this.sql, "seat_links");
    this.sql.exec("INSERT INTO seat_links (token_hash, seat, created_at) VALUES (?, ?, ?)", tokenHash, seat, at);
  }

  /** Every key to a seat: the hashes of its own link and of the links mailed for it. */
  seatKeys(seat: number): string[] {
    const mailed = readsTable(() => this.sql.exec("SELECT token_hash FROM seat_links WHERE seat = ?", seat).toArray()) ?? [];
    return [this.seats()[seat].tokenHash, ...mailed.map((row) => row.token_hash as string)];
  }

  /** The seat a token opens: the seat's own link, or one mailed for it. */
  seatOfToken(tokenHash: string): number | null {
    const own = this.seats().find((row) => row.tokenHash === tokenHash);
    if (own) return own.seat;
    const mailed = readsTable(() => this.sql.exec("SELECT seat FROM seat_links WHERE token_hash = ?", tokenHash).toArray()[0]);
    return mailed ? (mailed.seat as number) : null;
  }
}

/** A seat as its row in the seats table reads (its turn as the seat's columns hold it). */
function seatOfRow(row: Record<string, SqlStorageValue>): SeatRow {
  return {
    seat: row.seat as number,
    tokenHash: row.token_hash as string,
    name: (row.name as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    userId: (row.user_id as string | null) ?? null,
    joinedAt: (row.joined_at as number | null) ?? null,
    stint: (row.stint as number | null) ?? null,
    deadline: (row.deadline as number | null) ?? null,
    vacationUntil: (row.vacation_until as number | null) ?? null,
    vacationUsedMs: (row.vacation_used_ms as number | null) ?? 0,
    timeoutsInRow: (row.timeouts_in_row as number | null) ?? 0,
    away: row.away === 1,
    bot: (row.bot as BotLevel | null) ?? null,
    invitedEmail: (row.invited_email as string | null) ?? null,
    invitedBy: (row.invited_by as string | null) ?? null,
    invites: (row.invites as number | null) ?? 0,
    mailedStint: (row.mailed_stint as number | null) ?? null,
    resignedAt: (row.resigned_at as number | null) ?? null,
    mailsMuted: row.mails_muted === 1,
    turnSince: (row.turn_since as number | null) ?? null,
    nudgedStint: (row.nudged_stint as number | null) ?? null,
    endAgreed: row.end_agreed === 1,
    language: isLanguage(row.language) ? row.language : null,
    pushFollowed: row.push_followed === 1,
    clockStint: (row.clock_stint as number | null) ?? null,
    clockDone: (row.clock_done as number | null) ?? 0,
    planLapse: (row.plan_lapse as ErrorCode | null) ?? null,
  };
}

function isTurnField(field: string): boolean {
  return (TURN_FIELDS as readonly string[]).includes(field);
}
