import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Korean: the keys of en.ts. */
export const ko: Translation<typeof en> = {
  "app.page.rules": "규칙",
  "rules.link": "규칙: {section}",
  "rules.newTab": "(새 탭에서 열림)",
  "rules.fromLanding": "커피 러쉬가 처음인가요? 규칙을 읽어 보세요",
  "rules.fromJoin": "커피 러쉬가 처음인가요? 2분 규칙 안내",
  "rules.fromGameOver": "점수 계산 방법",
  "rules.section.basics": "2분 만에 보는 게임",
  "rules.section.editions": "두 가지 판",
  "rules.section.setup": "게임 준비",
  "rules.section.turn": "차례 진행",
  "rules.section.movement": "이동",
  "rules.section.pouring": "컵에 담기",
  "rules.section.orders": "주문 완료",
  "rules.section.order-surge": "주문 폭주",
  "rules.section.flow-of-time": "시간의 흐름",
  "rules.section.end": "게임 종료",
  "rules.section.scoring": "점수 계산",
  "rules.section.upgrades": "업그레이드",
  "rules.section.variants": "변형 규칙",
};
