import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Korean: the keys of en.ts. */
export const ko: Translation<typeof en> = {
  "app.page.verify": "게임 검증",
  "fair.title": "공정한 플레이",
  "fair.landing.text": "모든 배분은 첫 수 전에 비밀 시드로 정해지고 게임이 끝나면 공개되므로, 누구나 끝난 게임을 다시 재생해 모든 카드를 확인할 수 있습니다.",
  "fair.intro":
    "카드 배분은 게임을 만들 때 정해진 비밀 시드에서 나왔고, 그 지문(커밋먼트)만 공개되었습니다. 게임이 끝났으니 시드가 공개되었고, 브라우저가 모든 카드를 다시 재생해 확인할 수 있습니다.",
  "fair.commitment": "커밋먼트",
  "fair.verify": "이 게임 검증하기",
  "fair.verifying": "모든 수를 확인하는 중…",
  "fair.download": "기록 내려받기",
  "fair.verified": "검증됨: 시드가 처음에 공개된 커밋먼트와 일치하고, {count}개의 수 모두 기록된 카드, 사건, 결과와 정확히 같게 재생됩니다.",
  "fair.notVerified": "검증되지 않습니다.",
  "fair.problem.MALFORMED": "이 파일은 커피 러시 게임 기록이 아닙니다.",
  "fair.problem.UNKNOWN_ENGINE_VERSION": "이 기록은 엔진 버전 {version}으로 진행되었는데, 이 페이지에는 그 버전의 규칙이 없어 확인할 수 없습니다.",
  "fair.problem.NO_COMMITMENT": "이 게임은 시드 커밋먼트가 도입되기 전에 만들어져, 시드가 처음부터 정해져 있었다는 증거가 없습니다.",
  "fair.problem.COMMITMENT_MISMATCH": "시드가 게임을 만들 때 공개된 커밋먼트와 일치하지 않습니다.",
  "fair.problem.OPTIONS_REFUSED": "기록의 옵션은 규칙이 허용하는 게임이 아닙니다.",
  "fair.problem.DEAL_DIFFERS": "옵션과 시드로는 기록에 나온 테이블이 만들어지지 않습니다.",
  "fair.problem.ACTION_REFUSED": "{step}번째 수는 규칙에 어긋납니다.",
  "fair.problem.EVENTS_DIFFER": "{step}번째 수는 기록과 다르게 진행됩니다.",
  "fair.problem.RESULT_DIFFERS": "기록된 결과는 수들이 이끄는 결과와 다릅니다.",
  "fair.where.event": "그 수의 {event}번째 사건이 기록에는 {recorded}, 다시 둔 결과는 {replayed}입니다.",
  "fair.where.other": "기록에는 {recorded}, 다시 둔 결과는 {replayed}입니다.",
  "fair.where.file": "기록 파일에서의 위치: {path}",
  "fair.nothing": "없음",
  "fair.page.intro":
    "누구나 끝난 커피 러시 게임을 확인할 수 있습니다. 게임 페이지에서 기록을 내려받아 여기에 파일을 놓으세요. 브라우저가 게임 규칙으로 다시 재생합니다. 아무것도 전송되지 않습니다.",
  "fair.page.drop": "여기에 기록 파일을 놓으세요",
  "fair.page.choose": "또는 기록 파일 선택",
  "fair.page.unreadable": "{name} 파일을 게임 기록으로 읽을 수 없습니다 (JSON이 아닙니다).",
  "fair.page.checked": "확인한 파일: {name}",
  "fair.page.proves": "무엇을 증명하나요",
  "fair.page.provesText":
    "덱, 시작 플레이어, 보드가 첫 수 전에 정해진 시드에서 나왔고, 뽑힌 모든 카드와 서지, 비호감이 그 시드와 수들에서 나왔다는 것입니다. 플레이어끼리 정보를 나누거나 누군가에 맞서 함께 플레이하지 않았다는 것은 증명하지 않습니다.",
};
