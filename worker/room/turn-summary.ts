import type { LoggedAction } from "../../protocol/types.js";
import { byThePlayer, cardOf, turnsLeft, type GameState, type RankEntry } from "../../game/engine/index.js";
import type { ResultStory, TurnClause, TurnStory } from "../mail/mail-data.js";

/**
 * What a turn mail opens with, as data the mail words in its reader's language
 * (worker/mail/summary.ts): what happened since the reader last played, and what waits for
 * them ("Ana completed a Caffe Mocha; you have 2 orders on position 4."). `names`: every seat's, as the
 * reader reads them (seatNames in room-mail.ts).
 */

const MAX_CLAUSES = 3;

function clauseFor(entry: LoggedAction, state: GameState, names: readonly string[], reader: number): TurnClause {
  const actor = entry.action.player === reader ? null : names[entry.action.player];
  const cards = entry.events.flatMap((event) => (event.type === "orderCompleted" ? [cardOf(state.options.edition, event.card).name] : []));
  const upgrades = entry.events.flatMap((event) => (event.type === "upgradeActivated" ? [event.upgrade] : []));
  if (entry.by === "timeout-bot") return { did: "timeout", actor, move: entry.action.type === "turn" ? "turn" : "move", cards };
  const byBot = entry.by === "bot";
  if (cards.length) return { did: "completed", actor, byBot, cards };
  if (upgrades.length) return { did: "activated", actor, byBot, upgrades };
  const did = entry.action.type === "place" ? "placed" : entry.action.type === "chooseUpgrades" ? "chose" : "turn";
  return { did, actor, byBot };
}

/** What is waiting for the reader now. */
function waitingFor(state: GameState, reader: number): TurnStory["waiting"] {
  if (state.phase === "chooseUpgrades") return { phase: "chooseUpgrades" };
  if (state.phase === "placement") return { phase: "placement" };
  return { phase: "turns", atFour: state.players[reader].queue[3]?.length ?? 0, turnsLeft: turnsLeft(state) };
}

/** The turn mail's sentence, from the log since the reader's last own move. */
export function turnSummary(log: LoggedAction[], state: GameState, names: readonly string[], reader: number): TurnStory {
  let since = log.length;
  while (since > 0 && !(log[since - 1].action.player === reader && byThePlayer(log[since - 1].by ?? "player"))) since--;
  const clauses = log.slice(since).map((entry) => clauseFor(entry, state, names, reader));
  if (clauses.length > MAX_CLAUSES) {
    const more = clauses.length - MAX_CLAUSES + 1;
    clauses.splice(0, more, { did: "moreMoves", count: more });
  }
  const opening = log.length === 0 ? "started" : state.phase === "turns" && state.turnsPlayed === 0 ? "allPlaced" : "again";
  return { clauses, opening, waiting: waitingFor(state, reader) };
}

/** The game over mail's sentence. */
export function resultSummary(ranking: RankEntry[], names: readonly string[], reader: number): ResultStory {
  const winners = ranking.filter((entry) => entry.rank === 1);
  const mine = ranking.find((entry) => entry.player === reader);
  return {
    winners: winners.map((entry) => (entry.player === reader ? null : names[entry.player])),
    top: winners[0]?.total ?? 0,
    mine: mine && mine.rank !== 1 ? { rank: mine.rank, total: mine.total } : null,
  };
}
