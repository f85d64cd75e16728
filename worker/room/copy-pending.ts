import type { GameRow, SeatRow } from "./room-store.js";

/**
 * When a finished game's results are due in D1 (a derived due event, so the move that ends a game
 * writes no row for it): since the game began, that is at once, until they are copied.
 */
export function resultsCopyDue(game: GameRow | null): number | null {
  return game?.status === "ended" && !game.resultsRecorded ? game.createdAt : null;
}

/** Whether an account hosts the game or sits in it: then it is in someone's "My games" and stats. */
export function accountHeld(game: GameRow, seats: readonly SeatRow[]): boolean {
  return game.hostUserId !== null || seats.some((row) => row.userId !== null);
}

/**
 * Whether D1's copy is behind what a reader of it needs: the index, the seats, or a finished
 * game's results. A game still waiting for players that no account hosts or sits in has no reader
 * in D1 yet (nobody's "My games", no turn to check): its copy waits for its start or an account.
 */
export function copyBehind(game: GameRow, seats: readonly SeatRow[]): boolean {
  if (game.status === "waiting" && !accountHeld(game, seats)) return false;
  return game.indexedVersion < game.version || !game.seatsIndexed || (game.status === "ended" && !game.resultsRecorded);
}
