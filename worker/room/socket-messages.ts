import type { GameEvent } from "../../game/engine/index.js";
import { socketMessageSchema, type ActionInput, type PlanRequest, type SocketMessage } from "../../protocol/schemas.js";
import type { OwnPlan, ServerMessage } from "../../protocol/types.js";
import type { RoomResult } from "./room-result.js";
import { closeSocket, tell } from "./room-sockets.js";
import { FLOOD_CLOSE, TOO_BIG_CLOSE, readableSize, takeMessageToken } from "./socket-limits.js";

/** What the room does for a socket's seat: the same moves and plans as its HTTP API. */
export interface SocketSeat {
  play(version: number, action: ActionInput, requestId: string): Promise<RoomResult<{ version: number; events: GameEvent[] }>>;
  plan(plan: PlanRequest | null): Promise<RoomResult<{ plan: OwnPlan | null }>>;
  /** The game's version (null: there is no game). */
  version(): number | null;
}

/**
 * A client's message answered: a move ("acted" or "refused", as POST /actions would), a plan
 * ("planned" or "refused"), or "ping", which learns the version (a client behind it fetches the
 * game). Moves the room takes are bounded by the game itself; everything else draws on the
 * socket's allowance, and a socket that spends it is closed, as is one that sends a message larger
 * than any the game takes.
 */
export async function answerSocketMessage(ws: WebSocket, raw: string | ArrayBuffer, seat: SocketSeat): Promise<void> {
  if (!readableSize(raw)) return closeSocket(ws, TOO_BIG_CLOSE.code, TOO_BIG_CLOSE.reason);
  const message = readSocketMessage(raw);
  let answer: ServerMessage | null = null;
  if (message.type === "act") {
    const played = await seat.play(message.version, message.action, message.requestId);
    if (played.ok) return void tell(ws, { type: "acted", requestId: message.requestId, ...played.value });
    answer = refusal(message.requestId, played);
  }
  if (!takeMessageToken(ws, Date.now())) return closeSocket(ws, FLOOD_CLOSE.code, FLOOD_CLOSE.reason);
  if (message.type === "unreadable") answer = message.answer;
  const version = seat.version();
  if (message.type === "ping" && version !== null) answer = { type: "pong", version };
  if (message.type === "plan") {
    const planned = await seat.plan(message.plan);
    answer = planned.ok ? { type: "planned", requestId: message.requestId, plan: planned.value.plan } : refusal(message.requestId, planned);
  }
  if (answer) tell(ws, answer);
}

/** What a client sent on its socket: a ping, a move, or something the room can't read (with its answer). */
export type ClientMessage = { type: "ping" } | SocketMessage | { type: "unreadable"; answer: ServerMessage };

/** Reads one socket message, checked against the same schema as the HTTP API's. */
function readSocketMessage(raw: string | ArrayBuffer): ClientMessage {
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
function refusal(requestId: string | null, result: Pick<Extract<RoomResult<unknown>, { ok: false }>, "status" | "code" | "message">): ServerMessage {
  return { type: "refused", requestId, status: result.status, code: result.code, message: result.message };
}
