import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** French: the keys of en.ts. */
export const fr: Translation<typeof en> = {
  "app.page.rules": "Règles",
  "rules.link": "Règles : {section}",
  "rules.newTab": "(s'ouvre dans un nouvel onglet)",
  "rules.fromLanding": "Nouveau sur Coffee Rush ? Lisez les règles",
  "rules.fromJoin": "Nouveau sur Coffee Rush ? Les règles en deux minutes",
  "rules.fromGameOver": "Comment les points sont comptés",
  "rules.section.basics": "Le jeu en deux minutes",
  "rules.section.editions": "Deux éditions",
  "rules.section.setup": "Mise en place",
  "rules.section.turn": "Un tour",
  "rules.section.movement": "Se déplacer",
  "rules.section.pouring": "Remplir les tasses",
  "rules.section.orders": "Honorer les commandes",
  "rules.section.order-surge": "Afflux de commandes",
  "rules.section.flow-of-time": "Le temps qui passe",
  "rules.section.end": "La fin de la partie",
  "rules.section.scoring": "Décompte des points",
  "rules.section.upgrades": "Améliorations",
  "rules.section.variants": "Variantes",
};
