import { shownRating, type PoolId } from "../../protocol/ratings.js";
import { STANDINGS_LENGTH, type StandingsPeriod, type StandingsResponse, type StandingsRow } from "../../protocol/profiles.js";
import { DAY_MS } from "../../protocol/time.js";

/**
 * A pool's standings (provisional ratings and hidden profiles left out): all time by rating, read
 * from the ratings index of one pool; the week's by the rating points won over the last seven
 * days, from that pool's changes of the week. Every query is one pool's: none serves all players.
 */
export async function standingsOf(db: D1Database, pool: PoolId, period: StandingsPeriod, now: number): Promise<StandingsResponse> {
  return { pool, period, rows: period === "all" ? await allTime(db, pool) : await week(db, pool, now) };
}

interface Row {
  name: string;
  mu: number;
  sigma: number;
  games: number;
}

async function allTime(db: D1Database, pool: PoolId): Promise<StandingsRow[]> {
  const { results } = await db
    .prepare(
      `SELECT p.name, r.mu, r.sigma, r.games FROM ratings r JOIN profiles p ON p.user_id = r.user_id
       WHERE r.pool = ?1 AND r.provisional = 0 AND p.hidden = 0
       ORDER BY r.shown DESC, r.mu DESC, p.name_key LIMIT ?2`,
    )
    .bind(pool, STANDINGS_LENGTH)
    .all<Row>();
  return placed(results.map((row) => ({ row, change: null })));
}

async function week(db: D1Database, pool: PoolId, now: number): Promise<StandingsRow[]> {
  // Each player of the week's first change in the pool says where they stood before the week.
  const { results } = await db
    .prepare(
      `SELECT p.name, r.mu, r.sigma, r.games, c.mu_before AS muBefore, c.sigma_before AS sigmaBefore
       FROM (SELECT user_id, min(seq) AS first FROM rating_changes WHERE pool = ?1 AND rated_at >= ?2 GROUP BY user_id) w
       JOIN rating_changes c ON c.user_id = w.user_id AND c.pool = ?1 AND c.seq = w.first
       JOIN ratings r ON r.pool = ?1 AND r.user_id = w.user_id
       JOIN profiles p ON p.user_id = w.user_id
       WHERE r.provisional = 0 AND p.hidden = 0`,
    )
    .bind(pool, now - 7 * DAY_MS)
    .all<Row & { muBefore: number; sigmaBefore: number }>();
  const rows = results.map((row) => ({ row, change: shownRating(row).rating - shownRating({ mu: row.muBefore, sigma: row.sigmaBefore }).rating }));
  rows.sort((a, b) => b.change - a.change || shownRating(b.row).rating - shownRating(a.row).rating || a.row.name.localeCompare(b.row.name));
  return placed(rows.slice(0, STANDINGS_LENGTH));
}

/** Places in order, players level on what the standings sort by sharing one. */
function placed(rows: { row: Row; change: number | null }[]): StandingsRow[] {
  const standings: StandingsRow[] = [];
  for (const [index, { row, change }] of rows.entries()) {
    const shown = shownRating(row);
    const above = standings[index - 1];
    const level = above !== undefined && above.rating === shown.rating && above.change === change;
    standings.push({ place: level ? above.place : index + 1, name: row.name, rating: shown.rating, uncertainty: shown.uncertainty, games: row.games, change });
  }
  return standings;
}
