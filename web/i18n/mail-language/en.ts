/**
 * The settings page's choice of the mails' language ("mailLanguage.").
 * English, and the keys every language has (ko.ts, es.ts, fr.ts).
 */
export const en = {
  "mailLanguage.label": "Language of your mails",
  "mailLanguage.hint": "Every mail, and the pages its links open, is written in this language.",
};
