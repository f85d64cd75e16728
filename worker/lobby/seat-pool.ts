import type { Language } from "../../protocol/languages.js";
import { DurableObject } from "cloudflare:workers";
import { poolKey, type Pool } from "../../protocol/lobby.js";
import type { ErrorCode } from "../../protocol/errors.js";
import { randomToken } from "../secrets/tokens.js";
import type { Env } from "../env.js";
import type { ListingChoice, Seeker } from "../room/public-table.js";
import { roomError, roomOk, type RoomResult } from "../room/room-result.js";
import { chooseTable, type PoolSeeker, type PoolTable } from "./matching.js";
import { poolTablesInList } from "./records.js";

/**
 * The matchmaker of one pool (edition × players × pace): "Seat me" puts a player in the fullest
 * compatible table of the pool, or forms a new one that fills as others ask. One object per pool,
 * so no single object is on every request's path. The pool chooses and reserves a seat in one
 * synchronous breath (requests interleave only at awaits), then the table's room seats the player
 * atomically; a room that says the pool's view was stale (a seat taken from the list, a table
 * started or cancelled) corrects it and the pool chooses again.
 */

/** What "Seat me" hands the pool: the seeker as the route learnt them from D1, and where links point. */
export interface SeatMeCall {
  pool: Pool;
  seeker: Seeker & { hours: number[] | null };
  origin: string;
}

/** A room refusal that means the pool's view of the table was wrong: it is corrected and the pool chooses again. */
const TABLE_GONE: ReadonlySet<ErrorCode> = new Set(["TABLE_FULL", "GAME_NOT_FOUND", "TABLE_NOT_PUBLIC", "GAME_STARTED"]);
const SOMEONE_UNSEEN: ReadonlySet<ErrorCode> = new Set(["BLOCKED_PAIR", "ALREADY_SEATED", "BELOW_MIN_RELIABILITY"]);
/** Tables of the list the pool takes in when it has none to offer. */
const LIST_LOOK = 20;
/** Tables tried before forming a new one (each refusal corrects the pool's view). */
const MAX_TRIES = 5;

