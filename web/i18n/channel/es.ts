import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Spanish: the keys of en.ts. */
export const es: Translation<typeof en> = {
  "channel.title": "Canal (Discord, Slack…)",
  "channel.hint": "Publica las novedades de esta partida en el chat de tu grupo: el inicio, a quién le toca, propuestas para terminar, la revancha y la puntuación final.",
  "channel.onlyHost": "Solo el anfitrión puede conectar esta partida a un canal.",
  "channel.playersMay": "Permitir que cualquier jugador conecte o cambie el canal",
  "channel.mention": "Tu id de usuario de Discord o de miembro de Slack",
  "channel.mentionHint": "Los mensajes de turno te mencionarán para que tu aplicación de chat te avise. Déjalo vacío si no quieres menciones.",
  "channel.mentionSave": "Guardar",
  "channel.mentionSaved": "Guardado.",
  "webhook.url": "Dirección del webhook",
  "webhook.urlHint": "Un webhook entrante de Discord (discord.com/api/webhooks/…), Slack (hooks.slack.com/services/…) o cualquier receptor https. Mantenlo en secreto: quien lo tenga puede publicar en tu canal.",
  "webhook.language": "Idioma de los mensajes",
  "webhook.connect": "Conectar",
  "webhook.replace": "Reemplazar",
  "webhook.connected": "Conectado: {address}",
  "webhook.flavour.discord": "Discord",
  "webhook.flavour.slack": "Slack",
  "webhook.flavour.generic": "Webhook (firmado)",
  "webhook.none": "No hay ningún webhook conectado.",
  "webhook.failing": "Las publicaciones fallan desde {date}: {error}",
  "webhook.off": "Desactivado el {date} tras un día de fallos. Vuelve a conectarlo cuando funcione.",
  "webhook.secret": "Secreto de firma (se muestra solo esta vez: cópialo en tu receptor, que comprueba la cabecera webhook-signature al modo Standard Webhooks)",
  "webhook.test": "Enviar un mensaje de prueba",
  "webhook.testSent": "Mensaje de prueba en camino: mira tu canal.",
  "webhook.remove": "Desconectar",
  "webhook.mine": "Tu propio webhook",
  "webhook.mineHint": "Recibe «te toca» en todas tus partidas, con las mismas horas de silencio y silencios que tus correos.",
};
