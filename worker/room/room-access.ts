import { roomError, type RoomResult } from "./room-result.js";
import { hashTokenSync } from "./room-mail.js";
import type { GameRow, RoomStore } from "./room-store.js";

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
  return store.seatOfToken(hashTokenSync(token));
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
  return caller.token !== null && hashTokenSync(caller.token) === game.hostTokenHash;
}

export function refuseUnlessHost(game: GameRow, hostToken: string, what: string): RoomResult<never> | null {
  if (hashTokenSync(hostToken) !== game.hostTokenHash) return roomError(403, "NOT_HOST", `Only the host of this game can ${what}.`);
  return null;
}

/** The host acting on one of the game's seats. */
export function refuseUnlessHostOfSeat(game: GameRow, hostToken: string, seat: number, what: string): RoomResult<never> | null {
  const refused = refuseUnlessHost(game, hostToken, what);
  if (refused) return refused;
  if (seat < 0 || seat >= game.state.players.length) return roomError(404, "NO_SUCH_SEAT", "This game has no such seat.");
  return null;
}

export function notFound<T>(): RoomResult<T> {
  return roomError(404, "GAME_NOT_FOUND", "There is no game at this address.");
}
