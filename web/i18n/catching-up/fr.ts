import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** French: the keys of en.ts. */
export const fr: Translation<typeof en> = {
  "mine.onThisDevice": "Parties sur cet appareil",
  "mine.alsoOnThisDevice": "Aussi sur cet appareil",
  "mine.signInToKeep": "Ce navigateur se souvient de ces parties grâce à leurs liens de place. Connectez-vous pour les retrouver sur tous vos appareils : une fois connecté, Mes parties les ajoute à votre compte.",
  "mine.notJoined": "{players} joueurs · votre place n'est pas encore prise",
  "mine.linkDead": "{players} joueurs · ce lien de place ne fonctionne plus",
  "ending.dislikes": "La partie s'est terminée car {names} a atteint {count} « je n'aime pas », et le tour de table a été joué jusqu'au bout.",
  "ending.deck": "La partie s'est terminée car la pioche de commandes était épuisée, et le tour de table a été joué jusqu'au bout.",
  "ending.stall": "La partie s'est terminée car plus personne n'avait de commande dans sa file.",
  "ending.queueCleared": "La partie s'est terminée car un joueur a servi toutes les commandes de sa file, et le tour de table a été joué jusqu'au bout.",
  "inviteMail.label": "Ou envoyer le lien du joueur {n} par e-mail à",
  "inviteMail.send": "Envoyer l'invitation",
  "inviteMail.sent": "Envoyé à {email} : le mail contient un lien propre à cette place.",
  "joinContext.invitedBy": "{name} vous a invité à cette partie.",
  "joinContext.players": "{n} joueurs",
  "joinContext.nobodySeated": "Personne n'a encore pris de place.",
  "joinContext.seated": "Déjà installés : {names}.",
  "joinContext.seatedName": "{name} (joueur {n})",
};
