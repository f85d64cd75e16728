/**
 * Who made a move: the seat's player, a bot the seat was handed to, the bot that plays when time
 * runs out, the seat's player submitting the move suggested to them unchanged, or the room
 * playing the move the seat's player planned before their turn came (plan.ts).
 */
export type ActionBy = "player" | "timeout-bot" | "bot" | "suggestion" | "plan";

/** Whether the seat's player chose the move themselves (a suggestion they submitted, or a plan they left, is theirs). */
export function byThePlayer(by: ActionBy): boolean {
  return by === "player" || by === "suggestion" || by === "plan";
}
