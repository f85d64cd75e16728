import { describe, expect, it, vi } from "vitest";
import { randomAction } from "../../game/bots/random.js";
import { applyAction, cloneState, makePlan, planHolds, stateFromView, toAct, type GameState, type PlaceAction, type TurnAction } from "../../game/engine/index.js";
import { rngFromSeed } from "../../game/engine/rng.js";
import type { PlanInput } from "../../protocol/schemas.js";
import type { GameRecord, GameSnapshot, PlanResponse, ServerMessage } from "../../protocol/types.js";
import { act, api, eventually, openSocket, snapshot, startGame } from "./helpers.js";
import { lastMailId, mailsTo, onlyMailTo } from "./mailbox.js";
import { followSeat, received } from "./push-helpers.js";
import { MINUTE, address, advance, futureAt, log, runAlarm, startSlowGame, useClock } from "./slow-helpers.js";

/**
 * Plans (issue 36), end to end in workerd: a seat's next move left ready while another acts,
 * checked by the engine the moment its turn comes (game/engine/plan.ts) and played, or lapsing
 * with its reason in the player's language; private to its seat until played.
 */

type Planned = PlaceAction | TurnAction;

function withoutPlayer({ player: _, ...action }: Planned): PlanInput["action"] {
  return action as PlanInput["action"];
}

/** The table with `seat` to act, as a plan is made against it. */
function asTheirTurn(state: GameState, seat: number): GameState {
  const theirs = cloneState(state);
  theirs.current = seat;
  return theirs;
}

/** A move for `seat` on the table as it is (any legal one the random bot finds for `seed`). */
function moveFor(state: GameState, seat: number, seed: string): Planned {
  return randomAction(asTheirTurn(state, seat), rngFromSeed(seed), "guided") as Planned;
}

/** PUT /plan; a plan that names no version is sent as built on the game's current one. */
async function putPlan(gameId: string, token: string | undefined, plan: object): Promise<{ status: number; body: PlanResponse & { error?: { code: string; message: string } } }> {
  const version = "version" in plan ? plan.version : (await snapshot(gameId)).version;
  const response = await api(`/api/games/${gameId}/plan`, { method: "PUT", token, json: { ...plan, version } });
  return { status: response.status, body: await response.json() };
}

/** Every frame a socket has been sent so far, as text (what another seat's page could read). */
function framesText(messages: ServerMessage[]): string {
  return JSON.stringify(messages);
}

