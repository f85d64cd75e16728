import type { LoggedAction } from "../../protocol/types.js";

/** A meeple's move (or placement: an empty path) since the player's last look, drawn on the board. */
export interface Trail {
  player: number;
  from: number;
  path: number[];
}

/** What the other players did since the viewer's last look, as the table highlights it. */
export interface Changes {
  trails: Trail[];
  /** By seat: how many of the cards in position 1 are new (drawn there since, and not moved on). */
  drawn: Map<number, number>;
  /** By seat: the cards completed. */
  completed: Map<number, number[]>;
}

/**
 * The changes in the log after entry `since`, leaving out the viewer's own actions (they know
 * what they did). A later move of the same meeple extends its trail. Cards are drawn into
 * position 1 (surges and the flow of time); a player's own turn moves their queue on, so only
 * draws since their last action are still new there.
 */
export function changesSince(log: readonly LoggedAction[], since: number, you: number | null): Changes {
  const changes: Changes = { trails: [], drawn: new Map(), completed: new Map() };
  for (const entry of log) {
    if (entry.seq <= since) continue;
    changes.drawn.delete(entry.action.player);
    if (entry.action.player === you) continue;
    for (const event of entry.events) {
      switch (event.type) {
        case "placed":
          changes.trails.push({ player: event.player, from: event.square, path: [] });
          break;
        case "moved": {
          const earlier = changes.trails.find((trail) => trail.player === event.player && (trail.path.at(-1) ?? trail.from) === event.from);
          if (earlier) earlier.path.push(...event.path);
          else changes.trails.push({ player: event.player, from: event.from, path: [...event.path] });
          break;
        }
        case "cardsDrawn":
          changes.drawn.set(event.player, (changes.drawn.get(event.player) ?? 0) + event.cards);
          break;
        case "orderCompleted":
          changes.completed.set(event.player, [...(changes.completed.get(event.player) ?? []), event.card]);
          break;
      }
    }
  }
  return changes;
}
