import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Accounts and history in D1. A game's live state lives in its Durable Object, not here. */

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  displayName: text("display_name"),
  createdAt: integer("created_at").notNull(),
});

/** Session cookies: only the SHA-256 of the cookie's token is stored. */
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

/** Magic sign-in links: single use, hashed, short-lived. */
export const signInTokens = sqliteTable("sign_in_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  email: text("email").notNull(),
  createdAt: integer("created_at").notNull(),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
});

/** The games index: one row per game, kept current by the game's Durable Object. */
export const games = sqliteTable(
  "games",
  {
    id: text("id").primaryKey(),
    edition: text("edition").notNull(),
    players: integer("players").notNull(),
    variants: text("variants", { mode: "json" }).$type<string[]>().notNull(),
    /** waiting (seats open), active, ended */
    status: text("status").notNull(),
    /** Seats the game waits for. */
    toAct: text("to_act", { mode: "json" }).$type<number[]>().notNull(),
    turnsPlayed: integer("turns_played").notNull(),
    /** The game's version (actions applied) when this row was written: older writes never win. */
    version: integer("version").notNull(),
    createdAt: integer("created_at").notNull(),
    lastMoveAt: integer("last_move_at").notNull(),
    hostUserId: text("host_user_id"),
  },
  (t) => [index("games_status").on(t.status)],
);

export const gameSeats = sqliteTable(
  "game_seats",
  {
    gameId: text("game_id").notNull(),
    seat: integer("seat").notNull(),
    displayName: text("display_name"),
    userId: text("user_id"),
    joinedAt: integer("joined_at"),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seat] }), index("game_seats_user").on(t.userId)],
);

/** Finished games, written once (the primary key makes a retried write a no-op). */
export const results = sqliteTable("results", {
  gameId: text("game_id").primaryKey(),
  finishedAt: integer("finished_at").notNull(),
  turns: integer("turns").notNull(),
  ranking: text("ranking", { mode: "json" }).notNull(),
  /** The options, seed and action log: replays the game after its object is gone. */
  record: text("record", { mode: "json" }).notNull(),
});

export const resultPlayers = sqliteTable(
  "result_players",
  {
    gameId: text("game_id").notNull(),
    seat: integer("seat").notNull(),
    userId: text("user_id"),
    displayName: text("display_name"),
    score: integer("score").notNull(),
    rank: integer("rank").notNull(),
    won: integer("won", { mode: "boolean" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seat] }), index("result_players_user").on(t.userId)],
);

/** Fixed-window counters for rate limits (creating games, asking for sign-in links). */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