export class SeatPool extends DurableObject<Env> {
  private readonly tables = new Map<string, PoolTable>();
  /** Tables being formed: seats in them are reserved at once, and taken once their room is open (true) or given up (false). */
  private readonly openings = new Map<string, Promise<boolean>>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    sql.exec("CREATE TABLE IF NOT EXISTS tables (game_id TEXT PRIMARY KEY, players INTEGER NOT NULL, seated TEXT NOT NULL, min_reliability INTEGER, created_at INTEGER NOT NULL)");
    // Tables kept before pools matched by language speak English, as a table formed without one does.
    if (!sql.exec("SELECT name FROM pragma_table_info('tables')").toArray().some((column) => column.name === "language")) {
      sql.exec("ALTER TABLE tables ADD COLUMN language TEXT NOT NULL DEFAULT 'en'");
    }
    for (const row of sql.exec("SELECT * FROM tables")) {
      const table: PoolTable = {
        gameId: row.game_id as string,
        players: row.players as number,
        seated: JSON.parse(row.seated as string),
        minReliability: (row.min_reliability as number | null) ?? null,
        language: row.language as Language,
        createdAt: row.created_at as number,
      };
      this.tables.set(table.gameId, table);
    }
  }

  /** Seats the seeker: the fullest compatible table, else a new one. */
  async seatMe(call: SeatMeCall): Promise<RoomResult<{ gameId: string; seat: number; token: string }>> {
    const seeker: PoolSeeker = call.seeker;
    for (const table of this.tables.values()) {
      if (table.seated.some((seat) => seat.userId === seeker.userId)) {
        return roomError(409, "ALREADY_WAITING", "You are already waiting at a table of this pool: it fills as others ask.");
      }
    }
    const passed = new Set<string>();
    let looked = false;
    for (let tries = 0; tries < MAX_TRIES; tries++) {
      let table = chooseTable([...this.tables.values()].filter((t) => !passed.has(t.gameId)), seeker);
      // Before forming a table, the pool looks at the list once: hosts' tables, and seats a ready check freed.
      if (!table && !looked) {
        looked = true;
        await this.lookAtList(call.pool);
        table = chooseTable([...this.tables.values()].filter((t) => !passed.has(t.gameId)), seeker);
      }
      if (!table) break;
      this.reserve(table, call);
      const opened = (await this.openings.get(table.gameId)) ?? true;
      const seated = opened ? await this.room(table.gameId).takeFreeSeat(call.seeker) : roomError(404, "GAME_NOT_FOUND", "The table could not be formed.");
      if (seated.ok) {
        this.settle(table);
        return roomOk({ gameId: table.gameId, ...seated.value });
      }
      this.release(table, seeker.userId);
      if (TABLE_GONE.has(seated.code)) this.drop(table.gameId);
      else if (SOMEONE_UNSEEN.has(seated.code)) passed.add(table.gameId);
      else return seated;
    }
    return this.formTable(call);
  }

  /** Tables the pool holds open, for its operators and tests. */
  async openTables(): Promise<PoolTable[]> {
    return [...this.tables.values()];
  }

  /** A new table of the pool, the seeker in its first seat; others fill it as they ask. */
  private async formTable(call: SeatMeCall): Promise<RoomResult<{ gameId: string; seat: number; token: string }>> {
    const { pool, seeker, origin } = call;
    const gameId = randomToken().slice(0, 22);
    const now = Date.now();
    const language = seeker.language ?? "en";
    const table: PoolTable = { gameId, players: pool.players, seated: [{ userId: seeker.userId, hours: seeker.hours }], minReliability: null, language, createdAt: now };
    this.tables.set(gameId, table);
    const room = this.room(gameId);
    let formed: (opened: boolean) => void = () => {};
    this.openings.set(gameId, new Promise((resolve) => (formed = resolve)));
    const created = await room.create({ gameId, options: { edition: pool.edition, players: pool.players }, hostUserId: null, origin, timePerMove: pool.pace, hostEmail: null });
    const opened = created.ok ? await room.openToPublic(created.value.hostToken, strangersTable(language, now), null) : created;
    // The former sits first: the others who reserved meanwhile follow once the room is open.
    const seated = opened.ok ? await room.takeFreeSeat(seeker) : opened;
    this.openings.delete(gameId);
    formed(seated.ok);
    if (!seated.ok) {
      this.drop(gameId);
      return seated;
    }
    this.settle(table);
    return roomOk({ gameId, ...seated.value });
  }

  /** The pool's open tables in D1's list that it doesn't hold (a few, fullest first). */
  private async lookAtList(pool: Pool): Promise<void> {
    for (const row of await poolTablesInList(this.env.DB, poolKey(pool), LIST_LOOK)) {
      if (this.tables.has(row.gameId)) continue;
      const { gameId, players, minReliability, language } = row;
      const table: PoolTable = { gameId, players, seated: row.seated.map(({ userId }) => ({ userId, hours: null })), minReliability, language: language as Language, createdAt: row.waitingSince };
      this.tables.set(table.gameId, table);
      this.save(table);
    }
  }

  private room(gameId: string) {
    return this.env.GAME_ROOM.get(this.env.GAME_ROOM.idFromName(gameId));
  }

  private reserve(table: PoolTable, call: SeatMeCall): void {
    table.seated.push({ userId: call.seeker.userId, hours: call.seeker.hours });
  }

  private release(table: PoolTable, userId: string): void {
    table.seated = table.seated.filter((seat) => seat.userId !== userId);
  }

  /** A seat taken: a full table leaves the pool (its game has started), else its seats are kept. */
  private settle(table: PoolTable): void {
    if (table.seated.length >= table.players) this.drop(table.gameId);
    else this.save(table);
  }

  private save(table: PoolTable): void {
    this.ctx.storage.sql.exec(
      "INSERT OR REPLACE INTO tables (game_id, players, seated, min_reliability, language, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      table.gameId,
      table.players,
      JSON.stringify(table.seated),
      table.minReliability,
      table.language,
      table.createdAt,
    );
  }

  private drop(gameId: string): void {
    this.tables.delete(gameId);
    this.ctx.storage.sql.exec("DELETE FROM tables WHERE game_id = ?", gameId);
  }
}

/** A table "Seat me" forms: strangers, so rated (ratings' seam) and checked ready before turn 1. */
function strangersTable(language: Language, now: number): ListingChoice {
  return { language, minReliability: null, formedByPool: true, rated: true, openedAt: now };
}
