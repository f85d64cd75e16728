import {
  UPGRADES_PER_PLAYER,
  legalPlacements,
  legalTurns,
  rulesFor,
  stateFromView,
  toAct,
  validateAction,
  type Action,
  type GameState,
  type GameView,
  type TurnAction,
} from "../engine/index.js";
import { rngFromSeed, shuffleInPlace, type RngState } from "../engine/rng.js";
import { LEVELS, type BotLevel } from "./levels.js";
import { choosePlacement, chooseUpgrades } from "./opening.js";
import { randomAction } from "./random.js";
import { strategicTurn } from "./strategic.js";

export { BOT_LEVELS, isBotLevel, type BotLevel } from "./levels.js";

export interface BotSettings {
  level: BotLevel;
}

/**
 * The bots' one entry point: a legal action for the player who must act now (upgrade choice,
 * meeple placement or a whole turn). Deterministic: the same state, level and seed give the same
 * action. The bot reads only what a player may see (R-11) — never the deck's order, only its
 * size — so `stateFromView(viewFor(state, seat))` gets the same answer as the full state.
 *
 * `seat` picks which player acts while several may (variable upgrades are chosen by everyone at
 * once); by default the first player the game waits for. Throws when nobody is to act, or when
 * `seat` is not to act now.
 */
export function chooseAction(state: GameState, bot: BotSettings, seed: string, seat?: number): Action {
  const waiting = toAct(state);
  if (waiting.length === 0) throw new Error("The game is over: nobody acts.");
  const player = seat ?? waiting[0];
  if (!waiting.includes(player)) throw new Error(`Seat ${player} is not to act now.`);
  const rng = rngFromSeed(`${bot.level}|${player}|${seed}`);
  let action: Action | null = null;
  try {
    action = decide(state, bot.level, player, rng);
  } catch {
    action = null; // a planner fault must never stall a game: fall back below
  }
  if (action !== null && validateAction(state, action) === null) return action;
  return fallback(state, player, action, rng);
}

/**
 * What the level itself decides, before validation and fallback (null when it finds nothing):
 * for tests that the planners build legal actions on their own.
 */
export function plannedAction(state: GameState, bot: BotSettings, seed: string, seat?: number): Action | null {
  const player = seat ?? toAct(state)[0];
  return decide(state, bot.level, player, rngFromSeed(`${bot.level}|${player}|${seed}`));
}

function decide(state: GameState, level: BotLevel, player: number, rng: RngState): Action | null {
  if (level === "random") {
    if (state.phase === "chooseUpgrades") {
      const upgrades = shuffleInPlace([...rulesFor(state.options).edition.upgrades], rng).slice(0, UPGRADES_PER_PLAYER);
      return { type: "chooseUpgrades", player, upgrades };
    }
    return randomAction(state, rng, "guided");
  }
  const config = LEVELS[level];
  switch (state.phase) {
    case "chooseUpgrades":
      return chooseUpgrades(state, player);
    case "placement":
      return choosePlacement(state, config, rng);
    case "turns":
      return strategicTurn(state, config, rng);
    case "ended":
      return null;
  }
}

/** A simpler legal action: the planned move without pours, else the first legal one the engine lists. */
function fallback(state: GameState, player: number, planned: Action | null, rng: RngState): Action {
  if (planned?.type === "turn") {
    const bare: TurnAction = { type: "turn", player, meeple: planned.meeple, path: planned.path, jump: planned.jump };
    if (validateAction(state, bare) === null) return bare;
  }
  switch (state.phase) {
    case "chooseUpgrades":
      return { type: "chooseUpgrades", player, upgrades: rulesFor(state.options).edition.upgrades.slice(0, UPGRADES_PER_PLAYER) };
    case "placement":
      return legalPlacements(state)[0];
    default: {
      const turns = legalTurns(state);
      if (turns.length > 0) return turns[0];
      return randomAction(state, rng, "guided");
    }
  }
}

/**
 * "Suggest a move": the medium bot's choice on the seat's own view (nothing hidden goes in, R-11),
 * seeded by the game and its version, so the service and a page in the browser suggest the same move.
 */
export function suggestedMove(view: GameView, gameId: string, version: number, seat?: number): Action {
  return chooseAction(stateFromView(view), { level: "medium" }, `${gameId}|${version}`, seat);
}
