import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Korean: the keys of en.ts. */
export const ko: Translation<typeof en> = {
  "help.details": "자세히",
  "help.place.yours": "내 위치 {number}",
  "help.place.theirs": "{name}의 위치 {number}",
  "help.close": "닫기",
  "help.recipe": "레시피",
  "help.like.one": "완성하면: 좋아요 ({points}점).",
  "help.like.other": "완성하면: 좋아요 ({points}점).",
  "help.dislike.one": "떨어지면: 싫어요 ({points}점).",
  "help.dislike.other": "떨어지면: 싫어요 ({points}점).",
  "help.specialty": "스페셜티: 완성하면 {tokens}도 얻습니다.",
  "help.drops.now": "이번 턴이 끝나면 떨어집니다.",
  "help.drops.yoursNext": "내 다음 턴이 끝나면 떨어집니다.",
  "help.drops.yoursAfter": "내 턴 {count}번 뒤에 떨어집니다.",
  "help.drops.yoursAfterNow": "이번 턴을 포함해 내 턴 {count}번 뒤에 떨어집니다.",
  "help.drops.theirsNext": "{name}의 다음 턴이 끝나면 떨어집니다.",
  "help.drops.theirsAfter": "{name}의 턴 {count}번 뒤에 떨어집니다.",
  "help.drops.theirsAfterNow": "이번 턴을 포함해 {name}의 턴 {count}번 뒤에 떨어집니다.",
  "help.drops.never": "떨어지지 않습니다: 이 게임에는 시간의 흐름이 없습니다.",
  "help.cups": "내 컵, 가까운 순",
  "help.cup.ready": "컵 {number}: 지금 바로 맞습니다.",
  "help.cup.lacks": "컵 {number}: {tokens}이(가) 더 필요합니다.",
  "help.cup.emptyFirst": "컵 {number}: {extra}이(가) 남습니다. 비운 뒤 {tokens}이(가) 필요합니다.",
  "help.step.total": "그때까지 모은 것: {tokens}.",
  "help.submitWaits": "아직 제출할 수 없습니다: {reason}",
};
