import { toAct } from "../../game/engine/index.js";
import type { DueEvent } from "./due-events.js";
import { readChannel } from "./channel-settings.js";
import { channelNotice } from "./room-channel.js";
import { END_PROPOSAL_MS } from "./leaving.js";
import { move } from "./room-changes.js";
import { lapseReadyCheck } from "./ready-check.js";
import type { Writing } from "./room-core.js";
import { roomOk, type RoomResult } from "./room-result.js";
import { TIMEOUT_BOT_LEVEL, standInAction } from "./stand-in.js";

/**
 * One due event, as a change inside the room's write path (`w`), synchronously: what must reach
 * the outside (mails, pushes, the D1 copy) is only written or taken here, and goes out after the
 * alarm with the ending of its changes. Answers "remove" when the game must go (nobody started it).
 */
export function runDueEvent(w: Writing, event: DueEvent): RoomResult<"remove" | null> {
  const { game, now, parts } = w;
  const { due } = parts;
  const seat = event.seat ?? -1;
  switch (event.kind) {
    case "turn-mail":
      due.delete(event.key);
      parts.turns.mailDue(w.mailContext(), seat, parts.sockets.isWatching(seat));
      break;
    case "remind-half":
    case "remind-late":
      due.handled(event);
      parts.turns.reminderDue(w.mailContext(), seat, event.kind === "remind-half" ? "half" : "late", parts.sockets.isWatching(seat));
      break;
    case "timeout":
    case "bot":
      return standIn(w, event, seat);
    case "deliver":
    case "turns-mail":
      parts.mail.take(event, now);
      break;
    case "end-lapse":
      due.delete(event.key);
      if (!game.endProposal || game.endProposal.at + END_PROPOSAL_MS > now) break;
      parts.leaving.lapse(game, now);
      w.commit();
      break;
    case "channel-turn":
      due.delete(event.key);
      w.notify(channelNotice(w.mailContext(), readChannel(parts.storage), "turn"));
      break;
    case "ready-check":
      due.delete(event.key);
      lapseReadyCheck(w);
      break;
    case "expire":
      due.delete(event.key);
      return roomOk(game.status === "waiting" ? "remove" : null);
    default:
      // "outbox" and "sync" only wake the room: the ending hands the mails on and copies to D1
      // (the alarm waits for that copy, so one lost with its process is retried with the alarm).
      due.delete(event.key);
  }
  return roomOk(null);
}

/** A bot plays the seat: its own bot, or, when the seat's time is up, the stand-in (the log says which). */
function standIn(w: Writing, event: DueEvent, seat: number): RoomResult<null> {
  const { game, now, parts } = w;
  const timedOut = event.kind === "timeout";
  const row = parts.store.seats()[seat];
  const playing = game.status === "active" && toAct(game.state).includes(seat) && (timedOut ? row?.stint != null && row.deadline !== null : !!row?.bot);
  if (!playing) {
    parts.due.handled(event);
    return roomOk(null);
  }
  if (timedOut && now < row.deadline!) {
    parts.due.set(event.key, row.deadline!);
    return roomOk(null);
  }
  const action = standInAction(game.state, seat, timedOut ? TIMEOUT_BOT_LEVEL : row.bot!, `${game.gameId}:${game.version}:${timedOut ? "timeout" : "bot"}`);
  const moved = move(w, seat, action, timedOut ? "timeout-bot" : "bot", null);
  if (!moved.ok) return moved;
  parts.due.handled(event);
  return roomOk(null);
}
