import { applyActionInPlace, createGame, rulesFor, scoreOf, type Action, type GameOptions, type GameState } from "../engine/index.js";
import { chooseAction, type BotLevel } from "./index.js";

/**
 * Bot-only games, for the benchmark and the tests: each seat is given a level, every decision is
 * the bot's (each with its own seed, derived from the game's), and the engine applies it.
 */
export interface MatchResult {
  state: GameState;
  log: Action[];
  /** Points per seat. */
  scores: number[];
  winners: number[];
  /** False when `maxActions` ran out first. */
  ended: boolean;
}

export interface MatchHooks {
  /** Called before each decision is applied; `decide` returns the action (time it here). */
  decide?: (state: GameState, seat: number, level: BotLevel, seed: string) => Action;
  maxActions?: number;
}

export function playMatch(options: GameOptions, seed: string, levels: readonly BotLevel[], hooks: MatchHooks = {}): MatchResult {
  const created = createGame(options, seed);
  if (!created.ok) throw new Error(`createGame: ${created.error.message}`);
  const state = created.value;
  const decide = hooks.decide ?? ((s, seat, level, botSeed) => chooseAction(s, { level }, botSeed, seat));
  const maxActions = hooks.maxActions ?? 5000;
  const log: Action[] = [];
  while (state.phase !== "ended" && log.length < maxActions) {
    const seat = state.phase === "chooseUpgrades" ? state.players.findIndex((p) => p.upgrades.length === 0) : state.current;
    const action = decide(state, seat, levels[seat], `${seed}#${log.length}`);
    const applied = applyActionInPlace(state, action);
    if (!applied.ok) throw new Error(`seat ${seat} (${levels[seat]}) was refused: ${applied.error.code} ${applied.error.message}`);
    log.push(action);
  }
  const rules = rulesFor(state.options);
  return {
    state,
    log,
    scores: state.players.map((_, seat) => scoreOf(state, rules, seat).total),
    winners: state.winners ?? [],
    ended: state.phase === "ended",
  };
}
