import type { ActionBy } from "../../protocol/types.js";
import { byThePlayer, toAct } from "../../game/engine/index.js";
import { TIMEOUTS_BEFORE_AWAY, TURN_MAIL_DELAY_MS, deadlineFor, moveLimitMs, reminderTimes } from "../../protocol/clock.js";
import { dueKey, type DueEvents } from "./due-events.js";
import { awayIntent, recipientOf, reminderIntent, turnIntent, type MailContext } from "./room-mail.js";
import type { RoomOutbox } from "./room-outbox.js";
import { reminderPush, turnPush } from "./room-push.js";
import type { GameRow, RoomStore, SeatChange, SeatRow } from "./room-store.js";
import type { TableTalk } from "./table-talk.js";

/**
 * Whose turn it is, kept as each seat's "stint": the version at which the game began waiting on
 * it. A turn that starts sets its clock (deadline, reminders at half and 90 %, the time-out) and its
 * turn mail as due events, or, for a bot's seat, the bot's move; a turn that ends clears them.
 * The turn mail and the reminders are written here too when they come due. Every method runs
 * inside the room's transaction.
 */
export class Turns {
  constructor(
    private readonly store: RoomStore,
    private readonly due: DueEvents,
    private readonly outbox: RoomOutbox,
    /** The turn mail carries the talk the player hasn't read. */
    private readonly talk: TableTalk,
    /** Whether the seat's player has the game open live (then no notice is pushed). */
    private readonly isWatching: (seat: number) => boolean,
  ) {}

  /** The seats the game waits on: none until it has started or once it is over. */
  waitingOn(game: GameRow): Set<number> {
    return new Set(game.status === "active" ? toAct(game.state) : []);
  }

  /**
   * After a change: each seat the game now waits on anew starts its turn (the seat that acted
   * starts afresh if it must act again), the others' turns end.
   */
  changed(game: GameRow, waiting: Set<number>, actor: number | null, now: number): void {
    const waitingNow = this.waitingOn(game);
    for (const row of this.store.seats()) {
      const continues = waiting.has(row.seat) && row.seat !== actor && row.stint !== null;
      if (waitingNow.has(row.seat)) {
        if (!continues) this.start(game, row, now);
      } else if (row.stint !== null) {
        this.store.updateSeat(row.seat, { stint: null, deadline: null, turnSince: null });
        this.due.clearTurn(row.seat);
      }
    }
  }

  private start(game: GameRow, row: SeatRow, now: number): void {
    const seat = row.seat;
    this.due.clearTurn(seat);
    const change: SeatChange = { stint: game.version, deadline: null, turnSince: now };
    if (row.bot) {
      this.due.set(dueKey("bot", seat), now);
    } else {
      const limit = moveLimitMs(game.timePerMove);
      if (limit !== null) {
        const deadline = deadlineFor(now, limit, row.vacationUntil);
        const { half, late } = reminderTimes(deadline, limit);
        change.deadline = deadline;
        this.due.set(dueKey("remind-half", seat), half);
        this.due.set(dueKey("remind-late", seat), late);
        this.due.set(dueKey("timeout", seat), deadline);
      }
      if (recipientOf(row) && game.origin) {
        this.due.set(dueKey("turn-mail", seat), Math.max(now + TURN_MAIL_DELAY_MS, row.vacationUntil ?? 0));
      }
    }
    this.store.updateSeat(seat, change);
    const away = row.vacationUntil !== null && row.vacationUntil > now;
    if (!row.bot && !away && !this.isWatching(seat)) {
      const notice = turnPush({ game, seats: this.store.seats(), store: this.store, now }, seat);
      if (notice) this.outbox.add(notice, now);
    }
  }

  /** A turn mail come due: sent unless the player watches live (closing the game brings it back) or is away on vacation (it waits). */
  mailDue(ctx: MailContext, seat: number): void {
    const { game, now } = ctx;
    const row = ctx.seats[seat];
    if (!row || game.status !== "active" || row.stint === null || row.bot || row.mailedStint === row.stint) return;
    if (row.vacationUntil !== null && row.vacationUntil > now) {
      this.due.set(dueKey("turn-mail", seat), row.vacationUntil);
      return;
    }
    if (this.isWatching(seat)) return;
    const unread = this.talk.unread(seat);
    const intent = turnIntent(ctx, seat, this.store.actions(), unread);
    if (!intent) return;
    this.outbox.add(intent, now);
    this.store.updateSeat(seat, { mailedStint: row.stint });
    if (unread.length > 0) this.talk.markSeen(seat, unread[unread.length - 1].id);
  }

  /** A reminder come due (half the time or 90 % of it gone), by mail and push, unless the player watches live. */
  reminderDue(ctx: MailContext, seat: number, which: "half" | "late"): void {
    const row = ctx.seats[seat];
    if (!row || ctx.game.status !== "active" || row.stint === null || row.bot || row.deadline === null) return;
    if (this.isWatching(seat)) return;
    for (const intent of [reminderIntent(ctx, seat, which), reminderPush(ctx, seat, which)]) if (intent) this.outbox.add(intent, ctx.now);
  }

  /** A player's own move clears the time-outs; a timed-out turn counts, and the third in a row marks the seat away. */
  counted(ctx: MailContext, seat: number, by: ActionBy): void {
    const row = this.store.seats()[seat];
    if (byThePlayer(by)) {
      if (row.timeoutsInRow > 0 || row.away) this.store.updateSeat(seat, { timeoutsInRow: 0, away: false });
    } else if (by === "timeout-bot") {
      const timeouts = row.timeoutsInRow + 1;
      const away = row.away || timeouts >= TIMEOUTS_BEFORE_AWAY;
      this.store.updateSeat(seat, { timeoutsInRow: timeouts, away });
      if (away && !row.away) {
        const intent = awayIntent(ctx, seat, timeouts);
        if (intent) this.outbox.add(intent, ctx.now);
      }
    }
  }

  /**
   * Moves a seat's running clock by `delta` (a vacation taken: later; ended early: sooner), with
   * its reminders and time-out; its turn mail waits until `mailFrom` if it is due before.
   */
  moveClock(row: SeatRow, delta: number, change: SeatChange, mailFrom: number | null, mailBy: number | null): void {
    const seat = row.seat;
    if (row.stint !== null && row.deadline !== null) {
      change.deadline = row.deadline + delta;
      this.due.shift([dueKey("remind-half", seat), dueKey("remind-late", seat), dueKey("timeout", seat)], delta);
    }
    const mail = this.due.get(dueKey("turn-mail", seat));
    if (mail && mailFrom !== null && mail.at < mailFrom) this.due.set(mail.key, mailFrom, mail.data);
    if (mail && mailBy !== null && mail.at > mailBy) this.due.set(mail.key, mailBy, mail.data);
    this.store.updateSeat(seat, change);
  }
}
