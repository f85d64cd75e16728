import { roomError, type RoomResult } from "./room-result.js";
import { hashToken } from "../secrets/tokens.js";
import type { GameRow, RoomStore, SeatRow } from "./room-store.js";

/**
 * Who a request speaks for: a seat's secret token and the signed-in account, either of which may
 * name a seat, and the host's token. Synchronous (the hash is), so a change checks its caller in the
 * same breath as it writes.
 */

export interface Caller {
  token: string | null;
  userId: string | null;
}

/** The seat a token opens (its own link or one mailed for it), joined or not. */
export function seatByToken(store: RoomStore, token: string): number | null {
  return store.seatOfToken(hashToken(token));
}

/**
 * A seat token names its seat; otherwise a signed-in account names the seat it took (also when
 * the token is a dead link: signing in is how a player whose link was replaced gets back in).
 */
export function seatOf(store: RoomStore, caller: Caller): number | null {
  if (caller.token) {
    const seat = seatByToken(store, caller.token);
    if (seat !== null) return store.seats()[seat].joinedAt !== null ? seat : null;
  }
  if (caller.userId) return store.seats().find((row) => row.userId === caller.userId)?.seat ?? null;
  return null;
}

/** Whether the caller's token is the host's. */
export function isHost(game: GameRow, caller: Caller): boolean {
  return caller.token !== null && hashToken(caller.token) === game.hostTokenHash;
}

/**
 * Who may make a change (or a read): the room's write path asks its guard before the change runs,
 * so a refusal changes nothing. `Seat` is what the change then knows of the caller's seat.
 */
export interface Guard<Seat extends number | null> {
  refuse(game: GameRow, store: RoomStore, seat: number | null): RoomResult<never> | null;
  /** Carries `Seat` for the type checker alone. */
  readonly seat?: Seat;
}

/** Anyone: the room itself, a link being taken, a reader of what is public. */
export const anyone: Guard<number | null> = { refuse: () => null };

/** A player seated in this game (`what` they would do, for the refusal). */
export function seated(what: string): Guard<number> {
  return { refuse: (_, __, seat) => (seat === null ? notSeated(what) : null) };
}

/**
 * A player playing this game: seated, the game being played, the seat not a bot's (`resigned`:
 * nor one its player resigned, for ways out of the game).
 */
export function playing(what: string, { resigned = false } = {}): Guard<number> {
  return { refuse: (game, store, seat) => (seat === null ? notSeated(what) : refuseUnlessPlaying(game, store.seats()[seat], resigned)) };
}

/** Why a seated player can't play now (null: they can); a move asks after its own checks. */
export function refuseUnlessPlaying(game: GameRow, row: SeatRow, resigned = false): RoomResult<never> | null {
  if (game.status === "waiting") return roomError(409, "GAME_NOT_STARTED", "The game starts when every seat is taken.");
  if (game.status === "ended") return roomError(409, "GAME_OVER", "The game is over.");
  if (resigned && row.resignedAt !== null) return roomError(409, "RESIGNED", "You resigned from this game.");
  if (row.bot) return roomError(409, "SEAT_PLAYED_BY_BOT", "A bot plays this seat now. The host can give it to a player again with a new link.");
  return null;
}

function notSeated(what: string): RoomResult<never> {
  return roomError(403, "NOT_SEATED", `Only a player seated in this game can ${what}: open your seat link.`);
}

/** The host, by the host token (`seat`: acting on one of the game's seats, which must exist). */
export function host(hostToken: string, what: string, seat?: number): Guard<number | null> {
  return {
    refuse: (game) => {
      if (hashToken(hostToken) !== game.hostTokenHash) return roomError(403, "NOT_HOST", `Only the host of this game can ${what}.`);
      if (seat !== undefined && (seat < 0 || seat >= game.state.players.length)) return roomError(404, "NO_SUCH_SEAT", "This game has no such seat.");
      return null;
    },
  };
}

export function notFound<T>(): RoomResult<T> {
  return roomError(404, "GAME_NOT_FOUND", "There is no game at this address.");
}
