import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Korean: the keys of en.ts. */
export const ko: Translation<typeof en> = {
  "lobby.title": "테이블 찾기",
  "lobby.intro": "아직 모르는 사람들과 함께 플레이하세요. 공개 테이블의 빈자리에 앉거나 자리를 배정받으세요.",
  "lobby.signIn": "공개 테이블에 앉으려면 로그인하세요.",
  "lobby.seatMe": "자리 배정",
  "lobby.seatMe.about": "조건에 맞는 가장 많이 찬 테이블에 앉습니다. 같은 시간대에 플레이하는 사람을 우선하며, 없으면 다른 사람들이 요청할 때 채워지는 새 테이블이 만들어집니다. 처음 만난 사람들은 첫 턴 전에 준비를 확인합니다.",
  "lobby.any": "상관없음",
  "lobby.edition": "에디션",
  "lobby.players": "플레이어 수",
  "lobby.pace": "한 수 제한 시간",
  "lobby.language": "테이블 언어",
  "lobby.name": "테이블에서 쓸 이름",
  "lobby.open": "공개 테이블",
  "lobby.loading": "테이블을 불러오는 중…",
  "lobby.none": "지금 플레이어를 기다리는 테이블이 없습니다. 자리 배정을 누르면 새 테이블이 만들어지고 다른 사람들이 요청할 때 채워집니다.",
  "lobby.free.one": "빈자리 {count}개",
  "lobby.free.other": "빈자리 {count}개",
  "lobby.tableOf": "{edition}, {players}명, 한 수에 {time}",
  "lobby.speaks": "{language}로 대화",
  "lobby.minimum": "신뢰도 {minimum} 이상",
  "lobby.strangers": "자리 배정으로 만들어짐: 첫 턴 전 준비 확인",
  "lobby.reliability": "{name}, 신뢰도 {figure}",
  "lobby.newPlayer": "{name}, 새 플레이어",
  "lobby.reliability.about": "신뢰도: 플레이어가 지킨 턴과 게임의 비율(제한 시간 안의 수, 끝까지 한 게임)입니다. 새 플레이어는 80에서 시작합니다.",
  "lobby.join": "앉기",
  "lobby.joinAt": "이 테이블에 앉기: {table}",
  "lobby.seating": "자리를 찾는 중…",
};
