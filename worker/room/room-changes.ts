import type { Language } from "../../protocol/languages.js";
import { applyActionInPlace, cloneState, type Action, type GameEvent } from "../../game/engine/index.js";
import { DAY_MS } from "../../protocol/time.js";
import { VACATION_DAYS_PER_GAME, moveLimitMs, vacationDaysLeft } from "../../protocol/clock.js";
import type { ActionInput, TalkInput } from "../../protocol/schemas.js";
import type { ActionBy, GameSnapshot, ServerMessage, TalkMessage, TalkResponse, VacationInfo } from "../../protocol/types.js";
import type { ActionLog } from "./action-log.js";
import { dueKey } from "./due-events.js";
import { refuseUnlessPlaying, seatByToken, type Caller } from "./room-access.js";
import type { Reading, Writing } from "./room-core.js";
import { inviteNotice, recipientOf } from "./room-mail.js";
import { hashToken } from "../secrets/tokens.js";
import { talkPush } from "./room-push.js";
import { roomError, roomOk, type RoomResult } from "./room-result.js";
import { vacationOf, type ViewerPart } from "./room-snapshot.js";
import { tell, type RoomSockets } from "./room-sockets.js";
import type { GameRow, RoomStore, SeatChange, SeatRow } from "./room-store.js";
import type { BotLevel } from "./stand-in.js";
import type { TableTalk } from "./table-talk.js";

/**
 * What each of the room's changes checks and writes, run inside its write (room-core.ts) once its
 * guard let the caller through: each checks first and returns a refusal having changed nothing, or
 * writes and, for a new version, commits. Each takes the room's parts from its Writing.
 */

/**
 * Invitations the host may mail for one seat, ever: a cap, not a rate (waiting never frees one, so
 * it is answered 409, without Retry-After; the time-windowed limits are the routes' 429s).
 */
const MAX_INVITES_PER_SEAT = 5;

/** A seat's move as it sent it (POST /actions or its socket), checked as refuseMove says. */
export function play(w: Writing<number>, version: number, input: ActionInput, requestId: string | null): RoomResult<GameEvent[]> {
  const refused = refuseMove(w, version, requestId);
  if (refused) return refused;
  const action: Action = { ...input, player: w.seat };
  return move(w, w.seat, action, w.parts.suggestions.byOf(w.game, action), requestId);
}

/** A move applied for a seat and logged with who made it, with everything it sets off; commits the new version. */
export function move(w: Writing, seat: number, action: Action, by: ActionBy, requestId: string | null): RoomResult<GameEvent[]> {
  const { log, leaving, turns } = w.parts;
  const state = cloneState(w.game.state);
  const applied = applyActionInPlace(state, action);
  if (!applied.ok) return roomError(422, applied.error.code, applied.error.message);
  w.game.state = state;
  leaving.moved(w.game, by, w.now);
  log.append(seat, action, applied.value, requestId, w.now, by, w.game.version);
  turns.counted(w.mailContext(), seat, by);
  w.commit(state.phase === "ended" ? "ended" : "active", seat);
  return roomOk(applied.value);
}

/**
 * The snapshot a caller gets: one with a seat link it has not taken yet also learns whose
 * invitation it holds, one with a dead link that it is. What only this caller is told comes on a
 * copy; `snapshot` itself is returned when there is none (a socket's pushes build on it then).
 */
export function snapshotForCaller(store: RoomStore, snapshot: GameSnapshot, caller: Caller): GameSnapshot {
  if (snapshot.you !== null || !caller.token) return snapshot;
  const seat = seatByToken(store, caller.token);
  if (seat === null) return { ...snapshot, badSeatLink: true };
  const row = store.seats()[seat];
  return row.joinedAt === null ? { ...snapshot, invitedSeat: row.seat, invitation: { email: row.invitedEmail, by: row.invitedBy } } : snapshot;
}

export function followWithPush({ parts: { store }, seat }: Writing): RoomResult<number | null> {
  if (seat !== null && !store.seats()[seat].pushFollowed) store.updateSeat(seat, { pushFollowed: true });
  return roomOk(seat);
}

export interface Joining {
  /** The seat the link opens (null: none). */
  seat: number | null;
  name: string;
  email: string | null;
  userId: string | null;
  language: Language | null;
}

