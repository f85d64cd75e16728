import type { ActionBy, GameStatus } from "../../protocol/types.js";
import { byThePlayer } from "../../game/engine/index.js";
import { DAY_MS, HOUR_MS } from "../../protocol/time.js";
import { dueKey, type DueEvents } from "./due-events.js";
import { nudgeNotice, resignedNotices, type MailContext } from "./room-mail.js";
import type { Writing } from "./room-core.js";
import type { RoomOutbox } from "./room-outbox.js";
import { roomError, roomOk, type RoomResult } from "./room-result.js";
import type { GameRow, RoomStore } from "./room-store.js";
import { humans } from "./standings.js";
import type { BotLevel } from "./stand-in.js";
import { secondsToWait, type TableTalk } from "./table-talk.js";

/**
 * Ways out of a game that aren't moves: resigning (the medium bot plays the seat from then on, and
 * it ranks last), ending by agreement of every human (scored as it stands, marked "ended early";
 * RULES.md R-17), and nudging a slow player in a game without a clock. Each method runs inside the
 * room's transaction and returns the game's status after it; the room commits the new version
 * (waysOut: the room's changes that take them).
 */

/** The bot that plays a resigned seat. */
export const RESIGNED_BOT_LEVEL: BotLevel = "medium";
/** A proposal to end the game lapses after this long (or with a player's next move). */
export const END_PROPOSAL_MS = 7 * DAY_MS;
/** A seat may propose to end the game this many times… */
export const END_PROPOSAL_LIMIT = 3;
/** …within this long (a sliding window over its own proposals). */
export const END_PROPOSAL_WINDOW_MS = HOUR_MS;
/** Someone's turn must have lasted this long before another player may nudge them. */
export const NUDGE_AFTER_MS = DAY_MS;

export class Leaving {
  constructor(
    private readonly store: RoomStore,
    private readonly due: DueEvents,
    private readonly talk: TableTalk,
    private readonly outbox: RoomOutbox,
  ) {}

  /** The player leaves: the bot takes the seat, the table and the others' mailboxes are told. */
  resign(ctx: MailContext, seat: number): GameStatus {
    this.store.updateSeat(seat, { bot: RESIGNED_BOT_LEVEL, resignedAt: ctx.now, away: false, timeoutsInRow: 0, vacationUntil: null, endAgreed: false });
    this.talk.note(seat, "resigned", ctx.now);
    for (const notice of resignedNotices({ ...ctx, seats: this.store.seats() }, seat)) this.outbox.add(notice, ctx.now);
    // One fewer human to agree: an open proposal may now have everyone.
    return this.settle(ctx.game);
  }

  propose(game: GameRow, seat: number, now: number): RoomResult<GameStatus> {
    if (game.endProposal) return roomError(409, "END_ALREADY_PROPOSED", "Ending the game is already proposed: agree to it, or decline it.");
    // Each proposal is a new version pushed to every socket: proposing and withdrawing in a loop is bounded.
    const retryAfter = secondsToWait(this.talk.notedAt(seat, "endProposed", now - END_PROPOSAL_WINDOW_MS), END_PROPOSAL_LIMIT, END_PROPOSAL_WINDOW_MS, now);
    if (retryAfter !== null) {
      const minutes = Math.ceil(retryAfter / 60);
      return roomError(429, "PROPOSING_TOO_FAST", `You have proposed to end this game ${END_PROPOSAL_LIMIT} times within the hour: wait ${minutes} minute${minutes === 1 ? "" : "s"} before proposing again.`, retryAfter);
    }
    game.endProposal = { by: seat, at: now };
    for (const row of this.store.seats()) if (row.endAgreed !== (row.seat === seat)) this.store.updateSeat(row.seat, { endAgreed: row.seat === seat });
    this.due.set(dueKey("end-lapse"), now + END_PROPOSAL_MS);
    this.talk.note(seat, "endProposed", now);
    return { ok: true, value: this.settle(game) };
  }

  agree(game: GameRow, seat: number, now: number): RoomResult<GameStatus> {
    if (!game.endProposal) return roomError(409, "NO_END_PROPOSAL", "Nobody has proposed to end this game.");
    if (!this.store.seats()[seat].endAgreed) {
      this.store.updateSeat(seat, { endAgreed: true });
      this.talk.note(seat, "endAgreed", now);
    }
    return { ok: true, value: this.settle(game) };
  }

