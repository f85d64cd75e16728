import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** French: the keys of en.ts. */
export const fr: Translation<typeof en> = {
  "mailLanguage.label": "Langue de vos e-mails",
  "mailLanguage.hint": "Chaque e-mail, et les pages qu'ouvrent ses liens, est écrit dans cette langue.",
};
