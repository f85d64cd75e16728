import { diffJson, type JsonEdit } from "../../protocol/json-patch.js";
import type { GameSnapshot, LoggedAction, ServerMessage, TalkResponse } from "../../protocol/types.js";
import { viewerSnapshot, type ViewerPart } from "./room-snapshot.js";
import { CLIENT_ADDRESS_HEADER, MAX_SOCKETS_PER_ADDRESS, MAX_SPECTATOR_SOCKETS, tooManySockets } from "./socket-limits.js";

/**
 * The game's open sockets. The runtime holds them across hibernation, each tagged with the seat it
 * watches as (or as a spectator); the room pushes each viewer the new version once, as the edits
 * from the snapshot that viewer was pushed last, with the log entries it added (the log is the
 * same for everyone).
 */
export class RoomSockets {
  /**
   * What each viewer's sockets were last pushed (by socket tag): the table and the viewer's part
   * (room-snapshot.ts). The next version goes to them as the edits from it. A viewer's only socket
   * starts from what it was sent on opening; when a second opens, the two were sent the table at
   * two moments, so the entry is dropped and the next push is whole.
   */
  private readonly lastPushed = new Map<string, Pushed>();

  constructor(private readonly ctx: DurableObjectState) {}

  /** Why a new socket for `seat` (null: a spectator), asked for by `upgrade`, is refused, or null: it is let in (socket-limits.ts). */
  refusal(seat: number | null, upgrade: Request): Response | null {
    if (this.ctx.getWebSockets(addressTag(upgrade)).length >= MAX_SOCKETS_PER_ADDRESS) {
      return tooManySockets(`This game already has ${MAX_SOCKETS_PER_ADDRESS} live connections from your network: close some of its pages, or the page follows it by asking every few seconds.`);
    }
    if (seat === null && this.ctx.getWebSockets(seatTag(null)).length >= MAX_SPECTATOR_SOCKETS) {
      return tooManySockets(`This game already has ${MAX_SPECTATOR_SOCKETS} live spectators: the page follows it by asking every few seconds instead.`);
    }
    return null;
  }

  /**
   * Takes a new socket for `seat` (null: a spectator), asked for by `upgrade`, and sends it in one
   * message the whole game, the whole log and the talk (null: the viewer may not read it).
   * `sent`: the table and part `snapshot` is, which the viewer's pushes build on (null: the snapshot
   * says more, what only this caller is told, so the next push is whole).
   */
  open(server: WebSocket, seat: number | null, upgrade: Request, snapshot: GameSnapshot, sent: Pushed | null, log: LoggedAction[], talk: TalkResponse | null): void {
    const tag = seatTag(seat);
    // The seat's tag first: the viewer a push is built for; then its client's (by address, hashed by the route).
    this.ctx.acceptWebSocket(server, [tag, addressTag(upgrade)]);
    if (sent && this.ctx.getWebSockets(tag).length === 1) this.lastPushed.set(tag, sent);
    else this.lastPushed.delete(tag);
    tell(server, { type: "snapshot", snapshot, log, ...(talk && { talk }) });
  }

  /** The seat a socket watches as (null: a spectator). */
  seatOf(ws: WebSocket): number | null {
    return seatFromTags(this.ctx.getTags(ws));
  }

  /** Whether one of the seat's sockets is open (other than `except`, one that is closing). */
  isWatching(seat: number, except?: WebSocket): boolean {
    return this.ctx.getWebSockets(seatTag(seat)).some((ws) => ws !== except);
  }

  /** The seats with a socket open, from one look at the sockets (a new version asks for every seat; most of a game's birth has no socket). */
  watchingSeats(): Set<number> {
    const seats = new Set<number>();
    for (const ws of this.ctx.getWebSockets()) {
      const seat = this.seatOf(ws);
      if (seat !== null) seats.add(seat);
    }
    return seats;
  }

  /** Every open socket, with the seat it watches as. */
  *all(): Generator<{ ws: WebSocket; seat: number | null }> {
    for (const ws of this.ctx.getWebSockets()) yield { ws, seat: this.seatOf(ws) };
  }

