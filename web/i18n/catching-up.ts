import type { Locale } from "./index.js";

/**
 * Invitations and catching up: "My games" from this browser's seat links, the join page's
 * account of the game, the end screen's one sentence on why the game ended.
 */
export const catchingUpStrings: Record<Locale, Record<string, string>> = {
  en: {
    "mine.onThisDevice": "Games on this device",
    "mine.alsoOnThisDevice": "Also on this device",
    "mine.signInToKeep": "This browser remembers these games by their seat links. Sign in to have your games on every device: the games you join while signed in follow your account.",
    "mine.notJoined": "{players} players · your seat is not taken yet",
    "mine.linkDead": "{players} players · this seat link no longer works",
    "ending.dislikes": "The game ended because {names} reached {count} dislikes, and the round was played to its end.",
    "ending.deck": "The game ended because the order deck ran out, and the round was played to its end.",
    "ending.stall": "The game ended because nobody had an order left in their queue.",
    "ending.queueCleared": "The game ended because a player served every order in their queue, and the round was played to its end.",
  },
  ko: {
    "mine.onThisDevice": "이 기기의 게임",
    "mine.alsoOnThisDevice": "이 기기에도 있는 게임",
    "mine.signInToKeep": "이 브라우저는 자리 링크로 이 게임들을 기억합니다. 로그인하면 모든 기기에서 게임을 볼 수 있습니다: 로그인한 상태로 참가한 게임은 계정에 남습니다.",
    "mine.notJoined": "{players}인 · 아직 자리에 앉지 않았습니다",
    "mine.linkDead": "{players}인 · 이 자리 링크는 더 이상 작동하지 않습니다",
    "ending.dislikes": "{names} 님의 싫어요가 {count}개가 되어 게임이 끝났고, 라운드를 끝까지 진행했습니다.",
    "ending.deck": "주문 덱이 떨어져 게임이 끝났고, 라운드를 끝까지 진행했습니다.",
    "ending.stall": "아무의 대기열에도 주문이 남지 않아 게임이 끝났습니다.",
    "ending.queueCleared": "한 플레이어가 대기열의 주문을 모두 처리해 게임이 끝났고, 라운드를 끝까지 진행했습니다.",
  },
  es: {
    "mine.onThisDevice": "Partidas en este dispositivo",
    "mine.alsoOnThisDevice": "También en este dispositivo",
    "mine.signInToKeep": "Este navegador recuerda estas partidas por sus enlaces de asiento. Inicia sesión para tener tus partidas en todos tus dispositivos: las partidas a las que te unes con la sesión iniciada quedan en tu cuenta.",
    "mine.notJoined": "{players} jugadores · aún no has ocupado tu asiento",
    "mine.linkDead": "{players} jugadores · este enlace de asiento ya no funciona",
    "ending.dislikes": "La partida terminó porque {names} llegó a {count} «no me gusta», y la ronda se jugó hasta el final.",
    "ending.deck": "La partida terminó porque se acabó el mazo de pedidos, y la ronda se jugó hasta el final.",
    "ending.stall": "La partida terminó porque a nadie le quedaba ningún pedido en su cola.",
    "ending.queueCleared": "La partida terminó porque un jugador sirvió todos los pedidos de su cola, y la ronda se jugó hasta el final.",
  },
  fr: {
    "mine.onThisDevice": "Parties sur cet appareil",
    "mine.alsoOnThisDevice": "Aussi sur cet appareil",
    "mine.signInToKeep": "Ce navigateur se souvient de ces parties grâce à leurs liens de place. Connectez-vous pour retrouver vos parties sur tous vos appareils : les parties rejointes en étant connecté suivent votre compte.",
    "mine.notJoined": "{players} joueurs · votre place n'est pas encore prise",
    "mine.linkDead": "{players} joueurs · ce lien de place ne fonctionne plus",
    "ending.dislikes": "La partie s'est terminée car {names} a atteint {count} « je n'aime pas », et le tour de table a été joué jusqu'au bout.",
    "ending.deck": "La partie s'est terminée car la pioche de commandes était épuisée, et le tour de table a été joué jusqu'au bout.",
    "ending.stall": "La partie s'est terminée car plus personne n'avait de commande dans sa file.",
    "ending.queueCleared": "La partie s'est terminée car un joueur a servi toutes les commandes de sa file, et le tour de table a été joué jusqu'au bout.",
  },
};
