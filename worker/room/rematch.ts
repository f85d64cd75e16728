import type { Language } from "../../protocol/languages.js";
import { hashToken, randomToken } from "../secrets/tokens.js";
import type { Env } from "../env.js";
import { drawSeed } from "./fair-deal.js";
import type { CreateRoomInput } from "./founding.js";
import type { Caller } from "./room-access.js";
import type { RoomCore, Writing } from "./room-core.js";
import { rematchNotices, type MailContext } from "./room-mail.js";
import type { RoomOutbox } from "./room-outbox.js";
import { roomError, roomOk, type RoomResult } from "./room-result.js";
import type { GameRow, RoomStore, SeatRow } from "./room-store.js";

/**
 * "Play again": a finished game leads to one new game with the same edition, options, clock and
 * bots, each seat going to the same person. The old game names the new one before asking its room
 * to exist, and the new room's creation is idempotent per old game, so clicks that cross make one
 * game. A player reaches the new seat with the links that opened the old one: their keys' hashes
 * are copied to the new seat (no secret is kept in the clear). The new game's host token is drawn
 * when the old game's host clicks, whoever clicked first, and only its hash goes to the new room.
 */

/** A person carried over to the new game: the same seat, name, address and account, and every key to the old seat. */
export interface RematchPlayer {
  seat: number;
  name: string;
  email: string | null;
  userId: string | null;
  keys: string[];
  /** The seat's language for mails (absent in rematches asked for before it was kept). */
  language?: Language | null;
}

export interface Rematch {
  /** The finished game played again. */
  of: string;
  /** The seat whose click made it (the others are mailed that it waits for them). */
  startedBy: number;
  players: RematchPlayer[];
}

/** The new game as the old one named it: what its room is created with, and whether the clicker is the old game's host. */
export interface NamedRematch {
  isHost: boolean;
  input: CreateRoomInput;
  rematch: Rematch;
}

/**
 * A seated player of the finished game (its guard) plays it again: the old game names the new one
 * before its room is asked, so a click arriving meanwhile asks for the same game. Answers what the
 * new room is created with, and whether the clicker is the old game's host.
 */
export function nameRematch(w: Writing<number>, caller: Caller, hostToken: string | null): RoomResult<NamedRematch> {
  const { game, seat, parts } = w;
  if (game.status !== "ended") return roomError(409, "GAME_NOT_OVER", "A game can be played again once it is over.");
  if (!game.rematchId) {
    game.rematchId = randomToken().slice(0, 22);
    game.rematchBy = seat;
    w.commit();
  }
  const isHost = isOldHost(game, parts.store.seats(), seat, caller, hostToken);
  return roomOk({ isHost, ...rematchInput(game, parts.store, seat, game.rematchId, parts.suggestions.allowed) });
}

/**
 * Whether the player clicking "Play again" is the old game's host: they hold its host token, or
 * play under the account that hosted it (signed in, or in the seat that account took).
 */
function isOldHost(game: GameRow, seats: readonly SeatRow[], seat: number, caller: Caller, hostToken: string | null): boolean {
  if (hostToken !== null && hashToken(hostToken) === game.hostTokenHash) return true;
  return game.hostUserId !== null && (caller.userId === game.hostUserId || seats[seat]?.userId === game.hostUserId);
}

/** What the new room is created with: the old game's options, clock, host, bots and suggestions, and its people. */
function rematchInput(game: GameRow, store: RoomStore, startedBy: number, gameId: string, allowSuggestions: boolean): { input: CreateRoomInput; rematch: Rematch } {
  const seats = store.seats();
  const people = seats.filter((row) => row.joinedAt !== null && (!row.bot || row.resignedAt !== null));
  return {
    input: {
      gameId,
      options: game.options,
      hostUserId: game.hostUserId,
      origin: game.origin ?? undefined,
      timePerMove: game.timePerMove,
      hostEmail: game.hostEmail,
      allowSuggestions,
      bots: seats.flatMap((row) => (row.bot && row.resignedAt === null ? [{ seat: row.seat, level: row.bot }] : [])),
    },
    rematch: {
      of: game.gameId,
      startedBy,
      players: people.map((row) => ({ seat: row.seat, name: row.name ?? `Player ${row.seat + 1}`, email: row.email, userId: row.userId, keys: store.seatKeys(row.seat), language: row.language })),
    },
  };
}

/**
 * From the old room, once it named the new game: asks the new game's room to exist (foundRematch),
 * then, if the old game's host clicked, hands it a fresh host token (each of the host's clicks
 * draws one: the latest works). Answers the new game, and its host token for the host alone.
 */
export async function startRematch(rooms: Env["GAME_ROOM"], { input, rematch, isHost }: NamedRematch): Promise<RoomResult<{ gameId: string; hostToken: string | null }>> {
  const room = rooms.get(rooms.idFromName(input.gameId));
  const created = await room.createRematch(input, rematch);
  if (!created.ok) return created;
  if (!isHost) return roomOk({ gameId: input.gameId, hostToken: null });
  const hostToken = randomToken();
  const rehosted = await room.rehost(rematch.of, hashToken(hostToken));
  return rehosted.ok ? roomOk({ gameId: input.gameId, hostToken }) : rehosted;
}

/**
 * In the new room: the game, with the old game's people in their seats (it starts at once), founded
 * once per old game: a second call, from clicks that crossed, changes nothing. Its host token is
 * nobody's until the old game's host clicks (rehost).
 */
export async function foundRematch(core: RoomCore, input: CreateRoomInput, rematch: Rematch): Promise<RoomResult<null>> {
  if (core.game?.rematchOf === rematch.of) return roomOk(null);
  const deal = await drawSeed(input.gameId);
  // A crossing call may have created it while the seed was drawn.
  if (core.game?.rematchOf === rematch.of) return roomOk(null);
  const founded = await core.found(input, deal, hashToken(randomToken()), rematch);
  return founded.ok ? roomOk(null) : founded;
}

/** The old game of a "Play again" hands this game's host token to its host (startRematch): only that game may. */
export function rehost({ game, parts: { store } }: Writing, of: string, hostTokenHash: string): RoomResult<null> {
  if (game.rematchOf !== of) return roomError(403, "NOT_HOST", "Only the game this one plays again can name its host.");
  game.hostTokenHash = hostTokenHash;
  store.saveHostTokenHash(hostTokenHash);
  return roomOk(null);
}

/** In the new room, inside its creating transaction: the people take their seats, and the others hear it waits for them. */
export function seatRematch(ctx: MailContext, outbox: RoomOutbox, rematch: Rematch): void {
  for (const player of rematch.players) {
    ctx.store.takeSeat(player.seat, player.name, player.email, player.userId, ctx.now);
    if (player.language) ctx.store.updateSeat(player.seat, { language: player.language });
    for (const key of player.keys) ctx.store.addSeatLink(player.seat, key, ctx.now);
  }
  ctx.store.markSeatsChanged();
  for (const notice of rematchNotices({ ...ctx, seats: ctx.store.seats() }, rematch.startedBy)) outbox.add(notice, ctx.now);
}
