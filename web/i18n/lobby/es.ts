import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Spanish: the keys of en.ts. */
export const es: Translation<typeof en> = {
  "lobby.title": "Buscar mesa",
  "lobby.intro": "Juega con gente que aún no conoces: ocupa un asiento libre en una mesa pública o deja que te sentemos.",
  "lobby.signIn": "Inicia sesión para sentarte en una mesa pública.",
  "lobby.seatMe": "Siéntame",
  "lobby.seatMe.about": "Te sientas en la mesa más llena que encaje, con preferencia por quienes juegan a tus horas, o en una nueva que se llena a medida que otros piden. Los desconocidos confirman que están listos antes del primer turno.",
  "lobby.any": "Cualquiera",
  "lobby.edition": "Edición",
  "lobby.players": "Jugadores",
  "lobby.pace": "Tiempo por jugada",
  "lobby.language": "Idioma de la mesa",
  "lobby.name": "Tu nombre en la mesa",
  "lobby.open": "Mesas abiertas",
  "lobby.loading": "Cargando mesas…",
  "lobby.none": "Ahora no hay ninguna mesa esperando jugadores. Pulsa Siéntame: se forma una mesa nueva que se llena a medida que otros piden.",
  "lobby.free.one": "{count} asiento libre",
  "lobby.free.other": "{count} asientos libres",
  "lobby.tableOf": "{edition}, {players} jugadores, {time} por jugada",
  "lobby.speaks": "Se habla en {language}",
  "lobby.minimum": "Fiabilidad de {minimum} o más",
  "lobby.strangers": "Formada por Siéntame: confirmación antes del primer turno",
  "lobby.reliability": "{name}, fiabilidad {figure}",
  "lobby.newPlayer": "{name}, jugador nuevo",
  "lobby.reliability.about": "Fiabilidad: la parte de turnos y partidas que un jugador cumplió (jugadas a tiempo, partidas terminadas). Los jugadores nuevos empiezan con 80.",
  "lobby.join": "Sentarme",
  "lobby.joinAt": "Sentarme en esta mesa: {table}",
  "lobby.seating": "Buscando tu asiento…",
};
