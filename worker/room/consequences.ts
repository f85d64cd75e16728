import { planHolds, toAct, type Action, type Plan, type PlanMode } from "../../game/engine/index.js";
import type { ErrorCode } from "../../protocol/errors.js";
import { deadlineFor, moveLimitMs, reminderTimes } from "../../protocol/clock.js";
import type { GameStatus } from "../../protocol/types.js";
import { TURN_EVENTS, dueKey } from "./due-events.js";
import { recipientOf } from "./room-mail.js";
import type { ChannelNews } from "./room-channel.js";
import type { GameRow, SeatChange, SeatRow } from "./room-store.js";

/**
 * What a new version of the game leads to, decided from the game before and after it: whose turns
 * end and start (each with its clock, reminders, time-out and turn mail as due events, or the bot's
 * move), the "your turn" and "it's over" notices, and the due events a start or an end settles. A
 * turn that starts with a plan left for it is the plan's, checked here with the engine (planHolds):
 * played at once if it holds (before any clock, stand-in or vacation), else the turn starts as any
 * other with the reason the plan lapsed. A plain function of its input: the room records its answer
 * in the change's transaction.
 */

export interface VersionChange {
  /** The game's status, and the seats it waited on, before the change. */
  before: { status: GameStatus; waiting: ReadonlySet<number> };
  /** The game after the change (its new version and status). */
  game: GameRow;
  seats: readonly SeatRow[];
  /** The seat that acted: its turn starts afresh if it must act again (null: nobody's act). */
  actor: number | null;
  now: number;
  /** Seats whose player has the game open live (they get no pushed notice). */
  watching: ReadonlySet<number>;
  /** The plans the seats have left, by seat. */
  plans: ReadonlyMap<number, { plan: Plan; mode: PlanMode }>;
  /** The game's channel, when one is connected: what it had heard of before the change. */
  channel: ChannelBefore | null;
  /** How long after a turn starts its mail goes out (outbox/turn-mail-wait.ts). */
  turnMailWaitMs: number;
}

export interface ChannelBefore {
  /** A turn message is already due (a "channel-turn" event exists). */
  turnDue: boolean;
  /** An end was proposed, a rematch named, before the change. */
  endProposed: boolean;
  rematched: boolean;
}

/**
 * Turns that pass within this long make one message in the channel (a run of bot moves, a quick
 * exchange): it says whose turn it is once they have passed.
 */
export const CHANNEL_COALESCE_MS = 5_000;

/** A notice a change leads to, as the pure function decides it: the room words it (it mints the mails' links) and writes it to its outbox. */
export type NoticeDecision =
  | { kind: "turn-push"; seat: number }
  | { kind: "plan-played"; seat: number }
  | { kind: "game-over" }
  | { kind: "channel"; news: Exclude<ChannelNews, "turn"> };

export interface Consequences {
  seats: { seat: number; change: SeatChange }[];
  /** Due events removed (a turn's events, "expire"), before those set. */
  dropDue: string[];
  setDue: { key: string; at: number }[];
  notices: NoticeDecision[];
  /** Plans used (played or lapsed) or dropped with the game's end. */
  dropPlans: number[];
  /** A plan that holds, for the room to play as the seat's move (by "plan"): at most one, as one seat places or turns at a time. */
  play: { seat: number; action: Action } | null;
}

/** The seats the game waits on: none until it has started or once it is over. */
export function waitingOn(game: GameRow): Set<number> {
  return new Set(game.status === "active" ? toAct(game.state) : []);
}

export function consequences({ before, game, seats, actor, now, watching, plans, channel, turnMailWaitMs }: VersionChange): Consequences {
  const out: Consequences = { seats: [], dropDue: [], setDue: [], notices: [], dropPlans: [], play: null };
  const waitingNow = waitingOn(game);
  let turnStarted = false;
  for (const row of seats) {
    const continues = before.waiting.has(row.seat) && row.seat !== actor && row.stint !== null;
    if (waitingNow.has(row.seat)) {
      if (!continues) startOrPlay(out, game, row, { now, watching: watching.has(row.seat), mailAt: now + turnMailWaitMs }, plans.get(row.seat));
      turnStarted ||= !continues;
    } else if (row.stint !== null) {
      out.seats.push({ seat: row.seat, change: { stint: null, deadline: null, turnSince: null, ...(row.planLapse !== null && { planLapse: null }) } });
      out.dropDue.push(...turnEvents(row.seat));
    }
  }
  if (game.status === "ended") out.dropPlans.push(...[...plans.keys()].filter((seat) => !out.dropPlans.includes(seat)));
  // Started: never cleared away.
  if (before.status === "waiting" && game.status !== "waiting") out.dropDue.push(dueKey("expire"));
  // The results' copy is due from the game's row itself until made (resultsCopyDue).
  if (before.status !== "ended" && game.status === "ended") out.notices.push({ kind: "game-over" });
  if (channel) tellChannel(out, before.status, game, channel, turnStarted, now);
  return out;
}

