import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { requireUser } from "../auth/session.js";
import { gameSeats, games, resultPlayers, results, users } from "../db/schema.js";
import type { AppEnv } from "../env.js";
import { valid } from "../http/validate.js";
import { mailSettingsUpdate, profileUpdate } from "../../protocol/schemas.js";
import type { BotLevel, MailSettingsResponse, MyGame } from "../../protocol/types.js";
import { settingsFor, updateSettings } from "../outbox/settings.js";


/**
 * Mounted at /api/me: the signed-in account, its games and its record. Every route but GET / needs
 * a session; GET / answers "nobody" (`{ user: null }`) to a signed-out visitor, which is not an error.
 */
export const meRoutes = new Hono<AppEnv>()
  .get("/", (c) => c.json({ user: c.get("user") ?? null }))
  .patch("/", valid("json", profileUpdate), async (c) => {
    const me = requireUser(c);
    const { displayName } = c.req.valid("json");
    await drizzle(c.env.DB).update(users).set({ displayName }).where(eq(users.id, me.id));
    return c.json({ user: { ...me, displayName } });
  })
  /** The account's mail settings: which mails (all, my turn only, none) and the timezone for quiet hours. */
  .get("/settings", async (c) => {
    const me = requireUser(c);
    return c.json({ settings: await settingsFor(c.env.DB, me.email) } satisfies MailSettingsResponse);
  })
  .put("/settings", valid("json", mailSettingsUpdate), async (c) => {
    const me = requireUser(c);
    return c.json({ settings: await updateSettings(c.env.DB, me.email, c.req.valid("json")) } satisfies MailSettingsResponse);
  })
  /**
   * The account's games in the index, each once: games waiting on this player first, the longest
   * waiting first (those whose wait began before it was kept after them), then latest move first.
   */
  .get("/games", async (c) => {
    const me = requireUser(c);
    const db = drizzle(c.env.DB);
    const yourTurn = sql<boolean>`exists (select 1 from json_each(${games.toAct}) where json_each.value = ${gameSeats.seat})`;
    const rows = await db
      .select({
        id: games.id,
        edition: games.edition,
        players: games.players,
        status: games.status,
        toAct: games.toAct,
        turnsPlayed: games.turnsPlayed,
        lastMoveAt: games.lastMoveAt,
        mySeat: gameSeats.seat,
        yourTurn: yourTurn.mapWith(Boolean),
        endedEarly: sql<boolean>`coalesce(${results.endedEarly}, 0)`.mapWith(Boolean),
        waitingSince: games.waitingSince,
        standing: games.standing,
      })
      .from(gameSeats)
      .innerJoin(games, eq(games.id, gameSeats.gameId))
      .leftJoin(results, eq(results.gameId, gameSeats.gameId))
      .where(eq(gameSeats.userId, me.id))
      .orderBy(desc(yourTurn), sql`${games.waitingSince} is null`, asc(games.waitingSince), desc(games.lastMoveAt), games.id, gameSeats.seat);
    const mine = oncePerGame(rows);
    const seats = mine.length === 0 ? [] : await db
      .select({ gameId: gameSeats.gameId, seat: gameSeats.seat, name: gameSeats.displayName, bot: gameSeats.bot, resignedAt: gameSeats.resignedAt })
      .from(gameSeats)
      .where(inArray(gameSeats.gameId, db.select({ id: gameSeats.gameId }).from(gameSeats).where(eq(gameSeats.userId, me.id))))
      .orderBy(gameSeats.gameId, gameSeats.seat);
    return c.json({
      games: mine.map(({ standing, ...game }): MyGame => ({
        ...game,
        edition: game.edition as MyGame["edition"],
        status: game.status as MyGame["status"],
        waitingSince: game.status === "active" ? game.waitingSince : null,
        seats: seats.filter((seat) => seat.gameId === game.id).map(({ gameId: _, bot, ...seat }) => ({ ...seat, bot: bot as BotLevel | null })),
        place: standing?.[game.mySeat] ?? null,
      })),
    });
  })
  /** Totals over the account's finished games. */
  .get("/stats", async (c) => {
    const me = requireUser(c);
    const [totals] = await drizzle(c.env.DB)
      .select({
        played: sql<number>`count(*)`,
        won: sql<number>`coalesce(sum(${resultPlayers.won}), 0)`,
        averageScore: sql<number | null>`avg(${resultPlayers.score})`,
        endedEarly: sql<number>`coalesce(sum(${results.endedEarly}), 0)`,
      })
      .from(resultPlayers)
      .leftJoin(results, eq(results.gameId, resultPlayers.gameId))
      .where(eq(resultPlayers.userId, me.id));
    const averageScore = totals?.averageScore ?? null;
    return c.json({
      stats: {
        played: totals?.played ?? 0,
        won: totals?.won ?? 0,
        /** Of those played, how many the players ended early by agreement. */
        endedEarly: totals?.endedEarly ?? 0,
        // Two decimals are plenty to show; null until a game has finished.
        averageScore: averageScore === null ? null : Math.round(averageScore * 100) / 100,
      },
    });
  });

/**
 * One row per game. Games joined before "one seat per account" was enforced can hold several of
 * the account's seats; the list shows such a game once, as the seat it is waiting on (the lowest
 * if several), else the lowest seat, which is also the seat the account's cookie opens. `rows`
 * come ordered so that this row is each game's first.
 */
function oncePerGame<Row extends { id: string }>(rows: Row[]): Row[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (seen.has(row.id)) return false;
    seen.add(row.id);
    return true;
  });
}
