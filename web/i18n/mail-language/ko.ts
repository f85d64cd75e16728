import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Korean: the keys of en.ts. */
export const ko: Translation<typeof en> = {
  "mailLanguage.label": "메일 언어",
  "mailLanguage.hint": "모든 메일과 메일 링크로 여는 페이지가 이 언어로 쓰여요.",
};
