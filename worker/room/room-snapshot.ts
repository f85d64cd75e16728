import { viewFor } from "../../game/engine/index.js";
import { vacationDaysLeft } from "../../protocol/clock.js";
import type { FairDeal, GameSnapshot, VacationInfo } from "../../protocol/types.js";
import { END_PROPOSAL_MS } from "./leaving.js";
import type { GameRow, SeatRow } from "./room-store.js";
import { standings } from "./standings.js";

/** What a snapshot says beside the game and its seats. */
export interface SnapshotSettings {
  fairDeal: FairDeal | null;
  suggestionsAllowed: boolean;
  talkPublic: boolean;
}

/** The game as one seat (null: a spectator) sees it at `now`. */
export function roomSnapshot(game: GameRow, seats: readonly SeatRow[], seat: number | null, settings: SnapshotSettings, now: number): GameSnapshot {
  const view = viewFor(game.state, seat);
  return {
    gameId: game.gameId,
    version: game.version,
    status: game.status,
    seats: seats.map((row) => ({
      seat: row.seat,
      name: row.name,
      joined: row.joinedAt !== null,
      away: row.away,
      bot: row.bot,
      deadline: row.deadline,
      vacationUntil: vacationUntil(row, now),
      vacationDaysLeft: vacationDaysLeft(row.vacationUsedMs),
      timeoutsInRow: row.timeoutsInRow,
      resigned: row.resignedAt !== null,
      resignedAt: row.resignedAt,
      turnSince: row.turnSince,
      nudged: row.stint !== null && row.nudgedStint === row.stint,
    })),
    you: seat,
    invitedSeat: null,
    timePerMove: game.timePerMove,
    suggestionsAllowed: settings.suggestionsAllowed,
    fairDeal: settings.fairDeal,
    // Resigned seats rank last; winners are named once the game is over (null until then, as the engine has it). A game
    // the players ended (by agreement, or every one of them resigning) is over too: nobody is to act in it.
    view: {
      ...view,
      ...(game.status === "ended" ? { phase: "ended" as const, toAct: [], ...standings(view.ranking, seats) } : { ranking: standings(view.ranking, seats).ranking }),
    },
    endedEarly: game.endedEarly,
    endProposal: game.endProposal && {
      ...game.endProposal,
      lapsesAt: game.endProposal.at + END_PROPOSAL_MS,
      agreed: seats.filter((row) => row.endAgreed).map((row) => row.seat),
    },
    mailsMuted: seat !== null && (seats[seat]?.mailsMuted ?? false),
    talkPublic: settings.talkPublic,
    rematch: game.rematchId,
    rematchBy: game.rematchBy,
    rematchOf: game.rematchOf,
  };
}

/** A seat's vacation as its player reads it. */
export function vacationOf(row: SeatRow, now: number): VacationInfo {
  return { seat: row.seat, until: vacationUntil(row, now), daysLeft: vacationDaysLeft(row.vacationUsedMs), deadline: row.deadline };
}

function vacationUntil(row: SeatRow, now: number): number | null {
  return row.vacationUntil !== null && row.vacationUntil > now ? row.vacationUntil : null;
}
