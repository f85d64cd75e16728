import { afterEach, describe, expect, it, vi } from "vitest";
import type { GameSnapshot, MyGame } from "../../protocol/types.js";
import { api, snapshot } from "./helpers.js";
import { HOUR, address, advance, createSlowGame, futureAt, playOne, signIn, useClock, type SlowGame } from "./slow-helpers.js";

/** "My games" tells its rows apart: the other players, whose turn since when, the account's place and score, who resigned (issue 35.10, 35.2). */

afterEach(() => {
  vi.useRealTimers();
});

/** A 2-player game, Dee (signed in) at seat 0 and Eve at seat 1, waiting on Dee. */
async function gameWaitingOnDee(cookie: string): Promise<SlowGame> {
  const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
  await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[0].token, name: "Dee" }, headers: { cookie } });
  await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[1].token, name: "Eve" } });
  const game = { gameId: created.gameId, hostToken: created.hostToken, tokens: created.seats.map((s) => s.token), created };
  // Past the choice of upgrades, into the turns, where the game waits on one seat.
  while ((await snapshot(game.gameId)).view.phase === "chooseUpgrades") await playOne(game);
  return game;
}

async function myGames(cookie: string): Promise<MyGame[]> {
  return ((await (await api("/api/me/games", { headers: { cookie } })).json()) as { games: MyGame[] }).games;
}

describe("my games", () => {
  it("lists the games waiting on me longest-waiting first, each with its players, since when it waits, my place and score", async () => {
    useClock(futureAt(12));
    const cookie = await signIn(address("dee"));
    // Each game brought to Dee's turn before the hour passes, so the older one has waited longer
    // whatever the deal (moves made after the hour would restart its wait then).
    const toDee = async (game: SlowGame) => {
      while ((await snapshot(game.gameId)).view.toAct[0] !== 0) await playOne(game);
      return game;
    };
    const older = await toDee(await gameWaitingOnDee(cookie));
    advance(HOUR);
    const newer = await toDee(await gameWaitingOnDee(cookie));
    const olderSnap = await snapshot(older.gameId);
    const since = olderSnap.seats[0].turnSince!;

    await vi.waitFor(async () => expect((await myGames(cookie)).map((game) => game.id)).toEqual([older.gameId, newer.gameId]));
    const [row] = await myGames(cookie);
    const me = olderSnap.view.ranking.find((entry) => entry.player === 0)!;
    expect(row).toMatchObject({
      mySeat: 0,
      yourTurn: true,
      waitingSince: since,
      seats: [
        { seat: 0, name: "Dee", bot: null, resignedAt: null },
        { seat: 1, name: "Eve", bot: null, resignedAt: null },
      ],
      place: { score: me.total, rank: me.rank },
    });
  });

  it("says who resigned and when, and ranks them last", async () => {
    useClock(futureAt(12));
    const cookie = await signIn(address("dee"));
    const game = await gameWaitingOnDee(cookie);
    const resigned = await api(`/api/games/${game.gameId}/resign`, { method: "POST", token: game.tokens[1] });
    expect(resigned.status).toBe(200);
    const at = ((await resigned.json()) as GameSnapshot).seats[1].resignedAt;
    expect(at).toEqual(Date.now());

    await vi.waitFor(async () => {
      const [row] = await myGames(cookie);
      expect(row.seats[1]).toEqual({ seat: 1, name: "Eve", bot: "medium", resignedAt: at });
      expect(row.place?.rank).toBe(1);
    });
  });
});
