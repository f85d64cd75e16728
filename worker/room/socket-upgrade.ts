import { GAME_SOCKET_PROTOCOL, offeredList } from "../../protocol/socket-protocol.js";

/**
 * The 101 answer that hands `client` over. It names the game's protocol when the client offered
 * it: a browser that offered subprotocols drops a socket whose answer names none. The seat token
 * the client also offered is never named back. It also names the compression the room agrees to.
 */
export function socketAnswer(request: Request, client: WebSocket): Response {
  const headers = new Headers();
  if (offeredList(request.headers.get("Sec-WebSocket-Protocol")).includes(GAME_SOCKET_PROTOCOL)) headers.set("Sec-WebSocket-Protocol", GAME_SOCKET_PROTOCOL);
  const compression = compressionAgreement(request.headers.get("Sec-WebSocket-Extensions"));
  if (compression) headers.set("Sec-WebSocket-Extensions", compression);
  return new Response(null, { status: 101, webSocket: client, headers });
}

/** The parameters of a permessage-deflate offer (RFC 7692) the room's agreement can accept. */
const ACCEPTED_OFFER_PARAMETERS = new Set(["client_max_window_bits", "client_no_context_takeover", "server_no_context_takeover"]);

/**
 * Compression, as the room agrees to it: each message compressed on its own
 * (`server_no_context_takeover`, RFC 7692 7.1.1.1, which a server may add to any offer). Left to
 * the runtime, it keeps a 32 KB window per socket and searches it for every message, which was a
 * quarter of a move's CPU; the room's messages are a few hundred bytes, so a game costs a seat about
 * 12 KB more (190 bytes a message instead of 60, measured over 90 messages). Null (the runtime
 * decides, as before) when the client offered no permessage-deflate, or one with a parameter this
 * answer would not honour.
 */
export function compressionAgreement(extensionsOffered: string | null): string | null {
  // An offer is its name, then its parameters, each maybe with "=value": only the names matter here.
  const offer = offeredList(extensionsOffered)
    .map((extension) => extension.split(";").map((part) => part.split("=")[0].trim()))
    .find(([name]) => name === "permessage-deflate");
  if (!offer) return null;
  const parameters = offer.slice(1);
  if (new Set(parameters).size !== parameters.length || parameters.some((parameter) => !ACCEPTED_OFFER_PARAMETERS.has(parameter))) return null;
  return "permessage-deflate; server_no_context_takeover";
}

/**
 * Refuses a socket by opening it and closing it at once with `why`: a browser reads a close's code
 * and reason, while a refused upgrade only tells it that the connection failed.
 */
export function refuseSocket(request: Request, why: { code: number; reason: string }): Response {
  const [client, server] = Object.values(new WebSocketPair());
  server.accept();
  server.close(why.code, why.reason);
  return socketAnswer(request, client);
}
