import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Spanish: the keys of en.ts. */
export const es: Translation<typeof en> = {
  "help.details": "detalles",
  "help.place.yours": "tu posición {number}",
  "help.place.theirs": "posición {number} de {name}",
  "help.close": "Cerrar",
  "help.recipe": "Receta",
  "help.like.one": "Completado: un me gusta ({points} punto).",
  "help.like.other": "Completado: un me gusta ({points} puntos).",
  "help.dislike.one": "Si cae: un no me gusta ({points} punto).",
  "help.dislike.other": "Si cae: un no me gusta ({points} puntos).",
  "help.specialty": "Especialidad: completarlo también da {tokens}.",
  "help.drops.now": "Cae al final de este turno.",
  "help.drops.yoursNext": "Cae al final de tu próximo turno.",
  "help.drops.yoursAfter": "Cae dentro de {count} turnos tuyos.",
  "help.drops.yoursAfterNow": "Cae dentro de {count} turnos tuyos, contando este.",
  "help.drops.theirsNext": "Cae al final del próximo turno de {name}.",
  "help.drops.theirsAfter": "Cae dentro de {count} turnos de {name}.",
  "help.drops.theirsAfterNow": "Cae dentro de {count} turnos de {name}, contando este.",
  "help.drops.never": "Nunca cae: esta partida no tiene paso del tiempo.",
  "help.cups": "Tus tazas, la más cercana primero",
  "help.cup.ready": "Taza {number}: ya coincide.",
  "help.cup.lacks": "Taza {number}: le falta {tokens}.",
  "help.cup.emptyFirst": "Taza {number}: le sobra {extra}; vacíala y luego le falta {tokens}.",
  "help.step.total": "Recogido hasta ahí: {tokens}.",
  "help.submitWaits": "Aún no se puede enviar: {reason}",
};
