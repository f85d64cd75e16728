import type { ActionInput } from "../../worker/api/schemas.js";
import { chooseAction } from "../../worker/bots/index.js";
import { stateFromView } from "../../worker/engine/index.js";
import type { SuggestMove } from "./suggestion.js";

/**
 * "Suggest a move" without a server (the guided game): the medium bot, in the browser, on the
 * seat's own view, with the seed the service uses, so both give the same move for the same game.
 */
export const suggestLocally: SuggestMove = async (snapshot) => {
  const { player: _player, ...move } = chooseAction(stateFromView(snapshot.view), { level: "medium" }, `${snapshot.gameId}|${snapshot.version}`, snapshot.you ?? undefined);
  return move as ActionInput;
};