/** Someone takes the seat their link opens; the game starts once every seat is taken. */
export function join(w: Writing, joining: Joining): RoomResult<number> {
  const { game, now, parts: { store, d1 } } = w;
  const { seat, userId } = joining;
  if (seat === null) return roomError(403, "BAD_SEAT_LINK", "This seat link is not valid (it may have been replaced by the host).");
  const seats = store.seats();
  const row = seats[seat];
  if (row.joinedAt !== null) {
    if (row.userId !== null && row.userId === userId) return roomOk(seat);
    return roomError(409, "SEAT_TAKEN", `${row.name ?? "Someone"} has already taken this seat.`);
  }
  // One account, one seat: a signed-in player can't fill a game with themselves.
  const ownSeat = userId === null ? -1 : seats.findIndex((s) => s.joinedAt !== null && s.userId === userId);
  if (ownSeat >= 0) return roomError(409, "ALREADY_SEATED", `You already play seat ${ownSeat + 1} of this game; each account takes one seat.`);
  store.takeSeat(seat, joining.name, joining.email ?? row.invitedEmail, userId, now);
  // Someone new in a seat a bot or the clock was playing: it is theirs again.
  store.updateSeat(seat, { bot: null, away: false, timeoutsInRow: 0, language: joining.language ?? row.language });
  d1.seatsChanged();
  const everyoneIn = store.seats().every((s) => s.joinedAt !== null);
  w.commit(game.status === "waiting" ? (everyoneIn ? "active" : "waiting") : game.status, seat);
  return roomOk(seat);
}

/**
 * Why a move can't be made now (null: it can). A request id the log already has is a move sent
 * again: answered as such, however the game moved on since (the room knows the log's request ids,
 * ActionLog.hasRequest; the room is the log's only writer, one change at a time).
 */
function refuseMove({ game, seat, parts: { store, log } }: Writing<number>, version: number, requestId: string | null): RoomResult<never> | null {
  // The log's word first: a move sent again may name any version (one the client reloaded since).
  if (requestId !== null && log.hasRequest(requestId)) return duplicateRequest();
  if (version !== game.version) return staleVersion();
  return refuseUnlessPlaying(game, store.seats()[seat]);
}

export function staleVersion<T>(): RoomResult<T> {
  return roomError(409, "STALE_VERSION", "The game has changed since you loaded it. Reload to see the new state.");
}

function duplicateRequest<T>(): RoomResult<T> {
  return roomError(409, "DUPLICATE_REQUEST", "This move was already received; it was not applied twice.");
}

/** The host's new link for a seat; with `newPlayer`, the seat is freed for whoever opens it. */
export function replaceSeatLink(w: Writing, seat: number, token: string, newPlayer: boolean): RoomResult<{ token: string }> {
  const { game, parts: { store, plans, d1 } } = w;
  store.replaceSeatToken(seat, hashToken(token));
  if (newPlayer && store.seats()[seat].joinedAt !== null && game.status !== "ended") {
    store.updateSeat(seat, { name: null, email: null, userId: null, joinedAt: null, invitedEmail: null, invitedBy: null });
    plans.drop(seat); // the last player's plan is not the next one's
    d1.seatsChanged();
    w.commit();
  }
  return roomOk({ token });
}

export function claimSeat({ parts: { store, d1 } }: Writing, seat: number | null, userId: string): RoomResult<{ seat: number }> {
  if (seat === null) return roomError(403, "BAD_SEAT_LINK", "This seat link is not valid (it may have been replaced by the host).");
  const seats = store.seats();
  const row = seats[seat];
  if (row.joinedAt === null) return roomError(409, "SEAT_FREE", "Take this seat first: then it can join your account.");
  if (row.userId === userId) return roomOk({ seat });
  if (row.userId !== null) return roomError(409, "SEAT_TAKEN", "This seat belongs to another account.");
  if (seats.some((other) => other.userId === userId)) return roomError(409, "ALREADY_SEATED", "Your account already plays another seat of this game.");
  store.updateSeat(seat, { userId });
  d1.seatsChanged();
  return roomOk({ seat });
}

export function handToBot(w: Writing, seat: number, level: BotLevel): RoomResult<null> {
  const { store, d1 } = w.parts;
  if (w.game.status === "ended") return roomError(409, "GAME_OVER", "The game is over.");
  if (store.seats()[seat].joinedAt === null) return roomError(409, "SEAT_FREE", "Nobody has taken this seat yet: a bot takes over a seat its player has left.");
  store.updateSeat(seat, { bot: level, away: false, timeoutsInRow: 0, vacationUntil: null });
  d1.seatsChanged(); // "my games" names the seat's bot
  w.commit(w.game.status, seat);
  return roomOk(null);
}

