import type { GameSnapshot } from "../../protocol/types.js";
import type { Trail } from "./changes.js";

/**
 * The viewer's plan as the board draws it, a ghost of the move: from the meeple it moves along its
 * path, or the square a placement takes. Only the plan's owner has it (their snapshot alone carries it).
 */
export function planTrail(snapshot: GameSnapshot): Trail | null {
  const { plan, you, view } = snapshot;
  if (!plan || you === null) return null;
  const { action } = plan;
  if (action.type === "place") return { player: you, from: action.square, path: [] };
  const from = view.players[you]?.meeples[action.meeple ?? 0];
  return from === undefined || from === null ? null : { player: you, from, path: action.path };
}
