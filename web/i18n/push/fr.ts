import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** French: the keys of en.ts. */
export const fr: Translation<typeof en> = {
  "push.title": "Notifications sur cet appareil",
  "push.turnOn": "Me prévenir quand c'est mon tour",
  "push.turnOff": "Désactiver les notifications",
  "push.on": "Cet appareil reçoit une notification quand c'est votre tour, quand le temps presse et quand une partie se termine.",
  "push.off": "Recevez une notification sur cet appareil dès que c'est votre tour (les heures calmes et vos réglages de courriel s'appliquent).",
  "push.unsupported": "Ce navigateur ne peut pas afficher de notifications. Sur un iPhone, ajoutez d'abord le site à l'écran d'accueil.",
  "push.denied": "Les notifications de ce site sont bloquées dans les réglages du navigateur.",
  "push.notSetUp": "Les notifications ne sont pas disponibles sur ce serveur.",
  "push.working": "Un instant…",
  "push.devices": "Appareils qui reçoivent les notifications",
  "push.devicesNone": "Aucun appareil ne reçoit encore les notifications de ce compte.",
  "push.deviceAdded": "ajouté le {date}",
  "push.deviceForAccount": "toutes vos parties",
  "push.deviceForGames": "{n} partie(s) par lien",
  "push.remove": "Retirer",
  "push.removeLabel": "Ne plus envoyer de notifications à {device}",
  "push.offline": "Vous êtes hors ligne. L'application s'ouvre quand même ; les parties se mettront à jour au retour de la connexion.",
  "notice.turn.title": "À vous de jouer",
  "notice.turn.body": "Votre partie de Coffee Rush avec {others} vous attend.",
  "notice.turn.bodyAlone": "Une partie de Coffee Rush vous attend.",
  "notice.reminder.title": "Votre temps est presque écoulé",
  "notice.reminder.body": "Jouez votre tour de Coffee Rush avec {others} avant le {deadline}.",
  "notice.gameover.title": "La partie est terminée",
  "notice.gameover.body": "Vous avez fini {rank} sur {players} à Coffee Rush avec {others}.",
  "notice.gameover.resigned": "{names} a abandonné, donc classé dernier.",
  "notice.talk.title": "{from} à la table",
};
