import type { GameRow, SeatRow } from "./room-store.js";

/**
 * Whether D1's copy is behind what a reader of it needs: the index, the seats, or a finished
 * game's results. A game still waiting for players that no account hosts or sits in has no reader
 * in D1 yet (nobody's "My games", no turn to check): its copy waits for its start or an account.
 */
export function copyBehind(game: GameRow, seats: readonly SeatRow[]): boolean {
  if (game.status === "waiting" && game.hostUserId === null && seats.every((row) => row.userId === null)) return false;
  return game.indexedVersion < game.version || !game.seatsIndexed || (game.status === "ended" && !game.resultsRecorded);
}
