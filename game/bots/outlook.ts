import { rulesFor, type GameState, type Rules } from "../engine/index.js";

/**
 * How much game is left and what things are worth, from public information only (deck size,
 * dislikes, queues, the start token): the scale every evaluation is expressed in.
 */
export interface Outlook {
  player: number;
  rules: Rules;
  /** Points per like, per active upgrade, and lost per dislike (a positive number). */
  like: number;
  upgrade: number;
  dislike: number;
  /** This turn is the player's last (the token is CLOSED). */
  lastTurn: boolean;
  /** The player's own turns after this one, if this turn does not end the game. */
  futureTurns: number;
  deckSize: number;
}

/** Cards drawn per round besides surges, and an average of surge cards per turn. */
const SURGE_PER_TURN = 0.8;
const HORIZON_CAP = 12;

export function outlookFor(state: GameState, player: number): Outlook {
  const rules = rulesFor(state.options);
  const { scoring } = rules.edition;
  const lastTurn = state.token === "closed";
  const deckSize = state.deck.length;
  let future: number;
  if (lastTurn) future = 0;
  else if (rules.closeWhenQueueCleared) {
    // Junior Barista: a race to clear a queue; the shortest queue sets the pace.
    const shortest = Math.min(...state.players.map((p) => p.queue.reduce((n, slot) => n + slot.length, 0)));
    future = Math.max(1, Math.ceil(shortest / 0.9));
  } else {
    const perRound =
      (rules.drawAfterFlow ? rules.players : 0) + SURGE_PER_TURN * rules.players * Math.max(1, rules.surgeRecipients);
    future = Math.floor(deckSize / perRound);
    const worst = Math.max(...state.players.map((p) => p.dislikes.length));
    if (worst >= rules.dislikesToClose - 1) future = Math.min(future, 2);
  }
  return {
    player,
    rules,
    like: scoring.like,
    upgrade: scoring.upgrade,
    dislike: -scoring.dislike,
    lastTurn,
    futureTurns: Math.min(HORIZON_CAP, Math.max(0, future)),
    deckSize,
  };
}

/**
 * The player's future turns after this one, given what this turn does: 0 when it closes the
 * start token (a draw empties the deck, R-2, or the player reaches the dislike limit), since a
 * player never gets another turn after the token flips on their own turn.
 */
export function futureAfter(outlook: Outlook, completed: number, dislikesAfter: number): number {
  if (outlook.lastTurn) return 0;
  const { rules } = outlook;
  if (dislikesAfter >= rules.dislikesToClose && rules.flowOfTime) return 0;
  if (!rules.closeWhenQueueCleared) {
    const drawn = completed * rules.surgeRecipients + (rules.drawAfterFlow ? 1 : 0);
    if (drawn > 0 && outlook.deckSize <= drawn) return 0;
  }
  return outlook.futureTurns;
}

/** A speed token's worth: about a third of an order while turns remain, a tie-break at the end. */
export function tokenValue(outlook: Outlook, future: number): number {
  return outlook.like * 0.3 * Math.min(1, future / 2) + 0.02;
}
