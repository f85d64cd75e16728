import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Korean: the keys of en.ts. */
export const ko: Translation<typeof en> = {
  "suggest.button": "수 추천받기",
  "suggest.asking": "생각하는 중…",
  "suggest.filled": "추천 수를 채웠습니다.",
  "suggest.standing": "추천 수:",
  "suggest.logMark": "추천 수",
  "suggest.logMarkTitle": "추천받은 수를 그대로 둠",
  "suggest.create": "“수 추천받기” 허용",
  "suggest.createHint": "플레이어가 봇에게 수를 물어볼 수 있습니다(봇과의 게임에서는 항상 켜짐). 추천대로 둔 수는 기록에 표시됩니다.",
  "suggest.error.SUGGESTIONS_OFF": "이 게임의 호스트가 수 추천을 허용하지 않았습니다.",
  "suggest.error.NOT_YOUR_TURN": "수 추천은 내 차례일 때만 받을 수 있습니다.",
  "suggest.error.SUGGESTING_TOO_FAST": "추천을 너무 많이 요청했습니다. 몇 분 뒤에 다시 시도하세요.",
  "suggest.error.other": "지금은 추천할 수 없습니다. 잠시 뒤에 다시 시도하세요.",
};
