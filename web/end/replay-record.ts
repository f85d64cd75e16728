import {
  applyActionInPlace,
  cloneState,
  createGame,
  rulesFor,
  scoreOf,
  type Action,
  type GameEvent,
  type GameState,
  type Result,
} from "../../game/engine/index.js";
import type { GameRecord } from "../../protocol/types.js";

/** One step of a finished game: the state after an action (the first step: after setup). */
export interface ReplayStep {
  state: GameState;
  action: Action | null;
  events: GameEvent[];
}

/** Replays a record with the engine, keeping the state after every action. */
export function replaySteps(record: GameRecord): Result<ReplayStep[]> {
  const created = createGame(record.options, record.seed);
  if (!created.ok) return created;
  const state = created.value;
  const steps: ReplayStep[] = [{ state: cloneState(state), action: null, events: [] }];
  for (const { action } of record.actions) {
    const applied = applyActionInPlace(state, action);
    if (!applied.ok) return applied;
    steps.push({ state: cloneState(state), action, events: applied.value });
  }
  return { ok: true, value: steps };
}

/** Every player's score after setup and after each turn: totals[turn][seat]. */
export function scoreHistory(steps: readonly ReplayStep[]): number[][] {
  const totalsOf = (state: GameState) => state.players.map((_, seat) => scoreOf(state, rulesFor(state.options), seat).total);
  return [totalsOf(steps[0].state), ...steps.filter((step) => step.action?.type === "turn").map((step) => totalsOf(step.state))];
}
