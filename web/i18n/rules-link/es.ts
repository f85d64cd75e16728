import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Spanish: the keys of en.ts. */
export const es: Translation<typeof en> = {
  "app.page.rules": "Reglas",
  "rules.link": "Reglas: {section}",
  "rules.newTab": "(se abre en una pestaña nueva)",
  "rules.fromLanding": "¿Nuevo en Coffee Rush? Lee las reglas",
  "rules.fromJoin": "¿Nuevo en Coffee Rush? Las reglas en dos minutos",
  "rules.fromGameOver": "Cómo se cuentan los puntos",
  "rules.section.basics": "El juego en dos minutos",
  "rules.section.editions": "Dos ediciones",
  "rules.section.setup": "Preparación",
  "rules.section.turn": "Un turno",
  "rules.section.movement": "Moverse",
  "rules.section.pouring": "Servir en las tazas",
  "rules.section.orders": "Completar pedidos",
  "rules.section.order-surge": "Avalancha de pedidos",
  "rules.section.flow-of-time": "El paso del tiempo",
  "rules.section.end": "El final de la partida",
  "rules.section.scoring": "Puntuación",
  "rules.section.upgrades": "Mejoras",
  "rules.section.variants": "Variantes",
};
