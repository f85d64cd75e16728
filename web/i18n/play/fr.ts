import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** French: the keys of en.ts. */
export const fr: Translation<typeof en> = {
  "play.steps": "Étapes de votre tour",
  "play.step.meeple": "Meeple",
  "play.step.path": "Trajet",
  "play.step.pour": "Verser",
  "play.step.orders": "Commandes",
  "play.step.review": "Résumé",
  "play.step.name": "Étape {number} : {name}",
  "play.next": "Suivant",
  "play.meeple.how": "Touchez sur le plateau le meeple qui se déplace.",
  "play.meeple.here": "Déplacer ce meeple.",
  "play.meeple.switch": "Déplacer plutôt ce meeple.",
  "play.cups.empty": "Vider une tasse dans la réserve :",
  "play.mat": "Vos tasses et commandes",
  "play.drops": "Va tomber",
  "play.newCard": "nouvelle",
  "play.completed": "Réalisée : {cards}",
  "play.completedCards.one": "Réalisée : {cards}",
  "play.completedCards.other": "Réalisées : {cards}",
  "play.dropped": "Perdue : {cards}",
  "play.changed": "Changé depuis votre dernier passage",
  "play.log.new.one": "{count} nouveau",
  "play.log.new.other": "{count} nouveaux",
  "play.close": "Fermer",
  "play.menu": "Menu de la partie",
};
