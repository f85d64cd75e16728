import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Spanish: the keys of en.ts. */
export const es: Translation<typeof en> = {
  "notice.badLink.title": "Este enlace de asiento no funciona",
  "notice.badLink.why": "Puede que se cortara al copiarlo, o que el anfitrión lo haya cambiado por uno nuevo. Mientras tanto estás mirando la partida.",
  "notice.badLink.ask": "Pide un enlace nuevo al anfitrión.",
  "notice.badLink.signIn": "Si el asiento es tuyo y te uniste con la sesión iniciada, inicia sesión para jugarlo.",
  "notice.refused.stale": "Tu jugada no se envió: la partida avanzó antes de que llegara (otra pestaña o dispositivo tuyo, u otro jugador, jugó primero).",
  "notice.refused.timeoutBot": "Tu jugada no se envió: se te acabó el tiempo y un bot ya jugó este turno por ti.",
  "notice.refused.bot": "Tu jugada no se envió: ahora un bot juega este asiento. El anfitrión puede devolvértelo con un enlace nuevo.",
  "notice.refused.draftKept": "Tus elecciones siguen ahí: revísalas y envía de nuevo.",
  "notice.refused.draftGone": "La mesa muestra la partida tal como está ahora.",
  "notice.dismiss": "De acuerdo",
  "notice.nameLimit": "Hasta {max} caracteres.",
  "notice.nameTooLong": "Los nombres tienen como máximo {max} caracteres; este tiene {n}. Acórtalo, por favor.",
};
