import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GameRecord, GameSnapshot, TalkResponse } from "../../protocol/types.js";
import { replay, verifyRecord } from "../../game/engine/index.js";
import { api, openSocket, snapshot } from "./helpers.js";
import { lastMailId, mailsTo, onlyMailTo } from "./mailbox.js";
import {
  DAY,
  HOUR,
  MINUTE,
  address,
  advance,
  futureAt,
  log,
  playOne,
  runAlarm,
  runScheduled,
  signIn,
  startSlowGame,
  useClock,
  type SlowGame,
} from "./slow-helpers.js";

/** Resigning, ending by agreement (RULES.md R-17), cancelling, nudging and muting a game's mails, inside workerd. */

afterEach(() => {
  vi.useRealTimers();
});

async function post(game: SlowGame, path: string, seat: number, json?: unknown, method = "POST") {
  const response = await api(`/api/games/${game.gameId}${path}`, { method, token: game.tokens[seat], json });
  return { status: response.status, body: (await response.json()) as GameSnapshot & { error?: { code: string; message: string } } };
}

async function notes(game: SlowGame, seat = 0): Promise<string[]> {
  const talk = (await (await api(`/api/games/${game.gameId}/talk`, { token: game.tokens[seat] })).json()) as TalkResponse;
  return talk.messages.flatMap((m) => (m.note ? [`${m.seat}:${m.note}`] : []));
}

async function threePlayers(options: { timePerMove?: "none" | "1d" } = {}) {
  const emails = [address("ana"), address("bo"), address("cy")];
  const game = await startSlowGame({ edition: "classic", players: 3, startingPlayer: 0, ...options }, [
    { name: "Ana", email: emails[0] },
    { name: "Bo", email: emails[1] },
    { name: "Cy", email: emails[2] },
  ]);
  return { ...game, emails };
}

describe("resigning", () => {
  it("hands the seat to the medium bot, which plays it through the room's alarm; the others are told; it ranks last", async () => {
    useClock(futureAt(12));
    const game = await threePlayers();
    const before = await lastMailId();
    const waitingOn = (await snapshot(game.gameId)).view.toAct[0];
    const watcher = await openSocket(game.gameId, game.tokens[(waitingOn + 1) % 3]);
    expect(await watcher.next()).toMatchObject({ type: "snapshot", talk: { messages: [] } });

    const resigned = await post(game, "/resign", waitingOn);
    expect(resigned.status).toBe(200);
    expect(resigned.body.seats[waitingOn]).toMatchObject({ resigned: true, bot: "medium" });
    // Live: the new version and the table's note.
    const pushed = [await watcher.next(), await watcher.next()];
    expect(pushed.map((m) => m.type).sort()).toEqual(["snapshot", "talk"]);
    expect(await notes(game)).toEqual([`${waitingOn}:resigned`]);
    expect((await post(game, "/resign", waitingOn)).body.error?.code).toBe("RESIGNED");
    expect((await api(`/api/games/${game.gameId}/actions`, { method: "POST", token: game.tokens[waitingOn], json: { version: resigned.body.version, action: { type: "place", square: 0, cup: 0 } } })).status).toBe(409);

    // The bot's move comes from the alarm, and the log says a bot made it.
    expect((await log(game.gameId)).length).toBe(0);
    await runAlarm(game.gameId);
    const moves = await log(game.gameId);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ by: "bot", action: { player: waitingOn } });

    await runScheduled();
    for (const seat of [0, 1, 2].filter((s) => s !== waitingOn)) {
      const mail = (await mailsTo(game.emails[seat], before)).find((m) => m.subject.includes("resigned"));
      expect(mail?.text).toContain("A bot plays their seat from now on, and it ranks last at the end.");
    }
    expect((await mailsTo(game.emails[waitingOn], before)).filter((m) => m.subject.includes("resigned"))).toEqual([]);
    watcher.socket.close();

    // At the end (here by agreement of the two left), the resigned seat ranks last.
    expect((await post(game, "/end-proposal", (waitingOn + 1) % 3)).status).toBe(200);
    const ended = await post(game, "/end-proposal/agree", (waitingOn + 2) % 3);
    expect(ended.body.status).toBe("ended");
    const ranking = ended.body.view.ranking;
    expect(ranking[2]).toMatchObject({ player: waitingOn, rank: 3 });
    expect(ended.body.view.winners).not.toContain(waitingOn);
  });

  it("is refused before the game starts and to spectators", async () => {
    const game = await startSlowGame({ edition: "classic", players: 2 }, [{ name: "Ana" }]);
    expect((await post(game, "/resign", 0)).body.error?.code).toBe("GAME_NOT_STARTED");
    expect((await api(`/api/games/${game.gameId}/resign`, { method: "POST" })).status).toBe(403);
  });
});

