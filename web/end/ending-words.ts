import type { GameSnapshot } from "../../protocol/types.js";
import { formatMoment } from "../app/time.js";
import { t } from "../i18n/index.js";
import { listText } from "../shared/words.js";

/**
 * Why a finished game ended and why it ranks as it does, in sentences: the end screen and the
 * embed say the same. A resigned seat ranks last whatever its score (the service's rule for a
 * table that stops playing, RULES.md R-17; the others rank by §4), so each resignation is named
 * with its moment, and the ranking explained.
 */
export function endingLines(snapshot: GameSnapshot, names: readonly string[]): string[] {
  const { view, seats, you } = snapshot;
  const lines = [snapshot.endedEarly ? t("leave.endedEarly") : whyItEnded(view, names)];
  const resigned = seats.filter((seat) => seat.resigned);
  for (const seat of resigned) {
    const when = seat.resignedAt ? formatMoment(seat.resignedAt) : "";
    lines.push(seat.seat === you ? t("end.youResigned", { when }) : t("end.resigned", { name: names[seat.seat], when }));
  }
  if (resigned.length > 0) lines.push(t("end.resignedRanksLast"));
  return lines;
}

/** "Ann wins!" or "Ann and Ben share the win!" */
export function winnersLine(snapshot: GameSnapshot, names: readonly string[]): string {
  const { view } = snapshot;
  const winners = view.winners ?? view.ranking.filter((entry) => entry.rank === 1).map((entry) => entry.player);
  return winners.length > 1 ? t("end.sharedWin", { names: listText(winners.map((seat) => names[seat])) }) : t("end.winner", { name: names[winners[0]] });
}

/** Why the start token turned (R-14's stall, the deck, dislikes, Junior Barista's cleared queue), in one sentence. */
function whyItEnded(view: GameSnapshot["view"], names: readonly string[]): string {
  const reason = view.closedBy ?? "deck";
  if (reason !== "dislikes") return t(`ending.${reason}`);
  const most = Math.max(...view.ranking.map((entry) => entry.dislikes));
  const who = view.ranking.filter((entry) => entry.dislikes === most).map((entry) => names[entry.player]);
  return t("ending.dislikes", { names: listText(who), count: most });
}