/**
 * What the channel hears: the start (which says who goes first), a proposal to end, a rematch and
 * the end each at once; a turn change as a "channel-turn" event CHANNEL_COALESCE_MS later, which
 * posts whose turn it is then (turns passing meanwhile set no second one).
 */
function tellChannel(out: Consequences, wasStatus: GameStatus, game: GameRow, channel: ChannelBefore, turnStarted: boolean, now: number): void {
  if (wasStatus === "waiting" && game.status === "active") out.notices.push({ kind: "channel", news: "started" });
  else if (turnStarted && game.status === "active" && !channel.turnDue) out.setDue.push({ key: dueKey("channel-turn"), at: now + CHANNEL_COALESCE_MS });
  if (game.endProposal && !channel.endProposed) out.notices.push({ kind: "channel", news: "proposal" });
  if (game.rematchId && !channel.rematched) out.notices.push({ kind: "channel", news: "rematch" });
  if (wasStatus !== "ended" && game.status === "ended") {
    out.dropDue.push(dueKey("channel-turn"));
    out.notices.push({ kind: "channel", news: "over" });
  }
}

/** A seat's turn as it comes: when, whether its player watches live, when its mail is due. */
interface TurnStart {
  now: number;
  watching: boolean;
  mailAt: number;
}

/** A seat's turn comes: its plan played if it holds (one notice: "your planned turn was played"), else the turn starts. */
function startOrPlay(out: Consequences, game: GameRow, row: SeatRow, start: TurnStart, planned: { plan: Plan; mode: PlanMode } | undefined): void {
  // A bot's seat plays as its bot: a plan its player left before is theirs no longer.
  if (planned && row.bot) out.dropPlans.push(row.seat);
  if (!planned || row.bot || out.play) return startTurn(out, game, row, start, null);
  out.dropPlans.push(row.seat);
  const held = planHolds(game.state, planned.plan, planned.mode);
  if (!held.ok) return startTurn(out, game, row, start, held.error.code);
  out.play = { seat: row.seat, action: planned.plan.action };
  if (notifies(row, start.now, start.watching)) out.notices.push({ kind: "plan-played", seat: row.seat });
}

/**
 * A seat's turn starts: its clock and turn mail, or its bot's move; its notice unless it watches or
 * is away; `lapse`: why the plan left for it was not played (its mail and notice say so).
 */
function startTurn(out: Consequences, game: GameRow, row: SeatRow, { now, watching, mailAt }: TurnStart, lapse: ErrorCode | null): void {
  const seat = row.seat;
  out.dropDue.push(...turnEvents(seat));
  const change: SeatChange = { stint: game.version, deadline: null, turnSince: now, ...(lapse && { planLapse: lapse }) };
  if (row.bot) {
    out.setDue.push({ key: dueKey("bot", seat), at: now });
  } else {
    const limit = moveLimitMs(game.timePerMove);
    if (limit !== null) {
      const deadline = deadlineFor(now, limit, row.vacationUntil);
      const { half, late } = reminderTimes(deadline, limit);
      change.deadline = deadline;
      out.setDue.push({ key: dueKey("remind-half", seat), at: half }, { key: dueKey("remind-late", seat), at: late }, { key: dueKey("timeout", seat), at: deadline });
    }
    if (recipientOf(row) && game.origin) out.setDue.push({ key: dueKey("turn-mail", seat), at: Math.max(mailAt, row.vacationUntil ?? 0) });
  }
  out.seats.push({ seat, change });
  if (notifies(row, now, watching)) out.notices.push({ kind: "turn-push", seat });
}

/** A seat hears of its turn by a pushed notice unless a bot plays it, its player is away on vacation, or watches live. */
function notifies(row: SeatRow, now: number, watching: boolean): boolean {
  const away = row.vacationUntil !== null && row.vacationUntil > now;
  return !row.bot && !away && !watching;
}

function turnEvents(seat: number): string[] {
  return TURN_EVENTS.map((kind) => dueKey(kind, seat));
}
