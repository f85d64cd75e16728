import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { emptyUsage, meteredState } from "../../worker/meter/meter.js";
import { ROOM_SCHEMA_VERSION, createRoomSchema, ensureTable, migrateRoomStorage } from "../../worker/room/room-schema.js";
import { api, createGame, openSocket } from "./helpers.js";

/**
 * A room's own storage gets the current schema with its first game, and is brought up to it when
 * its object starts. A room that holds no game keeps no storage.
 */

const roomOf = (gameId: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId));

/** The room of a game just created. */
async function freshRoom() {
  return roomOf((await createGame({ edition: "classic", players: 2 })).gameId);
}

/** The room's own tables (the runtime's _cf_ tables aside). */
function tablesOf(sql: SqlStorage): string[] {
  return sql
    .exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY name")
    .toArray()
    .map((t) => t.name as string);
}

function columns(sql: SqlStorage, table: string): string[] {
  return sql.exec(`SELECT name FROM pragma_table_info('${table}')`).toArray().map((row) => row.name as string);
}

/** Every table's columns (name, type, nullability, default, key) and indexes. */
function schemaOf(sql: SqlStorage) {
  return tablesOf(sql).map((name) => ({
    name,
    columns: sql.exec(`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info('${name}')`).toArray(),
    indexes: sql.exec(`SELECT name, "unique" FROM pragma_index_list('${name}') ORDER BY name`).toArray(),
  }));
}

function version(sql: SqlStorage): number {
  return sql.exec("SELECT schema_version FROM game").one().schema_version as number;
}

