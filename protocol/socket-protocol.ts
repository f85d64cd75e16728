/**
 * How a game's WebSocket says whose view it wants, shared by the room and every client.
 *
 * A seat token never travels in the socket's URL: URLs end up in access logs, proxies' logs and
 * browser history. It travels as a WebSocket subprotocol offered next to the game's own
 * (`new WebSocket(url, gameSocketProtocols(token))`); the server answers with the game's
 * protocol alone, so the token is never echoed back.
 *
 * A subprotocol rather than a first message after open: the room knows the seat at the upgrade,
 * so it accepts the socket with the seat's hibernation tag (tags are fixed at accept, and they are
 * how the room finds a seat's sockets after hibernating) and the first frame is already that
 * seat's view. No window where the socket is someone else, nothing more to keep in its attachment,
 * no extra round trip.
 */

/** The game socket's protocol name; the server's answer to every upgrade that offered it. */
export const GAME_SOCKET_PROTOCOL = "coffee-rush";

/** A seat token offered as a subprotocol: this prefix, then the token (base64url, valid as is). */
const SEAT_TOKEN_PREFIX = "coffee-rush.seat.";

/** The subprotocols a client offers: the game's, and the seat's token when it has one. */
export function gameSocketProtocols(token: string | null | undefined): string[] {
  return token ? [GAME_SOCKET_PROTOCOL, SEAT_TOKEN_PREFIX + token] : [GAME_SOCKET_PROTOCOL];
}

/** What an upgrade offers in a list header (Sec-WebSocket-Protocol, Sec-WebSocket-Extensions), one entry each. */
export function offeredList(header: string | null): string[] {
  return (header ?? "").split(",").map((entry) => entry.trim());
}

/** The seat token offered in a Sec-WebSocket-Protocol header, or null when none was. */
export function offeredSeatToken(header: string | null): string | null {
  const offered = offeredList(header).find((value) => value.startsWith(SEAT_TOKEN_PREFIX) && value.length > SEAT_TOKEN_PREFIX.length);
  return offered === undefined ? null : offered.slice(SEAT_TOKEN_PREFIX.length);
}

/** Why the service closes a game socket at once (4000–4999: the application's own codes). */
export const SOCKET_REFUSALS = {
  /** `?token=` in the URL: refused rather than ignored, so an old client learns why it is no one. */
  tokenInUrl: { code: 4400, reason: "Seat tokens go in the Sec-WebSocket-Protocol header, never in the URL." },
  /** The offered token opens no seat of this game (and no signed-in account does either). */
  unknownSeat: { code: 4403, reason: "This seat link opens no seat of this game." },
} as const;
