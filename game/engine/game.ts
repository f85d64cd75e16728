import { engineError, ok } from "./errors.js";
import { checkPlacement, checkUpgradeChoiceAction, commitPlacement, commitUpgradeChoice } from "./placement.js";
import { rulesFor } from "./rules.js";
import { analyseTurn, commitTurn } from "./turn.js";
import type { Action, Applied, EngineError, GameEvent, GameState, Result } from "./types.js";

type Commit = (state: GameState, events: GameEvent[]) => void;

/** The players the game waits for: several while upgrades are picked, else the one to act. */
export function toAct(state: GameState): number[] {
  switch (state.phase) {
    case "chooseUpgrades":
      return state.players.flatMap((player, seat) => (player.upgrades.length === 0 ? [seat] : []));
    case "placement":
    case "turns":
      return [state.current];
    case "ended":
      return [];
  }
}

const PHASE_OF: Record<Action["type"], GameState["phase"]> = {
  chooseUpgrades: "chooseUpgrades",
  place: "placement",
  turn: "turns",
};

const PHASE_WORDS: Record<GameState["phase"], string> = {
  chooseUpgrades: "players are picking their upgrades",
  placement: "players are placing their meeples",
  turns: "players are taking turns",
  ended: "the game is over",
};

function whoMayAct(state: GameState, action: unknown): EngineError | null {
  if (typeof action !== "object" || action === null) return engineError("MALFORMED_ACTION", "An action must be an object.");
  const { type, player } = action as Partial<Action>;
  if (type === undefined || !Object.hasOwn(PHASE_OF, type)) {
    return engineError("MALFORMED_ACTION", "Unknown kind of action: choose upgrades, place a meeple or take a turn.");
  }
  if (!Number.isInteger(player) || player! < 0 || player! >= state.players.length) {
    return engineError("MALFORMED_ACTION", "The action must name a seat of this game.");
  }
  if (state.phase === "ended") return engineError("GAME_OVER", "The game is over.");
  if (PHASE_OF[type] !== state.phase) {
    return engineError("WRONG_PHASE", `You can't do that now: ${PHASE_WORDS[state.phase]}.`);
  }
  // While upgrades are picked everyone may act; a second pick gets its own error below.
  if (type !== "chooseUpgrades" && !toAct(state).includes(player!)) return engineError("NOT_YOUR_TURN", "It's not your turn.");
  return null;
}

/** Validates an action completely against the state, without changing anything. */
function prepare(state: GameState, action: Action): Result<Commit> {
  const refused = whoMayAct(state, action);
  if (refused) return { ok: false, error: refused };
  const rules = rulesFor(state.options);
  switch (action.type) {
    case "chooseUpgrades": {
      const problem = checkUpgradeChoiceAction(state, rules, action);
      return problem ? { ok: false, error: problem } : ok((target, events) => commitUpgradeChoice(target, action, events));
    }
    case "place": {
      const problem = checkPlacement(state, action);
      return problem ? { ok: false, error: problem } : ok((target, events) => commitPlacement(target, action, events));
    }
    case "turn": {
      const analysis = analyseTurn(state, rules, action.player, action);
      if (analysis.problem) return { ok: false, error: analysis.problem };
      return ok((target, events) => commitTurn(target, rules, analysis, events));
    }
  }
}

/** Checks an action; returns the reason it would be refused, or null. */
export function validateAction(state: GameState, action: Action): EngineError | null {
  const prepared = prepare(state, action);
  return prepared.ok ? null : prepared.error;
}

/**
 * The reducer: the state after `action`, and what happened. The given state is never changed;
 * a refused action returns a typed error.
 */
export function applyAction(state: GameState, action: Action): Result<Applied> {
  const prepared = prepare(state, action);
  if (!prepared.ok) return prepared;
  const next = cloneState(state);
  const events: GameEvent[] = [];
  prepared.value(next, events);
  return ok({ state: next, events });
}

/** Like applyAction but changes `state` itself: for replays and bots that own their copy. */
export function applyActionInPlace(state: GameState, action: Action): Result<GameEvent[]> {
  const prepared = prepare(state, action);
  if (!prepared.ok) return prepared;
  const events: GameEvent[] = [];
  prepared.value(state, events);
  return ok(events);
}

/** A deep copy (the state is plain JSON; this is faster than structuredClone). */
export function cloneState(state: GameState): GameState {
  return {
    ...state,
    // options never change after setup: shared, so rulesFor's cache keeps working.
    rng: [...state.rng],
    board: [...state.board],
    deck: [...state.deck],
    removed: [...state.removed],
    supply: state.supply ? { ...state.supply } : null,
    players: state.players.map((player) => ({
      meeples: [...player.meeples],
      cups: player.cups.map((cup) => ({ ...cup })),
      queue: player.queue.map((slot) => [...slot]),
      likes: [...player.likes],
      dislikes: [...player.dislikes],
      discarded: [...player.discarded],
      speedTokens: player.speedTokens,
      upgrades: player.upgrades.map((tile) => ({ ...tile })),
    })),
    placementOrder: [...state.placementOrder],
    winners: state.winners ? [...state.winners] : null,
  };
}
