import { describe, expect, it } from "vitest";
import { createGame, makePlan, toAct, type GameState, type Plan } from "../../game/engine/index.js";
import { TURN_MAIL_DELAY_MS, moveLimitMs } from "../../protocol/clock.js";
import type { GameStatus } from "../../protocol/types.js";
import { CHANNEL_COALESCE_MS, consequences, waitingOn, type VersionChange } from "../../worker/room/consequences.js";
import { resultsCopyDue } from "../../worker/room/copy-pending.js";
import type { GameRow, SeatRow } from "../../worker/room/room-store.js";

/** What a new version leads to, decided in plain Node from the game before and after it. */

const NOW = Date.UTC(2026, 10, 25, 12);

function state(): GameState {
  const created = createGame({ edition: "classic", players: 3 }, "consequences-seed");
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

function gameRow(status: GameStatus, version: number, change: Partial<GameRow> = {}): GameRow {
  return {
    gameId: "g1",
    options: { edition: "classic", players: 3 },
    seed: "consequences-seed",
    state: state(),
    version,
    status,
    hostTokenHash: "h",
    hostUserId: null,
    createdAt: NOW - 1000,
    indexedVersion: version - 1,
    seatsIndexed: true,
    resultsRecorded: false,
    origin: "https://coffee.example",
    timePerMove: "none",
    hostEmail: null,
    endedEarly: false,
    endProposal: null,
    rematchId: null,
    rematchBy: null,
    rematchOf: null,
    ...change,
  };
}

function seat(seat: number, change: Partial<SeatRow> = {}): SeatRow {
  return {
    seat,
    tokenHash: `t${seat}`,
    name: `P${seat + 1}`,
    email: `p${seat + 1}@example.com`,
    userId: null,
    joinedAt: NOW - 500,
    stint: null,
    deadline: null,
    vacationUntil: null,
    vacationUsedMs: 0,
    timeoutsInRow: 0,
    away: false,
    bot: null,
    invitedEmail: null,
    invitedBy: null,
    invites: 0,
    mailedStint: null,
    resignedAt: null,
    mailsMuted: false,
    turnSince: null,
    nudgedStint: null,
    endAgreed: false,
    language: null,
    pushFollowed: true,
    clockStint: null,
    clockDone: 0,
    planLapse: null,
    ...change,
  };
}

function change(input: Partial<VersionChange> & Pick<VersionChange, "game" | "seats">): VersionChange {
  return { before: { status: "active", waiting: new Set() }, actor: null, now: NOW, watching: new Set(), plans: new Map(), channel: null, turnMailWaitMs: TURN_MAIL_DELAY_MS, ...input };
}

describe("consequences of a new version", () => {
  it("the game starts: the first seat's turn begins (turn mail due, notice pushed) and the game no longer expires", () => {
    const game = gameRow("active", 3);
    const [first] = toAct(game.state);
    const seats = [0, 1, 2].map((s) => seat(s));
    const out = consequences(change({ before: { status: "waiting", waiting: new Set() }, game, seats }));
    expect(out.seats).toEqual([{ seat: first, change: { stint: 3, deadline: null, turnSince: NOW } }]);
    expect(out.setDue).toEqual([{ key: `turn-mail:${first}`, at: NOW + TURN_MAIL_DELAY_MS }]);
    expect(out.dropDue).toContain("expire");
    expect(out.notices).toEqual([{ kind: "turn-push", seat: first }]);
  });

  it("the turn mail waits as long as the room is told (a local TURN_MAIL_WAIT_SECONDS): at once with 0", () => {
    const game = gameRow("active", 3);
    const [first] = toAct(game.state);
    const out = consequences(change({ before: { status: "waiting", waiting: new Set() }, game, seats: [0, 1, 2].map((s) => seat(s)), turnMailWaitMs: 0 }));
    expect(out.setDue).toEqual([{ key: `turn-mail:${first}`, at: NOW }]);
  });

  it("a seat watching live gets no pushed notice; a bot's seat gets its move at once and none", () => {
    const game = gameRow("active", 4);
    const [first] = toAct(game.state);
    const watched = consequences(change({ game, seats: [0, 1, 2].map((s) => seat(s)), watching: new Set([first]) }));
    expect(watched.notices).toEqual([]);
    const bot = consequences(change({ game, seats: [0, 1, 2].map((s) => seat(s, s === first ? { bot: "easy" } : {})) }));
    expect(bot.setDue).toEqual([{ key: `bot:${first}`, at: NOW }]);
    expect(bot.notices).toEqual([]);
  });

  it("with a clock, the turn gets its deadline, reminders at half and 90 %, and its time-out", () => {
    const game = gameRow("active", 5, { timePerMove: "1d" });
    const [first] = toAct(game.state);
    const limit = moveLimitMs("1d")!;
    const out = consequences(change({ game, seats: [0, 1, 2].map((s) => seat(s)) }));
    expect(out.seats[0].change.deadline).toBe(NOW + limit);
    expect(out.setDue.map((event) => event.key).sort()).toEqual([`remind-half:${first}`, `remind-late:${first}`, `timeout:${first}`, `turn-mail:${first}`].sort());
    expect(out.setDue.find((event) => event.key === `remind-half:${first}`)!.at).toBe(NOW + limit / 2);
  });

  it("a turn that goes on for a seat that didn't act is left alone; the seat that acted starts afresh", () => {
    const game = gameRow("active", 6);
    const [first] = toAct(game.state);
    const seats = [0, 1, 2].map((s) => seat(s, s === first ? { stint: 5 } : {}));
    const before = { status: "active" as const, waiting: waitingOn(game) };
    expect(consequences(change({ before, game, seats })).seats).toEqual([]);
    expect(consequences(change({ before, game, seats, actor: first })).seats).toEqual([{ seat: first, change: { stint: 6, deadline: null, turnSince: NOW } }]);
  });

  it("a turn that ends is cleared with its due events", () => {
    const game = gameRow("active", 7);
    const waiting = new Set(toAct(game.state));
    const other = [0, 1, 2].find((s) => !waiting.has(s))!;
    const seats = [0, 1, 2].map((s) => seat(s, s === other ? { stint: 6, deadline: NOW + 10 } : waiting.has(s) ? { stint: 6 } : {}));
    const out = consequences(change({ before: { status: "active", waiting: new Set([other, ...waiting]) }, game, seats }));
    expect(out.seats).toEqual([{ seat: other, change: { stint: null, deadline: null, turnSince: null } }]);
    expect(out.dropDue).toEqual(["turn-mail", "remind-half", "remind-late", "timeout", "bot"].map((kind) => `${kind}:${other}`));
  });

  it("the game ends: the 'it's over' notices go out; the results' D1 copy needs no due event of its own (the game's row makes it due)", () => {
    const game = gameRow("ended", 9);
    const seats = [0, 1, 2].map((s) => seat(s));
    const out = consequences(change({ game, seats }));
    expect(out.notices).toEqual([{ kind: "game-over" }]);
    expect(out.setDue).toEqual([]);
    expect(resultsCopyDue(game)).toBe(game.createdAt);
    expect(resultsCopyDue({ ...game, resultsRecorded: true })).toBeNull();
    // Only the change that ends it: a later version of an ended game sends nothing again.
    expect(consequences(change({ before: { status: "ended", waiting: new Set() }, game, seats })).notices).toEqual([]);
  });

  describe("a turn that comes with a plan (game/engine/plan.ts)", () => {
    function planOf(state: GameState, seat: number, square: number): Plan {
      const made = makePlan(state, { type: "place", player: seat, square, cup: 0 });
      if (!made.ok) throw new Error(made.error.code);
      return made.value;
    }

    it("a plan that holds is played instead: no turn starts, one 'planned turn played' notice, the plan is used", () => {
      const game = gameRow("active", 3);
      const [first] = toAct(game.state);
      const plan = planOf(game.state, first, 6);
      const out = consequences(change({ game, seats: [0, 1, 2].map((s) => seat(s)), plans: new Map([[first, { plan, mode: "same" as const }]]) }));
      expect(out.play).toEqual({ seat: first, action: plan.action });
      expect(out.seats).toEqual([]);
      expect(out.setDue).toEqual([]);
      expect(out.notices).toEqual([{ kind: "plan-played", seat: first }]);
      expect(out.dropPlans).toEqual([first]);
    });

    it("§3.2: a plan whose square was taken lapses: the turn starts as any other, with its reason and one 'your turn' notice", () => {
      const game = gameRow("active", 3);
      const [first] = toAct(game.state);
      const plan = planOf(game.state, first, 6);
      game.state.players[(first + 1) % 3].meeples[0] = 6; // another meeple took the square meanwhile
      const out = consequences(change({ game, seats: [0, 1, 2].map((s) => seat(s)), plans: new Map([[first, { plan, mode: "legal" as const }]]) }));
      expect(out.play).toBeNull();
      expect(out.seats).toEqual([{ seat: first, change: { stint: 3, deadline: null, turnSince: NOW, planLapse: "SQUARE_OCCUPIED" } }]);
      expect(out.notices).toEqual([{ kind: "turn-push", seat: first }]);
      expect(out.dropPlans).toEqual([first]);
    });

    it("a plan is kept while its seat waits, dropped for a bot's seat, and every plan goes when the game ends", () => {
      const game = gameRow("active", 3);
      const [first] = toAct(game.state);
      const other = (first + 1) % 3;
      const plans = new Map([[other, { plan: planOf(game.state, other, 6), mode: "same" as const }]]);
      const seats = [0, 1, 2].map((s) => seat(s));
      expect(consequences(change({ game, seats, plans })).dropPlans).toEqual([]);
      const mine = new Map([[first, { plan: planOf(game.state, first, 6), mode: "same" as const }]]);
      const bot = consequences(change({ game, seats: [0, 1, 2].map((s) => seat(s, s === first ? { bot: "easy" } : {})), plans: mine }));
      expect([bot.play, bot.dropPlans, bot.setDue]).toEqual([null, [first], [{ key: `bot:${first}`, at: NOW }]]);
      const ended = consequences(change({ game: gameRow("ended", 9), seats, plans }));
      expect(ended.dropPlans).toEqual([other]);
    });
  });
});

describe("what a game's channel hears (issue 37)", () => {
  const quiet = { turnDue: false, endProposed: false, rematched: false };
  const seats = [seat(0), seat(1), seat(2)];

  it("hears the start at once, which says who goes first, and no turn message beside it", () => {
    const game = gameRow("active", 2);
    const out = consequences(change({ before: { status: "waiting", waiting: new Set() }, game, seats, channel: quiet }));
    expect(out.notices).toContainEqual({ kind: "channel", news: "started" });
    expect(out.setDue.map((event) => event.key)).not.toContain("channel-turn");
  });

  it("hears a turn change once CHANNEL_COALESCE_MS have passed, and turns passing meanwhile set nothing more", () => {
    const game = gameRow("active", 5);
    const [first] = toAct(game.state);
    const out = consequences(change({ before: { status: "active", waiting: new Set([first + 1]) }, game, seats, channel: quiet }));
    expect(out.setDue).toContainEqual({ key: "channel-turn", at: NOW + CHANNEL_COALESCE_MS });
    const meanwhile = consequences(change({ before: { status: "active", waiting: new Set([first + 1]) }, game, seats, channel: { ...quiet, turnDue: true } }));
    expect(meanwhile.setDue.map((event) => event.key)).not.toContain("channel-turn");
    // Nobody's turn changed (the same seat still thinking): nothing.
    const same = consequences(change({ before: { status: "active", waiting: new Set(toAct(game.state)) }, game, seats: seats.map((row) => ({ ...row, stint: 1 })), channel: quiet }));
    expect(same.setDue.map((event) => event.key)).not.toContain("channel-turn");
  });

  it("hears a proposal to end and a rematch once each, and the end, which drops a turn message still due", () => {
    const proposed = gameRow("active", 6, { endProposal: { by: 1, at: NOW } });
    expect(consequences(change({ game: proposed, seats, channel: quiet })).notices).toContainEqual({ kind: "channel", news: "proposal" });
    const again = consequences(change({ game: proposed, seats, channel: { ...quiet, endProposed: true } }));
    expect(again.notices.filter((notice) => notice.kind === "channel")).toEqual([]);
    const over = gameRow("ended", 7, { rematchId: "r".repeat(22) });
    const out = consequences(change({ game: over, seats, channel: { ...quiet, turnDue: true } }));
    expect(out.notices).toEqual(expect.arrayContaining([{ kind: "channel", news: "rematch" }, { kind: "channel", news: "over" }]));
    expect(out.dropDue).toContain("channel-turn");
    // No channel: none of it.
    expect(consequences(change({ game: over, seats })).notices.filter((notice) => notice.kind === "channel")).toEqual([]);
  });
});
