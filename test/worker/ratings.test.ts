import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/d1";
import { and, eq, inArray } from "drizzle-orm";
import { profiles, ratingChanges, ratings, resultPlayers, results } from "../../worker/db/schema.js";
import { rateDueResults, rateResults } from "../../worker/ratings/rate-results.js";
import { replayAndCompare } from "../../worker/ratings/replay.js";
import { POOLS, PLAYER_GROUPS, FIRST_SKILL, type Departure, type PoolId, type RatedResult } from "../../protocol/ratings.js";
import { randomInt, rngFromSeed, type RngState } from "../../game/engine/rng.js";
import type { CreateGameResponse, GameSnapshot } from "../../protocol/types.js";
import type { PlayerProfile, RatedGamesPage, StandingsResponse } from "../../protocol/profiles.js";
import { replayRatings } from "../../protocol/rating-update.js";
import { api, settleRoom } from "./helpers.js";
import { expectError, signedIn } from "./accounts.js";
import { address, runScheduled } from "./slow-helpers.js";

/** Issue 52: rated games update their players' ratings once, after their results reach D1; replaying the results gives the same ratings. */

const orm = () => drizzle(env.DB);

async function ratingOf(pool: PoolId, userId: string) {
  const [row] = await orm().select().from(ratings).where(and(eq(ratings.pool, pool), eq(ratings.userId, userId)));
  return row ?? null;
}

/** A 2-player Classic game between two signed-in players, created by the first with `rated`, ended by a resignation of the second and an agreed end. */
async function resignedGame(rated: boolean, names: [string, string]) {
  const [ann, bob] = await Promise.all(names.map((name) => signedIn(address(name))));
  const created = await api("/api/games", { method: "POST", json: { edition: "classic", players: 2, startingPlayer: 0, rated }, headers: { cookie: ann.cookie } });
  expect(created.status).toBe(201);
  const game = await created.json<CreateGameResponse>();
  for (const [seat, player] of [ann, bob].entries()) {
    const joined = await api(`/api/games/${game.gameId}/join`, { method: "POST", json: { token: game.seats[seat].token, name: names[seat] }, headers: { cookie: player.cookie } });
    expect(joined.status, await joined.clone().text()).toBe(200);
  }
  const post = (path: string, seat: number) => api(`/api/games/${game.gameId}${path}`, { method: "POST", token: game.seats[seat].token });
  expect((await post("/resign", 1)).status).toBe(200);
  const ended = await (await post("/end-proposal", 0)).json<GameSnapshot>();
  expect(ended.status).toBe("ended");
  await settleRoom(game.gameId);
  return { gameId: game.gameId, ann, bob };
}

describe("a finished game's ratings", () => {
  it("a rated game updates both players once, however often its rating runs", async () => {
    const { gameId, ann, bob } = await resignedGame(true, ["Ann", "Bob"]);
    const [row] = await orm().select().from(results).where(eq(results.gameId, gameId));
    expect(row).toMatchObject({ ratedPool: "classic-2p", ratedSeq: expect.any(Number) });
    const seats = await orm().select().from(resultPlayers).where(eq(resultPlayers.gameId, gameId));
    expect(seats.map((seat) => seat.left).sort()).toEqual([null, "resigned"].sort());

    const first = [await ratingOf("classic-2p", ann.id), await ratingOf("classic-2p", bob.id)];
    expect(first[0]).toMatchObject({ games: 1, provisional: true });
    expect(first[0]!.mu).toBeGreaterThan(FIRST_SKILL.mu);
    expect(first[1]!.mu).toBeLessThan(FIRST_SKILL.mu);

    // Again and again, at once and after: the copy's rerun, the cron, a race of both.
    expect(await Promise.all([rateResults(env.DB, gameId, Date.now()), rateResults(env.DB, gameId, Date.now())])).toEqual(["already rated", "already rated"]);
    await runScheduled();
    expect([await ratingOf("classic-2p", ann.id), await ratingOf("classic-2p", bob.id)]).toEqual(first);
    const changes = await orm().select().from(ratingChanges).where(eq(ratingChanges.gameId, gameId));
    expect(changes).toHaveLength(2);
  });

  it("an unrated game changes no rating", async () => {
    const before = await orm().select().from(ratings);
    const { gameId, ann } = await resignedGame(false, ["Cat", "Dan"]);
    const [row] = await orm().select().from(results).where(eq(results.gameId, gameId));
    expect(row).toMatchObject({ ratedPool: null, ratedSeq: null });
    expect(await rateResults(env.DB, gameId, Date.now())).toBe("not rated");
    expect(await orm().select().from(ratings)).toEqual(before);
    expect(await ratingOf("classic-2p", ann.id)).toBeNull();
  });

  it("a rated game with a bot is refused at creation, and nothing is created", async () => {
    const host = await signedIn(address("eve"));
    const response = await api("/api/games", {
      method: "POST",
      json: { edition: "classic", players: 2, rated: true, bots: [{ seat: 1, level: "easy" }] },
      headers: { cookie: host.cookie },
    });
    await expectError(response, 400, "RATED_WITH_BOTS");
  });

  it("a rating whose update failed after the copy is made by the cron", async () => {
    const gameId = "cron-catches-up";
    await insertResults([
      {
        gameId,
        pool: "winter-2p",
        seats: [
          { userId: "cron-a", rank: 1, left: null },
          { userId: "cron-b", rank: 2, left: null },
        ],
      },
    ]);
    expect(await rateDueResults(env.DB, Date.now())).toBe(1);
    expect(await rateDueResults(env.DB, Date.now())).toBe(0);
    expect((await ratingOf("winter-2p", "cron-a"))?.games).toBe(1);
  });
});

