import type { Language } from "../languages.js";
import type { QuickPhrase } from "../talk.js";

/**
 * The quick phrases' words (table talk) in every language: one source for the table
 * (web/i18n/talk/ spreads them into its area) and for the mails that quote them.
 */
export const talkPhraseStrings: Record<Language, Record<`talk.phrase.${QuickPhrase}`, string>> = {
  en: {
    "talk.phrase.goodMove": "Good move!",
    "talk.phrase.yourTurn": "Your turn",
    "talk.phrase.thinking": "Thinking…",
    "talk.phrase.goodGame": "Good game",
  },
  ko: {
    "talk.phrase.goodMove": "좋은 수예요!",
    "talk.phrase.yourTurn": "당신 차례예요",
    "talk.phrase.thinking": "생각 중…",
    "talk.phrase.goodGame": "좋은 게임이었어요",
  },
  es: {
    "talk.phrase.goodMove": "¡Buena jugada!",
    "talk.phrase.yourTurn": "Te toca",
    "talk.phrase.thinking": "Pensando…",
    "talk.phrase.goodGame": "Buena partida",
  },
  fr: {
    "talk.phrase.goodMove": "Bien joué !",
    "talk.phrase.yourTurn": "À toi de jouer",
    "talk.phrase.thinking": "Je réfléchis…",
    "talk.phrase.goodGame": "Bonne partie",
  },
};

/** A quick phrase in a language (its key when it is not one: a phrase from a newer client). */
export function talkPhrase(locale: Language, phrase: string): string {
  return (talkPhraseStrings[locale] as Record<string, string>)[`talk.phrase.${phrase}`] ?? phrase;
}