describe("ending by agreement (R-17)", () => {
  it("needs every human: the game ends scored as it stands, marked ended early in the results, record, history and stats", async () => {
    useClock(futureAt(12));
    const game = await threePlayers();
    await playOne(game);
    const proposed = await post(game, "/end-proposal", 0);
    expect(proposed.status).toBe(200);
    expect(proposed.body.endProposal).toMatchObject({ by: 0, agreed: [0], lapsesAt: proposed.body.endProposal!.at + 7 * DAY });
    expect((await post(game, "/end-proposal", 1)).body.error?.code).toBe("END_ALREADY_PROPOSED");
    const one = await post(game, "/end-proposal/agree", 1);
    expect(one.body.status).toBe("active");
    expect(one.body.endProposal?.agreed).toEqual([0, 1]);
    const all = await post(game, "/end-proposal/agree", 2);
    expect(all.body.status).toBe("ended");
    expect(all.body.endedEarly).toBe(true);
    expect(await notes(game)).toEqual(["0:endProposed", "1:endAgreed", "2:endAgreed"]);
    expect((await post(game, "/end-proposal", 0)).body.error?.code).toBe("GAME_OVER");

    // The record replays to where the players stopped, and says why it stops there.
    const record = (await (await api(`/api/games/${game.gameId}/record`)).json()) as GameRecord;
    expect(record.endedEarly).toBe(true);
    expect(replay(record.options, record.seed, record.actions.map((entry) => entry.action)).ok).toBe(true);
    // ...and checks out as a fair deal, scored as it stood.
    expect(record.result.finished).toBe(false);
    const verdict = await verifyRecord(record);
    expect(verdict.verified, verdict.message).toBe(true);
    const row = await env.DB.prepare("SELECT ended_early FROM results WHERE game_id = ?").bind(game.gameId).first<{ ended_early: number }>();
    expect(row?.ended_early).toBe(1);
    await runScheduled();
    const over = (await mailsTo(game.emails[1])).find((m) => m.subject.startsWith("Game over"));
    expect(over?.text).toContain("The players agreed to end the game early: it was scored as it stood.");
  });

  it("counts a bot's seat out, and a resigned seat stops counting", async () => {
    const game = await startSlowGame({ edition: "classic", players: 3, bots: [{ seat: 2, level: "easy" }] } as never, [{ name: "Ana" }, { name: "Bo" }]);
    await post(game, "/end-proposal", 0);
    // Bo resigns instead of agreeing: Ana is the only human left, and she agreed.
    const resigned = await post(game, "/resign", 1);
    expect(resigned.body.status).toBe("ended");
    expect(resigned.body.endedEarly).toBe(true);
  });

  it("stands when the clock's stand-in or a bot moves: neither has a vote", async () => {
    useClock(futureAt(12));
    const game = await threePlayers({ timePerMove: "1d" });
    // The player to act proposes, then lets their time run out: the stand-in plays their turn.
    const proposer = (await snapshot(game.gameId)).view.toAct[0];
    await post(game, "/end-proposal", proposer);
    const { deadline } = (await snapshot(game.gameId)).seats[proposer];
    advance(deadline! - Date.now() + MINUTE);
    await runAlarm(game.gameId);
    // The host hands the next seat to act to a bot, which plays it at once.
    const next = (await snapshot(game.gameId)).view.toAct[0];
    expect(next).not.toBe(proposer);
    const handed = await api(`/api/games/${game.gameId}/seats/${next}/bot`, { method: "POST", token: game.hostToken, json: { level: "easy" } });
    expect(handed.status).toBe(200);
    expect((await log(game.gameId)).map((entry) => entry.by)).toEqual(["timeout-bot", "bot"]);
    expect((await snapshot(game.gameId)).endProposal).toMatchObject({ by: proposer });
    expect(await notes(game)).toEqual([`${proposer}:endProposed`]);
  });

  it("lapses with the next move, or after 7 days; anyone may decline it", async () => {
    useClock(futureAt(12));
    const game = await threePlayers();
    await post(game, "/end-proposal", 0);
    await playOne(game);
    expect((await snapshot(game.gameId)).endProposal).toBeNull();
    expect(await notes(game)).toEqual(["0:endProposed", "0:endLapsed"]);
    expect((await post(game, "/end-proposal/agree", 1)).body.error?.code).toBe("NO_END_PROPOSAL");

    await post(game, "/end-proposal", 1);
    advance(7 * DAY - MINUTE);
    await runAlarm(game.gameId);
    expect((await snapshot(game.gameId)).endProposal).not.toBeNull();
    advance(2 * MINUTE);
    await runAlarm(game.gameId);
    expect((await snapshot(game.gameId)).endProposal).toBeNull();

    await post(game, "/end-proposal", 2);
    const declined = await post(game, "/end-proposal", 0, undefined, "DELETE");
    expect(declined.body.endProposal).toBeNull();
    // Issue 35.5: the proposer reads that another player declined, not that a proposal was withdrawn.
    expect((await notes(game)).slice(-1)).toEqual(["0:endDeclined"]);

    await post(game, "/end-proposal", 1);
    await post(game, "/end-proposal", 1, undefined, "DELETE");
    expect((await notes(game)).slice(-1)).toEqual(["1:endWithdrawn"]);
  });
});

