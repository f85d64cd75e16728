/**
 * The few rules strings the rest of the app shows (section names for the "?" links, the ways in
 * from other pages). The rules page's own text is in ./rules/, loaded with the page.
 * English, and the keys every language has (ko.ts, es.ts, fr.ts).
 */
export const en = {
  "app.page.rules": "Rules",
  "rules.link": "Rules: {section}",
  "rules.newTab": "(opens in a new tab)",
  "rules.fromLanding": "New to Coffee Rush? Read the rules",
  "rules.fromJoin": "New to Coffee Rush? Two-minute rules",
  "rules.fromGameOver": "How the score is counted",
  "rules.section.basics": "The game in two minutes",
  "rules.section.editions": "Two editions",
  "rules.section.setup": "Setting up",
  "rules.section.turn": "A turn",
  "rules.section.movement": "Moving",
  "rules.section.pouring": "Pouring",
  "rules.section.orders": "Completing orders",
  "rules.section.order-surge": "Order surge",
  "rules.section.flow-of-time": "Flow of time",
  "rules.section.end": "The end of the game",
  "rules.section.scoring": "Scoring",
  "rules.section.upgrades": "Upgrades",
  "rules.section.variants": "Variants",
};
