import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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
    /** Since when the game has waited on the seats in to_act (the earliest of their turns' starts). */
    waitingSince: integer("waiting_since"),
    /** Each seat's score and place as the game stands (resigned seats last), by seat. */
    standing: text("standing", { mode: "json" }).$type<{ score: number; rank: number }[]>(),
  },
  // No index on the status: nothing looks games up by it, and each copy that changed it wrote the index too.
);

export const gameSeats = sqliteTable(
  "game_seats",
  {
    gameId: text("game_id").notNull(),
    seat: integer("seat").notNull(),
    displayName: text("display_name"),
    userId: text("user_id"),
    joinedAt: integer("joined_at"),
    /** The bot level playing the seat (a bot's seat, one handed over, or a resigned player's), or null. */
    bot: text("bot"),
    /** When the seat's player resigned, or null. */
    resignedAt: integer("resigned_at"),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seat] }), index("game_seats_user").on(t.userId)],
);

/** Finished games, written once (the primary key makes a retried write a no-op). */
export const results = sqliteTable(
  "results",
  {
    gameId: text("game_id").primaryKey(),
    finishedAt: integer("finished_at").notNull(),
    turns: integer("turns").notNull(),
    ranking: text("ranking", { mode: "json" }).notNull(),
    /** The options, seed and action log: replays the game after its object is gone. */
    record: text("record", { mode: "json" }).notNull(),
    /** The players agreed to end it before the rules' end (scored as it stood; RULES.md R-17). */
    endedEarly: integer("ended_early", { mode: "boolean" }).notNull().default(false),
    /** The ratings pool (protocol/ratings.ts) a rated game counts in; null: the game is not rated. */
    ratedPool: text("rated_pool"),
    /**
     * The game's place in its pool's order of rated games, once rated (null: not yet): ratings are a
     * pure function of that order (`npm run ratings:replay` applies it again). The unique index lets
     * one game only take each place, so two updates of a pool racing each other can't both commit;
     * it holds rated games only, so an unrated game's ending writes no entry to it.
     */
    ratedSeq: integer("rated_seq"),
  },
  (t) => [
    uniqueIndex("results_rated_order").on(t.ratedPool, t.ratedSeq).where(sql`rated_pool IS NOT NULL`),
    index("results_rating_due").on(t.finishedAt).where(sql`rated_pool IS NOT NULL AND rated_seq IS NULL`),
  ],
);

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
    /** resigned | timed-out: the player left before the end (rated last); null: played it out. */
    left: text("left"),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seat] }), index("result_players_user").on(t.userId)],
);

/**
 * Public profiles (/u/<name>): the account's name there, unique however it is written (name_key:
 * its NFC lower case), claimed the first time the account is rated or opens its own profile.
 */
export const profiles = sqliteTable("profiles", {
  userId: text("user_id").primaryKey(),
  name: text("name").notNull(),
  nameKey: text("name_key").notNull().unique(),
  /** The player keeps the profile to themselves (and out of the standings). */
  hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
  createdAt: integer("created_at").notNull(),
});

/** Each player's rating per pool: a cache of what the rated games make it (the results are the truth). */
export const ratings = sqliteTable(
  "ratings",
  {
    pool: text("pool").notNull(),
    userId: text("user_id").notNull(),
    mu: real("mu").notNull(),
    sigma: real("sigma").notNull(),
    games: integer("games").notNull(),
    /** The number shown (μ − 3σ on the shown scale) and whether it is still provisional: what standings sort and filter by. */
    shown: integer("shown").notNull(),
    provisional: integer("provisional", { mode: "boolean" }).notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pool, t.userId] }), index("ratings_standings").on(t.pool, t.provisional, t.shown), index("ratings_user").on(t.userId)],
);

