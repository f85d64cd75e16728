import { LANGUAGES, type Language } from "../../protocol/languages.js";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { MailKey } from "./en.js";
import { firstLanguage, type Words } from "./words.js";

/**
 * The pages mails link to (unsubscribe, settings, the sign-in link's) speak their reader's
 * language: the address's choice, else the language the link carries, else the browser's.
 */

/** The first of the browser's languages (Accept-Language, by weight) that mails are written in. */
export function acceptedLanguage(header: string | undefined): Language | null {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = Number(params.find((p) => p.trim().startsWith("q="))?.trim().slice(2) ?? 1);
      return { base: tag.trim().slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.base))?.base as Language | undefined) ?? null;
}

/** The page's language from the candidates in order, else the browser's, else English. */
export function pageLanguage(acceptLanguage: string | undefined, ...candidates: unknown[]): Language {
  return firstLanguage(...candidates, acceptedLanguage(acceptLanguage));
}

/** A sentence with markup in its placeholders ("Stop all mails to <strong>{email}</strong>?"): the words escaped, the parts as given. */
export function htmlWords(words: Words, key: MailKey, parts: Record<string, HtmlEscapedString | Promise<HtmlEscapedString>>): HtmlEscapedString | Promise<HtmlEscapedString> {
  const pieces = words.t(key).split(/(\{\w+\})/);
  const values = pieces.map((piece) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return name && name in parts ? parts[name] : piece;
  });
  // html`` escapes the plain pieces and keeps the marked-up ones.
  return html`${values}`;
}
