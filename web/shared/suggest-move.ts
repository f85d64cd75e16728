import type { ActionInput } from "../../protocol/schemas.js";
import type { GameSnapshot } from "../../protocol/types.js";

/**
 * Where "Suggest a move" gets its move: the page's business, handed through the table to the
 * composers (web/composer/suggestion.ts). The game page asks the service (POST
 * /api/games/:id/suggestion, web/api/games.ts), the guided game runs the medium bot in the browser.
 */
export type SuggestMove = (snapshot: GameSnapshot) => Promise<ActionInput>;