/** What each rated game did to each player's rating: a profile's history chart, and the week's standings. */
export const ratingChanges = sqliteTable(
  "rating_changes",
  {
    gameId: text("game_id").notNull(),
    userId: text("user_id").notNull(),
    pool: text("pool").notNull(),
    seq: integer("seq").notNull(),
    muBefore: real("mu_before").notNull(),
    sigmaBefore: real("sigma_before").notNull(),
    mu: real("mu").notNull(),
    sigma: real("sigma").notNull(),
    ratedAt: integer("rated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] }), index("rating_changes_player").on(t.userId, t.pool, t.seq), index("rating_changes_week").on(t.pool, t.ratedAt)],
);

/**
 * Fixed-window counters for rate limits (creating games, asking for sign-in links). The table is
 * WITHOUT ROWID, stored in its primary key, so a new counter writes one row and no index entry
 * beside it: drizzle can't say so, migrations/0012_rate_limits_without_rowid.sql (hand-written)
 * does. A change to these columns needs a hand-written migration too, or drizzle-kit's copy of the
 * table would lose it.
 */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Mail preferences per e-mail address: what an account sets on its settings page, and what a
 * recipient without an account sets through the links in our mails. No row means the defaults
 * (every mail, no known timezone, so no quiet hours).
 */
export const mailSettings = sqliteTable("mail_settings", {
  email: text("email").primaryKey(),
  /** all | turns (your turn and deadlines only) | none */
  mail: text("mail").notNull().default("all"),
  /** IANA name, e.g. Europe/Lisbon; quiet hours (22:00–08:00) apply only once it is known. */
  timezone: text("timezone"),
  /** en | ko | es | fr: the language its mails are written in; null until the reader chooses one. */
  language: text("language"),
  updatedAt: integer("updated_at").notNull(),
});

/**
 * Every mail goes through this outbox: keyed by an idempotency key, delivered with retries and
 * backoff, never deleted before it is sent or given up. "turn" rows are notices that are never
 * sent alone: they are gathered into one "turns" mail per recipient (digest_key names it).
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    key: text("key").primaryKey(),
    /** signin | invite | turn | turns | reminder | gameover | away */
    kind: text("kind").notNull(),
    toEmail: text("to_email").notNull(),
    gameId: text("game_id"),
    seat: integer("seat"),
    /** What the template needs (links included); cleared once sent. */
    data: text("data", { mode: "json" }),
    /** pending | sending (claimed, under its lease until next_attempt_at) | digested | sent | skipped | failed */
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull(),
    /** A mail no longer worth sending after this (a reminder for a deadline that has passed). */
    expiresAt: integer("expires_at"),
    digestKey: text("digest_key"),
    lastError: text("last_error"),
    createdAt: integer("created_at").notNull(),
    sentAt: integer("sent_at"),
  },
  (t) => [
    index("mail_outbox_due").on(t.status, t.nextAttemptAt),
    index("mail_outbox_recipient").on(t.toEmail, t.kind, t.status),
    index("mail_outbox_digest").on(t.digestKey),
  ],
);

/** Tokens in a mail's unsubscribe and settings links: only their hash, naming the address. */
export const mailLinks = sqliteTable(
  "mail_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("mail_links_created").on(t.createdAt)],
);

/** The local mailbox (MAIL_DELIVERY = "local"): delivered mails, shown at /dev/mail. */
export const devMailbox = sqliteTable(
  "dev_mailbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    /** The whole RFC 5322 message, as a provider would have received it. */
    raw: text("raw").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("dev_mailbox_to").on(t.toEmail)],
);

/**
 * Devices that receive push notices (Web Push subscriptions). A device belongs to the account that
 * turned notices on and/or to the seats whose links asked for them (push_device_seats). The
 * endpoint is the push service's secret address for the device; id is its SHA-256 (safe to show).
 */
export const pushDevices = sqliteTable(
  "push_devices",
  {
    id: text("id").primaryKey(),
    endpoint: text("endpoint").notNull().unique(),
    /** The subscription's keys (RFC 8291): the browser's P-256 public key and auth secret, base64url. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userId: text("user_id"),
    /** "Chrome on Android": how the settings page names the device. */
    label: text("label").notNull(),
    /** The language notices are written in on this device (en, ko, es, fr). */
    locale: text("locale").notNull(),
    /** The device's IANA timezone: quiet hours apply where the address's settings know none. */
    timezone: text("timezone"),
    createdAt: integer("created_at").notNull(),
    lastSentAt: integer("last_sent_at"),
  },
  (t) => [index("push_devices_user").on(t.userId)],
);

export const pushDeviceSeats = sqliteTable(
  "push_device_seats",
  {
    deviceId: text("device_id").notNull(),
    gameId: text("game_id").notNull(),
    seat: integer("seat").notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.gameId, t.seat] }), index("push_device_seats_seat").on(t.gameId, t.seat)],
);

/**
 * Addresses their owners confirmed (a confirmation link opened, or a sign-in): only these get game
 * mails. An address typed at a join or an invitation may be anyone's until then.
 */
export const confirmedAddresses = sqliteTable("confirmed_addresses", {
  email: text("email").primaryKey(),
  confirmedAt: integer("confirmed_at").notNull(),
});

/**
 * Incoming webhooks the Worker posts to: a game's channel ("game:ID") and a player's own
 * ("user:ID"), one each. The URL is a secret (it carries the channel's token): stored as given,
 * read only to send, shown back masked. A webhook that keeps failing for a day is turned off
 * (off_at, off_reason) and its owner told.
 */
