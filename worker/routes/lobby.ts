import type { Language } from "../../protocol/languages.js";
import { Hono, type Context } from "hono";
import { createPublicTableSchema, joinTableSchema, openTableSchema, seatMeSchema, tableFilterSchema } from "../../protocol/lobby-schemas.js";
import {
  EDITIONS,
  PUBLIC_PACES,
  TABLE_SIZES,
  poolKey,
  type CreatedPublicTable,
  type OpenTablesResponse,
  type OpenedTableResponse,
  type Pool,
  type SeatedResponse,
  type TablePlayersResponse,
} from "../../protocol/lobby.js";
import { requireUser, signedIn } from "../auth/session.js";
import { randomToken } from "../secrets/tokens.js";
import type { AppEnv, SignedInUser } from "../env.js";
import { needsPublicOrigin, publicOrigin } from "../http/public-origin.js";
import { countForAccount, rateLimit } from "../http/rate-limit.js";
import { ApiError } from "../http/errors.js";
import { valid } from "../http/validate.js";
import { avoidOf, fullestPoolTable, listOpenTables, playerRecord, refuseBusy, refuseSuspended, refuseTooManyGames, refuseTooManyOpenTables, tablePlayers } from "../lobby/records.js";
import type { ListingChoice, Seeker } from "../room/public-table.js";
import { caller, gameIdParam, hostToken, seatUrl } from "./games.js";
import { roomOf, unwrap } from "./rooms.js";

/** /api/tables and /api/seat-me: finding a table among strangers (docs/lobby.md). Thin: the rooms seat, the pools match. */
export const lobbyRoutes = new Hono<AppEnv>();

/** New public tables per account (hosting or "Seat me" forming), besides the per-network limit. */
const TABLES_PER_ACCOUNT = { name: "public-table-account", limit: 10, windowSeconds: 3600 };
const TABLES_PER_NETWORK = { name: "public-table", limit: 20, windowSeconds: 3600 };

/**
 * The signed-in seeker as the rooms and pools need them: refused if suspended or already playing too
 * many games, and told first if many games wait for their move (unless `confirmBusy` says they know).
 */
async function seekerOf(c: Context<AppEnv>, user: SignedInUser, { name, confirmBusy }: { name: string; confirmBusy?: boolean }): Promise<Seeker & { hours: number[] | null }> {
  const db = c.env.DB;
  await refuseSuspended(db, user.id);
  await refuseTooManyGames(db, user.id);
  await refuseBusy(db, user.id, confirmBusy);
  const [avoid, record] = await Promise.all([avoidOf(db, user.id), playerRecord(db, user.id)]);
  return { userId: user.id, name, email: user.email, language: null, avoid, reliability: record.reliability.figure, hours: record.hours };
}

/** A host's table: open to anyone (at least as reliable as the host asks), rated (ratings' seam). */
function hostsTable(language: Language, minReliability: number | undefined): ListingChoice {
  return { language, minReliability: minReliability ?? null, formedByPool: false, rated: true, openedAt: Date.now() };
}

function pool(c: Context<AppEnv>, key: Pool) {
  return c.env.SEAT_POOL.get(c.env.SEAT_POOL.idFromName(poolKey(key)));
}

lobbyRoutes.get("/tables", valid("query", tableFilterSchema), async (c) => {
  const body: OpenTablesResponse = { tables: await listOpenTables(c.env.DB, c.req.valid("query")) };
  c.header("Cache-Control", "no-store");
  return c.json(body);
});

/** A public table's players by seat, with their reliability: the game page shows it beside each name. */
lobbyRoutes.get("/tables/:id/players", valid("param", gameIdParam), async (c) => {
  const players = await tablePlayers(c.env.DB, c.req.valid("param").id);
  if (!players) throw new ApiError(404, "TABLE_NOT_PUBLIC", "This game is not open to the public: its players' reliability is shown at public tables.");
  c.header("Cache-Control", "no-store");
  return c.json({ players } satisfies TablePlayersResponse);
});

/** A signed-in host creates a game open to the public and takes its first seat. */
lobbyRoutes.post("/tables", signedIn, needsPublicOrigin, rateLimit(TABLES_PER_NETWORK), valid("json", createPublicTableSchema), async (c) => {
  const user = requireUser(c);
  const { edition, players, variants, pace, language, minReliability, name, confirmBusy } = c.req.valid("json");
  await countForAccount(c.env.DB, TABLES_PER_ACCOUNT, user.id);
  await refuseTooManyOpenTables(c.env.DB, user.id);
  const seeker = { ...(await seekerOf(c, user, { name, confirmBusy })), language };
  const origin = publicOrigin(c);
  const gameId = randomToken().slice(0, 22);
  const room = roomOf(c, gameId);
  const created = unwrap(await room.create({ gameId, options: { edition, players, variants }, hostUserId: user.id, origin, timePerMove: pace, hostEmail: user.email }));
  unwrap(await room.openToPublic(created.hostToken, hostsTable(language, minReliability), user.id));
  const seated = unwrap(await room.takeFreeSeat(seeker));
  const body: CreatedPublicTable = { gameId, seat: seated.seat, token: seated.token, url: seatUrl(origin, gameId, seated.token), hostToken: created.hostToken };
  return c.json(body, 201);
});

