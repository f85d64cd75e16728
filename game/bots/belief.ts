import { EDITIONS, cloneState, type GameState } from "../engine/index.js";
import { shuffleInPlace, type RngState } from "../engine/rng.js";

/**
 * What a player may believe about the hidden deck: every card of the edition not seen in
 * any queue, like, dislike or discard pile is in the deck or out of the game, in unknown order.
 * A bot that looks ahead plays on a copy whose deck is a sample of those cards — it never reads
 * the real deck's contents (only its length), so it decides the same on the full state as on
 * `stateFromView(viewFor(state, seat))`.
 */
export function unseenCards(state: GameState): number[] {
  const seen = new Uint8Array(EDITIONS[state.options.edition].deck.length);
  for (const player of state.players) {
    for (const slot of player.queue) for (const card of slot) seen[card] = 1;
    for (const card of player.likes) seen[card] = 1;
    for (const card of player.dislikes) seen[card] = 1;
    for (const card of player.discarded) seen[card] = 1;
  }
  const unseen: number[] = [];
  for (let id = 0; id < seen.length; id++) if (!seen[id]) unseen.push(id);
  return unseen;
}

/** A copy of the game to simulate on: the deck replaced by a sample of the unseen cards. */
export function sampledWorld(state: GameState, rng: RngState): GameState {
  const world = cloneState(state);
  const pool = shuffleInPlace(unseenCards(state), rng);
  const size = state.deck.length;
  const deck: number[] = [];
  for (let i = 0; i < size; i++) deck.push(pool.length > 0 ? pool[i % pool.length] : 0);
  world.deck = deck;
  world.removed = [];
  world.rng = [1, 2, 3, 4];
  return world;
}
