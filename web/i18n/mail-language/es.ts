import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Spanish: the keys of en.ts. */
export const es: Translation<typeof en> = {
  "mailLanguage.label": "Idioma de tus correos",
  "mailLanguage.hint": "Todos los correos, y las páginas que abren sus enlaces, se escriben en este idioma.",
};
