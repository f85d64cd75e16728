import { viewFor } from "../../game/engine/index.js";
import { vacationDaysLeft } from "../../protocol/clock.js";
import type { ErrorCode } from "../../protocol/errors.js";
import type { FairDeal, GameSnapshot, OwnPlan, VacationInfo } from "../../protocol/types.js";
import { END_PROPOSAL_MS } from "./leaving.js";
import type { GameRow, SeatRow } from "./room-store.js";
import { standings } from "./standings.js";

/** What a snapshot says beside the game and its seats. */
export interface SnapshotSettings {
  fairDeal: FairDeal | null;
  suggestionsAllowed: boolean;
  talkPublic: boolean;
}

/**
 * What a snapshot says for its viewer alone: its seat, its mails' switch and its plan (a seat's
 * alone: in no other seat's snapshot, nor a spectator's). The rest is the table, the same for all.
 */
export interface ViewerPart {
  you: number | null;
  mailsMuted: boolean;
  plan?: OwnPlan | null;
  planLapse?: ErrorCode | null;
}

/** A spectator's part: the table as it is. */
export const SPECTATOR: ViewerPart = { you: null, mailsMuted: false };

/**
 * The game as everyone at the table sees it at `now`: a spectator's snapshot. A seat sees the same
 * game (R-11: nothing in a view is hidden from one seat and not another), so each viewer's snapshot
 * is this one with its part (`viewerSnapshot`), and a new version's edits are worked out once.
 */
export function tableSnapshot(game: GameRow, seats: readonly SeatRow[], settings: SnapshotSettings, now: number): GameSnapshot {
  const view = viewFor(game.state, null);
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
    you: null,
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
    mailsMuted: false,
    talkPublic: settings.talkPublic,
    rematch: game.rematchId,
    rematchBy: game.rematchBy,
    rematchOf: game.rematchOf,
  };
}

/** The table as one viewer sees it. */
export function viewerSnapshot(table: GameSnapshot, part: ViewerPart): GameSnapshot {
  return part.you === null ? table : { ...table, ...part, view: { ...table.view, viewer: part.you } };
}

/** A seat's vacation as its player reads it. */
export function vacationOf(row: SeatRow, now: number): VacationInfo {
  return { seat: row.seat, until: vacationUntil(row, now), daysLeft: vacationDaysLeft(row.vacationUsedMs), deadline: row.deadline };
}

function vacationUntil(row: SeatRow, now: number): number | null {
  return row.vacationUntil !== null && row.vacationUntil > now ? row.vacationUntil : null;
}
