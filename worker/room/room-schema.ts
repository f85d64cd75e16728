/**
 * The room's own SQLite schema, as numbered steps. When a room's object starts it runs the steps
 * its storage hasn't had yet, in one transaction, and notes how far it got in its game's row; an
 * object that is up to date pays two small reads. A room gets its schema with its first game, in
 * the transaction that founds it (all the steps, folded into one CREATE TABLE a table), so a room
 * that holds no game keeps no storage. To change the schema, add a step; never edit one that has
 * shipped, since objects that ran it will not run it again.
 */
type Step = (sql: SqlStorage) => void;

const STEPS: Step[] = [
  // 1. Every table as of this scheme's start. Objects from before it have the tables, maybe
  //    without the columns added along the way: those are added.
  (sql) => {
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
    // Seat links sent by mail: more keys to a seat, each revoked with the seat's own link.
    sql.exec("CREATE TABLE IF NOT EXISTS seat_links (token_hash TEXT PRIMARY KEY, seat INTEGER NOT NULL, created_at INTEGER NOT NULL)");
    sql.exec("CREATE TABLE IF NOT EXISTS due_events (key TEXT PRIMARY KEY, at INTEGER NOT NULL, data TEXT)");
    sql.exec(`CREATE TABLE IF NOT EXISTS mail_outbox (
      key TEXT PRIMARY KEY, intent TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
      next_at INTEGER NOT NULL, last_error TEXT)`);
    addMissingColumns(sql, "game", { origin: "TEXT", time_per_move: "TEXT NOT NULL DEFAULT 'none'", host_email: "TEXT" });
    addMissingColumns(sql, "seats", {
      stint: "INTEGER",
      deadline: "INTEGER",
      vacation_until: "INTEGER",
      vacation_used_ms: "INTEGER NOT NULL DEFAULT 0",
      timeouts_in_row: "INTEGER NOT NULL DEFAULT 0",
      away: "INTEGER NOT NULL DEFAULT 0",
      bot: "TEXT",
      invited_email: "TEXT",
      invites: "INTEGER NOT NULL DEFAULT 0",
      mailed_stint: "INTEGER",
    });
    addMissingColumns(sql, "actions", { by: "TEXT NOT NULL DEFAULT 'player'" });
  },
  // 2. Table talk: the messages (and the room's notes about the table), who muted whom, what each
  //    seat has read, and whether spectators may read along.
  (sql) => {
    sql.exec(`CREATE TABLE talk (
      id INTEGER PRIMARY KEY, seat INTEGER NOT NULL, at INTEGER NOT NULL,
      text TEXT, phrase TEXT, note TEXT, removed INTEGER NOT NULL DEFAULT 0)`);
    sql.exec("CREATE INDEX talk_by_seat ON talk (seat, at)");
    sql.exec("CREATE TABLE talk_mutes (seat INTEGER NOT NULL, muted INTEGER NOT NULL, PRIMARY KEY (seat, muted))");
    sql.exec("ALTER TABLE game ADD COLUMN talk_public INTEGER NOT NULL DEFAULT 0");
    sql.exec("ALTER TABLE seats ADD COLUMN talk_seen INTEGER NOT NULL DEFAULT 0");
  },
  // 3. Leaving and ending: resigned seats, a game's mails muted by a player, when each turn began
  //    (nudges), the proposal to end the game by agreement, and a game that ended early.
  (sql) => {
    for (const column of ["resigned_at INTEGER", "mails_muted INTEGER NOT NULL DEFAULT 0", "turn_since INTEGER", "nudged_stint INTEGER", "end_agreed INTEGER NOT NULL DEFAULT 0"]) {
      sql.exec(`ALTER TABLE seats ADD COLUMN ${column}`);
    }
    for (const column of ["ended_early INTEGER NOT NULL DEFAULT 0", "end_proposed_by INTEGER", "end_proposed_at INTEGER"]) {
      sql.exec(`ALTER TABLE game ADD COLUMN ${column}`);
    }
  },
  // 4. Play again: the game this one was played again as, and the game it plays again.
  (sql) => {
    sql.exec("ALTER TABLE game ADD COLUMN rematch_id TEXT");
    sql.exec("ALTER TABLE game ADD COLUMN rematch_of TEXT");
  },
  // 5. Invitations: who invited the address a seat was mailed to (the join page says so).
  (sql) => {
    sql.exec("ALTER TABLE seats ADD COLUMN invited_by TEXT");
  },
  // 6. Mails in the reader's language: each seat's (its player's at join, else its inviter's).
  (sql) => {
    sql.exec("ALTER TABLE seats ADD COLUMN language TEXT");
  },
  // 7. Push notices: whether a device follows the seat by its link. A seat no device follows and no
  //    account holds has nobody to notify, so its notices are not made. Seats from before may be followed.
  (sql) => {
    sql.exec("ALTER TABLE seats ADD COLUMN push_followed INTEGER NOT NULL DEFAULT 0");
    sql.exec("UPDATE seats SET push_followed = 1");
  },
  // 8. Clock events derived from the seat's deadline: the turn whose events were handled, and how many.
  (sql) => {
    sql.exec("ALTER TABLE seats ADD COLUMN clock_stint INTEGER");
    sql.exec("ALTER TABLE seats ADD COLUMN clock_done INTEGER NOT NULL DEFAULT 0");
  },
  // 9. The seats' turns (stint, deadline, since when) kept in the game's row, as JSON by seat: a move
  //    writes one row for them. Null in a room from before until its next version (the seats' columns hold them).
  (sql) => {
    sql.exec("ALTER TABLE game ADD COLUMN turns TEXT");
  },
  // 10. Fewer rows written: the log without its request-id index (a request id sent again is found by
  //     reading the log, which costs a thousandth of writing), and the tables keyed by text without
  //     a rowid beside their key (one row a write instead of two).
  (sql) => {
    rebuild(sql, "actions", `seq INTEGER PRIMARY KEY, seat INTEGER NOT NULL, action TEXT NOT NULL, events TEXT NOT NULL,
      request_id TEXT, at INTEGER NOT NULL, by TEXT NOT NULL DEFAULT 'player'`);
    rebuild(sql, "seat_links", "token_hash TEXT PRIMARY KEY, seat INTEGER NOT NULL, created_at INTEGER NOT NULL", " WITHOUT ROWID");
    rebuild(sql, "due_events", "key TEXT PRIMARY KEY, at INTEGER NOT NULL, data TEXT", " WITHOUT ROWID");
    rebuild(
      sql,
      "mail_outbox",
      "key TEXT PRIMARY KEY, intent TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_at INTEGER NOT NULL, last_error TEXT",
      " WITHOUT ROWID",
    );
  },
  // 11. Plans: each seat's next move left ready (JSON; private to the seat until played), and why
  //     the seat's last plan lapsed, shown until its turn ends.
  (sql) => {
    sql.exec("ALTER TABLE seats ADD COLUMN plan TEXT");
    sql.exec("ALTER TABLE seats ADD COLUMN plan_lapse TEXT");
  },
  // 12. The seats without an index on their link's hash (a seat's link is found among the seats in
  //     memory): each seat written once instead of twice.
  (sql) => {
    rebuild(
      sql,
      "seats",
      `seat INTEGER PRIMARY KEY, token_hash TEXT NOT NULL, name TEXT, email TEXT, user_id TEXT, joined_at INTEGER,
      stint INTEGER, deadline INTEGER, vacation_until INTEGER, vacation_used_ms INTEGER NOT NULL DEFAULT 0,
      timeouts_in_row INTEGER NOT NULL DEFAULT 0, away INTEGER NOT NULL DEFAULT 0, bot TEXT, invited_email TEXT,
      invites INTEGER NOT NULL DEFAULT 0, mailed_stint INTEGER, talk_seen INTEGER NOT NULL DEFAULT 0, resigned_at INTEGER,
      mails_muted INTEGER NOT NULL DEFAULT 0, turn_since INTEGER, nudged_stint INTEGER, end_agreed INTEGER NOT NULL DEFAULT 0,
      invited_by TEXT, language TEXT, push_followed INTEGER NOT NULL DEFAULT 0, clock_stint INTEGER,
      clock_done INTEGER NOT NULL DEFAULT 0, plan TEXT, plan_lapse TEXT`,
    );
  },
  // 13. How far the schema has come, in the game's row (a new game writes it with its row) instead
  //     of a table of its own.
  (sql) => {
    sql.exec("ALTER TABLE game ADD COLUMN schema_version INTEGER");
    sql.exec("DROP TABLE IF EXISTS room_schema");
  },
  // 14. Play again: the seat whose click named the new game (the others' pages say who wants to play again).
  (sql) => {
    sql.exec("ALTER TABLE game ADD COLUMN rematch_by INTEGER");
  },
  // 15. The version each move was made on (null for moves from before): a plan built before its
  //     seat's own move is refused, so one intent never makes two moves.
  (sql) => {
    sql.exec("ALTER TABLE actions ADD COLUMN version INTEGER");
  },
];