export const webhooks = sqliteTable("webhooks", {
  owner: text("owner").primaryKey(),
  /** discord | slack | generic */
  flavour: text("flavour").notNull(),
  url: text("url").notNull(),
  /** A generic webhook's signing secret (whsec_…, Standard Webhooks); null for Discord and Slack. */
  secret: text("secret"),
  /** en | ko | es | fr: the language its messages are written in. */
  language: text("language").notNull(),
  /** Where "your webhook was turned off" goes (whoever connected it, if they gave an address). */
  ownerEmail: text("owner_email"),
  /** Since when every delivery has failed (null: the last one went through). */
  failingSince: integer("failing_since"),
  lastError: text("last_error"),
  offAt: integer("off_at"),
  createdAt: integer("created_at").notNull(),
});

/**
 * Public tables' free seats, as the list (GET /api/tables) and "Seat me" read them: one row per
 * game opened to the public, kept by the game's room with its seats (room/game-index.ts), so a
 * seat taken leaves the list with the copy that took it. A row with no free seat is not listed.
 */
export const openTables = sqliteTable(
  "open_tables",
  {
    gameId: text("game_id").primaryKey(),
    /** edition:players:pace (protocol/lobby.ts poolKey). */
    pool: text("pool").notNull(),
    edition: text("edition").notNull(),
    players: integer("players").notNull(),
    variants: text("variants", { mode: "json" }).$type<string[]>().notNull(),
    pace: text("pace").notNull(),
    language: text("language").notNull(),
    minReliability: integer("min_reliability"),
    formedByPool: integer("formed_by_pool", { mode: "boolean" }).notNull(),
    rated: integer("rated", { mode: "boolean" }).notNull(),
    hostUserId: text("host_user_id"),
    freeSeats: integer("free_seats").notNull(),
    /** Seats taken (players - free_seats): the list shows the fullest first. */
    taken: integer("taken").notNull(),
    /** Who sits there: [{ userId, name }], for the list and for blocks. */
    seated: text("seated", { mode: "json" }).$type<{ userId: string; name: string }[]>().notNull(),
    waitingSince: integer("waiting_since").notNull(),
    /** The game's version when written: an older copy never wins. */
    version: integer("version").notNull(),
  },
  (t) => [
    index("open_tables_list").on(t.taken, t.waitingSince).where(sql`free_seats > 0`),
    index("open_tables_host").on(t.hostUserId).where(sql`free_seats > 0`),
    index("open_tables_pool").on(t.pool, t.taken).where(sql`free_seats > 0`),
  ],
);

/** A player blocked another: never seated together, the other's talk hidden from them. */
export const blocks = sqliteTable(
  "blocks",
  {
    blockerId: text("blocker_id").notNull(),
    blockedId: text("blocked_id").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("blocks_blocked").on(t.blockedId)],
);

/** Reports of a player or a message, for the operators' page (/admin/reports). */
export const reports = sqliteTable(
  "reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reporterId: text("reporter_id").notNull(),
    reportedId: text("reported_id").notNull(),
    gameId: text("game_id"),
    messageId: integer("message_id"),
    /** The message's words when it was reported (the room may remove it later). */
    messageText: text("message_text"),
    reason: text("reason").notNull(),
    details: text("details"),
    createdAt: integer("created_at").notNull(),
    /** open | hidden (the message) | suspended (the player) | dismissed */
    status: text("status").notNull(),
    decidedAt: integer("decided_at"),
    decidedBy: text("decided_by"),
  },
  (t) => [index("reports_status").on(t.status, t.createdAt), uniqueIndex("reports_once").on(t.reporterId, t.reportedId, t.gameId, t.messageId)],
);

/** Accounts an operator suspended from public tables (they keep their private games). */
export const suspensions = sqliteTable("suspensions", {
  userId: text("user_id").primaryKey(),
  suspendedAt: integer("suspended_at").notNull(),
  byEmail: text("by_email").notNull(),
  reportId: integer("report_id"),
});

/**
 * What each account did in each game, for its reliability (lobby/reliability.ts): written once
 * per game and kind with the game's results ("game") or when a ready check is missed ("ready").
 */
export const playerMarks = sqliteTable(
  "player_marks",
  {
    userId: text("user_id").notNull(),
    gameId: text("game_id").notNull(),
    /** game | ready */
    kind: text("kind").notNull(),
    turnsInTime: integer("turns_in_time").notNull().default(0),
    timeOuts: integer("time_outs").notNull().default(0),
    finished: integer("finished").notNull().default(0),
    abandoned: integer("abandoned").notNull().default(0),
    earlyResignations: integer("early_resignations").notNull().default(0),
    missedReady: integer("missed_ready").notNull().default(0),
    /** Moves made in each UTC hour (24 counts): when the player plays. */
    hours: text("hours", { mode: "json" }).$type<number[]>(),
    at: integer("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId, t.kind] })],
);
