import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** French: the keys of en.ts. */
export const fr: Translation<typeof en> = {
  "help.details": "détails",
  "help.place.yours": "votre position {number}",
  "help.place.theirs": "position {number} de {name}",
  "help.close": "Fermer",
  "help.recipe": "Recette",
  "help.like.one": "Réalisée : un j'aime ({points} point).",
  "help.like.other": "Réalisée : un j'aime ({points} points).",
  "help.dislike.one": "Si elle tombe : un je n'aime pas ({points} point).",
  "help.dislike.other": "Si elle tombe : un je n'aime pas ({points} points).",
  "help.specialty": "Spécialité : la réaliser rapporte aussi {tokens}.",
  "help.drops.now": "Tombe à la fin de ce tour.",
  "help.drops.yoursNext": "Tombe à la fin de votre prochain tour.",
  "help.drops.yoursAfter": "Tombe dans {count} de vos tours.",
  "help.drops.yoursAfterNow": "Tombe dans {count} de vos tours, celui-ci compris.",
  "help.drops.theirsNext": "Tombe à la fin du prochain tour de {name}.",
  "help.drops.theirsAfter": "Tombe dans {count} tours de {name}.",
  "help.drops.theirsAfterNow": "Tombe dans {count} tours de {name}, celui-ci compris.",
  "help.drops.never": "Ne tombe jamais : cette partie n'a pas d'écoulement du temps.",
  "help.cups": "Vos tasses, la plus proche d'abord",
  "help.cup.ready": "Tasse {number} : correspond déjà.",
  "help.cup.lacks": "Tasse {number} : il manque {tokens}.",
  "help.cup.emptyFirst": "Tasse {number} : {extra} en trop ; videz-la, puis il manque {tokens}.",
  "help.step.total": "Récolté d'ici là : {tokens}.",
  "help.submitWaits": "Envoi impossible pour l'instant : {reason}",
};