export function invite(w: Writing, seat: number, email: string, inviter: string | null, language: Language | null): RoomResult<{ seat: number; email: string }> {
  const { game, parts: { store } } = w;
  if (game.status === "ended") return roomError(409, "GAME_OVER", "The game is over.");
  const row = store.seats()[seat];
  if (row.joinedAt !== null) return roomError(409, "SEAT_TAKEN", `${row.name ?? "Someone"} has already taken this seat.`);
  if (!game.origin) return roomError(409, "NO_MAIL", "This game was created before games could send mail.");
  if (row.invites >= MAX_INVITES_PER_SEAT) {
    return roomError(409, "TOO_MANY_INVITES", `This seat has been invited ${MAX_INVITES_PER_SEAT} times already; send its link yourself.`);
  }
  const by = inviter ?? hostSeatName(game, store.seats());
  const count = row.invites + 1;
  store.updateSeat(seat, { invitedEmail: email, invitedBy: by, invites: count, language: language ?? row.language });
  w.notify(inviteNotice(w.mailContext(), seat, email, by, count));
  return roomOk({ seat, email });
}

/** The name the host plays under, when their account took a seat: the invitation mail names them by it. */
function hostSeatName(game: GameRow, seats: readonly SeatRow[]): string | null {
  return game.hostUserId === null ? null : (seats.find((row) => row.userId === game.hostUserId)?.name ?? null);
}

export function vacation(w: Writing<number>, days: number): RoomResult<VacationInfo> {
  const { game, seat, now, parts: { store, turns } } = w;
  if (game.status === "ended") return roomError(409, "GAME_OVER", "The game is over.");
  if (moveLimitMs(game.timePerMove) === null) return roomError(409, "NO_CLOCK", "This game has no time per move, so there is no clock to pause.");
  const row = store.seats()[seat];
  if (row.bot) return roomError(409, "SEAT_PLAYED_BY_BOT", "A bot plays this seat now.");
  const pause = days * DAY_MS;
  if (row.vacationUsedMs + pause > VACATION_DAYS_PER_GAME * DAY_MS) {
    const left = vacationDaysLeft(row.vacationUsedMs);
    return roomError(409, "VACATION_USED_UP", `You have ${left} day${left === 1 ? "" : "s"} of vacation left in this game.`);
  }
  const until = Math.max(now, row.vacationUntil ?? 0) + pause;
  // The clock stops for the whole vacation: the deadline and the reminders move by as much, and the turn mail waits for the player's return.
  turns.moveClock(row, pause, { vacationUntil: until, vacationUsedMs: row.vacationUsedMs + pause }, until, null);
  w.commit();
  return roomOk(vacationOf(store.seats()[seat], now));
}

export function endVacation(w: Writing<number>): RoomResult<VacationInfo> {
  const { seat, now, parts: { store, turns } } = w;
  const row = store.seats()[seat];
  if (row.vacationUntil === null || row.vacationUntil <= now) return roomError(409, "NOT_ON_VACATION", "You are not on vacation in this game.");
  const unused = row.vacationUntil - now;
  const change: SeatChange = { vacationUntil: null, vacationUsedMs: Math.max(0, row.vacationUsedMs - Math.floor(unused / DAY_MS) * DAY_MS) };
  turns.moveClock(row, -unused, change, null, now + turns.mailWaitMs);
  w.commit();
  return roomOk(vacationOf(store.seats()[seat], now));
}

export function readTalk({ seat, parts: { talk } }: Reading, before: number | null): RoomResult<TalkResponse> {
  if (!talk.mayRead(seat)) return roomError(403, "TALK_PLAYERS_ONLY", "Only the players can read this table's talk.");
  const { messages, more } = talk.pageFor(seat, before);
  if (seat !== null && before === null && messages.length > 0) talk.markSeen(seat, messages[messages.length - 1].id);
  return roomOk({ messages, more, spectators: talk.spectatorsMayRead(), muted: seat === null ? [] : talk.mutedBy(seat) });
}

