import type { ActionBy } from "../../protocol/types.js";
import { byThePlayer } from "../../game/engine/index.js";
import { TIMEOUTS_BEFORE_AWAY, moveLimitMs } from "../../protocol/clock.js";
import type { ActionLog } from "./action-log.js";
import { dueKey, type DueEvents, type SeatClocks } from "./due-events.js";
import { awayNotice, recipientOf, reminderNotice, turnNotice, type MailContext } from "./room-mail.js";
import type { RoomOutbox } from "./room-outbox.js";
import { reminderPush } from "./room-push.js";
import type { RoomStore, SeatChange, SeatRow } from "./room-store.js";
import type { TableTalk } from "./table-talk.js";

/**
 * A seat's turn as it runs: the turn mail and the reminders written when they come due, the
 * time-outs counted, the clock moved by a vacation. Whose turn starts and ends with a new version
 * is decided in consequences.ts. Every method runs inside the room's transaction.
 */
export class Turns {
  constructor(
    private readonly store: RoomStore,
    /** The turn mail's summary of the moves is read from the log. */
    private readonly log: ActionLog,
    private readonly due: DueEvents,
    private readonly outbox: RoomOutbox,
    /** The turn mail carries the talk the player hasn't read. */
    private readonly talk: TableTalk,
    /** How long after the turn passes its mail goes out (outbox/turn-mail-wait.ts). */
    readonly mailWaitMs: number,
  ) {}

  /** A turn mail come due: sent unless the player watches live (closing the game brings it back) or is away on vacation (it waits). */
  mailDue(ctx: MailContext, seat: number, watching: boolean): void {
    const { game, now } = ctx;
    const row = ctx.seats[seat];
    if (!row || game.status !== "active" || row.stint === null || row.bot || row.mailedStint === row.stint) return;
    if (row.vacationUntil !== null && row.vacationUntil > now) {
      this.due.set(dueKey("turn-mail", seat), row.vacationUntil);
      return;
    }
    if (watching) return;
    const unread = this.talk.unread(seat);
    const notice = turnNotice(ctx, seat, this.log.actions(), unread);
    if (!notice) return;
    this.outbox.add(notice, now);
    this.store.updateSeat(seat, { mailedStint: row.stint });
    if (unread.length > 0) this.talk.markSeen(seat, unread[unread.length - 1].id);
  }

  /** A reminder come due (half the time or 90 % of it gone), by mail and push, unless the player watches live. */
  reminderDue(ctx: MailContext, seat: number, which: "half" | "late", watching: boolean): void {
    const row = ctx.seats[seat];
    if (!row || ctx.game.status !== "active" || row.stint === null || row.bot || row.deadline === null) return;
    if (watching) return;
    for (const notice of [reminderNotice(ctx, seat, which), reminderPush(ctx, seat, which)]) if (notice) this.outbox.add(notice, ctx.now);
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
        const notice = awayNotice(ctx, seat, timeouts);
        if (notice) this.outbox.add(notice, ctx.now);
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

/** The seats' running clocks as the due events derive them, and where a handled one is noted. */
export function seatClocks(store: RoomStore): SeatClocks {
  return {
    clocks: () => {
      const game = store.game();
      const limitMs = game && moveLimitMs(game.timePerMove);
      if (!limitMs) return [];
      return store
        .seats()
        .filter((row) => row.stint !== null && row.deadline !== null)
        .map((row) => ({
          seat: row.seat,
          stint: row.stint!,
          deadline: row.deadline!,
          limitMs,
          done: row.clockStint === row.stint ? row.clockDone : 0,
          reminded: recipientOf(row) !== null || row.userId !== null || row.pushFollowed,
        }));
    },
    handled: (seat, stint, done) => store.updateSeat(seat, { clockStint: stint, clockDone: done }),
  };
}
