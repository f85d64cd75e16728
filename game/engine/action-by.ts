/**
 * Who made a move: the seat's player, a bot the seat was handed to, the bot that plays when time
 * runs out, or the seat's player submitting the move suggested to them unchanged.
 */
export type ActionBy = "player" | "timeout-bot" | "bot" | "suggestion";

/** Whether the seat's player chose the move themselves (a suggestion they submitted is theirs). */
export function byThePlayer(by: ActionBy): boolean {
  return by === "player" || by === "suggestion";
}
