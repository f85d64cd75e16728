import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Spanish: the keys of en.ts. */
export const es: Translation<typeof en> = {
  "mine.onThisDevice": "Partidas en este dispositivo",
  "mine.alsoOnThisDevice": "También en este dispositivo",
  "mine.signInToKeep": "Este navegador recuerda estas partidas por sus enlaces de asiento. Inicia sesión para tenerlas en todos tus dispositivos: con la sesión iniciada, Mis partidas las añade a tu cuenta.",
  "mine.notJoined": "{players} jugadores · aún no has ocupado tu asiento",
  "mine.linkDead": "{players} jugadores · este enlace de asiento ya no funciona",
  "ending.dislikes": "La partida terminó porque {names} llegó a {count} «no me gusta», y la ronda se jugó hasta el final.",
  "ending.deck": "La partida terminó porque se acabó el mazo de pedidos, y la ronda se jugó hasta el final.",
  "ending.stall": "La partida terminó porque a nadie le quedaba ningún pedido en su cola.",
  "ending.queueCleared": "La partida terminó porque un jugador sirvió todos los pedidos de su cola, y la ronda se jugó hasta el final.",
  "inviteMail.label": "O envía el enlace del jugador {n} por correo a",
  "inviteMail.send": "Enviar la invitación",
  "inviteMail.sent": "Enviado a {email}: el correo lleva un enlace propio a este asiento.",
  "joinContext.invitedBy": "{name} te ha invitado a esta partida.",
  "joinContext.players": "{n} jugadores",
  "joinContext.nobodySeated": "Nadie ha ocupado un asiento todavía.",
  "joinContext.seated": "Ya sentados: {names}.",
  "joinContext.seatedName": "{name} (jugador {n})",
};
