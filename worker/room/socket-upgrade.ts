import { GAME_SOCKET_PROTOCOL } from "../api/socket-protocol.js";

/**
 * The 101 answer that hands `client` over. It names the game's protocol when the client offered
 * it: a browser that offered subprotocols drops a socket whose answer names none. The seat token
 * the client also offered is never named back.
 */
export function socketAnswer(request: Request, client: WebSocket): Response {
  const offered = (request.headers.get("Sec-WebSocket-Protocol") ?? "").split(",").some((protocol) => protocol.trim() === GAME_SOCKET_PROTOCOL);
  return new Response(null, { status: 101, webSocket: client, headers: offered ? { "Sec-WebSocket-Protocol": GAME_SOCKET_PROTOCOL } : {} });
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
