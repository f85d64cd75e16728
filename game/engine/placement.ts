import { SQUARE_COUNT, squareName } from "./data/board.js";
import { addTo } from "./counts.js";
import { engineError } from "./errors.js";
import { takeFromSupply } from "./movement.js";
import type { Rules } from "./rules.js";
import { checkUpgradeChoice } from "./setup.js";
import { CUP_COUNT, type ChooseUpgradesAction, type EngineError, type GameEvent, type GameState, type PlaceAction } from "./types.js";

/** Squares a meeple may be placed on: those with no meeple (§2.4). */
export function freeSquares(state: GameState): number[] {
  const taken = new Array<boolean>(SQUARE_COUNT).fill(false);
  for (const player of state.players) for (const square of player.meeples) if (square !== null) taken[square] = true;
  const free: number[] = [];
  for (let square = 0; square < SQUARE_COUNT; square++) if (!taken[square]) free.push(square);
  return free;
}

export function checkPlacement(state: GameState, action: PlaceAction): EngineError | null {
  if (!Number.isInteger(action.square) || action.square < 0 || action.square >= SQUARE_COUNT) {
    return engineError("NO_SUCH_SQUARE", "That is not a square of the board.");
  }
  if (!Number.isInteger(action.cup) || action.cup < 0 || action.cup >= CUP_COUNT) {
    return engineError("NO_SUCH_CUP", "You have cups 1, 2 and 3 only.");
  }
  const occupied = state.players.some((player) => player.meeples.includes(action.square));
  if (occupied) {
    return engineError("SQUARE_OCCUPIED", `There is already a meeple on ${squareName(action.square)}.`);
  }
  return null;
}

/** Places the player's next meeple and pours that square's ingredient into the chosen cup. */
export function commitPlacement(state: GameState, action: PlaceAction, events: GameEvent[]): void {
  const player = state.players[action.player];
  player.meeples[player.meeples.indexOf(null)] = action.square;
  const ingredient = state.board[action.square];
  const taken = takeFromSupply(state.supply, ingredient, 1);
  addTo(player.cups[action.cup], ingredient, taken);
  events.push({
    type: "placed",
    player: action.player,
    square: action.square,
    ingredient,
    cup: action.cup,
    collected: taken > 0 ? { [ingredient]: taken } : {},
  });
  state.placementsMade++;
  if (state.placementsMade === state.placementOrder.length) {
    state.phase = "turns";
    state.current = state.startingPlayer;
  } else {
    state.current = state.placementOrder[state.placementsMade];
  }
}

export function checkUpgradeChoiceAction(state: GameState, rules: Rules, action: ChooseUpgradesAction): EngineError | null {
  if (state.players[action.player].upgrades.length > 0) {
    return engineError("UPGRADES_ALREADY_CHOSEN", "You have already picked your upgrades.");
  }
  const problem = checkUpgradeChoice(action.upgrades, rules.edition.upgrades);
  return problem ? engineError("INVALID_UPGRADE_CHOICE", problem) : null;
}

/** Variable upgrades: every player picks their own 4, in any order; placement starts when all have. */
export function commitUpgradeChoice(state: GameState, action: ChooseUpgradesAction, events: GameEvent[]): void {
  state.players[action.player].upgrades = action.upgrades.map((id) => ({ id, active: false }));
  events.push({ type: "upgradesChosen", player: action.player, upgrades: [...action.upgrades] });
  if (state.players.every((player) => player.upgrades.length > 0)) {
    state.phase = "placement";
    state.current = state.placementOrder[0];
  }
}
