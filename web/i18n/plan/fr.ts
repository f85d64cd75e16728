import { planLapseStrings } from "../../../protocol/i18n/plan-lapses.js";
import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** French: the keys of en.ts. */
export const fr: Translation<typeof en> = {
  ...planLapseStrings.fr,
  "plan.heading": "Prévoyez votre prochain coup",
  "plan.waiting": "Ce n'est pas encore votre tour.",
  "plan.hint": "Composez votre prochain coup sur la table telle qu'elle est : il est joué dès que votre tour arrive, s'il tient toujours.",
  "plan.mode": "Jouer mon coup prévu",
  "plan.mode.same": "s'il récolte la même chose",
  "plan.mode.legal": "s'il est toujours permis",
  "plan.ready": "Votre prochain coup est prévu.",
  "plan.readyHow": "Il est joué quand votre tour arrive, s'il tient toujours. Vous seul le voyez.",
  "plan.change": "Modifier",
  "plan.cancel": "Annuler le coup prévu",
  "plan.played": "Votre tour prévu a été joué.",
  "plan.lapsedLine": "Votre tour prévu n'a pas été joué.",
  "plan.ghost": "Votre coup prévu finit ici",
  "plan.logMark": "prévu",
  "plan.logMarkTitle": "Préparé avant que le tour arrive, et joué par la salle quand il est arrivé",
};
