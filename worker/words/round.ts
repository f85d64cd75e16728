/** The round a game is in, as messages and link previews say it (placement is round 1). */
export function roundOf(turnsPlayed: number, players: number): number {
  return Math.floor(turnsPlayed / players) + 1;
}
