/**
 * Messages a client may send on its socket: a token bucket per socket, kept in the socket's
 * attachment so it survives hibernation. A page sends a ping only when it wakes, so a socket that
 * empties the bucket is flooding and is closed.
 */
const BURST = 10;
const REFILL_PER_SECOND = 1;

/** Close code and reason for a socket that sent too much (1008: policy violation). */
export const FLOOD_CLOSE = { code: 1008, reason: "Too many messages; reconnect later." } as const;

/**
 * The largest message a socket may send, in characters (bytes, sent as binary): a whole turn with
 * its request id is well under 2,000. A larger one is not read (parsing it is the cost) but closes
 * the socket (1009: message too big).
 */
const MAX_MESSAGE_LENGTH = 8_000;
export const TOO_BIG_CLOSE = { code: 1009, reason: `Messages on this socket are at most ${MAX_MESSAGE_LENGTH} characters.` } as const;

export function readableSize(raw: string | ArrayBuffer): boolean {
  return (typeof raw === "string" ? raw.length : raw.byteLength) <= MAX_MESSAGE_LENGTH;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Takes one message's token from the socket's bucket; false when the socket has none left. */
export function takeMessageToken(ws: WebSocket, now: number): boolean {
  const kept = ws.deserializeAttachment() as { bucket?: Bucket } | null;
  const bucket = kept?.bucket ?? { tokens: BURST, at: now };
  const tokens = Math.min(BURST, bucket.tokens + ((now - bucket.at) / 1000) * REFILL_PER_SECOND);
  if (tokens < 1) return false;
  ws.serializeAttachment({ ...kept, bucket: { tokens: tokens - 1, at: now } });
  return true;
}

/**
 * Sockets a game takes: spectators' in all, and any one client address's (seats included; an
 * IPv6 client by its /64, as for the rate limits). Each socket is pushed every version, so a
 * spectator's hundreds would cost the room's every move. A household's devices and tabs stay well
 * under the second; a page refused follows the game by asking every few seconds instead.
 */
export const MAX_SPECTATOR_SOCKETS = 100;
export const MAX_SOCKETS_PER_ADDRESS = 20;
/** The header the route hands the room the client's address in (hashed: the room never needs the address itself). */
export const CLIENT_ADDRESS_HEADER = "X-Client-Address";

/** A socket refused before its upgrade, with why (the page refused goes on by asking every few seconds). */
export function tooManySockets(message: string): Response {
  return Response.json({ error: { code: "TOO_MANY_SOCKETS", message } }, { status: 429, headers: { "Retry-After": "60" } });
}