  /** Any player declines the proposal (its proposer withdraws it): the game goes on, and the proposer reads which. */
  decline(game: GameRow, seat: number, now: number): RoomResult<GameStatus> {
    if (!game.endProposal) return roomError(409, "NO_END_PROPOSAL", "Nobody has proposed to end this game.");
    const proposer = game.endProposal.by;
    this.clearProposal(game);
    this.talk.note(seat, seat === proposer ? "endWithdrawn" : "endDeclined", now);
    return { ok: true, value: game.status };
  }

  /**
   * A move was made: a player who moves instead of agreeing lets the proposal lapse. A move made
   * by a bot or by the clock's stand-in doesn't answer it (only the players vote), so it stands.
   */
  moved(game: GameRow, by: ActionBy, now: number): void {
    if (byThePlayer(by)) this.lapse(game, now);
  }

  /** The proposal lapses: 7 days went by, or a player moved. */
  lapse(game: GameRow, now: number): void {
    const proposal = game.endProposal;
    if (!proposal) return;
    this.clearProposal(game);
    this.talk.note(proposal.by, "endLapsed", now);
  }

  /** The player reminds whoever the game has waited on for a day, once per turn, by mail. */
  nudge(ctx: MailContext, seat: number, target: number): RoomResult<null> {
    const { game, now } = ctx;
    if (game.timePerMove !== "none") return roomError(409, "HAS_CLOCK", "This game has a clock: its reminders go out on their own.");
    const row = this.store.seats()[target];
    if (!row) return roomError(404, "NO_SUCH_SEAT", "This game has no such seat.");
    const name = row.name ?? `Player ${target + 1}`;
    if (target === seat) return roomError(409, "NUDGE_YOURSELF", "You cannot nudge yourself.");
    if (row.stint === null || row.bot) return roomError(409, "NOT_THEIR_TURN", `The game is not waiting on ${name}.`);
    if (row.nudgedStint === row.stint) return roomError(409, "ALREADY_NUDGED", `${name} was already reminded of this turn.`);
    if (row.turnSince === null || now - row.turnSince < NUDGE_AFTER_MS) {
      const hours = row.turnSince === null ? 24 : Math.ceil((row.turnSince + NUDGE_AFTER_MS - now) / 3_600_000);
      return roomError(409, "TOO_SOON", `You can remind ${name} once it has been their turn for a day (in ${hours} hour${hours === 1 ? "" : "s"}).`);
    }
    const notice = nudgeNotice(ctx, target, seat);
    if (!notice) return roomError(409, "NO_MAIL", `${name} gets no mail from this game.`);
    this.outbox.add(notice, now);
    this.store.updateSeat(target, { nudgedStint: row.stint });
    this.talk.note(seat, "nudged", now);
    return { ok: true, value: null };
  }

  /** Ends the game if every human agreed to the open proposal; returns the status it has then. */
  private settle(game: GameRow): GameStatus {
    if (!game.endProposal || !humans(this.store.seats()).every((row) => row.endAgreed)) return game.status;
    this.clearProposal(game);
    game.endedEarly = true;
    return "ended";
  }

  private clearProposal(game: GameRow): void {
    game.endProposal = null;
    this.due.delete(dueKey("end-lapse"));
    for (const row of this.store.seats()) if (row.endAgreed) this.store.updateSeat(row.seat, { endAgreed: false });
  }
}

/** A way out as the room's change: it commits the new version and answers the seat that took it. */
export type WayOut = (w: Writing<number>) => RoomResult<number>;

/** `step` returns the game's status after it, committed as a new version (`restartsTurn`: as the seat's own act, so its turn starts afresh). */
function wayOut(step: (w: Writing<number>) => RoomResult<GameStatus>, restartsTurn = false): WayOut {
  return (w) => {
    const status = step(w);
    if (!status.ok) return status;
    w.commit(status.value, restartsTurn ? w.seat : null);
    return roomOk(w.seat);
  };
}

/** The ways out as the room takes them (GameRoom's methods of the same names). */
export const waysOut = {
  // The seat's turn, if it is one, starts afresh as the bot's; "my games" shows who resigned.
  resign: wayOut((w) => {
    w.parts.d1.seatsChanged();
    return roomOk(w.parts.leaving.resign(w.mailContext(), w.seat));
  }, true),
  proposeEnd: wayOut(({ game, seat, now, parts }) => parts.leaving.propose(game, seat, now)),
  agreeToEnd: wayOut(({ game, seat, now, parts }) => parts.leaving.agree(game, seat, now)),
  declineEnd: wayOut(({ game, seat, now, parts }) => parts.leaving.decline(game, seat, now)),
  nudge: (target: number) =>
    wayOut((w) => {
      const sent = w.parts.leaving.nudge(w.mailContext(), w.seat, target);
      return sent.ok ? roomOk(w.game.status) : sent;
    }),
};
