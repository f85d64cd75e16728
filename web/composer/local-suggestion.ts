import { inputOf } from "../../protocol/action-input.js";
import { suggestedMove } from "../../game/bots/index.js";
import type { SuggestMove } from "../table/composer-context.js";

/** "Suggest a move" without a server (the guided game): the service's suggestion, worked out in the browser. */
export const suggestLocally: SuggestMove = async (snapshot) =>
  inputOf(suggestedMove(snapshot.view, snapshot.gameId, snapshot.version, snapshot.you ?? undefined));