describe("the room's schema", () => {
  it("is current in a new room, with the tables every game writes; the others come with their first row", async () => {
    const { gameId, seats } = await createGame({ edition: "classic", players: 2 });
    await runInDurableObject(roomOf(gameId), (_room, state) => {
      expect(tablesOf(state.storage.sql)).toEqual(["actions", "game", "seats"]);
      expect(version(state.storage.sql)).toBe(ROOM_SCHEMA_VERSION);
    });
    // Read before they exist: no rows, and nothing made.
    await api(`/api/games/${gameId}/join`, { method: "POST", json: { token: seats[0].token, name: "Ana" } });
    expect(await (await api(`/api/games/${gameId}/talk`, { token: seats[0].token })).json()).toMatchObject({ messages: [] });
    await runInDurableObject(roomOf(gameId), (_room, state) => expect(tablesOf(state.storage.sql)).not.toContain("talk"));
    expect((await api(`/api/games/${gameId}/talk`, { method: "POST", token: seats[0].token, json: { text: "hello" } })).status).toBe(201);
    await runInDurableObject(roomOf(gameId), (_room, state) => expect(tablesOf(state.storage.sql)).toContain("talk"));
    expect(await (await api(`/api/games/${gameId}/talk`, { token: seats[0].token })).json()).toMatchObject({ messages: [{ text: "hello" }] });
  });

  it("finds a new object's storage empty in one statement, and makes the tables of a room that knows it has none in one (issue 56)", async () => {
    await runInDurableObject(roomOf("N0tAGameYetN0tAGameYet"), (_room, state) => {
      const usage = emptyUsage();
      const { storage } = meteredState(state, usage);
      expect(migrateRoomStorage(storage)).toBe(false);
      expect(usage.sqlStatements).toBe(1);
      // The founding room knows: no second look (and never a scan of sqlite_master).
      storage.transactionSync(() => expect(createRoomSchema(storage, true)).toBe(true));
      expect(usage.sqlStatements).toBe(2);
      expect(tablesOf(state.storage.sql)).toEqual(["actions", "game", "seats"]);
    });
    await runInDurableObject(roomOf("N0tAGameYetN0tAGameYe2"), (_room, state) => {
      const usage = emptyUsage();
      const { storage } = meteredState(state, usage);
      // A room that doesn't know (a failed founding made it forget) looks once.
      storage.transactionSync(() => expect(createRoomSchema(storage, false)).toBe(true));
      expect(usage.sqlStatements).toBe(2);
    });
  });

  it("upgrades storage from before the scheme: the columns added since, the data kept, the schema a new room has", async () => {
    let upgraded: ReturnType<typeof schemaOf> = [];
    await runInDurableObject(await freshRoom(), (_room, state) => {
      const { sql } = state.storage;
      for (const table of ["room_schema", "game", "seats", "actions", "seat_links", "due_events", "mail_outbox", "talk", "talk_mutes"]) sql.exec(`DROP TABLE IF EXISTS ${table}`);
      // The first release's tables.
      sql.exec(`CREATE TABLE game (id INTEGER PRIMARY KEY CHECK (id = 1), game_id TEXT NOT NULL, options TEXT NOT NULL, seed TEXT NOT NULL,
        state TEXT NOT NULL, version INTEGER NOT NULL, status TEXT NOT NULL, host_token_hash TEXT NOT NULL, host_user_id TEXT,
        created_at INTEGER NOT NULL, indexed_version INTEGER NOT NULL DEFAULT -1, seats_indexed INTEGER NOT NULL DEFAULT 0,
        results_recorded INTEGER NOT NULL DEFAULT 0)`);
      sql.exec("CREATE TABLE seats (seat INTEGER PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, name TEXT, email TEXT, user_id TEXT, joined_at INTEGER)");
      sql.exec(`CREATE TABLE actions (seq INTEGER PRIMARY KEY, seat INTEGER NOT NULL, action TEXT NOT NULL, events TEXT NOT NULL,
        request_id TEXT UNIQUE, at INTEGER NOT NULL)`);
      sql.exec(`INSERT INTO game (id, game_id, options, seed, state, version, status, host_token_hash, created_at)
        VALUES (1, 'g', '{}', 's', '{}', 3, 'active', 'host-hash', 1)`);
      sql.exec("INSERT INTO seats (seat, token_hash, name) VALUES (0, 'hash-0', 'Ana')");
      sql.exec("INSERT INTO actions (seat, action, events, at) VALUES (0, '{}', '[]', 1)");

      migrateRoomStorage(state.storage);
      expect(version(sql)).toBe(ROOM_SCHEMA_VERSION);
      expect(columns(sql, "game")).toEqual(expect.arrayContaining(["origin", "time_per_move", "host_email"]));
      expect(columns(sql, "seats")).toEqual(expect.arrayContaining(["stint", "deadline", "vacation_until", "bot", "mailed_stint"]));
      // A seat from before step 7 may have devices following it by its link: its push notices go on.
      expect(sql.exec("SELECT seat, name, away, invites, push_followed FROM seats").toArray()).toEqual([{ seat: 0, name: "Ana", away: 0, invites: 0, push_followed: 1 }]);
      expect(sql.exec("SELECT by FROM actions").one().by).toBe("player");
      expect(sql.exec("SELECT count(*) AS n FROM due_events").one().n).toBe(0);

      // Up to date: running it again changes nothing.
      migrateRoomStorage(state.storage);
      expect(version(sql)).toBe(ROOM_SCHEMA_VERSION);
      upgraded = schemaOf(sql);
    });
    // A new room gets the steps folded into one CREATE TABLE each, and the others as it needs them: the very same schema.
    await runInDurableObject(await freshRoom(), (_room, state) => {
      for (const table of ["talk", "talk_mutes", "seat_links", "mail_outbox", "due_events"] as const) ensureTable(state.storage.sql, table);
      expect(schemaOf(state.storage.sql)).toEqual(upgraded);
    });
  });

  it("moves the version from a table of its own into the game's row (step 13), the game kept", async () => {
    await runInDurableObject(await freshRoom(), (_room, state) => {
      const { sql } = state.storage;
      // A room as step 12 left it (without the later steps' columns either).
      sql.exec("ALTER TABLE game DROP COLUMN schema_version");
      sql.exec("ALTER TABLE game DROP COLUMN rematch_by");
      sql.exec("ALTER TABLE actions DROP COLUMN version");
      sql.exec("CREATE TABLE room_schema (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)");
      sql.exec("INSERT INTO room_schema (id, version) VALUES (1, 12)");
      expect(migrateRoomStorage(state.storage)).toBe(true);
      expect(version(sql)).toBe(ROOM_SCHEMA_VERSION);
      expect(tablesOf(sql)).not.toContain("room_schema");
      expect(sql.exec("SELECT status FROM game").one().status).toBe("waiting");
    });
  });

  it("a room made with its on-demand tables absent takes a later step without making them (none of them changes)", async () => {
    await runInDurableObject(await freshRoom(), (_room, state) => {
      const { sql } = state.storage;
      // A room as step 13 left it.
      sql.exec("ALTER TABLE game DROP COLUMN rematch_by");
      sql.exec("ALTER TABLE actions DROP COLUMN version");
      sql.exec("UPDATE game SET schema_version = 13");
      expect(migrateRoomStorage(state.storage)).toBe(true);
      expect(version(sql)).toBe(ROOM_SCHEMA_VERSION);
      expect(tablesOf(sql)).toEqual(["actions", "game", "seats"]);
    });
  });

  it("a new game's seating reads nothing its room knows it hasn't got: no missing table, and not the empty log, plans or talk (issue 56)", async () => {
    const { gameId, seats } = await createGame({ edition: "classic", players: 3 });
    // Its settings' rows: the fair deal's commitment (R-18) alone; "rated" and "suggestions allowed" are written only when on.
    await runInDurableObject(roomOf(gameId), (_room, state) => expect([...state.storage.kv.list()].map(([key]) => key)).toEqual(["fair-deal"]));
    const statements: { query: string; failed: boolean }[] = [];
    await runInDurableObject(roomOf(gameId), (_room, state) => {
      const sql = state.storage.sql as unknown as { exec: (query: string, ...bindings: unknown[]) => unknown };
      const exec = sql.exec.bind(sql);
      sql.exec = (query, ...bindings) => {
        try {
          const cursor = exec(query, ...bindings);
          statements.push({ query, failed: false });
          return cursor;
        } catch (error) {
          statements.push({ query, failed: true });
          throw error;
        }
      };
    });
    for (const { seat, token } of seats) expect((await api(`/api/games/${gameId}/join`, { method: "POST", json: { token, name: `P${seat}` } })).status).toBe(200);
    for (const { token } of seats) {
      const socket = await openSocket(gameId, token);
      expect(await socket.next()).toMatchObject({ type: "snapshot", log: [], talk: { messages: [] } });
      socket.socket.close();
    }
    expect(statements.filter((statement) => statement.failed)).toEqual([]);
    expect(statements.filter(({ query }) => /FROM (actions|talk|talk_mutes|due_events|mail_outbox)\b|\bplan\b.*FROM seats|talk_public FROM/.test(query))).toEqual([]);
    // What a reader asks of the tables once they are made is read again: a message said is on the next socket's page.
    expect((await api(`/api/games/${gameId}/talk`, { method: "POST", token: seats[0].token, json: { text: "hello" } })).status).toBe(201);
    const later = await openSocket(gameId, seats[1].token);
    expect(await later.next()).toMatchObject({ type: "snapshot", talk: { messages: [{ text: "hello" }] } });
    later.socket.close();
  });

  it("a room that founds its game keeps the seats it wrote as its storage reads them, bots too (issue 56)", async () => {
    const response = await api("/api/games", { method: "POST", json: { edition: "winter", players: 3, bots: [{ seat: 2, level: "easy" }] } });
    expect(response.status).toBe(201);
    const { gameId } = (await response.json()) as { gameId: string };
    type Store = { seats(): unknown[]; forget(): void };
    await runInDurableObject(roomOf(gameId), (room) => {
      const store = (room as unknown as { core: { store: Store } }).core.store;
      const kept = store.seats();
      store.forget();
      expect(kept).toEqual(store.seats());
      expect(kept).toHaveLength(3);
    });
  });

  it("is not made for a game that doesn't exist, and goes with a cancelled game's storage", async () => {
    const nowhere = "N0tAGameN0tAGameN0tAGa";
    expect((await api(`/api/games/${nowhere}`)).status).toBe(404);
    expect((await api(`/api/games/${nowhere}/join`, { method: "POST", json: { token: "x".repeat(43), name: "Ana" } })).status).toBe(404);
    await runInDurableObject(roomOf(nowhere), (_room, state) => expect(tablesOf(state.storage.sql)).toEqual([]));

    const cancelled = await createGame({ edition: "winter", players: 3 });
    expect((await api(`/api/games/${cancelled.gameId}`, { method: "DELETE", token: cancelled.hostToken })).status).toBe(200);
    await runInDurableObject(roomOf(cancelled.gameId), (_room, state) => expect(tablesOf(state.storage.sql)).toEqual([]));
    expect((await api(`/api/games/${cancelled.gameId}`)).status).toBe(404);
  });
});
