import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Spanish: the keys of en.ts. */
export const es: Translation<typeof en> = {
  "app.page.verify": "Verificar una partida",
  "fair.title": "Juego limpio",
  "fair.landing.text": "Cada reparto queda fijado por una semilla secreta antes de la primera jugada y se revela al final, así que cualquiera puede reproducir una partida terminada y comprobar cada carta.",
  "fair.intro":
    "El reparto salió de una semilla secreta, fijada al crear la partida: solo se mostró su huella (el compromiso). Ahora que la partida ha terminado, la semilla se revela y tu navegador puede volver a jugar cada carta para comprobarlo.",
  "fair.commitment": "Compromiso",
  "fair.verify": "Verificar esta partida",
  "fair.verifying": "Comprobando cada jugada…",
  "fair.download": "Descargar el registro",
  "fair.verified": "Verificada: la semilla coincide con el compromiso publicado al principio, y las {count} jugadas se reproducen exactamente con las cartas, los sucesos y el resultado registrados.",
  "fair.notVerified": "No se verifica.",
  "fair.problem.MALFORMED": "Este archivo no es un registro de partida de Coffee Rush.",
  "fair.problem.UNKNOWN_ENGINE_VERSION": "Este registro se jugó con la versión {version} del motor, cuyas reglas esta página no tiene, así que no se puede comprobar.",
  "fair.problem.NO_COMMITMENT": "Esta partida se creó antes de que las partidas se comprometieran con su semilla, así que nada prueba que la semilla estuviera fijada desde el principio.",
  "fair.problem.COMMITMENT_MISMATCH": "La semilla no coincide con el compromiso publicado al crear la partida.",
  "fair.problem.OPTIONS_REFUSED": "Las opciones del registro no describen una partida que las reglas permitan.",
  "fair.problem.DEAL_DIFFERS": "Las opciones y la semilla no preparan la mesa que muestra el registro.",
  "fair.problem.ACTION_REFUSED": "La jugada {step} incumple las reglas.",
  "fair.problem.EVENTS_DIFFER": "La jugada {step} no ocurrió como dice el registro.",
  "fair.problem.RESULT_DIFFERS": "El resultado registrado no es al que llevan las jugadas.",
  "fair.where.event": "En esa jugada, el suceso {event} del registro dice {recorded}; la repetición da {replayed}.",
  "fair.where.other": "El registro dice {recorded}; la repetición da {replayed}.",
  "fair.where.file": "Lugar en el archivo del registro: {path}",
  "fair.nothing": "nada",
  "fair.page.intro":
    "Cualquiera puede comprobar una partida terminada de Coffee Rush. Descarga su registro desde la página de la partida y suelta el archivo aquí: tu navegador la reproduce con las reglas del juego. No se envía nada.",
  "fair.page.drop": "Suelta aquí un archivo de registro",
  "fair.page.choose": "o elige un archivo de registro",
  "fair.page.unreadable": "No se pudo leer {name} como registro de partida (no es JSON).",
  "fair.page.checked": "Comprobado: {name}",
  "fair.page.proves": "Qué demuestra",
  "fair.page.provesText":
    "Que el mazo, el jugador inicial y el tablero salieron de una semilla fijada antes de la primera jugada, y que cada carta robada, oleada y disgusto se siguió de ella y de las jugadas. No demuestra que los jugadores no compartieran información ni jugaran juntos contra alguien.",
};
