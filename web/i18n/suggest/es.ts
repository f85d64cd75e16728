import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Spanish: the keys of en.ts. */
export const es: Translation<typeof en> = {
  "suggest.button": "Sugerir una jugada",
  "suggest.asking": "Pensando…",
  "suggest.filled": "Jugada sugerida preparada.",
  "suggest.standing": "Sugerida:",
  "suggest.logMark": "jugada sugerida",
  "suggest.logMarkTitle": "Jugada como se sugirió, sin cambios",
  "suggest.create": "Permitir «Sugerir una jugada»",
  "suggest.createHint": "Los jugadores pueden pedir una jugada a un bot (siempre activo contra bots); el registro marca las jugadas hechas tal como se sugirieron.",
  "suggest.error.SUGGESTIONS_OFF": "El anfitrión no permitió jugadas sugeridas en esta partida.",
  "suggest.error.NOT_YOUR_TURN": "Se puede sugerir una jugada cuando es tu turno.",
  "suggest.error.SUGGESTING_TOO_FAST": "Has pedido muchas sugerencias: espera unos minutos antes de la siguiente.",
  "suggest.error.other": "Ahora no hay sugerencia: inténtalo de nuevo en un momento.",
};
