import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** French: the keys of en.ts. */
export const fr: Translation<typeof en> = {
  "lobby.title": "Trouver une table",
  "lobby.intro": "Jouez avec des gens que vous ne connaissez pas encore : prenez une place libre à une table publique, ou laissez-nous vous placer.",
  "lobby.signIn": "Connectez-vous pour vous asseoir à une table publique.",
  "lobby.seatMe": "Placez-moi",
  "lobby.seatMe.about": "Vous rejoignez la table la plus remplie qui convient, de préférence avec des joueurs qui jouent aux mêmes heures que vous, ou une nouvelle qui se remplit à mesure que d'autres demandent. Les inconnus confirment qu'ils sont prêts avant le premier tour.",
  "lobby.any": "Peu importe",
  "lobby.edition": "Édition",
  "lobby.players": "Joueurs",
  "lobby.pace": "Temps par coup",
  "lobby.language": "Langue de la table",
  "lobby.name": "Votre nom à la table",
  "lobby.open": "Tables ouvertes",
  "lobby.loading": "Chargement des tables…",
  "lobby.none": "Aucune table n'attend de joueurs pour l'instant. Appuyez sur Placez-moi : une nouvelle table se forme et se remplit à mesure que d'autres demandent.",
  "lobby.free.one": "{count} place libre",
  "lobby.free.other": "{count} places libres",
  "lobby.tableOf": "{edition}, {players} joueurs, {time} par coup",
  "lobby.speaks": "On y parle {language}",
  "lobby.minimum": "Fiabilité de {minimum} ou plus",
  "lobby.strangers": "Formée par Placez-moi : confirmation avant le premier tour",
  "lobby.reliability": "{name}, fiabilité {figure}",
  "lobby.newPlayer": "{name}, nouveau joueur",
  "lobby.reliability.about": "Fiabilité : la part des tours et des parties qu'un joueur a tenus (coups dans le temps, parties terminées). Les nouveaux joueurs commencent à 80.",
  "lobby.join": "Prendre une place",
  "lobby.joinAt": "Prendre une place à cette table : {table}",
  "lobby.seating": "Recherche de votre place…",
};
