/**
 * A driver for bot-only games in tests: every seat is a bot level, every decision is checked with
 * the engine before it is applied, and the game is cut at `maxActions` so no loop is unbounded.
 */
import { plannedAction, type BotLevel } from "../../game/bots/index.js";
import { VARIANT_COMBOS } from "../engine/arbitraries.js";
import {
  applyActionInPlace,
  createGame,
  toAct,
  validateAction,
  type Action,
  type GameOptions,
  type GameState,
  type PlayerCount,
  type UpgradeId,
} from "../../game/engine/index.js";


/** Table upgrades for Winter games, so Jump and Double Destination get played too. */
const WINTER_TABLES: readonly UpgradeId[][] = [
  ["doubleMeeples", "diagonalMovement", "doubleCorners", "doubleSpecialties"],
  ["doubleMeeples", "doubleDestination", "diagonalMovement", "jump"],
  ["doubleCorners", "doubleSpecialties", "doubleDestination", "jump"],
];

/** The i-th game setup: combos, player counts and Winter upgrade tables all cycle. */
export function setupFor(i: number): GameOptions {
  const combo = VARIANT_COMBOS[i % VARIANT_COMBOS.length];
  const players = ([2, 3, 4] as PlayerCount[])[Math.floor(i / VARIANT_COMBOS.length) % 3];
  const options: GameOptions = { edition: combo.edition, players, variants: [...combo.variants] };
  const tablePicks = combo.edition === "winter" && !combo.variants.includes("variableUpgrades") && !combo.variants.includes("juniorBarista");
  if (tablePicks) options.upgrades = [...WINTER_TABLES[Math.floor(i / (VARIANT_COMBOS.length * 3)) % WINTER_TABLES.length]];
  return options;
}

export interface Played {
  state: GameState;
  log: Action[];
  ended: boolean;
}

/** The seat a decision is asked of: the one to act (the first still choosing upgrades). */
export function seatToAct(state: GameState): number {
  return toAct(state)[0];
}

/**
 * Plays a game of bots. Each decision is the level's own (no fallback): it must be non-null and
 * pass the engine's validation, else the test fails with the game's coordinates.
 */
export function playBots(options: GameOptions, seed: string, levels: readonly BotLevel[], maxActions = 2000): Played {
  const created = createGame(options, seed);
  if (!created.ok) throw new Error(`createGame ${JSON.stringify(options)}: ${created.error.message}`);
  const state = created.value;
  const log: Action[] = [];
  while (state.phase !== "ended" && log.length < maxActions) {
    const seat = seatToAct(state);
    const level = levels[seat];
    const action = plannedAction(state, { level }, `${seed}/${log.length}`, seat);
    const where = () => `${level} seat ${seat}, game ${JSON.stringify(options)} seed "${seed}", action #${log.length}`;
    if (action === null) throw new Error(`no action from ${where()}`);
    const problem = validateAction(state, action);
    if (problem) throw new Error(`illegal action from ${where()}: ${problem.code} ${problem.message} ${JSON.stringify(action)}`);
    const applied = applyActionInPlace(state, action);
    if (!applied.ok) throw new Error(`refused: ${applied.error.message}`);
    log.push(action);
  }
  return { state, log, ended: state.phase === "ended" };
}

/**
 * `games` seeded games for one level, each on the next edition × variant × player-count setup:
 * mostly the level against itself, every third game against the other levels seat by seat. Every
 * decision must be legal (`playBots`) and every game must end within the action cap.
 */
export function playLegalGames(level: BotLevel, games: number): { turns: number; unfinished: string[] } {
  let turns = 0;
  const unfinished: string[] = [];
  for (let i = 0; i < games; i++) {
    const options = setupFor(i);
    const others = (["random", "easy", "medium", "hard"] as BotLevel[]).filter((l) => l !== level && (l !== "hard" || i % 9 === 2));
    const levels = Array.from({ length: options.players }, (_, seat) =>
      i % 3 !== 2 || seat === i % options.players ? level : others[(i + seat) % others.length],
    );
    const game = playBots(options, `legal-${level}-${i}`, levels);
    turns += game.state.turnsPlayed;
    if (!game.ended) unfinished.push(`${JSON.stringify(options)} legal-${level}-${i}`);
  }
  return { turns, unfinished };
}
