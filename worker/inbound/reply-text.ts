import { MAX_TALK_LENGTH } from "../../protocol/talk.js";
import { oneLine } from "../../protocol/plain-text.js";
import { replyWord } from "../mail/by-mail.js";
import type { MailCommand } from "../room/mail-commands.js";

/**
 * What a reply says, without what it quotes: the mail clients' shapes of a quoted mail (Gmail's
 * and Apple Mail's "On … wrote:" and ">" lines, in the four languages; Outlook's header block under
 * a rule or "Original Message"), and signatures ("-- ", "Sent from my iPhone"). Then the one command
 * its first line is: a move's number, a short command in any language, or table talk.
 */

/** "On Sat, 28 Nov 2026 at 10:00, Coffee Rush <…> wrote:", as Gmail and Apple Mail write it in en, fr, es, ko (and de). */
const ATTRIBUTION = /^(on|le|el|am)\b.*\b(wrote|a écrit|escribió|schrieb)\s*:?\s*$|님이 작성:?\s*$|작성:\s*$/iu;
const ATTRIBUTION_START = /^(on|le|el|am)\s/i;
/** Outlook's quoted header block: "From: …" then "Sent:"/"Date:" (and their translations). */
const OUTLOOK_FROM = /^\*?(from|de|보낸 사람|von)\s*:/iu;
const OUTLOOK_NEXT = /^\*?(sent|date|envoyé|enviado|fecha|보낸 날짜|gesendet|to|à|para|받는 사람)\s*:/iu;
const CUT = [
  /^>/,
  /^-{2,}\s*(original message|message d'origine|mensaje original|원본 메시지)\s*-{2,}\s*$/iu,
  /^_{8,}\s*$/,
  /^--\s?$/,
  /^(sent from my|get outlook for|envoyé de mon|enviado desde mi)\b/iu,
  /에서 보냄\s*$/u,
];

/** The reply's own lines: everything above the first quote, quoted header or signature. */
export function ownText(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const own: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    const next = (lines[i + 1] ?? "").trim();
    if (CUT.some((pattern) => pattern.test(line))) break;
    if (ATTRIBUTION.test(line) || (ATTRIBUTION_START.test(line) && ATTRIBUTION.test(`${line} ${next}`))) break;
    if (OUTLOOK_FROM.test(line) && OUTLOOK_NEXT.test(next)) break;
    own.push(lines[i].trimEnd());
  }
  return own.join("\n").trim();
}

/** An HTML-only reply as text: its quotes (blockquote, Gmail's and Outlook's quote blocks) dropped, tags gone, breaks kept. */
export function htmlText(html: string): string {
  return html
    .replace(/<(head|style|script)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<blockquote\b[\s\S]*$/i, "")
    .replace(/<div[^>]+(gmail_quote|divRplyFwdMsg|appendonsend)[\s\S]*$/i, "")
    .replace(/<hr\b[\s\S]*$/i, "")
    .replace(/<br\s*\/?>|<\/(p|div|li|h\d)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code) <= 0x10ffff ? Number(code) : 0xfffd))
    .replace(/&amp;/g, "&");
}

/** The one command a reply's own text is. */
export function commandOf(text: string): MailCommand {
  const lines = text
    .split("\n")
    .map((line) => oneLine(line).trim())
    .filter((line, i, all) => line !== "" || (i > 0 && all[i - 1] !== ""));
  const first = lines.find((line) => line !== "") ?? "";
  const number = /^#?\s*(\d{1,2})\s*[.)]?$/.exec(first);
  if (number) return { kind: "play", choice: Number(number[1]) };
  // "plan" asks for moves to plan; "plan 2" leaves move 2 of the mail as the plan.
  const planned = /^(.+?)\s*#?\s*(\d{1,2})\s*[.)]?$/u.exec(first);
  if (planned && replyWord(planned[1]) === "plan") return { kind: "plan", choice: Number(planned[2]) };
  const word = replyWord(first);
  if (word === "plan") return { kind: "plan", choice: null };
  if (word === "resign") return { kind: "resign" };
  if (word === "yes") return { kind: "agree" };
  if (word === "no") return { kind: "decline" };
  return { kind: "talk", text: upTo(lines.join("\n").trim(), MAX_TALK_LENGTH) };
}

/** The text's first characters, at most `length` code units, never half a character. */
function upTo(text: string, length: number): string {
  let kept = "";
  for (const char of text) {
    if (kept.length + char.length > length) break;
    kept += char;
  }
  return kept;
}
