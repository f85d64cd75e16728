import type { Language } from "../../protocol/languages.js";
import { fill, type Params } from "../../protocol/i18n/translate.js";
import type { PushMessage } from "../../protocol/types.js";
import { pushStrings } from "../i18n/push/index.js";
import { talkStrings } from "../i18n/talk/index.js";
import { planLapseSentence } from "../../protocol/i18n/plan-lapses.js";

/** A push notice's title and body in the device's language (the service worker has no page to ask). */
export function noticeText(message: PushMessage): { title: string; body: string } {
  const language = (message.locale in pushStrings ? message.locale : "en") as Language;
  const strings = pushStrings[language];
  const text = (key: string, params: Params) => fill(strings[key] ?? pushStrings.en[key], params);
  const others = new Intl.ListFormat(language, { type: "conjunction" }).format(message.others);
  const title = text(`notice.${message.kind}.title`, {});
  if (message.kind === "turn" || message.kind === "plan") {
    const body = text(others ? `notice.${message.kind}.body` : `notice.${message.kind}.bodyAlone`, { others });
    return { title, body: message.lapse ? `${planLapseSentence(language, message.lapse)} ${body}` : body };
  }
  if (message.kind === "talk") {
    const words = message.phrase ? (talkStrings[language][`talk.phrase.${message.phrase}`] ?? message.phrase) : (message.text ?? "");
    return { title: text("notice.talk.title", { from: message.from ?? "" }), body: words };
  }
  if (message.kind === "reminder" || message.kind === "ready") {
    const deadline = new Intl.DateTimeFormat(language, { weekday: "short", hour: "2-digit", minute: "2-digit" }).format(message.deadline ?? Date.now());
    return { title, body: text(`notice.${message.kind}.body`, { others, deadline }) };
  }
  const body = text("notice.gameover.body", { others, rank: ordinal(message.rank ?? 1, language), players: message.players ?? 0 });
  if (!message.resigned?.length) return { title, body };
  const resigned = new Intl.ListFormat(language, { type: "conjunction" }).format(message.resigned);
  return { title, body: `${body} ${text("notice.gameover.resigned", { names: resigned })}` };
}

/** 1st, 2nd; 1er, 2e; 1.º; 1 (Korean says 위 in the sentence). */
function ordinal(n: number, language: Language): string {
  if (language === "en") {
    const suffix = { one: "st", two: "nd", few: "rd", other: "th" } as Record<string, string>;
    return `${n}${suffix[new Intl.PluralRules("en", { type: "ordinal" }).select(n)] ?? "th"}`;
  }
  if (language === "fr") return n === 1 ? "1er" : `${n}e`;
  if (language === "es") return `${n}.º`;
  return String(n);
}
