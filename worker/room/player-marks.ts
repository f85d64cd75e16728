import { byThePlayer, type GameRecord } from "../../game/engine/index.js";

/**
 * What the room records of each account's conduct in a game, for its reliability
 * (lobby/reliability.ts): copied to D1's player_marks with the game's results.
 */

/** What one account did in one game, or at one ready check (a row of player_marks). */
export interface Marks {
  turnsInTime: number;
  timeOuts: number;
  finished: number;
  abandoned: number;
  earlyResignations: number;
  missedReady: number;
  /** Moves made in each UTC hour. */
  hours: number[] | null;
}

/** A resignation before the seat's own third move is an early one. */
export const EARLY_RESIGNATION_MOVES = 3;

/** A seat at the game's end, as its marks need it. */
export interface SeatAtEnd {
  seat: number;
  userId: string | null;
  resignedAt: number | null;
  bot: string | null;
}

/** Each account's marks for one finished game, from its record: who moved in time, who let the clock move, who left. */
export function marksOfGame(record: GameRecord, seats: readonly SeatAtEnd[]): { userId: string; marks: Marks }[] {
  return seats.flatMap((row) => {
    if (!row.userId) return [];
    const hours = Array<number>(24).fill(0);
    let turnsInTime = 0;
    let timeOuts = 0;
    for (const { action, by, at } of record.actions) {
      if (action.player !== row.seat) continue;
      if (byThePlayer(by)) {
        turnsInTime++;
        hours[new Date(at).getUTCHours()]!++;
      } else if (by === "timeout-bot") timeOuts++;
    }
    const left = row.resignedAt !== null || row.bot !== null;
    const early = row.resignedAt !== null && turnsInTime < EARLY_RESIGNATION_MOVES;
    return [{ userId: row.userId, marks: { turnsInTime, timeOuts, finished: left ? 0 : 1, abandoned: left && !early ? 1 : 0, earlyResignations: early ? 1 : 0, missedReady: 0, hours } }];
  });
}

