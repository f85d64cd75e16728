import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Korean: the keys of en.ts. */
export const ko: Translation<typeof en> = {
  "mine.onThisDevice": "이 기기의 게임",
  "mine.alsoOnThisDevice": "이 기기에도 있는 게임",
  "mine.signInToKeep": "이 브라우저는 자리 링크로 이 게임들을 기억합니다. 로그인하면 모든 기기에서 볼 수 있습니다: 로그인한 뒤 내 게임을 열면 이 게임들이 계정에 추가됩니다.",
  "mine.notJoined": "{players}인 · 아직 자리에 앉지 않았습니다",
  "mine.linkDead": "{players}인 · 이 자리 링크는 더 이상 작동하지 않습니다",
  "ending.dislikes": "{names} 님의 싫어요가 {count}개가 되어 게임이 끝났고, 라운드를 끝까지 진행했습니다.",
  "ending.deck": "주문 덱이 떨어져 게임이 끝났고, 라운드를 끝까지 진행했습니다.",
  "ending.stall": "아무의 대기열에도 주문이 남지 않아 게임이 끝났습니다.",
  "ending.queueCleared": "한 플레이어가 대기열의 주문을 모두 처리해 게임이 끝났고, 라운드를 끝까지 진행했습니다.",
  "inviteMail.label": "또는 {n}번 플레이어의 링크를 메일로 보낼 주소",
  "inviteMail.send": "초대 보내기",
  "inviteMail.sent": "{email}(으)로 보냈습니다: 메일에는 이 자리만의 링크가 들어 있습니다.",
  "joinContext.invitedBy": "{name} 님이 이 게임에 초대했습니다.",
  "joinContext.players": "{n}인",
  "joinContext.nobodySeated": "아직 아무도 자리에 앉지 않았습니다.",
  "joinContext.seated": "이미 앉은 사람: {names}.",
  "joinContext.seatedName": "{name} ({n}번 플레이어)",
};