/** A table made anew with these columns (the same names), its rows kept. */
function rebuild(sql: SqlStorage, table: string, columns: string, options = ""): void {
  // By name: storage from before the steps may hold the columns in another order.
  const names = columns.split(",").map((column) => column.trim().split(/\s+/)[0]).join(", ");
  sql.exec(`CREATE TABLE ${table}_new (${columns})${options}`);
  sql.exec(`INSERT INTO ${table}_new (${names}) SELECT ${names} FROM ${table}`);
  sql.exec(`DROP TABLE ${table}`);
  sql.exec(`ALTER TABLE ${table}_new RENAME TO ${table}`);
}

/** The step a room's storage is at once migrated. */
export const ROOM_SCHEMA_VERSION = STEPS.length;

/** The steps' statements, as they run on storage that has none of their tables yet. */
function foldInput(steps: readonly Step[]): string[] {
  const statements: string[] = [];
  const recorder = {
    exec(query: string) {
      statements.push(query);
      return { toArray: () => [] }; // addMissingColumns finds no columns: every one is added
    },
  } as unknown as SqlStorage;
  for (const step of steps) step(recorder);
  return statements;
}

/**
 * The steps' statements with each added column folded into its table's CREATE TABLE: the same
 * schema for a new room in a third as many statements (a new game's object otherwise spends more
 * on its thirty ALTER TABLEs than on the game); a table a step makes anew (rebuild) is created as it
 * ends up. Derived from the steps, so they stay the one source.
 */
