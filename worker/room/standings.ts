import type { RankEntry } from "../../game/engine/index.js";
import type { SeatRow } from "./room-store.js";

/** Who plays a game, and how it ranks them at the end once some have resigned. */

/** The seats people play (not bots, resigned seats included among the bots). */
export function humans(seats: readonly SeatRow[]): SeatRow[] {
  return seats.filter((row) => row.joinedAt !== null && !row.bot);
}

/**
 * The final order: resigned seats last (sharing the last rank), the others as the rules rank them.
 * Winners are the first among those who stayed.
 */
export function standings(ranking: RankEntry[], seats: readonly SeatRow[]): { ranking: RankEntry[]; winners: number[] } {
  const resigned = (entry: RankEntry) => seats[entry.player]?.resignedAt != null;
  const stayed = ranking.filter((entry) => !resigned(entry));
  const left = ranking.filter(resigned);
  if (left.length === 0 || stayed.length === 0) {
    return { ranking, winners: ranking.filter((entry) => entry.rank === 1).map((entry) => entry.player) };
  }
  const ordered: RankEntry[] = [];
  for (const [index, entry] of stayed.entries()) {
    const above = ordered[index - 1];
    const shares = above !== undefined && entry.tieBreak === "shared" && above.total === entry.total;
    ordered.push({ ...entry, rank: shares ? above.rank : index + 1, tieBreak: index === 0 ? null : entry.tieBreak });
  }
  for (const entry of left) ordered.push({ ...entry, rank: stayed.length + 1, tieBreak: null });
  return { ranking: ordered, winners: ordered.filter((entry) => entry.rank === 1).map((entry) => entry.player) };
}
