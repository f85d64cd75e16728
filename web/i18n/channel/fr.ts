import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** French: the keys of en.ts. */
export const fr: Translation<typeof en> = {
  "channel.title": "Canal (Discord, Slack…)",
  "channel.hint": "Publiez les nouvelles de cette partie dans le salon de votre groupe : le début, à qui c'est le tour, les propositions de fin, la revanche et les scores finaux.",
  "channel.onlyHost": "Seul l'hôte peut relier cette partie à un canal.",
  "channel.playersMay": "Permettre à chaque joueur de relier ou changer le canal",
  "channel.mention": "Votre identifiant Discord ou identifiant de membre Slack",
  "channel.mentionHint": "Les messages de tour vous mentionnent alors, et votre messagerie vous prévient. Laissez vide pour ne pas être mentionné.",
  "channel.mentionSave": "Enregistrer",
  "channel.mentionSaved": "Enregistré.",
  "webhook.url": "Adresse du webhook",
  "webhook.urlHint": "Un webhook entrant de Discord (discord.com/api/webhooks/…), Slack (hooks.slack.com/services/…) ou de tout récepteur https. Gardez-le secret : quiconque l'a peut publier dans votre canal.",
  "webhook.language": "Langue des messages",
  "webhook.connect": "Relier",
  "webhook.replace": "Remplacer",
  "webhook.connected": "Relié : {address}",
  "webhook.flavour.discord": "Discord",
  "webhook.flavour.slack": "Slack",
  "webhook.flavour.generic": "Webhook (signé)",
  "webhook.none": "Aucun webhook relié.",
  "webhook.failing": "Les publications échouent depuis le {date} : {error}",
  "webhook.off": "Désactivé le {date} après un jour d'échecs. Reliez-le à nouveau quand il fonctionne.",
  "webhook.secret": "Secret de signature (affiché cette seule fois : copiez-le dans votre récepteur, qui vérifie l'en-tête webhook-signature à la manière de Standard Webhooks)",
  "webhook.test": "Envoyer un message de test",
  "webhook.testSent": "Message de test envoyé : regardez votre canal.",
  "webhook.remove": "Délier",
  "webhook.mine": "Votre propre webhook",
  "webhook.mineHint": "Reçoit « à vous de jouer » dans toutes vos parties, avec les mêmes heures calmes et sourdines que vos e-mails.",
};