function foldSteps(steps: readonly Step[]): string[] {
  const statements = foldInput(steps);
  const schema: string[] = [];
  const tables = new Map<string, number>();
  const at = (table: string) => {
    const index = tables.get(table);
    if (index === undefined) throw new Error(`room schema: ${table} changed before its CREATE TABLE`);
    return index;
  };
  for (const statement of statements) {
    const added = /^ALTER TABLE (\w+) ADD COLUMN (.+)$/s.exec(statement);
    const renamed = /^ALTER TABLE (\w+) RENAME TO (\w+)$/.exec(statement);
    const dropped = /^DROP TABLE (?:IF EXISTS )?(\w+)$/.exec(statement);
    if (added) {
      const index = at(added[1]);
      schema[index] = schema[index].replace(/\)(\s*WITHOUT ROWID)?\s*$/, `, ${added[2]})$1`);
    } else if (renamed) {
      const index = at(renamed[1]);
      schema[index] = schema[index].replace(renamed[1], renamed[2]);
      tables.set(renamed[2], index);
      tables.delete(renamed[1]);
    } else if (dropped) {
      // (a table the steps never made, room_schema, was made apart)
      if (tables.has(dropped[1])) schema[at(dropped[1])] = "";
      tables.delete(dropped[1]);
    } else if (!/^(SELECT|INSERT|UPDATE) /.test(statement)) {
      // (an INSERT or UPDATE changes rows a step found: a new room has none)
      const created = /^CREATE TABLE (?:IF NOT EXISTS )?(\w+)/.exec(statement);
      if (created) tables.set(created[1], schema.length);
      schema.push(statement);
    }
  }
  return schema.filter((statement) => statement !== "");
}

/**
 * Tables many games never write (the talk, mutes, links mailed for a seat, mails waiting to be
 * handed on, due events beyond the derived ones): a room makes each with its first row, not with
 * its game, which saves a new game a third of its setup's writes. Until then a read finds no
 * table, which means no rows (readsTable).
 */
const ON_DEMAND_TABLES = ["talk", "talk_mutes", "seat_links", "mail_outbox", "due_events"] as const;
export type OnDemandTable = (typeof ON_DEMAND_TABLES)[number];

/** The table a CREATE TABLE or CREATE INDEX statement makes (or indexes). */
function tableOf(statement: string): string | undefined {
  return /^CREATE (?:TABLE|INDEX) (?:IF NOT EXISTS )?(?:\w+ ON )?(\w+)/.exec(statement)?.[1];
}

const isOnDemand = (statement: string) => (ON_DEMAND_TABLES as readonly (string | undefined)[]).includes(tableOf(statement));

/** Rooms made at this schema version or later may lack on-demand tables (rooms from before have them all). */
const ON_DEMAND_SINCE = 11;

/** A CREATE statement that leaves what exists alone. */
const ifAbsent = (statement: string) => statement.replace(/^CREATE (TABLE|INDEX) (?!IF NOT EXISTS )/, "CREATE $1 IF NOT EXISTS ");

/** The schema as of the first `version` steps, folded; kept per isolate. */
const folded = new Map<number, string[]>();
function schemaAt(version: number): string[] {
  let schema = folded.get(version);
  if (!schema) folded.set(version, (schema = foldSteps(STEPS.slice(0, version))));
  return schema;
}