describe("plans", () => {
  it("two players who both plan play a whole game in which every turn is played the moment it comes, and the log and record say 'plan'", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2, startingPlayer: 0 });
    let snap = await snapshot(gameId);
    let rounds = 0;
    while (snap.status !== "ended") {
      const [mover] = snap.view.toAct;
      const waiter = 1 - mover;
      const table = stateFromView(snap.view);
      const move = moveFor(table, mover, `${gameId}-${snap.version}`);
      const after = applyAction(table, move);
      expect(after.ok).toBe(true);
      const next = after.ok ? after.value.state : table;
      // The waiting seat plans a move that is legal now and still collects the same after the mover's.
      let plan: Planned | null = null;
      for (let tries = 0; tries < 200 && plan === null; tries++) {
        const candidate = moveFor(table, waiter, `${gameId}-${snap.version}-${tries}`);
        const made = makePlan(table, candidate);
        const holds = !made.ok || next.phase === "ended" || !toAct(next).includes(waiter) || planHolds(next, made.value, "same").ok;
        if (made.ok && holds) plan = candidate;
      }
      expect(plan, "a plan that holds").not.toBeNull();
      const left = await putPlan(gameId, tokens[waiter], { action: withoutPlayer(plan!) });
      expect(left.status, JSON.stringify(left.body)).toBe(200);
      expect(left.body.plan).toMatchObject({ action: withoutPlayer(plan!), mode: "same" });
      // The mover's own plan, left on their turn, is their move: played at once, and the waiter's with it.
      const played = await putPlan(gameId, tokens[mover], { action: withoutPlayer(move), mode: "legal" });
      expect(played.status, JSON.stringify(played.body)).toBe(200);
      expect(played.body.plan).toBeNull();
      // The waiter's turn, if the mover's move brought it, was played in the same write: it never waited.
      const waiterNext = next.phase !== "ended" && toAct(next).includes(waiter);
      expect(played.body.snapshot.version).toBe(snap.version + (waiterNext ? 2 : 1));
      snap = played.body.snapshot;
      rounds++;
    }
    expect(rounds).toBeGreaterThan(5);
    const entries = await log(gameId);
    expect(entries.every((entry) => entry.by === "plan")).toBe(true);
    const record = (await (await api(`/api/games/${gameId}/record`)).json()) as GameRecord;
    expect(record.actions.map((entry) => entry.by)).toEqual(entries.map(() => "plan"));
    // The game is over: no plan may be left (a clear error, not a 5xx), and none is kept.
    const late = await putPlan(gameId, tokens[0], { action: { type: "place", square: 0, cup: 0 } });
    expect([late.status, late.body.error?.code]).toEqual([409, "GAME_OVER"]);
    expect((await snapshot(gameId, tokens[0])).plan).toBeNull();
  });

  it("plans chain: with three players, one move by hand plays the two others' plans in the same write", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 3, startingPlayer: 0 });
    const snap = await snapshot(gameId);
    expect(snap.view.phase).toBe("placement");
    const order = snap.view.placementOrder.slice(0, 3);
    const [first, ...others] = order;
    const squares = [3, 6, 9];
    for (const [k, seat] of others.entries()) {
      expect((await putPlan(gameId, tokens[seat], { action: { type: "place", square: squares[k + 1], cup: 0 } })).status).toBe(200);
    }
    const moved = await act(gameId, tokens[first], snap.version, { type: "place", square: squares[0], cup: 0 });
    expect(moved.status).toBe(200);
    expect(moved.body.version).toBe(snap.version + 3);
    const entries = await log(gameId);
    expect(entries.map((entry) => [entry.action.player, entry.by])).toEqual([
      [first, "player"],
      [others[0], "plan"],
      [others[1], "plan"],
    ]);
    expect(entries.map((entry) => (entry.action.type === "place" ? entry.action.square : null))).toEqual(squares);
  });

  it("refuses a bad plan with the engine's reason, a spectator's with NOT_SEATED, a malformed one with 400; DELETE cancels", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2, startingPlayer: 0 });
    const snap = await snapshot(gameId);
    const waiter = 1 - snap.view.toAct[0];
    const free = snap.view.board.findIndex((_, square) => !snap.view.players.some((p) => p.meeples.includes(square)));
    expect((await putPlan(gameId, tokens[waiter], { action: { type: "turn", path: [0] } })).body.error?.code).toBe("WRONG_PHASE");
    expect((await putPlan(gameId, undefined, { action: { type: "place", square: free, cup: 0 } })).body.error?.code).toBe("NOT_SEATED");
    const malformed = await putPlan(gameId, tokens[waiter], { action: { type: "place", square: free, cup: 0 }, mode: "whenever" });
    expect([malformed.status, malformed.body.error?.code]).toEqual([400, "INVALID_INPUT"]);
    const before = (await api(`/api/games/${gameId}`, { token: tokens[waiter] })).headers.get("ETag")!;
    expect((await putPlan(gameId, tokens[waiter], { action: { type: "place", square: free, cup: 0 } })).status).toBe(200);
    // The same version with a plan is news to a page that polls: not a 304.
    const polled = await api(`/api/games/${gameId}`, { token: tokens[waiter], headers: { "If-None-Match": before } });
    expect(polled.status).toBe(200);
    expect(((await polled.json()) as GameSnapshot).plan).toMatchObject({ action: { type: "place", square: free } });
    const cancelled = await api(`/api/games/${gameId}/plan`, { method: "DELETE", token: tokens[waiter] });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as PlanResponse).plan).toBeNull();
    expect((await snapshot(gameId, tokens[waiter])).plan).toBeNull();
  });

  it("a plan is its seat's alone until played: not in the other seat's or a spectator's snapshot or frames, nor the log or any mail", async () => {
    useClock(futureAt(12));
    const anaMail = address("ana");
    // Seat 1 starts, so seat 0 (Ana) places first (§2: in 2-player games the other player places first) while Bo plans.
    const game = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 1 }, [
      { name: "Ana", email: anaMail },
      { name: "Bo", email: address("bo") },
    ]);
    const [ana, bo] = [0, 1];
    const anaSocket = await openSocket(game.gameId, game.tokens[ana]);
    const watcher = await openSocket(game.gameId);
    const boSocket = await openSocket(game.gameId, game.tokens[bo]);
    for (const socket of [anaSocket, watcher, boSocket]) expect((await socket.next()).type).toBe("snapshot");
    const before = await lastMailId();
    const squares = [11, 13];
    // Bo plans on his socket, as the web app does.
    const { version } = await snapshot(game.gameId);
    boSocket.socket.send(JSON.stringify({ type: "plan", requestId: "plan-on-socket-1", plan: { action: { type: "place", square: squares[0], cup: 2 }, mode: "legal", version } }));
    const mine = (await boSocket.next()) as Extract<ServerMessage, { type: "snapshot" }>;
    expect(mine.snapshot.plan).toMatchObject({ action: { type: "place", square: squares[0], cup: 2 }, mode: "legal" });
    expect(await boSocket.next()).toMatchObject({ type: "planned", requestId: "plan-on-socket-1", plan: { mode: "legal" } });
    // A spectator's socket can't plan.
    watcher.socket.send(JSON.stringify({ type: "plan", requestId: "plan-by-nobody", plan: null }));
    expect(await watcher.next()).toMatchObject({ type: "refused", code: "NOT_SEATED" });

    const secret = /"plan":\{/;
    for (const seen of [await snapshot(game.gameId, game.tokens[ana]), await snapshot(game.gameId)]) {
      expect(seen.plan ?? null).toBeNull();
      expect(JSON.stringify(seen)).not.toMatch(secret);
    }
    expect(anaSocket.messages).toEqual([]); // no frame at all: not even that something changed
    expect(await log(game.gameId)).toEqual([]);
    // Ana places elsewhere; the frames every other viewer gets show Bo's placement only once it is played.
    const snap = await snapshot(game.gameId, game.tokens[ana]);
    expect((await act(game.gameId, game.tokens[ana], snap.version, { type: "place", square: squares[1], cup: 0 })).status).toBe(200);
    const frames = [...anaSocket.messages, ...watcher.messages];
    expect(framesText(frames)).not.toMatch(secret);
    const entries = await log(game.gameId);
    expect(entries.map((entry) => [entry.action.player, entry.by])).toEqual([
      [ana, "player"],
      [bo, "plan"],
    ]);
    expect(entries[1].action).toMatchObject({ type: "place", square: squares[0], cup: 2 });
    // Ana leaves the table: her turn mail tells of Bo's placement as played, and of nothing planned.
    for (const socket of [anaSocket, watcher, boSocket]) socket.socket.close();
    const anaMails = await eventually(async () => {
      advance(6 * MINUTE);
      await runAlarm(game.gameId);
      const mails = await mailsTo(anaMail, before);
      expect(mails).toHaveLength(1);
      return mails;
    });
    // (Above its foot, which lists the reply commands, "plan" among them.)
    expect(anaMails[0].text.split("\n--\n")[0]).not.toMatch(/plan/i);
  });

  it("a plan that lapses becomes a normal turn: its reason on the table, in the turn mail (the player's language) and in the one push", async () => {
    vi.useRealTimers();
    useClock(); // from now: the push service checks the VAPID expiry against real time
    const bo = address("bo");
    const game = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 1 }, [
      { name: "Ana", email: address("ana") },
      { name: "Bo", email: bo, language: "fr" },
    ]);
    const device = await followSeat(game, 1);
    const before = await lastMailId();
    expect((await putPlan(game.gameId, game.tokens[1], { action: { type: "place", square: 5, cup: 0 } })).status).toBe(200);
    const snap = await snapshot(game.gameId);
    expect((await act(game.gameId, game.tokens[0], snap.version, { type: "place", square: 5, cup: 1 })).status).toBe(200);
    const mine: GameSnapshot = await snapshot(game.gameId, game.tokens[1]);
    expect(mine.view.toAct).toEqual([1]);
    expect([mine.plan, mine.planLapse]).toEqual([null, "SQUARE_OCCUPIED"]);
    expect((await snapshot(game.gameId, game.tokens[0])).planLapse ?? null).toBeNull();
    const notices = await eventually(async () => {
      const list = await received(device);
      expect(list).toHaveLength(1);
      return list;
    });
    expect(notices[0].message).toMatchObject({ kind: "turn", lapse: "SQUARE_OCCUPIED" });
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    const mail = await onlyMailTo(bo, before);
    expect(mail.text).toContain("Votre tour prévu n'a pas été joué : un autre meeple occupe maintenant sa case.");
    expect(mail.html).toContain("Votre tour prévu n&#39;a pas été joué");
    // Bo places by hand: the reason is gone with the turn.
    const now = await snapshot(game.gameId, game.tokens[1]);
    expect((await act(game.gameId, game.tokens[1], now.version, { type: "place", square: 6, cup: 0 })).status).toBe(200);
    expect((await snapshot(game.gameId, game.tokens[1])).planLapse).toBeNull();
    expect(await received(device)).toHaveLength(1);
  });

  it("a plan that holds is played with one 'your planned turn was played' notice and no turn mail; a vacation does not stop it", async () => {
    vi.useRealTimers();
    useClock();
    const bo = address("bo");
    const game = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 1, timePerMove: "1d" }, [
      { name: "Ana", email: address("ana") },
      { name: "Bo", email: bo },
    ]);
    const device = await followSeat(game, 1);
    expect((await api(`/api/games/${game.gameId}/vacation`, { method: "POST", token: game.tokens[1], json: { days: 2 } })).status).toBe(200);
    const before = await lastMailId();
    expect((await putPlan(game.gameId, game.tokens[1], { action: { type: "place", square: 5, cup: 0 } })).status).toBe(200);
    const snap = await snapshot(game.gameId);
    expect((await act(game.gameId, game.tokens[0], snap.version, { type: "place", square: 9, cup: 1 })).status).toBe(200);
    const after = await snapshot(game.gameId, game.tokens[1]);
    expect(after.view.toAct).toEqual([0]);
    expect(after.view.players[1].meeples).toContain(5);
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    expect(await mailsTo(bo, before)).toEqual([]);
    // On vacation, Bo hears nothing (as of a turn); off it, the one notice says the plan was played.
    expect(await received(device)).toEqual([]);
    expect((await api(`/api/games/${game.gameId}/vacation`, { method: "DELETE", token: game.tokens[1] })).status).toBe(200);
    expect((await putPlan(game.gameId, game.tokens[1], { action: { type: "place", square: 7, cup: 0 } })).status).toBe(200);
    const next = await snapshot(game.gameId);
    expect((await act(game.gameId, game.tokens[0], next.version, { type: "place", square: 14, cup: 1 })).status).toBe(200);
    // Bo's last placement was his plan; the first turn is his (he starts): one notice for each.
    expect((await snapshot(game.gameId)).view.toAct).toEqual([1]);
    const notices = await eventually(async () => {
      const list = await received(device);
      expect(list).toHaveLength(2);
      return list;
    });
    expect(notices.map((notice) => notice.message.kind).sort()).toEqual(["plan", "turn"]);
    expect(notices.every((notice) => notice.message.gameId === game.gameId && notice.message.lapse === undefined)).toBe(true);
  });
});

