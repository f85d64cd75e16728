export const UPGRADES = [
  "doubleMeeples",
  "diagonalMovement",
  "doubleCorners",
  "doubleSpecialties",
  "doubleDestination",
  "jump",
] as const;

export type UpgradeId = (typeof UPGRADES)[number];

export const UPGRADE_NAME: Record<UpgradeId, string> = {
  doubleMeeples: "Double Meeples",
  diagonalMovement: "Diagonal Movement",
  doubleCorners: "Double Corners",
  doubleSpecialties: "Double Specialties",
  doubleDestination: "Double Destination",
  jump: "Jump",
};

export function isUpgradeId(value: unknown): value is UpgradeId {
  return typeof value === "string" && (UPGRADES as readonly string[]).includes(value);
}

/** How many upgrade tiles each player has on their board. */
export const UPGRADES_PER_PLAYER = 4;

/** Likes discarded to activate one upgrade. */
export const UPGRADE_COST_IN_LIKES = 3;
