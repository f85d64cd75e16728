import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** French: the keys of en.ts. */
export const fr: Translation<typeof en> = {
  "app.page.verify": "Vérifier une partie",
  "fair.title": "Jeu loyal",
  "fair.landing.text": "Chaque donne est fixée par une graine secrète avant le premier coup et révélée à la fin : n'importe qui peut rejouer une partie terminée et vérifier chaque carte.",
  "fair.intro":
    "La donne vient d'une graine secrète, fixée à la création de la partie : seule son empreinte (l'engagement) était affichée. La partie est finie, la graine est révélée, et votre navigateur peut rejouer chaque carte pour le vérifier.",
  "fair.commitment": "Engagement",
  "fair.verify": "Vérifier cette partie",
  "fair.verifying": "Vérification de chaque coup…",
  "fair.download": "Télécharger l'enregistrement",
  "fair.verified": "Vérifiée : la graine correspond à l'engagement publié au départ, et les {count} coups se rejouent exactement avec les cartes, les événements et le résultat enregistrés.",
  "fair.notVerified": "Ne se vérifie pas.",
  "fair.problem.MALFORMED": "Ce fichier n'est pas un enregistrement de partie de Coffee Rush.",
  "fair.problem.UNKNOWN_ENGINE_VERSION": "Cet enregistrement a été joué avec la version {version} du moteur, dont cette page n'a pas les règles : il ne peut pas être vérifié.",
  "fair.problem.NO_COMMITMENT": "Cette partie a été créée avant que les parties s'engagent sur leur graine : rien ne prouve que la graine était fixée dès le départ.",
  "fair.problem.COMMITMENT_MISMATCH": "La graine ne correspond pas à l'engagement publié à la création de la partie.",
  "fair.problem.OPTIONS_REFUSED": "Les options de l'enregistrement ne décrivent pas une partie que les règles permettent.",
  "fair.problem.DEAL_DIFFERS": "Les options et la graine ne mettent pas en place la table que montre l'enregistrement.",
  "fair.problem.ACTION_REFUSED": "Le coup {step} enfreint les règles.",
  "fair.problem.EVENTS_DIFFER": "Le coup {step} ne s'est pas passé comme le dit l'enregistrement.",
  "fair.problem.RESULT_DIFFERS": "Le résultat enregistré n'est pas celui auquel mènent les coups.",
  "fair.where.event": "Dans ce coup, l'événement {event} de l'enregistrement dit {recorded} ; la partie rejouée donne {replayed}.",
  "fair.where.other": "L'enregistrement dit {recorded} ; la partie rejouée donne {replayed}.",
  "fair.where.file": "Emplacement dans le fichier : {path}",
  "fair.nothing": "rien",
  "fair.page.intro":
    "N'importe qui peut vérifier une partie terminée de Coffee Rush. Téléchargez son enregistrement depuis la page de la partie, puis déposez le fichier ici : votre navigateur la rejoue avec les règles du jeu. Rien n'est envoyé.",
  "fair.page.drop": "Déposez un fichier d'enregistrement ici",
  "fair.page.choose": "ou choisissez un fichier d'enregistrement",
  "fair.page.unreadable": "{name} ne peut pas être lu comme un enregistrement de partie (ce n'est pas du JSON).",
  "fair.page.checked": "Vérifié : {name}",
  "fair.page.proves": "Ce que cela prouve",
  "fair.page.provesText":
    "Que la pioche, le premier joueur et le plateau viennent d'une graine fixée avant le premier coup, et que chaque carte piochée, afflux et mécontentement en découle avec les coups joués. Cela ne prouve pas que des joueurs n'ont pas partagé d'informations ni joué ensemble contre quelqu'un.",
};
