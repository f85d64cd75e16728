import { afterEach, describe, expect, it, vi } from "vitest";
import { api, snapshot } from "./helpers.js";
import { lastMailId, mailsTo } from "./mailbox.js";
import {
  DAY,
  HOUR,
  MINUTE,
  address,
  advance,
  alarmAt,
  dueEvents,
  futureAt,
  log,
  playOne,
  runAlarm,
  signIn,
  startSlowGame,
  useClock,
  type SlowGame,
} from "./slow-helpers.js";
import type { TimePerMove } from "../../protocol/clock.js";
import { env } from "cloudflare:test";

/**
 * Clocks: a time per move chosen at creation, reminders at half and 90 % of it, a bot playing a
 * timed-out turn, away seats and vacations. The test moves the clock; the game's alarm is run
 * with runDurableObjectAlarm, as the runtime would when it is due.
 */

afterEach(() => {
  vi.useRealTimers();
});

/** Ana (seat 0) and Bo (seat 1), classic, seat 0 starts: Bo places first. */
async function clockGame(timePerMove: TimePerMove | undefined, cookie?: string): Promise<SlowGame & { ana: string; bo: string }> {
  const ana = address("ana");
  const bo = address("bo");
  const options = { edition: "classic" as const, players: 2 as const, startingPlayer: 0, ...(timePerMove ? { timePerMove } : {}) };
  if (cookie) {
    const created = await api("/api/games", { method: "POST", json: options, headers: { cookie, "CF-Connecting-IP": "192.0.2.200" } });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { gameId: string; hostToken: string; seats: { token: string }[] };
    for (const [seat, player] of [{ name: "Ana", email: ana }, { name: "Bo", email: bo }].entries()) {
      await api(`/api/games/${body.gameId}/join`, { method: "POST", json: { token: body.seats[seat].token, ...player } });
    }
    return { gameId: body.gameId, hostToken: body.hostToken, tokens: body.seats.map((s) => s.token), created: body as never, ana, bo };
  }
  const game = await startSlowGame(options, [
    { name: "Ana", email: ana },
    { name: "Bo", email: bo },
  ]);
  return { ...game, ana, bo };
}

async function seatInfo(gameId: string, seat: number) {
  return (await snapshot(gameId)).seats[seat];
}

/** Lets Bo's current turn run out and the game's alarm play it. */
async function timeOut(game: SlowGame, seat: number): Promise<void> {
  const { deadline } = await seatInfo(game.gameId, seat);
  expect(deadline, "the seat has a deadline").toEqual(expect.any(Number));
  advance(deadline! - Date.now() + MINUTE);
  await runAlarm(game.gameId);
}

