import type { LoggedAction } from "../api/types.js";
import { UPGRADE_NAME, cardOf, turnsLeft, type GameState, type RankEntry } from "../engine/index.js";

/**
 * The sentence a mail opens with: what happened since the reader last played, and what waits for
 * them ("Ana completed a Caffe Mocha; you have 2 orders on position 4.").
 */

const MAX_CLAUSES = 3;

export function nameOf(names: (string | null)[], seat: number): string {
  return names[seat] ?? `Player ${seat + 1}`;
}

/** "with Ana and Bo": the other players, for a subject line. */
export function othersLabel(names: (string | null)[], reader: number | null): string {
  const others = names.flatMap((name, seat) => (seat !== reader && name ? [name] : []));
  return others.length ? `with ${listWords(others)}` : "";
}

export function listWords(words: string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

function article(name: string): string {
  return /^[aeiou]/i.test(name) ? `an ${name}` : `a ${name}`;
}

function clauseFor(entry: LoggedAction, state: GameState, names: (string | null)[], reader: number): string {
  const actor = entry.action.player === reader ? "you" : nameOf(names, entry.action.player);
  const completed = entry.events.flatMap((event) =>
    event.type === "orderCompleted" ? [article(cardOf(state.options.edition, event.card).name)] : [],
  );
  const activated = entry.events.flatMap((event) => (event.type === "upgradeActivated" ? [UPGRADE_NAME[event.upgrade]] : []));
  if (entry.by === "timeout-bot") {
    const move = entry.action.type === "turn" ? "turn" : "move";
    const extra = completed.length ? ` and completed ${listWords(completed)}` : "";
    return `time ran out for ${actor}, so a bot played ${actor === "you" ? "your" : "their"} ${move}${extra}`;
  }
  let did: string;
  if (completed.length) did = `completed ${listWords(completed)}`;
  else if (activated.length) did = `activated ${activated.join(" and ")}`;
  else if (entry.action.type === "place") did = "placed a meeple";
  else if (entry.action.type === "chooseUpgrades") did = actor === "you" ? "chose your upgrades" : "chose their upgrades";
  else did = "took a turn";
  return entry.by === "bot" ? `${actor} (played by a bot) ${did}` : `${actor} ${did}`;
}

/** What is waiting for the reader now. */
function waitingFor(state: GameState, reader: number): string {
  if (state.phase === "chooseUpgrades") return "choose your upgrades";
  if (state.phase === "placement") return "place your meeple";
  const me = state.players[reader];
  const atFour = me.queue[3]?.length ?? 0;
  const left = turnsLeft(state);
  const parts: string[] = [];
  if (atFour > 0) parts.push(`you have ${atFour} order${atFour === 1 ? "" : "s"} on position 4`);
  if (left !== null) parts.push(left === 1 ? "this is your last turn" : `the game ends in ${left} turns`);
  return parts.length ? parts.join(", and ") : "it's your move";
}

/** The turn mail's sentence, from the log since the reader's last own move. */
export function turnSummary(log: LoggedAction[], state: GameState, names: (string | null)[], reader: number): string {
  let since = log.length;
  while (since > 0 && !(log[since - 1].action.player === reader && log[since - 1].by === "player")) since--;
  const recent = log.slice(since);
  const clauses = recent.map((entry) => clauseFor(entry, state, names, reader));
  if (clauses.length > MAX_CLAUSES) {
    const more = clauses.length - MAX_CLAUSES + 1;
    clauses.splice(0, more, `${more} moves were played`);
  }
  const head = clauses.length
    ? clauses.join("; ")
    : log.length === 0
      ? "the game has started"
      : state.phase === "turns" && state.turnsPlayed === 0
        ? "every meeple is placed"
        : "it's your turn again";
  return `${capitalize(head)}; ${waitingFor(state, reader)}.`;
}

/** The game over mail's sentence. */
export function resultSummary(ranking: RankEntry[], names: (string | null)[], reader: number): string {
  const winners = ranking.filter((entry) => entry.rank === 1);
  const mine = ranking.find((entry) => entry.player === reader);
  const won = winners.map((entry) => (entry.player === reader ? "you" : nameOf(names, entry.player)));
  const top = points(winners[0]?.total ?? 0);
  const head = winners.length > 1 ? `${capitalize(listWords(won))} shared the win with ${top}` : `${capitalize(won[0])} won with ${top}`;
  if (!mine || mine.rank === 1) return `${head}.`;
  return `${head}; you came ${ordinalWord(mine.rank)} with ${mine.total}.`;
}

export function points(total: number): string {
  return `${total} point${total === 1 || total === -1 ? "" : "s"}`;
}

function ordinalWord(rank: number): string {
  return ["first", "second", "third", "fourth"][rank - 1] ?? `${rank}th`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
