/**
 * The rules page's sections, in page order. Each id is the section's anchor (`/rules#movement`):
 * other pages, the table's "?" links and the mails link to them, so an id never changes.
 */
export const RULES_SECTIONS = [
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
