import { toAct, type Action, type GameEvent } from "../../game/engine/index.js";
import { HOUR_MS } from "../../protocol/time.js";
import type { ActionBy, ServerMessage } from "../../protocol/types.js";
import type { DueEvent, DueEvents } from "./due-events.js";
import { UNSTARTED_GAME_DAYS } from "./founding.js";
import { END_PROPOSAL_MS, type Leaving } from "./leaving.js";
import type { MailHandoff } from "./mail-handoff.js";
import { roomOk, type RoomResult } from "./room-result.js";
import type { Writing } from "./room-core.js";
import { TIMEOUT_BOT_LEVEL, standInAction } from "./stand-in.js";
import type { RoomStore } from "./room-store.js";
import type { Turns } from "./turns.js";

/** A "sync" event the alarm took stays due this long later, until the copy it starts clears or moves it. */
const SYNC_LEASE_MS = 60_000;

/** What a due event may use: the room's write path (apply, move) and its parts. */
export interface DueRunParts {
  apply<T>(change: (w: Writing) => RoomResult<T>): RoomResult<T>;
  move(w: Writing, seat: number, action: Action, by: ActionBy): RoomResult<GameEvent[]>;
  watching(seat: number): boolean;
  due: DueEvents;
  store: RoomStore;
  turns: Turns;
  leaving: Leaving;
  mail: MailHandoff;
}

/**
 * One due event, run as a change through the room's write path, synchronously: what must reach the
 * outside (mails, pushes, the D1 copy) is only taken here and goes out after the alarm, with the
 * ending of its changes. Returns why the game must be removed, when it must (an unstarted game expired).
 */
export function runDueEvent(event: DueEvent, now: number, parts: DueRunParts): ServerMessage | null {
  const { apply, due } = parts;
  const seat = event.seat ?? -1;
  switch (event.kind) {
    case "turn-mail":
      apply((w) => {
        due.delete(event.key);
        parts.turns.mailDue(w.mailContext(), seat, parts.watching(seat));
        return roomOk(null);
      });
      return null;
    case "remind-half":
    case "remind-late":
      apply((w) => {
        due.delete(event.key);
        parts.turns.reminderDue(w.mailContext(), seat, event.kind === "remind-half" ? "half" : "late", parts.watching(seat));
        return roomOk(null);
      });
      return null;
    case "timeout":
    case "bot":
      standIn(event, seat, now, parts);
      return null;
    case "deliver":
    case "turns-mail":
      parts.mail.take(event, now);
      return null;
    case "end-lapse":
      apply((w) => {
        due.delete(event.key);
        if (!w.game.endProposal || w.game.endProposal.at + END_PROPOSAL_MS > now) return roomOk(null);
        parts.leaving.lapse(w.game, now);
        w.commit();
        return roomOk(null);
      });
      return null;
    case "expire": {
      due.delete(event.key);
      const expired = apply((w) => roomOk(w.game.status === "waiting"));
      if (!expired.ok || !expired.value) return null;
      return { type: "error", code: "GAME_EXPIRED", message: `Nobody started this game within ${UNSTARTED_GAME_DAYS} days, so it was cleared away.` };
    }
    case "sync":
      // The copy, started after the alarm, clears the event when it has caught up (or moves it to when it is due).
      due.set(event.key, now + SYNC_LEASE_MS, event.data);
      return null;
    default:
      // "outbox" only wakes the room: the ending hands the mails on.
      due.delete(event.key);
      return null;
  }
}

/**
 * A bot plays the seat: its own bot, or, when the seat's time is up, the stand-in (the log says
 * which). A move the engine refuses is logged and tried again an hour later.
 */
function standIn(event: DueEvent, seat: number, now: number, parts: DueRunParts): void {
  const timedOut = event.kind === "timeout";
  const played = parts.apply<GameEvent[] | null>((w) => {
    const { game } = w;
    const row = parts.store.seats()[seat];
    const due = game.status === "active" && toAct(game.state).includes(seat) && (timedOut ? row?.stint != null && row.deadline !== null : row?.bot);
    if (!due) {
      parts.due.delete(event.key);
      return roomOk(null);
    }
    if (timedOut && now < row.deadline!) {
      parts.due.set(event.key, row.deadline!);
      return roomOk(null);
    }
    const level = timedOut ? TIMEOUT_BOT_LEVEL : row.bot!;
    const action = standInAction(game.state, seat, level, `${game.gameId}:${game.version}:${timedOut ? "timeout" : "bot"}`);
    const moved = parts.move(w, seat, action, timedOut ? "timeout-bot" : "bot");
    if (moved.ok) parts.due.delete(event.key);
    return moved;
  });
  if (!played.ok) {
    console.error(`${event.key}: the ${timedOut ? "stand-in's" : "bot's"} move for seat ${seat} was refused: ${played.code}`);
    parts.due.set(event.key, Date.now() + HOUR_MS);
  }
}
