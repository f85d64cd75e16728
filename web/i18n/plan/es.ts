import { planLapseStrings } from "../../../protocol/i18n/plan-lapses.js";
import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Spanish: the keys of en.ts. */
export const es: Translation<typeof en> = {
  ...planLapseStrings.es,
  "plan.heading": "Planea tu próxima jugada",
  "plan.waiting": "Aún no es tu turno.",
  "plan.hint": "Prepara tu próxima jugada con la mesa tal como está: se juega en cuanto llegue tu turno, si todavía vale.",
  "plan.mode": "Jugar mi plan",
  "plan.mode.same": "si todavía recoge lo mismo",
  "plan.mode.legal": "si todavía es legal",
  "plan.ready": "Tu próxima jugada está planeada.",
  "plan.readyHow": "Se juega cuando llegue tu turno, si todavía vale. Solo tú la ves.",
  "plan.change": "Cambiar",
  "plan.cancel": "Cancelar plan",
  "plan.played": "Se jugó tu turno planeado.",
  "plan.lapsedLine": "Tu turno planeado no se jugó.",
  "plan.ghost": "Tu jugada planeada termina aquí",
  "plan.logMark": "planeada",
  "plan.logMarkTitle": "Preparada antes de que llegara el turno, y jugada por la sala cuando llegó",
};
