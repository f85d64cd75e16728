import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** French: the keys of en.ts. */
export const fr: Translation<typeof en> = {
  "notice.badLink.title": "Ce lien de place ne fonctionne pas",
  "notice.badLink.why": "Il a peut-être été coupé en le copiant, ou l'hôte l'a remplacé par un nouveau. En attendant, vous regardez la partie.",
  "notice.badLink.ask": "Demandez un nouveau lien à l'hôte.",
  "notice.badLink.signIn": "Si la place est la vôtre et que vous l'avez prise en étant connecté, connectez-vous pour la jouer.",
  "notice.refused.stale": "Votre coup n'a pas été envoyé : la partie a avancé avant son arrivée (un autre onglet ou appareil à vous, ou un autre joueur, a joué d'abord).",
  "notice.refused.timeoutBot": "Votre coup n'a pas été envoyé : votre temps était écoulé et un bot a déjà joué ce tour pour vous.",
  "notice.refused.bot": "Votre coup n'a pas été envoyé : un bot joue cette place désormais. L'hôte peut vous la rendre avec un nouveau lien.",
  "notice.refused.draftKept": "Vos choix sont toujours là : vérifiez-les et envoyez à nouveau.",
  "notice.refused.draftGone": "La table montre la partie telle qu'elle est maintenant.",
  "notice.dismiss": "OK",
  "notice.nameLimit": "{max} caractères au plus.",
  "notice.nameTooLong": "Les noms font {max} caractères au plus ; celui-ci en a {n}. Raccourcissez-le, s'il vous plaît.",
};
