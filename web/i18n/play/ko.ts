import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Korean: the keys of en.ts. */
export const ko: Translation<typeof en> = {
  "play.steps": "내 차례의 단계",
  "play.step.meeple": "미플",
  "play.step.path": "경로",
  "play.step.pour": "담기",
  "play.step.orders": "주문",
  "play.step.review": "확인",
  "play.step.name": "{number}단계: {name}",
  "play.next": "다음",
  "play.meeple.how": "보드에서 움직일 미플을 누르세요.",
  "play.meeple.here": "이 미플을 움직입니다.",
  "play.meeple.switch": "대신 이 미플을 움직입니다.",
  "play.cups.empty": "컵을 비워 재료를 공급처로 돌려놓기:",
  "play.mat": "내 컵과 주문",
  "play.drops": "곧 떨어짐",
  "play.newCard": "새 카드",
  "play.completed": "완료: {cards}",
  "play.completedCards.one": "완료: {cards}",
  "play.completedCards.other": "완료: {cards}",
  "play.dropped": "놓침: {cards}",
  "play.changed": "지난번에 본 뒤로 바뀜",
  "play.log.new.one": "새 소식: {count}",
  "play.log.new.other": "새 소식: {count}",
  "play.close": "닫기",
  "play.menu": "게임 메뉴",
};