describe("a plan carries the version it was built on (issue 50)", () => {
  it("on the seat's own turn, a plan built on another version is 409 STALE_VERSION, as /actions answers, and changes nothing", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 2, startingPlayer: 0 });
    const snap = await snapshot(gameId);
    const [mover] = snap.view.toAct;
    const move = withoutPlayer(moveFor(stateFromView(snap.view), mover, `${gameId}-stale`));
    const planned = await putPlan(gameId, tokens[mover], { action: move, version: snap.version - 1 });
    const acted = await act(gameId, tokens[mover], snap.version - 1, move);
    expect([planned.status, planned.body.error?.code]).toEqual([acted.status, "STALE_VERSION"]);
    expect(planned.status).toBe(409);
    const ahead = await putPlan(gameId, tokens[mover], { action: move, version: snap.version + 1 });
    expect([ahead.status, ahead.body.error?.code]).toEqual([409, "STALE_VERSION"]);
    const after = await snapshot(gameId, tokens[mover]);
    expect([after.version, after.plan]).toEqual([snap.version, null]);
    expect(await log(gameId)).toEqual([]);
  });

  it("a move and a 'plan for now' from one intent make one move: the plan built before the seat's move is refused, in either order", async () => {
    for (const planFirst of [false, true]) {
      const { gameId, tokens } = await startGame({ edition: "classic", players: 2, startingPlayer: 0 });
      const snap = await snapshot(gameId);
      const [mover] = snap.view.toAct;
      const move = withoutPlayer(moveFor(stateFromView(snap.view), mover, `${gameId}-twice`));
      const sendPlan = () => putPlan(gameId, tokens[mover], { action: move, version: snap.version });
      const sendMove = () => act(gameId, tokens[mover], snap.version, move);
      const [first, second] = planFirst ? [await sendPlan(), await sendMove()] : [await sendMove(), await sendPlan()];
      expect(first.status).toBe(200);
      expect([second.status, (second.body as { error?: { code: string } }).error?.code]).toEqual([409, "STALE_VERSION"]);
      expect((await log(gameId)).filter((entry) => entry.action.player === mover)).toHaveLength(1);
      expect((await snapshot(gameId, tokens[mover])).plan).toBeNull();
    }
  });

  it("a plan built while the others played on is kept for the seat's turn: its seat has not moved since", async () => {
    const { gameId, tokens } = await startGame({ edition: "classic", players: 3, startingPlayer: 0 });
    const snap = await snapshot(gameId);
    const [first, second, third] = snap.view.placementOrder.slice(0, 3);
    expect((await act(gameId, tokens[first], snap.version, { type: "place", square: 3, cup: 0 })).status).toBe(200);
    const kept = await putPlan(gameId, tokens[third], { action: { type: "place", square: 9, cup: 0 }, version: snap.version });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.plan).toMatchObject({ action: { type: "place", square: 9 } });
    expect(kept.body.snapshot.view.toAct).toEqual([second]);
  });
});
