import { SOCKET_REFUSALS, offeredSeatToken } from "../../protocol/socket-protocol.js";
import { anyone, seatByToken, seatOf } from "./room-access.js";
import * as changes from "./room-changes.js";
import type { RoomCore } from "./room-core.js";
import { roomOk } from "./room-result.js";
import { viewerSnapshot } from "./room-snapshot.js";
import { refuseSocket, socketAnswer } from "./socket-upgrade.js";

/**
 * A page's WebSocket arriving at the room: the seat its token opens (none: it watches), refused
 * with a close that says why (a token that opens no seat, a room over its socket caps), or accepted
 * with its first message: the game as GET /api/games/:id would answer the same caller (the free
 * seat its link opens included) with the whole log and the talk as GET /talk would answer it,
 * if the caller may read it, in one message. A page needs nothing else to show the game.
 */
export function openSocket(core: RoomCore, request: Request): Response {
  const game = core.game;
  if (!game) return Response.json({ error: { code: "NOT_FOUND", message: "There is no such game." } }, { status: 404 });
  if (request.headers.get("Upgrade") !== "websocket") return Response.json({ error: { code: "EXPECTED_WEBSOCKET", message: "This address takes a WebSocket." } }, { status: 426 });
  const { store, sockets } = core;
  const token = offeredSeatToken(request.headers.get("Sec-WebSocket-Protocol"));
  const caller = { token, userId: request.headers.get("X-User-Id") };
  const seat = seatOf(store, caller);
  if (seat === null && token !== null && seatByToken(store, token) === null) return refuseSocket(request, SOCKET_REFUSALS.unknownSeat);
  const refused = sockets.refusal(seat, request);
  if (refused) return refused;
  const [client, server] = Object.values(new WebSocketPair());
  // The talk's newest page, as GET /talk answers it, if the caller may read it (a seat has then read it).
  const talk = changes.readTalk({ game, seat, parts: core.parts }, null);
  const sent = { table: core.tableSnapshot(game), part: core.viewerPart(seat) };
  const viewed = viewerSnapshot(sent.table, sent.part);
  const told = changes.snapshotForCaller(store, viewed, caller);
  // What only this caller is told (what its link opens) is in no push: then its pushes start whole.
  sockets.open(server, seat, request, told, told === viewed ? sent : null, core.log.actions(), talk.ok ? talk.value : null);
  return socketAnswer(request, client);
}

/** A socket gone: when it was its seat's last while the game waits on the seat and no turn mail went out, the mail comes after all. */
export async function socketLeft(core: RoomCore, ws: WebSocket): Promise<void> {
  const { sockets } = core;
  const seat = sockets.seatOf(ws);
  if (seat === null) return;
  const stillWatching = sockets.isWatching(seat, ws);
  // Most sockets leave with no mail to come: then nothing is written, and nothing settles after a change.
  const due = await core.read(null, anyone, (r) => roomOk(changes.turnMailDueAfterLeaving(r, seat, stillWatching, Date.now())));
  if (due.ok && due.value !== null) await core.write(null, anyone, (w) => changes.turnMailAfterLeaving(w, seat, stillWatching));
}
