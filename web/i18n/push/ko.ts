import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Korean: the keys of en.ts. */
export const ko: Translation<typeof en> = {
  "push.title": "이 기기의 알림",
  "push.turnOn": "내 차례가 되면 알려 주세요",
  "push.turnOff": "알림 끄기",
  "push.on": "내 차례가 되었을 때, 시간이 얼마 남지 않았을 때, 게임이 끝났을 때 이 기기로 알림이 옵니다.",
  "push.off": "내 차례가 되는 즉시 이 기기로 알림을 받으세요(방해 금지 시간과 메일 설정이 적용됩니다).",
  "push.unsupported": "이 브라우저는 알림을 표시할 수 없습니다. iPhone에서는 먼저 사이트를 홈 화면에 추가하세요.",
  "push.denied": "브라우저 설정에서 이 사이트의 알림이 차단되어 있습니다.",
  "push.notSetUp": "이 서버에서는 알림을 사용할 수 없습니다.",
  "push.working": "잠시만요…",
  "push.devices": "알림을 받는 기기",
  "push.devicesNone": "아직 이 계정의 알림을 받는 기기가 없습니다.",
  "push.deviceAdded": "{date} 추가됨",
  "push.deviceForAccount": "내 모든 게임",
  "push.deviceForGames": "링크로 연결된 게임 {n}개",
  "push.remove": "삭제",
  "push.removeLabel": "{device}의 알림 중지",
  "push.offline": "오프라인 상태입니다. 앱은 열리며, 다시 연결되면 게임이 업데이트됩니다.",
  "notice.turn.title": "내 차례",
  "notice.turn.body": "{others}님과 함께하는 커피 러시가 기다리고 있어요.",
  "notice.turn.bodyAlone": "커피 러시 게임이 기다리고 있어요.",
  "notice.reminder.title": "남은 시간이 얼마 없어요",
  "notice.reminder.body": "{deadline} 전에 {others}님과의 커피 러시에서 차례를 진행하세요.",
  "notice.gameover.title": "게임이 끝났습니다",
  "notice.gameover.body": "{others}님과의 커피 러시에서 {players}명 중 {rank}위를 했습니다.",
  "notice.gameover.resigned": "{names}님이 기권해서 꼴찌가 되었습니다.",
  "notice.talk.title": "{from}님의 메시지",
};
