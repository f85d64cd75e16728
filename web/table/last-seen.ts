/** The newest log entry this browser has shown for a game, so the log can mark what is new since. */

function key(gameId: string): string {
  return `coffee-rush:last-seen:${gameId}`;
}

export function lastSeenSeq(gameId: string): number {
  try {
    return Number(globalThis.localStorage?.getItem(key(gameId)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

export function markSeen(gameId: string, seq: number): void {
  try {
    if (seq > lastSeenSeq(gameId)) globalThis.localStorage?.setItem(key(gameId), String(seq));
  } catch {
    // Storage off or full: the log just can't tell what is new next time.
  }
}