describe("time per move", () => {
  it("is chosen at creation: none by default, and only the listed times", async () => {
    const none = await clockGame(undefined);
    const snap = await snapshot(none.gameId);
    expect(snap.timePerMove).toBe("none");
    expect(snap.seats.map((s) => s.deadline)).toEqual([null, null]);
    expect((await dueEvents(none.gameId)).map((e) => e.key)).toEqual(["turn-mail:1"]);

    for (const timePerMove of ["3h", "30d", 1, null]) {
      const response = await api("/api/games", { method: "POST", json: { edition: "classic", players: 2, timePerMove } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "INVALID_INPUT" } });
    }
  });

  it("starts the clock of the seat the game waits on, and sets the alarm to the earliest due event", async () => {
    useClock(futureAt(12));
    const started = Date.now();
    const game = await clockGame("1d");
    const snap = await snapshot(game.gameId);
    expect(snap.timePerMove).toBe("1d");
    expect(snap.seats[0].deadline).toBeNull();
    expect(snap.seats[1].deadline).toBeGreaterThanOrEqual(started + DAY);
    expect(snap.seats[1].deadline).toBeLessThan(started + DAY + MINUTE);
    const due = await dueEvents(game.gameId);
    expect(due.map((e) => e.key).sort()).toEqual(["remind-half:1", "remind-late:1", "timeout:1", "turn-mail:1"]);
    expect(await alarmAt(game.gameId)).toBe(Math.min(...due.map((e) => e.at)));
    expect(due.find((e) => e.key === "remind-half:1")!.at).toBe(snap.seats[1].deadline! - 12 * HOUR);
    expect(due.find((e) => e.key === "remind-late:1")!.at).toBe(snap.seats[1].deadline! - 2.4 * HOUR);

    // Bo moves: his clock stops, Ana's starts.
    await playOne(game);
    const after = await snapshot(game.gameId);
    expect(after.seats[1].deadline).toBeNull();
    expect(after.seats[0].deadline).toEqual(expect.any(Number));
    // Also "sync": the games index in D1 follows within 5 s (the move came right after the joins).
    expect((await dueEvents(game.gameId)).map((e) => e.key).sort()).toEqual(["remind-half:0", "remind-late:0", "sync", "timeout:0", "turn-mail:0"]);
  });

  it("reminds the player at half and at 90 % of the time, once each", async () => {
    useClock(futureAt(12));
    const game = await clockGame("1d");
    const before = await lastMailId();
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    advance(12 * HOUR);
    await runAlarm(game.gameId);
    await runAlarm(game.gameId);
    advance(10 * HOUR);
    await runAlarm(game.gameId);
    await runAlarm(game.gameId);
    const subjects = (await mailsTo(game.bo, before)).map((m) => m.subject);
    expect(subjects).toEqual([
      "Your turn: Coffee Rush with Ana",
      "Reminder: 12 hours left for your move (Coffee Rush with Ana)",
      "Last call: 2 hours left for your move (Coffee Rush with Ana)",
    ]);
    const [, reminder] = await mailsTo(game.bo, before);
    expect(reminder.text).toContain("If time runs out, a bot plays this turn for you.");
    expect(reminder.text).toContain("7 more days");
    expect(reminder.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(await mailsTo(game.ana, before)).toEqual([]);
  });

  it("a reminder that quiet hours would hold past the deadline is dropped", async () => {
    // 14:00 in Tokyo; 12 hours per move: the 90 % reminder falls at 00:48, the deadline at 02:00.
    useClock(futureAt(5));
    const ana = address("ana");
    const bo = address("bo");
    const game = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0, timePerMove: "12h" }, [
      { name: "Ana", email: ana, timezone: "Asia/Tokyo" },
      { name: "Bo", email: bo, timezone: "Asia/Tokyo" },
    ]);
    const before = await lastMailId();
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    advance(6 * HOUR);
    await runAlarm(game.gameId);
    advance(5 * HOUR);
    await runAlarm(game.gameId);
    expect((await mailsTo(bo, before)).map((m) => m.subject)).toEqual([
      "Your turn: Coffee Rush with Ana",
      "Reminder: 6 hours left for your move (Coffee Rush with Ana)",
    ]);
    const late = await env.DB.prepare("SELECT status, last_error FROM mail_outbox WHERE key LIKE ?").bind(`reminder:${game.gameId}:%:late`).first();
    expect(late).toMatchObject({ status: "skipped" });
  });

  it("never times out without a clock", async () => {
    useClock(futureAt(12));
    const game = await clockGame(undefined);
    advance(30 * DAY);
    await runAlarm(game.gameId);
    expect(await log(game.gameId)).toEqual([]);
  });
});