  /**
   * The new version to every socket: each viewer's snapshot is `table` with its part, sent as the
   * edits from the one that viewer was pushed last (a move changes a few fields), or whole when
   * there is none to build on; `log`: the entries the version added. The table's edits are worked
   * out and written once for every viewer whose part is as it was (most of them: a plan or a mails'
   * switch changes seldom).
   */
  pushVersion(table: GameSnapshot, partFor: (seat: number | null) => ViewerPart, log: LoggedAction[]): void {
    const added = log.length > 0 ? { log } : {};
    const fromTables = new Map<GameSnapshot, { edits: JsonEdit[]; message?: string }>();
    const patch = (from: GameSnapshot, edits: JsonEdit[]) =>
      JSON.stringify({ type: "patch", from: from.version, version: table.version, edits, ...added } satisfies ServerMessage);
    const byViewer = new Map<string, string>();
    for (const ws of this.ctx.getWebSockets()) {
      const tag = this.ctx.getTags(ws)[0] ?? seatTag(null);
      let message = byViewer.get(tag);
      if (message === undefined) {
        const part = partFor(seatFromTags([tag]));
        const before = this.lastPushed.get(tag);
        this.lastPushed.set(tag, { table, part });
        if (before?.table.version === table.version - 1) {
          const from = before.table;
          let tableEdits = fromTables.get(from);
          if (!tableEdits) fromTables.set(from, (tableEdits = { edits: diffJson(from, table) }));
          // A part's fields are the snapshot's own top-level fields: its edits' paths are the same.
          const ownEdits = diffJson(before.part, part);
          message = ownEdits.length === 0 ? (tableEdits.message ??= patch(from, tableEdits.edits)) : patch(from, [...tableEdits.edits, ...ownEdits]);
        } else {
          message = JSON.stringify({ type: "snapshot", snapshot: viewerSnapshot(table, part), ...added } satisfies ServerMessage);
        }
        byViewer.set(tag, message);
      }
      tell(ws, message);
    }
  }

  /** The seat's own part changed with no new version (its plan): to that seat's sockets alone, whole. */
  pushSeat(seat: number, table: GameSnapshot, part: ViewerPart): void {
    const tag = seatTag(seat);
    this.lastPushed.set(tag, { table, part });
    const message = JSON.stringify({ type: "snapshot", snapshot: viewerSnapshot(table, part) } satisfies ServerMessage);
    for (const ws of this.ctx.getWebSockets(tag)) tell(ws, message);
  }

  /** Tells the seat's sockets (every socket when `seat` is undefined) `message`, then closes them. */
  closeWith(message: ServerMessage, close: [code: number, reason: string], seat?: number): void {
    const said = JSON.stringify(message);
    for (const ws of this.ctx.getWebSockets(seat === undefined ? undefined : seatTag(seat))) tell(ws, said, close);
  }
}

/** What a viewer's sockets were sent last: the table, and the viewer's part of it. */
export interface Pushed {
  table: GameSnapshot;
  part: ViewerPart;
}

/**
 * A message to one socket (already serialised when many get it), then a close if asked. False when
 * the socket was closing: it reconnects, and is sent the whole game, log and talk again.
 */
export function tell(ws: WebSocket, message: ServerMessage | string, close?: [code: number, reason: string]): boolean {
  try {
    ws.send(typeof message === "string" ? message : JSON.stringify(message));
  } catch {
    return false;
  }
  if (close) closeSocket(ws, ...close);
  return true;
}

/**
 * Closes a socket from the room's side. A peer that dropped (a watcher's phone losing its network)
 * can't be answered: workerd throws "Network connection lost." then, and there is nothing to do.
 */
export function closeSocket(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // Already gone.
  }
}

function seatTag(seat: number | null): string {
  return seat === null ? "spectator" : `seat:${seat}`;
}

function addressTag(upgrade: Request): string {
  return `address:${upgrade.headers.get(CLIENT_ADDRESS_HEADER) ?? "local"}`;
}

function seatFromTags(tags: string[]): number | null {
  const tag = tags.find((t) => t.startsWith("seat:"));
  return tag ? Number(tag.slice(5)) : null;
}
