import type { Locale } from "./index.js";

/** The settings page's choice of the mails' language ("mailLanguage."). */
export const mailLanguageStrings: Record<Locale, Record<string, string>> = {
  en: {
    "mailLanguage.label": "Language of your mails",
    "mailLanguage.hint": "Every mail, and the pages its links open, is written in this language.",
  },
  ko: {
    "mailLanguage.label": "메일 언어",
    "mailLanguage.hint": "모든 메일과 메일 링크로 여는 페이지가 이 언어로 쓰여요.",
  },
  es: {
    "mailLanguage.label": "Idioma de tus correos",
    "mailLanguage.hint": "Todos los correos, y las páginas que abren sus enlaces, se escriben en este idioma.",
  },
  fr: {
    "mailLanguage.label": "Langue de vos e-mails",
    "mailLanguage.hint": "Chaque e-mail, et les pages qu'ouvrent ses liens, est écrit dans cette langue.",
  },
};