describe("history and stats", () => {
  it("mark a game ended early for the signed-in player", async () => {
    const email = address("dee");
    const cookie = await signIn(email);
    const created = await api("/api/games", { method: "POST", json: { edition: "classic", players: 2 }, headers: { cookie, "CF-Connecting-IP": "192.0.2.77" } });
    const { gameId, seats } = (await created.json()) as { gameId: string; seats: { token: string }[] };
    await api(`/api/games/${gameId}/join`, { method: "POST", json: { token: seats[0].token, name: "Dee" }, headers: { cookie } });
    await api(`/api/games/${gameId}/join`, { method: "POST", json: { token: seats[1].token, name: "Eve" } });
    await api(`/api/games/${gameId}/end-proposal`, { method: "POST", headers: { cookie } });
    const ended = await api(`/api/games/${gameId}/end-proposal/agree`, { method: "POST", token: seats[1].token });
    expect(((await ended.json()) as GameSnapshot).status).toBe("ended");
    await vi.waitFor(async () => {
      const games = (await (await api("/api/me/games", { headers: { cookie } })).json()) as { games: { id: string; endedEarly: boolean }[] };
      expect(games.games.find((g) => g.id === gameId)?.endedEarly).toBe(true);
    });
    const stats = (await (await api("/api/me/stats", { headers: { cookie } })).json()) as { stats: { played: number; endedEarly: number } };
    expect(stats.stats).toMatchObject({ played: 1, endedEarly: 1 });
  });
});

describe("the host cancels", () => {
  it("a game nobody has started, which is then gone; a started game can't be deleted", async () => {
    const waiting = await startSlowGame({ edition: "classic", players: 2 }, [{ name: "Ana" }]);
    const watcher = await openSocket(waiting.gameId, waiting.tokens[0]);
    expect(await watcher.next()).toMatchObject({ type: "snapshot", talk: { messages: [] } });
    expect((await api(`/api/games/${waiting.gameId}`, { method: "DELETE", token: waiting.tokens[0] })).status).toBe(403);
    const cancelled = await api(`/api/games/${waiting.gameId}`, { method: "DELETE", token: waiting.hostToken });
    expect(cancelled.status).toBe(200);
    expect(await watcher.next()).toEqual({ type: "error", code: "GAME_CANCELLED", message: "The host cancelled this game." });
    expect((await api(`/api/games/${waiting.gameId}`)).status).toBe(404);
    expect((await api(`/api/games/${waiting.gameId}/join`, { method: "POST", json: { token: waiting.tokens[1], name: "Bo" } })).status).toBe(404);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM games WHERE id = ?").bind(waiting.gameId).first<{ n: number }>()).toEqual({ n: 0 });

    const started = await threePlayers();
    const refused = await api(`/api/games/${started.gameId}`, { method: "DELETE", token: started.hostToken });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("GAME_STARTED");
    expect((await snapshot(started.gameId)).status).toBe("active");
  });
});