/** The host of a waiting game (signed in, with the host token) opens its free seats to the public. */
lobbyRoutes.post("/games/:id/public", signedIn, valid("param", gameIdParam), valid("json", openTableSchema), async (c) => {
  const user = requireUser(c);
  const { id } = c.req.valid("param");
  const token = hostToken(c);
  await refuseSuspended(c.env.DB, user.id);
  await refuseTooManyOpenTables(c.env.DB, user.id);
  const { language, minReliability } = c.req.valid("json");
  const opened = unwrap(await roomOf(c, id).openToPublic(token, hostsTable(language, minReliability), user.id));
  const { pool: key, formedByPool, rated } = opened;
  const body: OpenedTableResponse = { gameId: id, pool: key, language, minReliability: minReliability ?? null, formedByPool, rated };
  return c.json(body);
});

/** A signed-in player takes a free seat of a public table from the list, as its link would. */
lobbyRoutes.post("/tables/:id/join", signedIn, valid("param", gameIdParam), valid("json", joinTableSchema), async (c) => {
  const user = requireUser(c);
  const { id } = c.req.valid("param");
  const seeker = await seekerOf(c, user, c.req.valid("json"));
  const seated = unwrap(await roomOf(c, id).takeFreeSeat(seeker));
  const body: SeatedResponse = { gameId: id, seat: seated.seat, token: seated.token, url: seatUrl(publicOrigin(c), id, seated.token) };
  return c.json(body);
});

/** A pool's edition, players or pace that names no pool is an unknown pool. */
const POOL_FIELDS = { edition: "UNKNOWN_POOL", players: "UNKNOWN_POOL", pace: "UNKNOWN_POOL" } as const;

/** Every pool a "Seat me" request may go to ("any" widens a choice). */
function poolsFor(choice: { edition: string; players: number | "any"; pace: string }): Pool[] {
  const editions = choice.edition === "any" ? EDITIONS : [choice.edition as Pool["edition"]];
  const sizes = choice.players === "any" ? TABLE_SIZES : [choice.players as Pool["players"]];
  const paces = choice.pace === "any" ? PUBLIC_PACES : [choice.pace as Pool["pace"]];
  return editions.flatMap((edition) => sizes.flatMap((players) => paces.map((pace) => ({ edition, players, pace }))));
}

/** The pool a seeker with "any" choices asks first: where a table (in their language) is fullest, else the most common choice. */
async function poolFor(c: Context<AppEnv>, choice: { edition: string; players: number | "any"; pace: string; language?: Language }): Promise<Pool> {
  const pools = poolsFor(choice);
  if (pools.length === 1) return pools[0]!;
  const fullest = await fullestPoolTable(c.env.DB, pools.map(poolKey), choice.language ?? null);
  return pools.find((p) => poolKey(p) === fullest) ?? pools.find((p) => p.players === 2 && p.pace === "1d") ?? pools.find((p) => p.pace === "1d") ?? pools[0]!;
}

/** "Seat me": the fullest compatible table of the pool, or a new one that fills as others ask. */
lobbyRoutes.post("/seat-me", signedIn, needsPublicOrigin, rateLimit({ name: "seat-me", limit: 30, windowSeconds: 600 }), valid("json", seatMeSchema, POOL_FIELDS), async (c) => {
  const user = requireUser(c);
  const choice = c.req.valid("json");
  await countForAccount(c.env.DB, { name: "seat-me-account", limit: 30, windowSeconds: 3600 }, user.id);
  const seeker = { ...(await seekerOf(c, user, choice)), language: choice.language ?? null };
  const origin = publicOrigin(c);
  const key = await poolFor(c, choice);
  const seated = unwrap(await pool(c, key).seatMe({ pool: key, seeker, origin }));
  const body: SeatedResponse = { ...seated, url: seatUrl(origin, seated.gameId, seated.token) };
  return c.json(body);
});

/** A table of strangers' ready check: who confirmed, and until when (null: none running). */
lobbyRoutes.get("/games/:id/ready", valid("param", gameIdParam), async (c) => {
  return c.json({ readyCheck: unwrap(await roomOf(c, c.req.valid("param").id).ready(caller(c), false)) });
});

/** A seated player confirms they are ready for turn 1 (by a tap on the page, or the link in a mail or push). */
lobbyRoutes.post("/games/:id/ready", valid("param", gameIdParam), async (c) => {
  return c.json({ readyCheck: unwrap(await roomOf(c, c.req.valid("param").id).ready(caller(c), true)) });
});
