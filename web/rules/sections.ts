import type { UpgradeId, VariantId } from "../../game/engine/index.js";

/**
 * The rules page's sections, in page order. Each id is the section's anchor (`/rules#movement`):
 * other pages, the table's "?" links and the mails link to them, so an id never changes.
 */
export const RULES_SECTIONS = [
  "basics",
  "editions",
  "setup",
  "turn",
  "movement",
  "pouring",
  "orders",
  "order-surge",
  "flow-of-time",
  "end",
  "scoring",
  "upgrades",
  "upgrade-double-meeples",
  "upgrade-diagonal-movement",
  "upgrade-double-corners",
  "upgrade-double-specialties",
  "upgrade-double-destination",
  "upgrade-jump",
  "variants",
  "variant-calm-start",
  "variant-main-board-chaos",
  "variant-variable-upgrades",
  "variant-junior-barista",
] as const;

export type RulesSection = (typeof RULES_SECTIONS)[number];

/** The rules page for an edition, at a section. */
export function rulesPath(section: RulesSection, edition: "classic" | "winter" = "classic"): string {
  return `/rules${edition === "winter" ? "/winter" : ""}#${section}`;
}

/** The section of each upgrade and variant, under the names the engine gives them. */
export const UPGRADE_SECTIONS: Record<UpgradeId, RulesSection> = {
  doubleMeeples: "upgrade-double-meeples",
  diagonalMovement: "upgrade-diagonal-movement",
  doubleCorners: "upgrade-double-corners",
  doubleSpecialties: "upgrade-double-specialties",
  doubleDestination: "upgrade-double-destination",
  jump: "upgrade-jump",
};

export const VARIANT_SECTIONS: Record<VariantId, RulesSection> = {
  calmStart: "variant-calm-start",
  mainBoardChaos: "variant-main-board-chaos",
  variableUpgrades: "variant-variable-upgrades",
  juniorBarista: "variant-junior-barista",
};

const UPGRADE_OF = new Map(Object.entries(UPGRADE_SECTIONS).map(([upgrade, section]) => [section, upgrade as UpgradeId]));
const VARIANT_OF = new Map(Object.entries(VARIANT_SECTIONS).map(([variant, section]) => [section, variant as VariantId]));

/** The upgrade a section explains, if it is one upgrade's section. */
export function upgradeOf(section: RulesSection): UpgradeId | undefined {
  return UPGRADE_OF.get(section);
}

/** The variant a section explains, if it is one variant's section. */
export function variantOf(section: RulesSection): VariantId | undefined {
  return VARIANT_OF.get(section);
}