/** A new room's tables as they stand (the on-demand ones apart), as one statement; kept per isolate. */
let newRoomTables: string | null = null;
function newRoomSchema(): string {
  return (newRoomTables ??= schemaAt(STEPS.length)
    .filter((statement) => !isOnDemand(statement))
    .join(";\n"));
}

/** Makes an on-demand table as the schema stands, unless the room has it: call before writing to it. */
export function ensureTable(sql: SqlStorage, table: OnDemandTable): void {
  for (const statement of schemaAt(STEPS.length)) {
    if (tableOf(statement) === table) sql.exec(ifAbsent(statement));
  }
}

/** A read of the schema's version: the version, null (its table holds none), or NO_TABLE (no such table). */
const NO_TABLE = "no table";
type VersionRead = number | null | typeof NO_TABLE;

/**
 * The version the game's row says: null when it says none (a table from before step 13, or no
 * row), NO_TABLE when the storage has no game table, and so no tables at all (the steps made it
 * with the first of them, room_schema among them): one read, which fails on a new object.
 */
const rowsVersion = (sql: SqlStorage) => readVersion(sql, "SELECT schema_version FROM game WHERE id = 1", "schema_version");

function readVersion(sql: SqlStorage, query: string, column: string): VersionRead {
  try {
    return (sql.exec(query).toArray()[0]?.[column] as number | null | undefined) ?? null;
  } catch (error) {
    if (error instanceof Error && error.message.includes("no such table")) return NO_TABLE;
    if (error instanceof Error && error.message.includes("no such column")) return null;
    throw error;
  }
}

/**
 * Brings a room's storage up to the current schema when its object starts. A room that has never
 * held a game has no schema and is given none here (false): a request for a game that doesn't
 * exist leaves no storage behind. createRoomSchema gives a room its schema when a game is founded.
 */
export function migrateRoomStorage(storage: DurableObjectStorage): boolean {
  // One read: an up-to-date room's row, or a new object's failure on the missing game table
  // (sqlite_master would be a scan of every table and index).
  const inRow = rowsVersion(storage.sql);
  if (inRow === NO_TABLE) return false;
  bringUpToDate(storage, inRow);
  return true;
}

/**
 * The current schema for a room about to hold its first game (call in the transaction that founds
 * it); `noTables`: the room knows its storage has no tables (migrateRoomStorage found none), so it
 * doesn't look again. True when it made every table from nothing: then the room knows its storage
 * holds no rows but the game's, and that the on-demand tables aren't made (RoomParts' `founded`).
 */
export function createRoomSchema(storage: DurableObjectStorage, noTables: boolean): boolean {
  const inRow = noTables ? NO_TABLE : rowsVersion(storage.sql);
  if (inRow !== NO_TABLE) {
    bringUpToDate(storage, inRow);
    return false;
  }
  // Storage with no tables at all (a room that never held a game, or one whose game was removed): every table whole, one statement.
  storage.sql.exec(newRoomSchema());
  return true;
}

/**
 * Runs the steps storage with a game table hasn't had. `inRow`: the version its game's row says;
 * when it says none, a table of its own does (room_schema, before step 13), or neither does:
 * storage from before the steps (0), which may hold the first release's tables and takes them all.
 */
function bringUpToDate(storage: DurableObjectStorage, inRow: number | null): void {
  const { sql } = storage;
  const stored = inRow ?? readVersion(sql, "SELECT version FROM room_schema", "version");
  const at = typeof stored === "number" ? stored : 0;
  if (at >= STEPS.length) return;
  storage.transactionSync(() => {
    // A step may change an on-demand table the room hasn't made yet: that table is made as of the room's version first.
    if (at >= ON_DEMAND_SINCE) {
      const pending = foldInput(STEPS.slice(at));
      const touched = new Set<string>(ON_DEMAND_TABLES.filter((table) => pending.some((statement) => new RegExp(`\\b${table}\\b`).test(statement))));
      for (const statement of schemaAt(at)) if (touched.has(tableOf(statement) ?? "")) sql.exec(ifAbsent(statement));
    }
    for (const step of STEPS.slice(at)) step(sql);
    sql.exec("UPDATE game SET schema_version = ? WHERE id = 1", STEPS.length);
  });
}

function addMissingColumns(sql: SqlStorage, table: string, columns: Record<string, string>): void {
  const have = new Set(sql.exec(`SELECT name FROM pragma_table_info('${table}')`).toArray().map((row) => row.name as string));
  for (const [name, definition] of Object.entries(columns)) {
    if (!have.has(name)) sql.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${definition}`);
  }
}

/** What `read` reads, or null when the table it reads doesn't exist (a room that holds no game has none). */
export function readsTable<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof Error && error.message.includes("no such table")) return null;
    throw error;
  }
}
