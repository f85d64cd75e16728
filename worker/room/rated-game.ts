import { isRatedGame, poolOf, type Departure, type PoolId } from "../../protocol/ratings.js";
import type { GameRow, SeatRow } from "./room-store.js";

/**
 * Whether a game counts for ratings, the room's side of it: the host's "rated" (or the public
 * table the game was formed at) is kept with the game in the room's key-value storage, and at the
 * end the seats decide (protocol/ratings.ts, isRatedGame). The results copy writes the answer.
 */

const KEY = "rated";

/** What of a seat decides its part in the ratings. */
type RatedSeatRow = Pick<SeatRow, "userId" | "bot" | "away" | "resignedAt">;

/**
 * Whether the game was asked to be rated: a public table's game, or a host who ticked "rated".
 * Call as the game is founded; only "rated" is written (no setting reads as not rated), one row fewer for most games.
 */
export function saveRatedAsk(storage: DurableObjectStorage, rated: boolean): void {
  if (rated) storage.kv.put(KEY, true);
}

export function ratedAsk(storage: DurableObjectStorage): boolean {
  return storage.kv.get<boolean>(KEY) ?? false;
}

/**
 * How a seat's player left before the end: resigned; or timed out, which is the seat still away
 * after time-outs in a row at the end, or handed to a bot by the host (what the host does for a
 * player who went away). Null: they played it out.
 */
export function departureOf(seat: RatedSeatRow): Departure | null {
  if (seat.resignedAt !== null) return "resigned";
  if (seat.away || (seat.bot !== null && seat.userId !== null)) return "timed-out";
  return null;
}

/** The pool a finished game is rated in, or null when it isn't rated. */
export function ratedPoolOf(game: Pick<GameRow, "options" | "endedEarly" | "state">, seats: readonly RatedSeatRow[], asked: boolean): PoolId | null {
  const rated = isRatedGame({
    rated: asked,
    // A bot's seat from the start has no account; one handed over mid-game keeps its player's.
    seats: seats.map((seat) => ({ userId: seat.userId, bot: seat.bot !== null && seat.userId === null, left: departureOf(seat) })),
    endedEarly: game.endedEarly,
    turns: game.state.turnsPlayed,
  });
  return rated ? poolOf(game.options.edition, seats.length) : null;
}
