import { socketMessageSchema, type SocketMessage } from "../../protocol/schemas.js";
import type { ServerMessage } from "../../protocol/types.js";
import type { RoomResult } from "./room-result.js";

/** What a client sent on its socket: a ping, a move, or something the room can't read (with its answer). */
export type ClientMessage = { type: "ping" } | SocketMessage | { type: "unreadable"; answer: ServerMessage };

/** Reads one socket message, checked against the same schema as the HTTP API's. */
export function readSocketMessage(raw: string | ArrayBuffer): ClientMessage {
  if (raw === "ping") return { type: "ping" };
  let json: unknown;
  try {
    json = JSON.parse(typeof raw === "string" ? raw : new TextDecoder().decode(raw));
  } catch {
    return unreadable(null, 'A message on this socket is "ping" or a JSON object.');
  }
  const parsed = socketMessageSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const requestId = typeof (json as { requestId?: unknown })?.requestId === "string" ? (json as { requestId: string }).requestId : null;
  const issue = parsed.error.issues[0];
  return unreadable(requestId, `${issue.path.join(".") || "message"}: ${issue.message}`);
}

function unreadable(requestId: string | null, message: string): ClientMessage {
  return { type: "unreadable", answer: refusal(requestId, { status: 400, code: "INVALID_MESSAGE", message }) };
}

/** A refusal as the socket says it: what POST /actions would have answered, paired with the move by its request id. */
export function refusal(requestId: string | null, result: Pick<Extract<RoomResult<unknown>, { ok: false }>, "status" | "code" | "message">): ServerMessage {
  return { type: "refused", requestId, status: result.status, code: result.code, message: result.message };
}
