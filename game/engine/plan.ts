import { addAll, compact, sameCounts, type Counts } from "./counts.js";
import { engineError, fail, ok } from "./errors.js";
import { applyAction, cloneState, toAct } from "./game.js";
import type { Applied, GameState, PlaceAction, Result, TurnAction } from "./types.js";

/**
 * Plans: a player's next placement or turn, composed while another player acts, against the table
 * as it is then, and played by the room the moment their turn comes if it still holds. What can
 * change meanwhile is the others' doing: where their meeples stand (a path may no longer end on
 * its square), what the limited supply still holds (R-7), the cards a surge adds to the queue.
 * The player chooses what "still holds" means:
 * - "same": the move is legal and collects exactly what it collected when planned, so its pours
 *   and completions mean what they meant (the default);
 * - "legal": the move is legal, whatever it collects now.
 */
export type PlanMode = "same" | "legal";

export interface Plan {
  action: PlaceAction | TurnAction;
  /** What the move collected on the table it was planned against (the "same" mode compares). */
  collects: Counts;
}

/**
 * A plan for `action` against the table as it is now, checked as if it were the player's turn
 * already; refused (with the engine's reason) when it would be refused then.
 */
export function makePlan(state: GameState, action: PlaceAction | TurnAction): Result<Plan> {
  if (state.phase === "ended") return fail("GAME_OVER", "The game is over.");
  const played = applyAction(asTheirTurn(state, action.player), action);
  if (!played.ok) return played;
  return ok({ action, collects: collectedBy(played.value) });
}

/**
 * Whether a plan holds now that it is the player's turn: the move applied (to commit as it is), or
 * why the plan lapses — the engine's refusal, or COLLECTS_OTHERWISE in the "same" mode.
 */
export function planHolds(state: GameState, plan: Plan, mode: PlanMode): Result<Applied> {
  if (state.phase === "ended") return fail("GAME_OVER", "The game is over.");
  if (!toAct(state).includes(plan.action.player)) return fail("NOT_YOUR_TURN", "It's not your turn yet.");
  const played = applyAction(state, plan.action);
  if (!played.ok) return played;
  if (mode === "same" && !sameCounts(collectedBy(played.value), plan.collects)) {
    return { ok: false, error: engineError("COLLECTS_OTHERWISE", "The move would no longer collect what it did when you planned it: the supply has changed.") };
  }
  return played;
}

/** The table as it is, with the player to act (placement or turns as now): what a plan is checked against. */
export function asTheirTurn(state: GameState, player: number): GameState {
  const theirs = cloneState(state);
  if (theirs.phase === "placement" || theirs.phase === "turns") theirs.current = player;
  return theirs;
}

/** Everything a move took from the board: a placement's square, or a turn's path. */
function collectedBy({ events }: Applied): Counts {
  const collected: Counts = {};
  for (const event of events) if (event.type === "placed" || event.type === "moved") addAll(collected, event.collected);
  return compact(collected);
}
