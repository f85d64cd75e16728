import { dueKey, type DueEvents } from "./due-events.js";
import type { GameRow } from "./room-store.js";

/** Whether D1's copy is behind what the room holds: its index, its seats, or a finished game's results. */
export function copyBehind(game: GameRow): boolean {
  return game.indexedVersion < game.version || !game.seatsIndexed || (game.status === "ended" && !game.resultsRecorded);
}

/**
 * Makes sure a copy that is behind has a "sync" due event, so its alarm retries it: called in the
 * transaction of the move that ends a game, and when the room wakes (a process that died between
 * an answered move and the D1 copy left none). True when it added one.
 */
export function keepCopyDue(game: GameRow, due: DueEvents, now: number): boolean {
  if (!copyBehind(game) || due.get(dueKey("sync"))) return false;
  due.set(dueKey("sync"), now);
  return true;
}
