import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Korean: the keys of en.ts. */
export const ko: Translation<typeof en> = {
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
};
