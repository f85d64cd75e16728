import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Korean: the keys of en.ts. */
export const ko: Translation<typeof en> = {
  "embed.label": "커피 러쉬: 실시간 게임",
  "embed.open": "커피 러쉬에서 열기",
  "embed.newTab": "(새 탭에서 열림)",
  "embed.noGame": "이 임베드에 게임이 지정되지 않았습니다.",
  "embed.playing": "내 자리: {name}",
  "embed.watching": "관전 중",
  "embed.badSeat": "이 자리 링크로는 더 이상 자리를 열 수 없습니다. 게임을 관전하고 있습니다.",
  "embed.joinFirst": "이 자리는 아직 비어 있습니다. 먼저 커피 러쉬에서 자리에 앉으세요.",
  "embed.seats": "자리",
};
