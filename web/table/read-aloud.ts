import type { EditionId, GameEvent, GameView, PlayerState } from "../../game/engine/index.js";
import { cardOf, queueCopy } from "../../game/engine/cards.js";
import { cardOutlook } from "../../game/engine/outlook.js";
import type { LoggedAction } from "../../protocol/types.js";
import { t } from "../i18n/index.js";
import { describeEvent, type EventWords } from "./describe-event.js";
import { cardName, countsText, cupText, ingredientName, listText, meepleMark, plural, speedTokens, squareName } from "../shared/words.js";

/**
 * The table read aloud: a move of the log as one sentence, and the board, a player's cups and
 * orders and the scores as short text — for the live announcer, its shortcuts and the text table.
 */

/**
 * One logged action as one sentence: "Ben moved from row 2, column 1 to row 3, column 3,
 * collected 1 milk and 1 caramel, completed Caramel Latte." What a move leads to (a dislike, new
 * cards, the token closing, the end) follows as sentences of their own.
 */
export function moveSentence(entry: LoggedAction, words: EventWords): string {
  const name = words.names[entry.action.player] ?? t("table.seat", { number: entry.action.player + 1 });
  const moved = entry.events.find((event): event is Extract<GameEvent, { type: "moved" }> => event.type === "moved");
  if (!moved)
    return entry.events
      .filter((event) => event.type !== "gameEnded")
      .map((event) => describeEvent(event, words))
      .filter((text) => text !== null)
      .join(" ");
  const to = moved.path.at(-1) ?? moved.from;
  const clauses = [
    // A path that ends where it began is a loop: "came back to row 3, column 3", not "from row 3, column 3 to row 3, column 3".
    to === moved.from ? t("ear.movedBack", { name, square: squareName(to) }) : t("ear.moved", { name, from: squareName(moved.from), to: squareName(to) }),
    t("ear.collected", { tokens: countsText(moved.collected) }),
  ];
  const before: string[] = [];
  const after: string[] = [];
  for (const event of entry.events) {
    // An emptied cup or an activated upgrade came before the move: said first.
    if (event.type === "upgradeActivated" || event.type === "cupEmptied") before.push(describeEvent(event, words)!);
    else if (event.type === "orderCompleted") clauses.push(t("ear.completed", { card: cardName(words.edition, event.card) }));
    // The end is said once, with the winner and the scores, by whoever tells it (cr-announcer.ts, the log).
    else if (event.type !== "moved" && event.type !== "gameEnded") {
      const text = describeEvent(event, words);
      if (text) after.push(text);
    }
  }
  return [...before, `${clauses.join(", ")}.`, ...after].join(" ");
}

/** The entries after `since` that others played (the viewer knows their own), as sentences. */
export function othersMoves(log: readonly LoggedAction[], since: number, you: number | null, words: EventWords): string[] {
  return log.filter((entry) => entry.seq > since && entry.action.player !== you).map((entry) => moveSentence(entry, words));
}

/** Who stands on a square: "Ann's meeple 1a". */
export function meeplesOn(players: readonly PlayerState[], names: readonly string[], square: number): string[] {
  return players.flatMap((player, seat) =>
    player.meeples.flatMap((at, index) =>
      at === square ? [t("table.meepleOf", { name: names[seat], mark: meepleMark(seat, index, player.meeples.length) })] : [],
    ),
  );
}

/** A square in words: "milk, Ann's meeple 1a". */
export function squareText(view: Pick<GameView, "board" | "players">, names: readonly string[], square: number): string {
  return [ingredientName(view.board[square]), ...meeplesOn(view.players, names, square)].join(", ");
}

/** Every square by row: what the board shortcut reads. */
export function boardText(view: Pick<GameView, "board" | "players">, names: readonly string[]): string {
  return view.board.map((_, square) => `${squareName(square)}: ${squareText(view, names, square)}.`).join(" ");
}

export function cupsText(player: PlayerState): string {
  return player.cups.map((contents, cup) => `${cupText(contents, cup)}.`).join(" ");
}

/** One order: "Position 2: Caramel Latte, 1 coffee and 1 caramel, 3 points, drops after 2 turns". */
export function orderText(view: GameView, owner: number, card: number, position: number): string {
  const outlook = cardOutlook(view, owner, card, []);
  const drops = outlook.dropsAfterTurns === null ? t("ear.order.neverDrops") : plural("ear.order.drops", outlook.dropsAfterTurns);
  const { edition } = view.options;
  const name = cardName(edition, card);
  return t("ear.order", {
    position: position + 1,
    // A specialty earns a speed token when completed: the text table and Alt+Shift+O say which.
    card: cardOf(edition, card).specialty ? t("ear.order.specialty", { card: name, token: speedTokens(edition, 1) }) : name,
    recipe: countsText(outlook.recipe),
    points: plural("ear.points", outlook.likePoints),
    drops,
  });
}

/** "3", or "3, copy 2" when two identical orders share position 3: a screen reader tells the two apart. */
export function queuePlace(edition: EditionId, queue: readonly (readonly number[])[], card: number): string {
  const { position, copy } = queueCopy(edition, queue, card);
  return copy === null ? String(position) : t("ear.complete.copy", { position, copy });
}

export function ordersText(view: GameView, owner: number): string {
  const orders = view.players[owner].queue.flatMap((cards, position) => cards.map((card) => orderText(view, owner, card, position)));
  return orders.length === 0 ? t("ear.orders.none") : orders.map((order) => `${order}.`).join(" ");
}

/** Each seat's points now, by seat (the view's ranking scores likes, upgrades and dislikes as the edition does). */
export function scores(view: Pick<GameView, "players" | "ranking">): number[] {
  return view.players.map((_, seat) => view.ranking.find((entry) => entry.player === seat)?.total ?? 0);
}

export function scoresText(view: Pick<GameView, "players" | "ranking">, names: readonly string[]): string {
  return listText(scores(view).map((points, seat) => t("ear.score", { name: names[seat], points })));
}

/** The end, once: "The game is over. Winner: Ben. Tied on points: decided by likes. Ann 4 and Ben 4." */
export function endSentence(view: GameView, names: readonly string[]): string {
  const lines = [t("ear.gameOver")];
  if (view.phase === "ended") {
    const winners = view.winners ?? view.ranking.filter((entry) => entry.rank === 1).map((entry) => entry.player);
    lines.push(t("ear.winner", { names: listText(winners.map((seat) => names[seat])) }));
    // The runner-up's tie break, when it is one the winner won (not a shared rank): why the win.
    const tieBreak = view.ranking[1]?.tieBreak;
    if (tieBreak === "likes") lines.push(t("ear.tieWon.likes"));
    if (tieBreak === "speedTokens") lines.push(t(`ear.tieWon.speedTokens.${view.options.edition}`));
  }
  lines.push(`${scoresText(view, names)}.`);
  return lines.join(" ");
}
