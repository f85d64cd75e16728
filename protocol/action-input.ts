import type { Action } from "../game/engine/index.js";
import type { ActionInput } from "./schemas.js";

/** An engine action as a client sends it: without the player, whom the seat names. (No zod here: pages import it.) */
export function inputOf(action: Action): ActionInput {
  const { player: _player, ...input } = action;
  return input as ActionInput;
}
