import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Spanish: the keys of en.ts. */
export const es: Translation<typeof en> = {
  "embed.label": "Coffee Rush: partida en directo",
  "embed.open": "Abrir en Coffee Rush",
  "embed.newTab": "(se abre en una pestaña nueva)",
  "embed.noGame": "Este elemento no indica ninguna partida.",
  "embed.playing": "Tu asiento: {name}",
  "embed.watching": "Mirando",
  "embed.badSeat": "Este enlace ya no abre ningún asiento: estás viendo la partida.",
  "embed.joinFirst": "Este asiento sigue libre: ocúpalo primero en Coffee Rush.",
  "embed.seats": "Asientos",
};