describe("nudging", () => {
  it("mails the player the game waits on, after 24 h, once per turn, only without a clock", async () => {
    useClock(futureAt(12));
    const game = await threePlayers();
    const waitingOn = (await snapshot(game.gameId)).view.toAct[0];
    const other = (waitingOn + 1) % 3;
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    const before = await lastMailId();
    const early = await post(game, "/nudge", other, { seat: waitingOn });
    expect(early.status).toBe(409);
    expect(early.body.error?.code).toBe("TOO_SOON");
    expect(early.body.error?.message).toMatch(/in 24 hours/);
    expect((await post(game, "/nudge", other, { seat: other })).body.error?.code).toBe("NUDGE_YOURSELF");
    expect((await post(game, "/nudge", other, { seat: 7 })).status).toBe(400);

    advance(DAY);
    const nudged = await post(game, "/nudge", other, { seat: waitingOn });
    expect(nudged.status).toBe(200);
    expect(nudged.body.seats[waitingOn].nudged).toBe(true);
    expect((await post(game, "/nudge", (waitingOn + 2) % 3, { seat: waitingOn })).body.error?.code).toBe("ALREADY_NUDGED");
    await runAlarm(game.gameId);
    await runScheduled();
    const mail = await onlyMailTo(game.emails[waitingOn], before);
    expect(mail.subject).toMatch(/is waiting for your move/);
    expect(mail.header("list-unsubscribe")).toMatch(/unsubscribe/);
    expect(await notes(game)).toEqual([`${other}:nudged`]);

    const clocked = await threePlayers({ timePerMove: "1d" });
    advance(DAY + HOUR);
    expect((await post(clocked, "/nudge", 1, { seat: (await snapshot(clocked.gameId)).view.toAct[0] })).body.error?.code).toBe("HAS_CLOCK");
  });

  it("respects the player's mail settings: a player who muted the game gets no nudge", async () => {
    useClock(futureAt(12));
    const game = await threePlayers();
    const waitingOn = (await snapshot(game.gameId)).view.toAct[0];
    const muted = await api(`/api/games/${game.gameId}/mail`, { method: "PUT", token: game.tokens[waitingOn], json: { muted: true } });
    expect(await muted.json()).toEqual({ muted: true });
    advance(DAY + HOUR);
    expect((await post(game, "/nudge", (waitingOn + 1) % 3, { seat: waitingOn })).body.error?.code).toBe("NO_MAIL");
  });
});

describe("muting a game's mails", () => {
  it("stops that game's mails for that player only", async () => {
    useClock(futureAt(12));
    const game = await threePlayers();
    const before = await lastMailId();
    const waitingOn = (await snapshot(game.gameId)).view.toAct[0];
    await api(`/api/games/${game.gameId}/mail`, { method: "PUT", token: game.tokens[waitingOn], json: { muted: true } });
    expect((await snapshot(game.gameId, game.tokens[waitingOn])).mailsMuted).toBe(true);
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    await runScheduled();
    expect(await mailsTo(game.emails[waitingOn], before)).toEqual([]);
    // Turned back on: the next turn's mail comes.
    await api(`/api/games/${game.gameId}/mail`, { method: "PUT", token: game.tokens[waitingOn], json: { muted: false } });
    await playOne(game);
    const next = (await snapshot(game.gameId)).view.toAct[0];
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    await runScheduled();
    expect((await mailsTo(game.emails[next], before)).length).toBeGreaterThan(0);
  });
});

describe("proposing and withdrawing in a loop", () => {
  it("is bounded: a seat proposes at most 3 times an hour (429 PROPOSING_TOO_FAST with Retry-After), and nothing changes when refused", async () => {
    useClock(futureAt(12));
    const game = await threePlayers();
    for (let cycle = 0; cycle < 3; cycle++) {
      expect((await post(game, "/end-proposal", 0)).status).toBe(200);
      expect((await post(game, "/end-proposal", 0, undefined, "DELETE")).status).toBe(200);
      advance(MINUTE);
    }
    const version = (await snapshot(game.gameId)).version;
    const refused = await api(`/api/games/${game.gameId}/end-proposal`, { method: "POST", token: game.tokens[0] });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("PROPOSING_TOO_FAST");
    // The first proposal leaves the window an hour after it was made.
    expect(Number(refused.headers.get("Retry-After"))).toBe(HOUR / 1000 - 3 * 60);
    expect((await snapshot(game.gameId)).version).toBe(version);
    // Another seat's proposals are its own.
    expect((await post(game, "/end-proposal", 1)).status).toBe(200);
    expect((await post(game, "/end-proposal", 1, undefined, "DELETE")).status).toBe(200);
    advance(HOUR - 3 * MINUTE);
    expect((await post(game, "/end-proposal", 0)).status).toBe(200);
  });
});
