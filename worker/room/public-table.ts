import type { Language } from "../../protocol/languages.js";
import { poolKey } from "../../protocol/lobby.js";
import { startReadyCheckIfStrangers } from "./ready-check.js";
import { join } from "./room-changes.js";
import type { Writing } from "./room-core.js";
import { hashToken } from "../secrets/tokens.js";
import { roomError, roomOk, type RoomResult } from "./room-result.js";
import type { RoomParts } from "./room-parts.js";
import type { SeatRow } from "./room-store.js";

/**
 * A game open to the public: its free seats are listed (D1's open_tables, written with the seats by
 * game-index.ts) and anyone signed in may take one, as the seat's link would. The room keeps the
 * table's settings and decides, in the same breath as it seats, who may sit: never a player twice,
 * never beside someone either of them blocked, never below the host's minimum reliability.
 */

const KEY = "public-table";

export interface PublicListing {
  pool: string;
  language: Language;
  minReliability: number | null;
  /** Formed by "Seat me": its strangers confirm they are ready before turn 1. */
  formedByPool: boolean;
  /** Ratings' seam: results of rated tables count for ratings. */
  rated: boolean;
  /** When it was opened to the public (the list's "waiting since" for a table nobody joined yet). */
  openedAt: number;
  /** Accounts whose seats were freed for missing the ready check (their reliability marks, copied with the seats). */
  missedReady?: string[];
}

/** Who asks for a seat, and what the route learnt of them from D1. */
export interface Seeker {
  userId: string;
  name: string;
  email: string | null;
  language: Language | null;
  /** Accounts the seeker blocked or who blocked the seeker. */
  avoid: string[];
  reliability: number;
}

export function readListing(storage: DurableObjectStorage): PublicListing | null {
  return storage.kv.get<PublicListing>(KEY) ?? null;
}

export function writeListing(storage: DurableObjectStorage, listing: PublicListing): void {
  storage.kv.put(KEY, listing);
}

/** Seats nobody holds: no player, no bot. */
export function freeSeats(seats: readonly SeatRow[]): number[] {
  return seats.filter((row) => row.joinedAt === null && row.bot === null).map((row) => row.seat);
}

/** What a host chooses when opening a table (the pool follows from the game). */
export type ListingChoice = Omit<PublicListing, "pool">;

/**
 * The host opens a waiting game with free seats to the public (again: its settings change). A
 * signed-in host of a game created signed out becomes its account host: the list names them.
 */
export function openToPublic(w: Writing, choice: ListingChoice, hostUserId: string | null): RoomResult<PublicListing> {
  const { game, parts: { storage, store, d1 } } = w;
  if (game.status !== "waiting") return roomError(409, "GAME_STARTED", "Only a game that has not started can be opened to the public.");
  if (game.timePerMove === "none") return roomError(409, "NO_CLOCK", "A public table needs a time per move, so that games among strangers keep moving.");
  const seats = store.seats();
  if (freeSeats(seats).length === 0) return roomError(409, "TABLE_FULL", "Every seat of this table is taken.");
  const { edition, players } = game.state.options;
  const listing = { ...choice, pool: poolKey({ edition, players, pace: game.timePerMove }) };
  writeListing(storage, { ...readListing(storage), ...listing });
  if (game.hostUserId === null && hostUserId !== null) {
    game.hostUserId = hostUserId;
    store.saveHostUserId(hostUserId);
  }
  d1.seatsChanged(); // the list's row is written with the seats
  return roomOk(listing);
}

/** Why this seeker can't sit at this table (null: they can). Checked and then seated in one write. */
export function refuseSeeker({ storage, store }: RoomParts, seeker: Seeker): RoomResult<never> | null {
  const listing = readListing(storage);
  if (!listing) return roomError(404, "TABLE_NOT_PUBLIC", "This game is not open to the public: ask its host for a seat link.");
  const seats = store.seats();
  const own = seats.find((row) => row.userId === seeker.userId);
  if (own) return roomError(409, "ALREADY_SEATED", `You already play seat ${own.seat + 1} of this game; each account takes one seat.`);
  if (seats.some((row) => row.userId !== null && seeker.avoid.includes(row.userId))) {
    return roomError(409, "BLOCKED_PAIR", "You can't sit at this table: you or a player there has blocked the other.");
  }
  if (listing.minReliability !== null && seeker.reliability < listing.minReliability) {
    return roomError(403, "BELOW_MIN_RELIABILITY", `This table's host asks for a reliability of at least ${listing.minReliability}; yours is ${seeker.reliability}.`);
  }
  if (freeSeats(seats).length === 0) return roomError(409, "TABLE_FULL", "Every seat of this table is taken.");
  return null;
}

/**
 * Seats the seeker in the first free seat, as its link would (the game starts once every seat is
 * taken, or, at a table of strangers, once every seat confirms: ready-check.ts); the seat gets a
 * new link, theirs, and the one the host held for it stops working.
 */
export function takeFreeSeat(w: Writing, seeker: Seeker, token: string): RoomResult<{ seat: number; token: string }> {
  const { store } = w.parts;
  const refused = refuseSeeker(w.parts, seeker);
  if (refused) return refused;
  const seat = freeSeats(store.seats())[0]!;
  store.replaceSeatToken(seat, hashToken(token));
  const joined = join(w, { seat, name: seeker.name, email: seeker.email, userId: seeker.userId, language: seeker.language });
  if (!joined.ok) return joined;
  if (startReadyCheckIfStrangers(w, seat)) w.commit("waiting", seat);
  return roomOk({ seat, token });
}
