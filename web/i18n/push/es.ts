import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Spanish: the keys of en.ts. */
export const es: Translation<typeof en> = {
  "push.title": "Notificaciones en este dispositivo",
  "push.turnOn": "Avisarme cuando sea mi turno",
  "push.turnOff": "Desactivar las notificaciones",
  "push.on": "Este dispositivo recibe un aviso cuando es tu turno, cuando se acaba el tiempo y cuando termina una partida.",
  "push.off": "Recibe un aviso en este dispositivo en cuanto sea tu turno (se respetan las horas de descanso y tus preferencias de correo).",
  "push.unsupported": "Este navegador no puede mostrar notificaciones. En un iPhone, añade primero el sitio a la pantalla de inicio.",
  "push.denied": "Las notificaciones de este sitio están bloqueadas en la configuración del navegador.",
  "push.notSetUp": "Las notificaciones no están disponibles en este servidor.",
  "push.working": "Un momento…",
  "push.devices": "Dispositivos que reciben notificaciones",
  "push.devicesNone": "Ningún dispositivo recibe todavía notificaciones de esta cuenta.",
  "push.deviceAdded": "añadido el {date}",
  "push.deviceForAccount": "todas tus partidas",
  "push.deviceForGames": "{n} partida(s) por enlace",
  "push.remove": "Quitar",
  "push.removeLabel": "Dejar de enviar notificaciones a {device}",
  "push.offline": "Estás sin conexión. La aplicación se abre igual; las partidas se actualizan al volver la conexión.",
  "notice.turn.title": "Tu turno",
  "notice.turn.body": "La partida de Coffee Rush con {others} te está esperando.",
  "notice.turn.bodyAlone": "Una partida de Coffee Rush te está esperando.",
  "notice.reminder.title": "Se te acaba el tiempo",
  "notice.reminder.body": "Juega tu turno en Coffee Rush con {others} antes del {deadline}.",
  "notice.gameover.title": "La partida ha terminado",
  "notice.gameover.body": "Quedaste en el puesto {rank} de {players} en Coffee Rush con {others}.",
  "notice.gameover.resigned": "{names} se retiró y quedó último.",
  "notice.talk.title": "{from} en la mesa",
};
