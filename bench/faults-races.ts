/**
 * The host's cancel raced by a join (issue 50, item 2), in npm run faults: a game waiting for
 * players, one seat taken by a signed-in player (so D1 lists it in their "My games"), then the
 * host's DELETE and a second signed-in player's join sent at once. Whichever wins, a cancelled game
 * must leave no row or seat in D1 (a ghost in someone's "My games"), and a join that loses gets a
 * 404 with a sentence, never a 5xx.
 */
import type { CreateGameResponse } from "../protocol/types.js";
import type { LocalService } from "../scripts/local-service.js";

type Call = <T>(method: string, path: string, body?: unknown, token?: string, extra?: Record<string, string>) => Promise<{ status: number; body: T }>;

export interface CancelRaces {
  races: number;
  /** Races the cancel won (200): their games must be gone from D1. */
  cancelled: string[];
  /** Joins that lost the race, answered 404 with a sentence. */
  joinsRefused: number;
  /** Answers of 500 or more, to either request. */
  serverErrors: number;
  failures: string[];
}

/** Runs `races` races with the two players' session cookies (any two accounts). */
export async function raceCancelAndJoin(call: Call, players: [string, string], races: number, client: (race: number) => string): Promise<CancelRaces> {
  const report: CancelRaces = { races: 0, cancelled: [], joinsRefused: 0, serverErrors: 0, failures: [] };
  for (let race = 0; race < races; race++) {
    const from = { "CF-Connecting-IP": client(race) };
    const created = await call<CreateGameResponse>("POST", "/api/games", { edition: "classic", players: 3 }, undefined, from);
    if (created.status !== 201) {
      report.failures.push(`cancel race ${race}: the game was not created (${created.status})`);
      continue;
    }
    const { gameId, hostToken, seats } = created.body;
    const first = await call("POST", `/api/games/${gameId}/join`, { token: seats[0]!.token, name: "Ana" }, undefined, { ...from, cookie: players[0] });
    if (first.status !== 200) report.failures.push(`cancel race ${race}: the first join answered ${first.status}`);
    type Answer = { error?: { code: string; message: string } };
    const [cancel, join] = await Promise.all([
      call<Answer>("DELETE", `/api/games/${gameId}`, undefined, hostToken, from),
      call<Answer>("POST", `/api/games/${gameId}/join`, { token: seats[1]!.token, name: "Bo" }, undefined, { ...from, cookie: players[1] }),
    ]);
    report.races++;
    for (const answer of [cancel, join]) if (answer.status >= 500) report.serverErrors++;
    if (cancel.status === 200) report.cancelled.push(gameId);
    else report.failures.push(`cancel race ${race}: the host's cancel of a game nobody started answered ${cancel.status}`);
    if (join.status === 404 && (join.body.error?.message.length ?? 0) > 0) report.joinsRefused++;
    else if (join.status !== 200) report.failures.push(`cancel race ${race}: the join answered ${join.status} ${JSON.stringify(join.body).slice(0, 200)}`);
  }
  return report;
}

/** Rows and seats D1 still holds of games that were cancelled: each one a ghost in someone's "My games". */
export async function ghostRows(db: LocalService["db"], cancelled: readonly string[]): Promise<number> {
  let ghosts = 0;
  for (const id of cancelled) {
    for (const query of ["SELECT COUNT(*) AS n FROM games WHERE id = ?", "SELECT COUNT(*) AS n FROM game_seats WHERE game_id = ?"]) {
      ghosts += (await db.prepare(query).bind(id).first<{ n: number }>())!.n;
    }
  }
  return ghosts;
}