describe("time-outs", () => {
  it("a bot plays the turn of a player whose time ran out, and the log says so", async () => {
    useClock(futureAt(12));
    const game = await clockGame("2d");
    const before = await lastMailId();
    await timeOut(game, 1);
    await runAlarm(game.gameId);
    const entries = await log(game.gameId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ by: "timeout-bot", action: { type: "place", player: 1 } });
    const snap = await snapshot(game.gameId);
    expect(snap.view.toAct).toEqual([0]);
    expect(snap.seats[1]).toMatchObject({ timeoutsInRow: 1, away: false, deadline: null });
    expect(snap.seats[0].deadline).toBeGreaterThan(Date.now() + 2 * DAY - MINUTE);

    // Ana's turn mail tells her.
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    const [mail] = await mailsTo(game.ana, before);
    expect(mail.text).toContain("Time ran out for Bo, so a bot played their move; place your meeple.");

    // Running the alarm again plays nothing more.
    await runAlarm(game.gameId);
    expect(await log(game.gameId)).toHaveLength(1);
  });

  it("a player's own move clears the count", async () => {
    useClock(futureAt(12));
    const game = await clockGame("1d");
    await timeOut(game, 1);
    await playOne(game); // Ana
    expect((await seatInfo(game.gameId, 1)).timeoutsInRow).toBe(1);
    await playOne(game); // Bo himself
    expect((await seatInfo(game.gameId, 1)).timeoutsInRow).toBe(0);
    expect((await log(game.gameId)).map((e) => e.by)).toEqual(["timeout-bot", "player", "player"]);
  });

  it("after three in a row the seat is away; the host may hand it to a bot, which plays at once, or to someone new", async () => {
    useClock(futureAt(12));
    const host = address("host");
    const cookie = await signIn(host);
    const game = await clockGame("12h", cookie);
    const before = await lastMailId();
    for (let guard = 0; ((await seatInfo(game.gameId, 1)).timeoutsInRow ?? 0) < 3 && guard < 20; guard++) {
      const snap = await snapshot(game.gameId);
      if (snap.view.toAct[0] === 1) await timeOut(game, 1);
      else await playOne(game);
    }
    const away = await seatInfo(game.gameId, 1);
    expect(away).toMatchObject({ away: true, timeoutsInRow: 3, bot: null });
    expect((await log(game.gameId)).filter((e) => e.by === "timeout-bot")).toHaveLength(3);
    // The host hears of it.
    const hostMails = (await mailsTo(host, before)).map((m) => m.subject);
    expect(hostMails).toEqual(["Bo missed three turns in a row (Coffee Rush with Ana and Bo)"]);

    const handTo = (token: string | undefined, json?: unknown, seat = 1) =>
      api(`/api/games/${game.gameId}/seats/${seat}/bot`, { method: "POST", token, ...(json === undefined ? {} : { json }) });
    expect((await handTo(game.tokens[0])).status).toBe(403);
    expect((await handTo(undefined)).status).toBe(401);
    expect((await handTo(game.hostToken, { level: "genius" })).status).toBe(400);
    expect((await handTo(game.hostToken, {}, 9)).status).toBe(400);

    // It is Ana's turn now; once she moves, the bot plays Bo's turn straight away.
    expect((await snapshot(game.gameId)).view.toAct).toEqual([0]);
    const handed = await handTo(game.hostToken, { level: "easy" });
    expect(handed.status).toBe(200);
    expect(await handed.json()).toMatchObject({ seat: 1, bot: "easy" });
    expect(await seatInfo(game.gameId, 1)).toMatchObject({ bot: "easy", away: false, timeoutsInRow: 0, deadline: null });
    await playOne(game);
    await runAlarm(game.gameId);
    const entries = await log(game.gameId);
    expect(entries[entries.length - 1]).toMatchObject({ by: "bot", action: { player: 1 } });
    expect((await snapshot(game.gameId)).view.toAct).toEqual([0]);

    // Bo's own link can't play the bot's seat.
    const snap = await snapshot(game.gameId);
    const refused = await api(`/api/games/${game.gameId}/actions`, {
      method: "POST",
      token: game.tokens[1],
      json: { version: snap.version, action: { type: "turn", path: [] } },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "SEAT_PLAYED_BY_BOT" } });

    // The host gives the seat to someone new: a new link, and the seat is free until they join.
    const replaced = await api(`/api/games/${game.gameId}/seats/1/link`, { method: "POST", token: game.hostToken, json: { newPlayer: true } });
    expect(replaced.status).toBe(200);
    const { token } = (await replaced.json()) as { token: string };
    expect((await snapshot(game.gameId, game.tokens[1])).you).toBeNull();
    expect(await snapshot(game.gameId, token)).toMatchObject({ you: null, invitedSeat: 1, status: "active" });
    const joined = await api(`/api/games/${game.gameId}/join`, { method: "POST", json: { token, name: "Dora" } });
    expect(joined.status).toBe(200);
    expect((await snapshot(game.gameId)).seats[1]).toMatchObject({ name: "Dora", joined: true, bot: null, away: false });
    await playOne(game); // Ana
    const dora = await playOne({ ...game, tokens: [game.tokens[0], token] });
    expect(dora.seat).toBe(1);
  });

  it("refuses to hand a free seat to a bot", async () => {
    const created = await api("/api/games", { method: "POST", json: { edition: "classic", players: 2 } });
    const { gameId, hostToken } = (await created.json()) as { gameId: string; hostToken: string };
    const response = await api(`/api/games/${gameId}/seats/1/bot`, { method: "POST", token: hostToken });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: "SEAT_FREE" } });
  });
});

