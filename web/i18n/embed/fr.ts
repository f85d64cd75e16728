import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** French: the keys of en.ts. */
export const fr: Translation<typeof en> = {
  "embed.label": "Coffee Rush : partie en direct",
  "embed.open": "Ouvrir sur Coffee Rush",
  "embed.newTab": "(s'ouvre dans un nouvel onglet)",
  "embed.noGame": "Cet élément n'indique aucune partie.",
  "embed.playing": "Votre place : {name}",
  "embed.watching": "Spectateur",
  "embed.badSeat": "Ce lien n'ouvre plus de place : vous regardez la partie.",
  "embed.joinFirst": "Cette place est encore libre : prenez-la d'abord sur Coffee Rush.",
  "embed.seats": "Places",
};
