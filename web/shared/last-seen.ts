/**
 * The newest entry this browser has shown for a game, per list ("log": what happened, "talk": the
 * table talk), so each can mark what is new since.
 */

export type SeenList = "log" | "talk";

function key(gameId: string, list: SeenList): string {
  return list === "log" ? `coffee-rush:last-seen:${gameId}` : `coffee-rush:last-seen-${list}:${gameId}`;
}

export function lastSeenSeq(gameId: string, list: SeenList = "log"): number {
  try {
    return Number(globalThis.localStorage?.getItem(key(gameId, list)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

export function markSeen(gameId: string, seq: number, list: SeenList = "log"): void {
  try {
    if (seq > lastSeenSeq(gameId, list)) globalThis.localStorage?.setItem(key(gameId, list), String(seq));
  } catch {
    // Storage off or full: the list just can't tell what is new next time.
  }
}
