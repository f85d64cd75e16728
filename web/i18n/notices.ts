import type { Locale } from "./index.js";

/**
 * What the app says when something did not go as the player meant: a seat link that no longer
 * works, a move the game refused because it moved on, a name that is too long.
 */
export const noticeStrings: Record<Locale, Record<string, string>> = {
  en: {
    "notice.badLink.title": "This seat link doesn't work",
    "notice.badLink.why": "It may have been cut short when it was copied, or the host has replaced it with a new one. Meanwhile you are watching the game.",
    "notice.badLink.ask": "Ask the host for a new link.",
    "notice.badLink.signIn": "If the seat is yours and you joined signed in, sign in to play it.",
    "notice.refused.stale": "Your move was not sent: the game moved on before it arrived (another tab or device of yours, or another player, moved first).",
    "notice.refused.timeoutBot": "Your move was not sent: your time ran out and a bot already played this turn for you.",
    "notice.refused.bot": "Your move was not sent: a bot plays this seat now. The host can give it back to you with a new link.",
    "notice.refused.draftKept": "Your choices are still there: check them and submit again.",
    "notice.refused.draftGone": "The table shows the game as it is now.",
    "notice.dismiss": "OK",
    "notice.nameLimit": "Up to {max} characters.",
    "notice.nameTooLong": "Names can be at most {max} characters; this one has {n}. Please shorten it.",
  },
  ko: {
    "notice.badLink.title": "이 자리 링크는 작동하지 않습니다",
    "notice.badLink.why": "복사할 때 잘렸거나, 호스트가 새 링크로 바꾸었을 수 있습니다. 그동안은 게임을 관전합니다.",
    "notice.badLink.ask": "호스트에게 새 링크를 요청하세요.",
    "notice.badLink.signIn": "내 자리이고 로그인한 상태로 참가했다면, 로그인해서 플레이하세요.",
    "notice.refused.stale": "수가 전송되지 않았습니다: 도착하기 전에 게임이 진행되었습니다(다른 탭이나 기기, 또는 다른 플레이어가 먼저 두었습니다).",
    "notice.refused.timeoutBot": "수가 전송되지 않았습니다: 시간이 다 되어 봇이 이미 이 차례를 대신 두었습니다.",
    "notice.refused.bot": "수가 전송되지 않았습니다: 지금은 봇이 이 자리를 플레이합니다. 호스트가 새 링크로 자리를 돌려줄 수 있습니다.",
    "notice.refused.draftKept": "선택한 내용은 그대로 있습니다: 확인하고 다시 제출하세요.",
    "notice.refused.draftGone": "테이블에 지금의 게임 상태가 표시됩니다.",
    "notice.dismiss": "확인",
    "notice.nameLimit": "최대 {max}자.",
    "notice.nameTooLong": "이름은 최대 {max}자입니다. 이 이름은 {n}자입니다. 줄여 주세요.",
  },
  es: {
    "notice.badLink.title": "Este enlace de asiento no funciona",
    "notice.badLink.why": "Puede que se cortara al copiarlo, o que el anfitrión lo haya cambiado por uno nuevo. Mientras tanto estás mirando la partida.",
    "notice.badLink.ask": "Pide un enlace nuevo al anfitrión.",
    "notice.badLink.signIn": "Si el asiento es tuyo y te uniste con la sesión iniciada, inicia sesión para jugarlo.",
    "notice.refused.stale": "Tu jugada no se envió: la partida avanzó antes de que llegara (otra pestaña o dispositivo tuyo, u otro jugador, jugó primero).",
    "notice.refused.timeoutBot": "Tu jugada no se envió: se te acabó el tiempo y un bot ya jugó este turno por ti.",
    "notice.refused.bot": "Tu jugada no se envió: ahora un bot juega este asiento. El anfitrión puede devolvértelo con un enlace nuevo.",
    "notice.refused.draftKept": "Tus elecciones siguen ahí: revísalas y envía de nuevo.",
    "notice.refused.draftGone": "La mesa muestra la partida tal como está ahora.",
    "notice.dismiss": "De acuerdo",
    "notice.nameLimit": "Hasta {max} caracteres.",
    "notice.nameTooLong": "Los nombres tienen como máximo {max} caracteres; este tiene {n}. Acórtalo, por favor.",
  },
  fr: {
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
  },
};
