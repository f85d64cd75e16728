import { EDITIONS, UPGRADES_PER_PLAYER, validateAction, type UpgradeId } from "../../game/engine/index.js";
import type { ActionInput } from "../../protocol/schemas.js";
import type { Composing } from "./composing.js";
import { advance, isUndoable, startWith, type Undoable } from "./undoable.js";
import type { Refusal } from "../api/refusal.js";

/** Variable upgrades: the player's own pick of the edition's upgrades, composed with undo. */
export type UpgradeComposition = Undoable<UpgradeId[]>;

export type ChooseUpgradesAction = Extract<ActionInput, { type: "chooseUpgrades" }>;

export function newUpgradeChoice(): UpgradeComposition {
  return startWith([]);
}

export function upgradesOnOffer(composing: Composing): readonly UpgradeId[] {
  return EDITIONS[composing.state.options.edition].upgrades;
}

/** Adds or removes an upgrade; a full hand takes no more (the engine's count). */
export function toggleUpgrade(history: UpgradeComposition, upgrade: UpgradeId): UpgradeComposition {
  const chosen = history.current;
  if (chosen.includes(upgrade)) return advance(history, chosen.filter((id) => id !== upgrade));
  if (chosen.length >= UPGRADES_PER_PLAYER) return history;
  return advance(history, [...chosen, upgrade]);
}

/** Why the choice can't be sent yet, in the engine's words; null when it can. */
export function upgradeChoiceProblem(composing: Composing, chosen: readonly UpgradeId[]): Refusal | null {
  return validateAction(composing.state, { type: "chooseUpgrades", player: composing.player, upgrades: [...chosen] });
}

export function upgradeChoiceAction(chosen: readonly UpgradeId[]): ChooseUpgradesAction {
  return { type: "chooseUpgrades", upgrades: [...chosen] };
}

export function isUsableUpgradeChoice(composing: Composing, stored: unknown): stored is UpgradeComposition {
  if (!isUndoable(stored) || !Array.isArray(stored.current)) return false;
  return stored.current.every((id) => upgradesOnOffer(composing).includes(id));
}