/** A finished game's results as the room's copy writes them (its record left out: ratings don't read it). */
async function insertResults(games: readonly FinishedGame[]) {
  const db = orm();
  const [first, ...rest] = games.flatMap(({ gameId, pool, seats }) => [
    db.insert(results).values({ gameId, finishedAt: Date.now(), turns: 40, ranking: [], record: {}, ratedPool: pool }),
    ...seats.map((seat, index) =>
      db.insert(resultPlayers).values({ gameId, seat: index, userId: seat.userId, displayName: seat.userId, score: 10 - seat.rank, rank: seat.rank, won: seat.rank === 1, left: seat.left }),
    ),
  ]);
  await db.batch([first, ...rest]);
}

interface FinishedGame {
  gameId: string;
  pool: PoolId;
  seats: { userId: string; rank: number; left: Departure | null }[];
}

/** A random finished rated game: a pool, its players from a small crowd (so ratings build up), ranks with ties, some who left. */
function randomGame(rng: RngState, index: number): FinishedGame {
  const pool = POOLS[randomInt(rng, POOLS.length)];
  const counts = PLAYER_GROUPS[pool.endsWith("-2p") ? "2p" : "3-4p"];
  const players = counts[randomInt(rng, counts.length)];
  const crowd = Array.from({ length: 40 }, (_, n) => `player-${n}`);
  const userIds: string[] = [];
  while (userIds.length < players) {
    const pick = crowd[randomInt(rng, crowd.length)];
    if (!userIds.includes(pick)) userIds.push(pick);
  }
  const departures: (Departure | null)[] = ["resigned", "timed-out", null, null, null, null, null, null, null, null];
  return {
    gameId: `random-${index}`,
    pool,
    seats: userIds.map((userId) => ({ userId, rank: 1 + randomInt(rng, players), left: departures[randomInt(rng, departures.length)] })),
  };
}

describe("profiles and standings", () => {
  it("a rated player's profile: games per edition, wins, the rating with its uncertainty and history, recent games", async () => {
    const { gameId, ann, bob } = await resignedGame(true, ["Fay", "Gus"]);
    const response = await api("/api/profiles/fay");
    expect(response.status).toBe(200);
    const profile = await response.json<PlayerProfile>();
    // The public tables' reliability (issue 51), from the marks the results copy wrote: one game finished.
    expect(profile).toMatchObject({ name: "Fay", hidden: false, mine: false, reliability: { figure: expect.any(Number), games: 1 } });
    expect(profile.editions).toEqual([
      { edition: "classic", played: 1, finished: 1, won: 1 },
      { edition: "winter", played: 0, finished: 0, won: 0 },
    ]);
    const [rating] = profile.ratings;
    expect(rating).toMatchObject({ pool: "classic-2p", provisional: true, games: 1 });
    expect(rating.history).toEqual([{ at: expect.any(Number), gameId, rating: rating.rating }]);
    expect(rating.uncertainty).toBeGreaterThan(0);
    expect(profile.recentGames).toEqual([expect.objectContaining({ gameId, rank: 1, won: true, left: null, ratedPool: "classic-2p" })]);
    const gus = await (await api("/api/profiles/Gus")).json<PlayerProfile>();
    expect(gus.recentGames[0]).toMatchObject({ gameId, won: false, left: "resigned" });

    // Fay hides hers: others are told so; she still sees it, and it is hers.
    expect((await api("/api/me/profile", { method: "PUT", json: { hidden: true }, headers: { cookie: ann.cookie } })).status).toBe(200);
    await expectError(await api("/api/profiles/Fay"), 403, "PROFILE_HIDDEN");
    await expectError(await api("/api/profiles/Fay", { headers: { cookie: bob.cookie } }), 403, "PROFILE_HIDDEN");
    const own = await (await api("/api/profiles/Fay", { headers: { cookie: ann.cookie } })).json<PlayerProfile>();
    expect(own).toMatchObject({ hidden: true, mine: true });
    expect(await (await api("/api/me/profile", { headers: { cookie: ann.cookie } })).json<PlayerProfile>()).toMatchObject({ name: "Fay", hidden: true });
  });

  it("refuses what it can't answer, with a code and a sentence", async () => {
    await expectError(await api("/api/profiles/nobody-at-all"), 404, "NO_SUCH_PLAYER");
    await expectError(await api("/api/standings/classic-5p"), 400, "INVALID_INPUT");
    await expectError(await api("/api/standings/classic-2p?period=month"), 400, "INVALID_INPUT");
    await expectError(await api("/api/me/profile", { method: "PUT", json: { hidden: "yes" }, headers: { cookie: (await signedIn(address("hal"))).cookie } }), 400, "INVALID_INPUT");
    await expectError(await api("/api/me/profile"), 401, "NOT_SIGNED_IN");
    await expectError(await api("/api/standings/classic-2p/games?after=-1"), 400, "INVALID_INPUT");
  });

  it("standings leave provisional ratings and hidden profiles out: all time by rating, the week by points won", async () => {
    // Ivy beats Jon and Kim over and over (a winner grows certain slowest: twenty games); Lou plays one game, so stays provisional.
    const seats = (winner: string, loser: string) => [
      { userId: winner, rank: 1, left: null },
      { userId: loser, rank: 2, left: null },
    ];
    const played: FinishedGame[] = [];
    for (let n = 0; n < 20; n++) played.push({ gameId: `st-${n}`, pool: "winter-3-4p", seats: [...seats("st-ivy", "st-jon"), { userId: "st-kim", rank: 3, left: null }] });
    played.push({ gameId: "st-lou", pool: "winter-3-4p", seats: [...seats("st-lou", "st-jon"), { userId: "st-kim", rank: 3, left: null }] });
    await insertResults(played);
    for (const game of played) expect(await rateResults(env.DB, game.gameId, Date.now())).toBe("rated");

    const standings = async (period: string) => (await (await api(`/api/standings/winter-3-4p?period=${period}`)).json<StandingsResponse>()).rows;
    const all = await standings("all");
    expect(all.map((row) => row.name)).toEqual(["st-ivy", "st-jon", "st-kim"]);
    expect(all.map((row) => row.place)).toEqual([1, 2, 3]);
    expect(all[0].rating).toBeGreaterThan(all[1].rating);
    const week = await standings("week");
    expect(week[0]).toMatchObject({ name: "st-ivy", change: expect.any(Number) });
    expect(week[0].change).toBeGreaterThan(0);
    expect((await standings("week")).every((row) => row.change !== null)).toBe(true);

    await drizzle(env.DB).update(profiles).set({ hidden: true }).where(eq(profiles.userId, "st-jon"));
    expect((await standings("all")).map((row) => row.name)).toEqual(["st-ivy", "st-kim"]);
  });
});

