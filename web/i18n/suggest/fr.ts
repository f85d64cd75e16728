import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** French: the keys of en.ts. */
export const fr: Translation<typeof en> = {
  "suggest.button": "Suggérer un coup",
  "suggest.asking": "Réflexion…",
  "suggest.filled": "Coup suggéré préparé.",
  "suggest.standing": "Suggéré\u00a0:",
  "suggest.logMark": "coup suggéré",
  "suggest.logMarkTitle": "Joué comme suggéré, sans changement",
  "suggest.create": "Autoriser « Suggérer un coup »",
  "suggest.createHint": "Les joueurs peuvent demander un coup à un bot (toujours permis contre des bots) ; le journal marque les coups joués tels que suggérés.",
  "suggest.error.SUGGESTIONS_OFF": "L’hôte n’a pas autorisé les coups suggérés dans cette partie.",
  "suggest.error.NOT_YOUR_TURN": "Un coup peut être suggéré quand c’est votre tour.",
  "suggest.error.SUGGESTING_TOO_FAST": "Vous avez demandé beaucoup de suggestions : attendez quelques minutes avant la suivante.",
  "suggest.error.other": "Pas de suggestion pour le moment : réessayez dans un instant.",
};
