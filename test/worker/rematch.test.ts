import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CreateGameResponse, GameSnapshot, RematchResponse } from "../../protocol/types.js";
import { confirmAddress } from "../../worker/outbox/address-owner.js";
import { api, snapshot } from "./helpers.js";
import { lastMailId, mailsTo, seatTokenIn } from "./mailbox.js";
import { address, runScheduled, signIn } from "./slow-helpers.js";

/** "Play again" inside workerd: one new game with the same people in the same seats, however the clicks cross. */

afterEach(() => {
  vi.useRealTimers();
});

/** Ana (signed in), Bo and an easy bot, 1 day per move, ended by agreement. */
async function finishedGame() {
  const ana = address("ana");
  const bo = address("bo");
  const cookie = await signIn(ana);
  const created = await api("/api/games", {
    method: "POST",
    json: { edition: "winter", players: 3, variants: ["variableUpgrades"], timePerMove: "1d", bots: [{ seat: 2, level: "easy" }] },
    headers: { cookie, "CF-Connecting-IP": "192.0.2.91" },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { gameId, seats } = (await created.json()) as CreateGameResponse;
  await api(`/api/games/${gameId}/join`, { method: "POST", json: { token: seats[0].token, name: "Ana" }, headers: { cookie } });
  // Bo confirmed his address once, so game mails may go to it (outbox/address-owner.ts).
  await confirmAddress(env.DB, bo);
  await api(`/api/games/${gameId}/join`, { method: "POST", json: { token: seats[1].token, name: "Bo", email: bo } });
  const tokens = seats.map((seat) => seat.token);
  return { gameId, tokens, cookie, ana, bo };
}

async function end(gameId: string, tokens: string[]) {
  await api(`/api/games/${gameId}/end-proposal`, { method: "POST", token: tokens[0] });
  const ended = (await (await api(`/api/games/${gameId}/end-proposal/agree`, { method: "POST", token: tokens[1] })).json()) as GameSnapshot;
  expect(ended.status).toBe("ended");
}

describe("play again", () => {
  it("makes one game from two clicks that cross, with the same edition, options, clock, players and bots", async () => {
    const old = await finishedGame();
    await end(old.gameId, old.tokens);
    const before = await lastMailId();

    const [first, second] = await Promise.all([
      api(`/api/games/${old.gameId}/rematch`, { method: "POST", token: old.tokens[0] }),
      api(`/api/games/${old.gameId}/rematch`, { method: "POST", token: old.tokens[1] }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const answers = [(await first.json()) as RematchResponse, (await second.json()) as RematchResponse];
    const gameId = answers[0].gameId;
    expect(answers[1].gameId).toBe(gameId);
    expect(answers.filter((answer) => answer.hostToken !== null)).toHaveLength(1);
    expect(answers[0].url).toMatch(new RegExp(`/g/${gameId}$`));
    // A third click, later, joins the same game too.
    const third = (await (await api(`/api/games/${old.gameId}/rematch`, { method: "POST", token: old.tokens[1] })).json()) as RematchResponse;
    expect(third).toMatchObject({ gameId, hostToken: null });

    const oldGame = await snapshot(old.gameId);
    expect(oldGame.rematch).toBe(gameId);
    // Whichever click crossed first named it, and the old game says whose it was.
    expect([0, 1]).toContain(oldGame.rematchBy);
    const fresh = await snapshot(gameId);
    expect(fresh.status).toBe("active");
    expect(fresh.rematchOf).toBe(old.gameId);
    expect(fresh.timePerMove).toBe("1d");
    expect(fresh.view.options).toMatchObject({ edition: "winter", players: 3, variants: ["variableUpgrades"] });
    expect(fresh.seats.map((seat) => [seat.name, seat.bot])).toEqual([
      ["Ana", null],
      ["Bo", null],
      ["Bot 3 (easy)", "easy"],
    ]);
    // Each seat goes to the same person: the old seat links open the new seats.
    expect((await snapshot(gameId, old.tokens[0])).you).toBe(0);
    expect((await snapshot(gameId, old.tokens[1])).you).toBe(1);
    expect((await api(`/api/games/${gameId}`, { headers: { cookie: old.cookie } }).then((r) => r.json())) as GameSnapshot).toMatchObject({ you: 0 });

    // "My games" lists it for the signed-in player.
    await vi.waitFor(async () => {
      const games = (await (await api("/api/me/games", { headers: { cookie: old.cookie } })).json()) as { games: { id: string }[] };
      expect(games.games.map((g) => g.id)).toContain(gameId);
    });

    // Whoever didn't start it is mailed that it is waiting, with a link into their seat.
    await runScheduled();
    const mails = [...(await mailsTo(old.ana, before)), ...(await mailsTo(old.bo, before))].filter((m) => m.subject.includes("started a new game"));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("a new game (Winter, 3 players, 1 day per move) with the same players is waiting for you");
    const token = seatTokenIn(mails[0], gameId);
    expect((await snapshot(gameId, token)).you).toBe(mails[0].to === old.ana ? 0 : 1);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM games WHERE id = ?").bind(gameId).first<{ n: number }>()).toEqual({ n: 1 });
  });

  it("mails the new game with the fair-deal footer every game mail has: the new game's commitment (issue 35)", async () => {
    const old = await finishedGame();
    await end(old.gameId, old.tokens);
    const before = await lastMailId();
    const { gameId } = (await (await api(`/api/games/${old.gameId}/rematch`, { method: "POST", token: old.tokens[0] })).json()) as RematchResponse;
    await runScheduled();
    const [mail] = (await mailsTo(old.bo, before)).filter((m) => m.subject.includes("started a new game"));
    const { fairDeal } = await snapshot(gameId);
    expect(fairDeal?.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(mail.text).toContain(`Fair deal: this game's secret seed is committed as SHA-256 ${fairDeal!.commitment}.`);
    expect(mail.html).toContain(fairDeal!.commitment);
  });

  it("gives the new game's host token to the old game's host, whoever clicks first; the others just get their seats", async () => {
    const old = await finishedGame();
    await end(old.gameId, old.tokens);
    // Bo clicks first: the new game is made, its host token is not his.
    const bo = (await (await api(`/api/games/${old.gameId}/rematch`, { method: "POST", token: old.tokens[1] })).json()) as RematchResponse;
    expect(bo.hostToken).toBeNull();
    expect((await api(`/api/games/${bo.gameId}/talk/settings`, { method: "PUT", token: old.tokens[1], json: { spectators: true } })).status).toBe(403);
    // Ana, who hosted the old game (signed in when she took her seat), clicks next: the host token is hers.
    const ana = (await (await api(`/api/games/${old.gameId}/rematch`, { method: "POST", token: old.tokens[0] })).json()) as RematchResponse;
    expect(ana.gameId).toBe(bo.gameId);
    expect(ana.hostToken).not.toBeNull();
    expect((await api(`/api/games/${ana.gameId}/talk/settings`, { method: "PUT", token: ana.hostToken!, json: { spectators: true } })).status).toBe(200);
    // Everyone kept their seat.
    const fresh = await snapshot(ana.gameId);
    expect(fresh.seats.map((seat) => [seat.name, seat.joined])).toEqual([
      ["Ana", true],
      ["Bo", true],
      ["Bot 3 (easy)", true],
    ]);
    expect((await snapshot(ana.gameId, old.tokens[1])).you).toBe(1);
  });

  it("knows a host who wasn't signed in by the old host token the host's browser sends", async () => {
    const created = (await (await api("/api/games", { method: "POST", json: { edition: "classic", players: 2 }, headers: { "CF-Connecting-IP": "192.0.2.92" } })).json()) as CreateGameResponse;
    const tokens = created.seats.map((seat) => seat.token);
    await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: tokens[0], name: "Cy" } });
    await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: tokens[1], name: "Di" } });
    await end(created.gameId, tokens);
    const di = (await (await api(`/api/games/${created.gameId}/rematch`, { method: "POST", token: tokens[1] })).json()) as RematchResponse;
    expect(di.hostToken).toBeNull();
    // A host token that isn't the old game's names nobody host.
    const guess = await api(`/api/games/${created.gameId}/rematch`, { method: "POST", token: tokens[1], json: { hostToken: tokens[1] } });
    expect(((await guess.json()) as RematchResponse).hostToken).toBeNull();
    const cy = (await (await api(`/api/games/${created.gameId}/rematch`, { method: "POST", token: tokens[0], json: { hostToken: created.hostToken } })).json()) as RematchResponse;
    expect(cy.gameId).toBe(di.gameId);
    expect(cy.hostToken).not.toBeNull();
    expect((await api(`/api/games/${cy.gameId}/talk/settings`, { method: "PUT", token: cy.hostToken!, json: { spectators: true } })).status).toBe(200);
  });

  it("is refused before the game is over and to spectators", async () => {
    const old = await finishedGame();
    const early = await api(`/api/games/${old.gameId}/rematch`, { method: "POST", token: old.tokens[0] });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe("GAME_NOT_OVER");
    await end(old.gameId, old.tokens);
    expect((await api(`/api/games/${old.gameId}/rematch`, { method: "POST" })).status).toBe(403);
    expect((await snapshot(old.gameId)).rematch).toBeNull();
  });
});
