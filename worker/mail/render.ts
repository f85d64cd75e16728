import type { Language } from "../../protocol/languages.js";
import { firstLanguage, wordsFor } from "../words/words.js";
import type { Mail, TurnData } from "./mail-data.js";
import { replyAddress } from "./reply-address.js";
import {
  answerMail,
  awayMail,
  confirmMail,
  gameOverMail,
  inviteMail,
  nudgeMail,
  readyMail,
  rematchMail,
  webhookOffMail,
  reminderMail,
  resignedMail,
  rulesUrl,
  signInMail,
  turnsMail,
  type Reader,
  type RenderedMail,
} from "./templates.js";

/** A mail ready to send: its parts and its headers (language, one-click unsubscribe). */
export type MailWithHeaders = RenderedMail & { headers: Record<string, string> };

/** A mail to render: one of a notice's kinds, or "turns" with the turn notices it gathered (oldest game first). */
export type MailToRender = Exclude<Mail, { kind: "turn" }> | { kind: "turns"; data: TurnData[] };

/** Who reads it: the address's own choices (null: none made). */
export interface Addressee {
  language: Language | null;
  timezone: string | null;
}

/**
 * Renders a mail. Its language: the address's choice, else the one its sender knew (the seat's,
 * the inviter's, the asking browser's; a digest's first game's), else English. `linkToken` opens
 * the address's mail settings (every mail but a sign-in link carries it); the links carry the
 * mail's language, so their pages speak it too. Null: a "turns" mail with nothing left in it.
 */
export function renderMail(mail: MailToRender, to: Addressee, linkToken: string | null, now: number, replyBase: string | null = null): MailWithHeaders | null {
  if (mail.kind === "turns" && mail.data.length === 0) return null;
  const language = firstLanguage(to.language, mail.kind === "turns" ? mail.data[0].language : mail.data.language);
  const reader: Reader = { words: wordsFor(language), timezone: to.timezone, now, unsubscribeUrl: null, settingsUrl: null };
  const contentLanguage = { "Content-Language": language };
  const origin = mail.kind === "turns" ? mail.data[0].origin : mail.data.origin;
  reader.rulesUrl = rulesUrl(origin, mail.kind);
  if (mail.kind === "signin") return { ...signInMail(mail.data, reader), headers: contentLanguage };

  const unsubscribe = `${origin}/mail/unsubscribe?t=${linkToken}`;
  reader.unsubscribeUrl = `${unsubscribe}&lang=${language}`;
  reader.settingsUrl = `${origin}/mail/settings?t=${linkToken}&lang=${language}`;
  // A reply plays by mail (worker/inbound), to the game's own address: a mail about several games
  // names each game's in its line, and has no Reply-To (a reply to it would not say which game).
  const replyTag = mail.kind === "turns" ? (mail.data.length === 1 ? mail.data[0].reply : undefined) : mail.data.reply;
  if (replyBase && (replyTag || (mail.kind === "turns" && mail.data.some((turn) => turn.reply)))) reader.replyAddress = (tag) => replyAddress(replyBase, tag);
  const headers = {
    ...contentLanguage,
    ...(reader.replyAddress && replyTag && { "Reply-To": reader.replyAddress(replyTag) }),
    "List-Unsubscribe": `<${unsubscribe}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
  return { ...templateOf(mail, reader, linkToken, `${origin}/mail/confirm?t=${linkToken}&lang=${language}`), headers };
}

function templateOf(mail: Exclude<MailToRender, { kind: "signin" }>, reader: Reader, linkToken: string | null, confirmLink: string): RenderedMail {
  switch (mail.kind) {
    case "confirm":
      return confirmMail(confirmLink, reader);
    case "turns":
      return turnsMail(mail.data, reader);
    case "invite":
      // The seat's link also carries the mail's own token: joining with it proves the address (routes/games.ts).
      return inviteMail(linkToken ? { ...mail.data, link: `${mail.data.link}&mail=${linkToken}` } : mail.data, reader);
    case "reminder":
      return reminderMail(mail.data, reader);
    case "gameover":
      return gameOverMail(mail.data, reader);
    case "away":
      return awayMail(mail.data, reader);
    case "resigned":
      return resignedMail(mail.data, reader);
    case "nudge":
      return nudgeMail(mail.data, reader);
    case "rematch":
      return rematchMail(mail.data, reader);
    case "ready":
      return readyMail(mail.data, reader);
    case "answer":
      return answerMail(mail.data, reader);
    case "webhook-off":
      return webhookOffMail(mail.data, reader);
  }
}
