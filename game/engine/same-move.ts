import { orderOf } from "./cards.js";
import type { EditionId } from "./data/editions.js";
import { CUP_COUNT, type Action } from "./types.js";

/**
 * Whether two actions are one move, however they are worded: optional parts left out or spelled as
 * their defaults (meeple 0, no jump, nothing poured), cups emptied and orders completed listed in
 * another order. A suggestion submitted unchanged, or a guided step's move, is recognised by it.
 * Given the edition, equal cards count as one: completing either of two Espressos is the same move.
 */
export function sameMove(a: Action, b: Action, edition?: EditionId): boolean {
  const order = edition ? (card: number) => orderOf(edition, card) : (card: number) => card;
  return canonical(a, order) === canonical(b, order);
}

function canonical(action: Action, order: (card: number) => number): string {
  switch (action.type) {
    case "place":
      return JSON.stringify(["place", action.player, action.square, action.cup]);
    case "chooseUpgrades":
      return JSON.stringify(["upgrades", action.player, [...action.upgrades].sort()]);
    case "turn":
      return JSON.stringify([
        "turn",
        action.player,
        action.activate ?? null,
        action.meeple ?? 0,
        action.path,
        action.jump ?? false,
        [...(action.empty ?? [])].sort(),
        Array.from({ length: CUP_COUNT }, (_, cup) => Object.entries(action.pours?.[cup] ?? {}).filter(([, count]) => count! > 0).sort()),
        (action.complete ?? []).map(({ cup, card }) => `${cup}:${order(card)}`).sort(),
      ]);
  }
}