describe("vacation", () => {
  const vacation = (game: SlowGame, token: string | undefined, json: unknown) =>
    api(`/api/games/${game.gameId}/vacation`, { method: "POST", token, json });

  it("pauses the player's own clock: the deadline and the reminders move, the days come out of the allowance", async () => {
    useClock(futureAt(12));
    const game = await clockGame("1d");
    const { deadline } = await seatInfo(game.gameId, 1);
    const taken = await vacation(game, game.tokens[1], { days: 2 });
    expect(taken.status).toBe(200);
    const body = (await taken.json()) as { vacation: { until: number; daysLeft: number; deadline: number } };
    expect(body.vacation).toEqual({ seat: 1, until: Date.now() + 2 * DAY, daysLeft: 5, deadline: deadline! + 2 * DAY });
    expect(await seatInfo(game.gameId, 1)).toMatchObject({ deadline: deadline! + 2 * DAY, vacationUntil: Date.now() + 2 * DAY, vacationDaysLeft: 5 });
    const due = Object.fromEntries((await dueEvents(game.gameId)).map((e) => [e.key, e.at]));
    expect(due["timeout:1"]).toBe(deadline! + 2 * DAY);
    expect(due["remind-half:1"]).toBe(deadline! + 2 * DAY - 12 * HOUR);
    // The turn mail waits for the player's return.
    expect(due["turn-mail:1"]).toBe(Date.now() + 2 * DAY);

    // A day and an hour later the old deadline has passed: nothing happens.
    advance(DAY + HOUR);
    await runAlarm(game.gameId);
    expect(await log(game.gameId)).toEqual([]);
    // After the new one, the bot plays.
    await timeOut(game, 1);
    expect((await log(game.gameId)).map((e) => e.by)).toEqual(["timeout-bot"]);

    // The allowance: 5 days left.
    const tooMuch = await vacation(game, game.tokens[1], { days: 6 });
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toMatchObject({ error: { code: "VACATION_USED_UP", message: "You have 5 days of vacation left in this game." } });
  });

  it("taken before the turn comes, starts the clock when the vacation ends; back early gives the days back", async () => {
    useClock(futureAt(12));
    const game = await clockGame("1d");
    expect((await vacation(game, game.tokens[0], { days: 3 })).status).toBe(200);
    const until = Date.now() + 3 * DAY;
    await playOne(game); // Bo: now Ana's turn
    const ana = await seatInfo(game.gameId, 0);
    expect(ana.deadline).toBe(until + DAY);
    const due = Object.fromEntries((await dueEvents(game.gameId)).map((e) => [e.key, e.at]));
    expect(due["turn-mail:0"]).toBe(until);

    // Back after a day and a half: the clock runs from now, and one whole unused day comes back.
    advance(1.5 * DAY);
    const back = await api(`/api/games/${game.gameId}/vacation`, { method: "DELETE", token: game.tokens[0] });
    expect(back.status).toBe(200);
    expect(((await back.json()) as { vacation: unknown }).vacation).toEqual({ seat: 0, until: null, daysLeft: 5, deadline: Date.now() + DAY });
    expect(Object.fromEntries((await dueEvents(game.gameId)).map((e) => [e.key, e.at]))["timeout:0"]).toBe(Date.now() + DAY);
    const again = await api(`/api/games/${game.gameId}/vacation`, { method: "DELETE", token: game.tokens[0] });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: "NOT_ON_VACATION" } });
  });

  it("refuses bad requests with a 4xx and a stable code", async () => {
    const timed = await clockGame("3d");
    for (const days of [0, 8, 1.5, "2", null]) {
      const response = await vacation(timed, timed.tokens[0], { days });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "INVALID_INPUT" } });
    }
    expect((await vacation(timed, timed.tokens[0], { days: 1, extra: true })).status).toBe(400);
    const spectator = await vacation(timed, undefined, { days: 1 });
    expect(spectator.status).toBe(403);
    expect(await spectator.json()).toMatchObject({ error: { code: "NOT_SEATED" } });
    const untimed = await clockGame(undefined);
    const noClock = await vacation(untimed, untimed.tokens[0], { days: 1 });
    expect(noClock.status).toBe(409);
    expect(await noClock.json()).toMatchObject({ error: { code: "NO_CLOCK" } });
    const nowhere = await api("/api/games/AAAAAAAAAAAAAAAAAAAAAA/vacation", { method: "POST", token: timed.tokens[0], json: { days: 1 } });
    expect(nowhere.status).toBe(404);
  });
});
