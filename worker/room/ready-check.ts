import { HOUR_MS } from "../../protocol/time.js";
import type { ReadyCheck } from "../../protocol/lobby.js";
import { hashToken, randomToken } from "../secrets/tokens.js";
import { dueKey } from "./due-events.js";
import type { Writing } from "./room-core.js";
import { readyNotice } from "./room-mail.js";
import { readyPush } from "./room-push.js";
import { roomError, roomOk, type RoomResult } from "./room-result.js";
import { readListing, writeListing } from "./public-table.js";

/**
 * The ready check of a table formed of strangers ("Seat me"): once its last seat is taken, the game
 * waits for every seat to confirm within READY_CHECK_MS before turn 1. A seat that doesn't is freed
 * for the pool again (the list shows it, "Seat me" fills it) and counts against its player's
 * reliability; the others keep their places, and the check starts afresh when the table fills.
 * Friends' tables (a host's) skip it.
 */

export const READY_CHECK_MS = 12 * HOUR_MS;
const KEY = "ready-check";

export function readReadyCheck(storage: DurableObjectStorage): ReadyCheck | null {
  return storage.kv.get<ReadyCheck>(KEY) ?? null;
}

/**
 * Whether the table, now full, waits for its strangers' confirmation; if so the check starts (the
 * caller keeps the game waiting) and every seat it waits on hears by mail and push, with a link into
 * its seat, except `filledBy`, whose player is on the page that just seated them.
 */
export function startReadyCheckIfStrangers(w: Writing, filledBy: number): boolean {
  const { storage, store, due } = w.parts;
  if (!readListing(storage)?.formedByPool || !store.seats().every((row) => row.joinedAt !== null)) return false;
  const check: ReadyCheck = { deadline: w.now + READY_CHECK_MS, ready: [] };
  storage.kv.put(KEY, check);
  due.set(dueKey("ready-check"), check.deadline);
  const ctx = w.mailContext();
  for (const row of ctx.seats) {
    if (row.seat === filledBy) continue;
    w.notify(readyNotice(ctx, row.seat, check.deadline));
    w.notify(readyPush(ctx, row.seat, check.deadline));
  }
  return true;
}

/** A seated player confirms they are ready; the last confirmation starts the game. */
export function confirmReady(w: Writing<number>): RoomResult<ReadyCheck> {
  const { storage, due } = w.parts;
  const check = readReadyCheck(storage);
  if (!check || w.game.status !== "waiting") return roomError(409, "NOT_READY_CHECK", "This table has no ready check waiting on your seat.");
  if (check.ready.includes(w.seat)) return roomOk(check);
  const confirmed = { ...check, ready: [...check.ready, w.seat].sort() };
  if (confirmed.ready.length === w.game.state.players.length) {
    storage.kv.delete(KEY);
    due.delete(dueKey("ready-check"));
    w.commit("active");
  } else {
    storage.kv.put(KEY, confirmed);
    w.commit();
  }
  return roomOk(confirmed);
}

/** The check's time is up: every seat that didn't confirm is freed, its player's miss recorded for their reliability. */
export function lapseReadyCheck(w: Writing): void {
  const { storage, store, d1 } = w.parts;
  const check = readReadyCheck(storage);
  storage.kv.delete(KEY);
  const listing = readListing(storage);
  if (!check || !listing || w.game.status !== "waiting") return;
  const missed: string[] = [];
  for (const row of store.seats()) {
    if (check.ready.includes(row.seat) || row.joinedAt === null) continue;
    if (row.userId) missed.push(row.userId);
    // The seat's link stops working: whoever takes it next gets a new one.
    store.replaceSeatToken(row.seat, hashToken(randomToken()));
    store.updateSeat(row.seat, { name: null, email: null, userId: null, joinedAt: null, invitedEmail: null, invitedBy: null, language: null });
  }
  writeListing(storage, { ...listing, missedReady: [...new Set([...(listing.missedReady ?? []), ...missed])] });
  d1.seatsChanged();
  w.commit();
}
