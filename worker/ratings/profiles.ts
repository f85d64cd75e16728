import { drizzle } from "drizzle-orm/d1";
import { and, desc, eq, sql } from "drizzle-orm";
import { gameSeats, games, profiles, ratingChanges, ratings, resultPlayers, results, users } from "../db/schema.js";
import { EDITIONS, type EditionId } from "../../game/engine/index.js";
import { POOLS, isPoolId, shownRating, type Departure, type PoolId } from "../../protocol/ratings.js";
import type { Reliability } from "../../protocol/lobby.js";
import { RATING_HISTORY_LENGTH, RECENT_GAMES_LENGTH, type EditionRecord, type PlayerProfile, type PoolRatingView, type RecentGame } from "../../protocol/profiles.js";

/**
 * Public profiles (/u/<name>): the name an account goes by there, and what its page shows. Read
 * by account, each part one indexed query of that account's rows, in one D1 batch.
 */

export interface ProfileRow {
  userId: string;
  name: string;
  hidden: boolean;
}

/** The key that makes names unique however they are written ("Ann", "ann" and "ANN" are one). */
export function nameKey(name: string): string {
  return name.normalize("NFC").toLowerCase();
}

/** Tries of a name with a number added ("Ann 2", "Ann 3") when the name is taken. */
const NAME_TRIES = 20;

/**
 * The account's profile, claimed now if it has none: named as the account calls itself, else as
 * the seat being rated or its latest seat did, with a number added if another has the name.
 */
export async function claimProfile(db: D1Database, userId: string, seatName: string | null, now: number): Promise<ProfileRow> {
  const orm = drizzle(db);
  const mine = async () => (await orm.select({ userId: profiles.userId, name: profiles.name, hidden: profiles.hidden }).from(profiles).where(eq(profiles.userId, userId)))[0];
  const existing = await mine();
  if (existing) return existing;
  const [[account], [lastSeat]] = await orm.batch([
    orm.select({ displayName: users.displayName }).from(users).where(eq(users.id, userId)),
    orm.select({ name: gameSeats.displayName }).from(gameSeats).where(and(eq(gameSeats.userId, userId), sql`${gameSeats.displayName} is not null`)).orderBy(desc(gameSeats.joinedAt)).limit(1),
  ]);
  const base = account?.displayName?.trim() || seatName?.trim() || lastSeat?.name?.trim() || "Player";
  for (let n = 1; n <= NAME_TRIES; n++) {
    const name = n === 1 ? base : `${base} ${n}`;
    await orm.insert(profiles).values({ userId, name, nameKey: nameKey(name), hidden: false, createdAt: now }).onConflictDoNothing();
    const claimed = await mine();
    if (claimed) return claimed;
  }
  // Twenty players of one name: the account's own id makes it unique.
  const name = `${base} ${userId.slice(0, 6)}`;
  await orm.insert(profiles).values({ userId, name, nameKey: nameKey(name), hidden: false, createdAt: now }).onConflictDoNothing();
  const claimed = await mine();
  if (!claimed) throw new Error(`account ${userId}: no profile name could be claimed`);
  return claimed;
}

export async function profileByName(db: D1Database, name: string): Promise<ProfileRow | null> {
  const [row] = await drizzle(db)
    .select({ userId: profiles.userId, name: profiles.name, hidden: profiles.hidden })
    .from(profiles)
    .where(eq(profiles.nameKey, nameKey(name)));
  return row ?? null;
}

export async function setHidden(db: D1Database, userId: string, hidden: boolean): Promise<void> {
  await drizzle(db).update(profiles).set({ hidden }).where(eq(profiles.userId, userId));
}

/** Everything a profile page shows of an account; its reliability is the public tables' (worker/lobby), which the route asks for. */
export async function profileOf(db: D1Database, profile: ProfileRow, mine: boolean, reliability: Reliability | null): Promise<PlayerProfile> {
  const orm = drizzle(db);
  const { userId } = profile;
  const historyOf = (pool: PoolId) =>
    orm
      .select({ gameId: ratingChanges.gameId, mu: ratingChanges.mu, sigma: ratingChanges.sigma, at: ratingChanges.ratedAt })
      .from(ratingChanges)
      .where(and(eq(ratingChanges.userId, userId), eq(ratingChanges.pool, pool)))
      .orderBy(desc(ratingChanges.seq))
      .limit(RATING_HISTORY_LENGTH);
  const [seated, wins, pools, recent, ...histories] = await orm.batch([
    orm
      .select({ edition: games.edition, played: sql<number>`count(*)`, finished: sql<number>`coalesce(sum(${games.status} = 'ended'), 0)` })
      .from(gameSeats)
      .innerJoin(games, eq(games.id, gameSeats.gameId))
      .where(and(eq(gameSeats.userId, userId), sql`${gameSeats.joinedAt} is not null`))
      .groupBy(games.edition),
    orm
      .select({ edition: games.edition, won: sql<number>`coalesce(sum(${resultPlayers.won}), 0)` })
      .from(resultPlayers)
      .innerJoin(games, eq(games.id, resultPlayers.gameId))
      .where(eq(resultPlayers.userId, userId))
      .groupBy(games.edition),
    orm.select().from(ratings).where(eq(ratings.userId, userId)),
    orm
      .select({
        gameId: resultPlayers.gameId,
        edition: games.edition,
        players: games.players,
        finishedAt: results.finishedAt,
        rank: resultPlayers.rank,
        score: resultPlayers.score,
        won: resultPlayers.won,
        left: resultPlayers.left,
        ratedPool: results.ratedPool,
      })
      .from(resultPlayers)
      .innerJoin(results, eq(results.gameId, resultPlayers.gameId))
      .innerJoin(games, eq(games.id, resultPlayers.gameId))
      .where(eq(resultPlayers.userId, userId))
      .orderBy(desc(results.finishedAt))
      .limit(RECENT_GAMES_LENGTH),
    ...POOLS.map(historyOf),
  ]);
  const editions = (Object.keys(EDITIONS) as EditionId[]).map((edition): EditionRecord => {
    const seats = seated.find((row) => row.edition === edition);
    return { edition, played: seats?.played ?? 0, finished: seats?.finished ?? 0, won: wins.find((row) => row.edition === edition)?.won ?? 0 };
  });
  const ratingViews = pools.flatMap((row): PoolRatingView[] => {
    if (!isPoolId(row.pool)) return [];
    const shown = shownRating(row);
    const points = [...histories[POOLS.indexOf(row.pool)]]
      .reverse()
      .map((point) => ({ at: point.at, gameId: point.gameId, rating: shownRating(point).rating }));
    return [{ pool: row.pool, rating: shown.rating, uncertainty: shown.uncertainty, provisional: shown.provisional, games: row.games, history: points }];
  });
  const recentGames = recent.map((row): RecentGame => ({
    ...row,
    edition: row.edition as EditionId,
    left: row.left as Departure | null,
    ratedPool: row.ratedPool !== null && isPoolId(row.ratedPool) ? row.ratedPool : null,
  }));
  return { name: profile.name, hidden: profile.hidden, mine, editions, ratings: ratingViews, recentGames, reliability: reliability && reliability.games > 0 ? reliability : null };
}
