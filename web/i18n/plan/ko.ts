import { planLapseStrings } from "../../../protocol/i18n/plan-lapses.js";
import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Korean: the keys of en.ts. */
export const ko: Translation<typeof en> = {
  ...planLapseStrings.ko,
  "plan.heading": "다음 이동 계획하기",
  "plan.waiting": "아직 내 차례가 아닙니다.",
  "plan.hint": "지금 테이블을 보고 다음 이동을 짜 두세요: 차례가 오는 순간 여전히 유효하면 바로 진행됩니다.",
  "plan.mode": "계획 진행 조건",
  "plan.mode.same": "같은 재료를 모을 때",
  "plan.mode.legal": "규칙에 맞기만 하면",
  "plan.ready": "다음 이동이 계획되었습니다.",
  "plan.readyHow": "차례가 오면 여전히 유효할 때 진행됩니다. 나만 볼 수 있어요.",
  "plan.change": "바꾸기",
  "plan.cancel": "계획 취소",
  "plan.played": "계획한 차례가 진행되었습니다.",
  "plan.lapsedLine": "계획한 차례가 진행되지 않았습니다.",
  "plan.ghost": "계획한 이동이 여기서 끝납니다",
  "plan.logMark": "계획",
  "plan.logMarkTitle": "차례가 오기 전에 준비해 두었고, 차례가 오자 방이 진행했습니다",
};