describe("npm run ratings:replay", () => {
  it("recomputes every stored rating exactly from 1,000 random finished games", { timeout: 120_000 }, async () => {
    const rng = rngFromSeed("ratings-replay");
    const games = Array.from({ length: 1000 }, (_, index) => randomGame(rng, index));
    for (let start = 0; start < games.length; start += 25) await insertResults(games.slice(start, start + 25));
    // Rated as the rooms would: several at a time, so updates of one pool race for its next place.
    for (let start = 0; start < games.length; start += 4) {
      const outcomes = await Promise.all(games.slice(start, start + 4).map((game) => rateResults(env.DB, game.gameId, Date.now())));
      expect(outcomes).toEqual(outcomes.map(() => "rated"));
    }
    const rated = await orm().select({ seq: results.ratedSeq }).from(results).where(inArray(results.gameId, games.map((game) => game.gameId).slice(0, 90)));
    expect(rated.every((row) => row.seq !== null)).toBe(true);

    const report = await replayAndCompare(env.DB);
    expect(report.differences).toEqual([]);
    expect(report.games).toBeGreaterThanOrEqual(1000);
    expect(report.ratings).toBeGreaterThan(100);

    // Anyone can do the same from the public list of a pool's rated games: the same numbers, player by player.
    const fromPublic: RatedResult[] = [];
    for (let after: number | null = 0; after !== null; ) {
      const page: RatedGamesPage = await (await api(`/api/standings/classic-2p/games?after=${after}`)).json();
      for (const game of page.games) fromPublic.push({ gameId: game.gameId, pool: page.pool, seats: game.players.map(({ player, rank, left }) => ({ userId: player, rank, left })) });
      after = page.next;
    }
    const skills = (pool: Map<string, { mu: number; sigma: number; games: number }>) => [...pool.values()].map(({ mu, sigma, games }) => [mu, sigma, games]).sort();
    const stored = await orm().select({ userId: ratings.userId, mu: ratings.mu, sigma: ratings.sigma, games: ratings.games }).from(ratings).where(eq(ratings.pool, "classic-2p"));
    expect(skills(replayRatings(fromPublic).get("classic-2p")!)).toEqual(skills(new Map(stored.map((row) => [row.userId, row]))));

    // And it would tell: one stored number off by the least a double can be, and the replay says so.
    const [some] = await orm().select().from(ratings).where(eq(ratings.pool, "classic-2p")).limit(1);
    await orm().update(ratings).set({ mu: some.mu + Number.EPSILON * some.mu }).where(and(eq(ratings.pool, "classic-2p"), eq(ratings.userId, some.userId)));
    expect((await replayAndCompare(env.DB)).differences).toEqual([expect.stringContaining(`classic-2p ${some.userId}`)]);
  });
});
