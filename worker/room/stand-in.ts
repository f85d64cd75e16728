import { chooseAction, type BotLevel } from "../../game/bots/index.js";
import type { Action, GameState } from "../../game/engine/index.js";

/**
 * The bot that plays a seat whose time ran out, or a seat the host handed to a bot. The one place
 * the room calls a bot, so changing bots is a change here.
 */
export type { BotLevel };

/** The level that plays a timed-out turn: a sensible move, not a brilliant one. */
export const TIMEOUT_BOT_LEVEL: BotLevel = "medium";

export function standInAction(state: GameState, seat: number, level: BotLevel, seed: string): Action {
  return chooseAction(state, { level }, seed, seat);
}
