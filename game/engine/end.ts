import { closeToken } from "./deck.js";
import type { Rules } from "./rules.js";
import type { GameEvent, GameState, PlayerState } from "./types.js";

/** The seat that plays the last turn: the starting player's right (§4). */
export function lastSeat(state: GameState): number {
  const n = state.players.length;
  return (state.startingPlayer + n - 1) % n;
}

function queueIsEmpty(player: PlayerState): boolean {
  for (const slot of player.queue) if (slot.length > 0) return false;
  return true;
}

/**
 * End-of-turn checks (§4): Junior Barista's cleared queue, the stall of R-14, then either the game
 * ends (token CLOSED and the last seat has played) or the turn passes to the left.
 */
export function finishTurn(state: GameState, rules: Rules, events: GameEvent[]): void {
  if (rules.closeWhenQueueCleared && state.players.some(queueIsEmpty)) closeToken(state, "queueCleared", events);
  if (state.players.every(queueIsEmpty)) closeToken(state, "stall", events);
  const player = state.current;
  state.turnsPlayed++;
  events.push({ type: "turnEnded", player });
  if (state.token === "closed" && player === lastSeat(state)) {
    state.phase = "ended";
    state.winners = ranking(state, rules)
      .filter((entry) => entry.rank === 1)
      .map((entry) => entry.player);
    events.push({ type: "gameEnded", winners: state.winners });
  } else {
    state.current = (player + 1) % state.players.length;
  }
}

/** Turns still to be played, the current one included, once the token is CLOSED; null while OPEN. */
export function turnsLeft(state: GameState): number | null {
  if (state.phase === "ended") return 0;
  if (state.token === "open" || state.phase !== "turns") return null;
  const n = state.players.length;
  return ((lastSeat(state) - state.current + n) % n) + 1;
}

export interface Score {
  player: number;
  likes: number;
  upgrades: number;
  dislikes: number;
  speedTokens: number;
  /** Points from each part, by the edition's scoring (§1). */
  points: { likes: number; upgrades: number; dislikes: number };
  total: number;
}

export function scoreOf(state: GameState, rules: Rules, seat: number): Score {
  const player = state.players[seat];
  const { scoring } = rules.edition;
  const upgrades = player.upgrades.filter((tile) => tile.active).length;
  const points = {
    likes: player.likes.length * scoring.like,
    upgrades: upgrades * scoring.upgrade,
    dislikes: player.dislikes.length * scoring.dislike,
  };
  return {
    player: seat,
    likes: player.likes.length,
    upgrades,
    dislikes: player.dislikes.length,
    speedTokens: player.speedTokens,
    points,
    total: points.likes + points.upgrades + points.dislikes,
  };
}

export interface RankEntry extends Score {
  /** 1 for the winners; tied players share a rank. */
  rank: number;
  /** What separated this player from the one ranked just above, if the score was equal. */
  tieBreak: "likes" | "speedTokens" | "shared" | null;
}

/** Highest score; ties broken by likes, then speed tokens; still tied, the rank is shared (§4). */
export function ranking(state: GameState, rules: Rules): RankEntry[] {
  const scores = state.players.map((_, seat) => scoreOf(state, rules, seat));
  scores.sort((a, b) => b.total - a.total || b.likes - a.likes || b.speedTokens - a.speedTokens || a.player - b.player);
  const entries = scores as RankEntry[];
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index];
    const above = entries[index - 1];
    entry.rank = index + 1;
    entry.tieBreak = null;
    if (above && above.total === entry.total) {
      if (above.likes !== entry.likes) entry.tieBreak = "likes";
      else if (above.speedTokens !== entry.speedTokens) entry.tieBreak = "speedTokens";
      else {
        entry.tieBreak = "shared";
        entry.rank = above.rank;
      }
    }
  }
  return entries;
}