/** A message at the table: to every socket that may read it, and to the devices of players away from the game. */
export function say(w: Writing<number>, input: TalkInput): RoomResult<TalkMessage> {
  const { game, seat, now, parts: { talk, sockets } } = w;
  const said = talk.say(seat, input, now);
  if (!said.ok) return said;
  const message = said.value;
  w.announce(() => pushTalk(talk, sockets, [message]));
  if (game.status === "ended") return said;
  // Not to those watching live (they read it), nor to those who muted its writer.
  const ctx = w.mailContext();
  for (const row of ctx.seats) {
    if (row.seat === message.seat || sockets.isWatching(row.seat) || talk.mutedBy(row.seat).includes(message.seat)) continue;
    w.notify(talkPush(ctx, row.seat, message));
  }
  return said;
}

export function removeTalk(w: Writing, id: number): RoomResult<TalkMessage> {
  const { talk, sockets } = w.parts;
  const removed = talk.remove(id);
  if (!removed) return roomError(404, "NO_SUCH_MESSAGE", "There is no such message at this table.");
  w.announce(() => pushTalk(talk, sockets, [removed]));
  return roomOk(removed);
}

export function muteTalk({ game, seat, parts: { talk } }: Writing<number>, other: number, muted: boolean): RoomResult<{ muted: number[] }> {
  if (other >= game.state.players.length) return roomError(404, "NO_SUCH_SEAT", "This game has no such seat.");
  if (other === seat) return roomError(409, "MUTE_YOURSELF", "You cannot mute your own seat.");
  talk.mute(seat, other, muted);
  return roomOk({ muted: talk.mutedBy(seat) });
}

export function setTalkSettings(w: Writing, spectators: boolean): RoomResult<{ spectators: boolean }> {
  const { talk, sockets } = w.parts;
  talk.setSpectatorsMayRead(spectators);
  const page = readTalk({ ...w, seat: null }, null);
  if (page.ok) {
    const message = JSON.stringify({ type: "talk-page", talk: page.value } satisfies ServerMessage);
    w.announce(() => {
      for (const { ws, seat } of sockets.all()) if (seat === null) tell(ws, message);
    });
  }
  return roomOk({ spectators });
}

export function muteMails({ seat, parts: { store } }: Writing<number>, muted: boolean): RoomResult<{ muted: boolean }> {
  store.updateSeat(seat, { mailsMuted: muted });
  return roomOk({ muted });
}

export function setSeatLanguage({ seat, parts: { store } }: Writing<number>, language: Language): RoomResult<{ language: Language }> {
  store.updateSeat(seat, { language });
  return roomOk({ language });
}

/** The new version, with the log entries it added, to every socket, after the room's notes that came with it. */
export function broadcast(talk: TableTalk, log: ActionLog, sockets: RoomSockets, table: GameSnapshot, partFor: (seat: number | null) => ViewerPart): void {
  const notes = talk.takeNotes();
  if (notes.length > 0) pushTalk(talk, sockets, notes);
  sockets.pushVersion(table, partFor, log.takeAppended());
}

/** New or changed table talk, to each socket that may read it; a seat watching live has read it. */
function pushTalk(talk: TableTalk, sockets: RoomSockets, messages: TalkMessage[]): void {
  const newest = Math.max(...messages.map((message) => message.id));
  for (const { ws, seat: reader } of sockets.all()) {
    const visible = talk.visibleTo(reader, messages);
    if (visible.length === 0) continue;
    if (tell(ws, { type: "talk", messages: visible }) && reader !== null) talk.markSeen(reader, newest);
  }
}

/**
 * When the turn mail is due because the seat's last socket closed while the game waits on it and no
 * turn mail went out (null: no mail comes of it; most sockets leave so).
 */
export function turnMailDueAfterLeaving({ game, parts: { store, due, turns } }: Reading, seat: number, stillWatching: boolean, now: number): number | null {
  if (game.status !== "active" || !game.origin || stillWatching) return null;
  const row = store.seats()[seat];
  if (!row || row.stint === null || row.bot || row.mailedStint === row.stint || !recipientOf(row)) return null;
  if (due.get(dueKey("turn-mail", seat))) return null;
  return Math.max(now + turns.mailWaitMs, row.vacationUntil ?? 0);
}

/** The seat's last socket closed: its turn mail comes after all, if turnMailDueAfterLeaving says so. */
export function turnMailAfterLeaving(w: Writing, seat: number, stillWatching: boolean): RoomResult<null> {
  const at = turnMailDueAfterLeaving(w, seat, stillWatching, w.now);
  if (at !== null) w.parts.due.set(dueKey("turn-mail", seat), at);
  return roomOk(null);
}
