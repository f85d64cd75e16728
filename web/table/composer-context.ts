import type { ActionInput } from "../../protocol/schemas.js";
import type { GameSnapshot } from "../../protocol/types.js";
import type { Refusal } from "../api/refusal.js";
import { createContext } from "../shared/context.js";

/**
 * Where "Suggest a move" gets its move: the page's business. The game page asks the service (POST
 * /api/games/:id/suggestion, web/api/games.ts), the guided game runs the medium bot in the browser.
 */
export type SuggestMove = (snapshot: GameSnapshot) => Promise<ActionInput>;

/**
 * What a table hands the composer it shows, whichever it is (cr-table's drawn ones, cr-text-table's
 * text ones): the table provides it, the composer takes it (web/composer/composer-element.ts says
 * what each means), so nothing passes it on by hand.
 */
export interface ComposerProps {
  snapshot: GameSnapshot;
  pending: boolean;
  serverError: Refusal | null;
  fit: boolean;
  aim: ActionInput | null;
  quick: boolean;
  suggest: SuggestMove | null;
}

export const composerContext = createContext<ComposerProps>("composer");
