import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Spanish: the keys of en.ts. */
export const es: Translation<typeof en> = {
  "play.steps": "Pasos de tu turno",
  "play.step.meeple": "Meeple",
  "play.step.path": "Recorrido",
  "play.step.pour": "Verter",
  "play.step.orders": "Pedidos",
  "play.step.review": "Resumen",
  "play.step.name": "Paso {number}: {name}",
  "play.next": "Siguiente",
  "play.meeple.how": "Toca en el tablero el meeple que se mueve.",
  "play.meeple.here": "Mover este meeple.",
  "play.meeple.switch": "Mover este meeple en su lugar.",
  "play.cups.empty": "Vaciar una taza y devolverla a la reserva:",
  "play.mat": "Tus tazas y pedidos",
  "play.drops": "A punto de caer",
  "play.newCard": "nueva",
  "play.completed": "Completado: {cards}",
  "play.completedCards.one": "Completado: {cards}",
  "play.completedCards.other": "Completados: {cards}",
  "play.dropped": "Perdido: {cards}",
  "play.changed": "Cambiado desde tu última visita",
  "play.log.new.one": "{count} nuevo",
  "play.log.new.other": "{count} nuevos",
  "play.close": "Cerrar",
  "play.menu": "Menú de la partida",
};
