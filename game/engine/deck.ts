import type { CloseReason, GameEvent, GameState } from "./types.js";

/** Flips the start token to CLOSED (once; the first reason is kept). */
export function closeToken(state: GameState, reason: CloseReason, events: GameEvent[] | null): void {
  if (state.token === "closed") return;
  state.token = "closed";
  state.closedBy = reason;
  events?.push({ type: "tokenClosed", reason });
}

export type DrawReason = "surge" | "flowOfTime";

/**
 * Draws up to `count` cards from the top of the deck onto a queue position. A draw that empties
 * the deck or cannot be made in full closes the token. Setup draws pass no events.
 */
export function drawCards(
  state: GameState,
  player: number,
  count: number,
  position: number,
  events: GameEvent[] | null,
  reason: DrawReason = "surge",
): void {
  if (count <= 0) return;
  const slot = state.players[player].queue[position];
  let drawn = 0;
  while (drawn < count && state.deck.length > 0) {
    slot.push(state.deck.pop()!);
    drawn++;
  }
  if (drawn > 0) events?.push({ type: "cardsDrawn", player, cards: drawn, reason });
  if (state.deck.length === 0) closeToken(state, "deck", events);
}
