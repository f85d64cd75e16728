import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Korean: the keys of en.ts. */
export const ko: Translation<typeof en> = {
  "channel.title": "채널 (Discord, Slack…)",
  "channel.hint": "그룹 채팅에 이 게임 소식을 올립니다: 시작, 누구 차례인지, 종료 제안, 다시 하기, 최종 점수.",
  "channel.onlyHost": "호스트만 이 게임을 채널에 연결할 수 있습니다.",
  "channel.playersMay": "모든 플레이어가 채널을 연결하거나 바꿀 수 있게 하기",
  "channel.mention": "내 Discord 사용자 ID 또는 Slack 멤버 ID",
  "channel.mentionHint": "차례 메시지가 나를 멘션하여 채팅 앱이 알려 줍니다. 멘션을 원하지 않으면 비워 두세요.",
  "channel.mentionSave": "저장",
  "channel.mentionSaved": "저장했습니다.",
  "webhook.url": "웹훅 주소",
  "webhook.urlHint": "Discord(discord.com/api/webhooks/…), Slack(hooks.slack.com/services/…) 또는 https 수신 서비스의 수신 웹훅입니다. 비밀로 하세요: 이 주소가 있으면 누구나 채널에 글을 올릴 수 있습니다.",
  "webhook.language": "메시지 언어",
  "webhook.connect": "연결",
  "webhook.replace": "바꾸기",
  "webhook.connected": "연결됨: {address}",
  "webhook.flavour.discord": "Discord",
  "webhook.flavour.slack": "Slack",
  "webhook.flavour.generic": "웹훅 (서명됨)",
  "webhook.none": "연결된 웹훅이 없습니다.",
  "webhook.failing": "{date}부터 게시에 실패하고 있습니다: {error}",
  "webhook.off": "하루 동안 실패하여 {date}에 꺼졌습니다. 작동하면 다시 연결하세요.",
  "webhook.secret": "서명 비밀 값 (이번 한 번만 표시됩니다: 수신 서비스에 복사하면 Standard Webhooks 방식으로 webhook-signature 헤더를 확인합니다)",
  "webhook.test": "테스트 메시지 보내기",
  "webhook.testSent": "테스트 메시지를 보냈습니다. 채널을 확인하세요.",
  "webhook.remove": "연결 끊기",
  "webhook.mine": "내 웹훅",
  "webhook.mineHint": "내가 앉은 모든 게임의 \"내 차례\"를 받습니다. 메일과 같은 조용한 시간과 음소거가 적용됩니다.",
};
