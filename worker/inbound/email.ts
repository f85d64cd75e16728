import PostalMime, { type Email } from "postal-mime";
import type { Env } from "../env.js";
import { hashToken } from "../secrets/tokens.js";
import { isConfirmed } from "../outbox/address-owner.js";
import { senderOf } from "../mail/mailer.js";
import { deliverKeys } from "../outbox/dispatch.js";
import { enqueueNotices } from "../outbox/outbox.js";
import { readReplyTag, replyBaseOf, tagOf } from "../mail/reply-address.js";
import type { MailReply } from "../room/mail-commands.js";
import { commandOf, htmlText, ownText } from "./reply-text.js";
import { automatic, passesSenderChecks } from "./sender-checks.js";

/**
 * The Worker's email() handler: a player's reply to a game's mail (Cloudflare Email Routing, or
 * the local mailbox's Reply form) becomes one command for that game's room. It reads the reply
 * address's tag, drops what no person wrote (auto-replies, bounces, our own mails) without a word,
 * parses the message, checks the sender, strips what the reply quotes and hands the command to the
 * room. A reply the room refuses is answered once, through the outbox, in the player's language.
 * Nothing a message holds makes it throw: what can't be read is answered or ignored.
 */

/** Replies are a few lines: a message bigger than this is not read (Email Routing takes up to 25 MiB). */
export const MAX_REPLY_BYTES = 1024 * 1024;

export type InboundOutcome = "acted" | "answered" | "ignored" | "rejected";

export async function receiveMail(message: ForwardableEmailMessage, env: Env): Promise<InboundOutcome> {
  const sender = senderOf(env);
  const base = replyBaseOf(env, sender);
  const tag = readReplyTag(tagOf(base, message.to) ?? "");
  if (!tag) {
    message.setReject("This address takes replies to Coffee Rush mails only.");
    return "rejected";
  }
  const ownAddress = replyBaseOf({}, sender);
  const why = automatic(message.headers, message.from, [base, ownAddress]);
  if (why) {
    console.log(`inbound mail ignored: ${why}`);
    return "ignored";
  }
  if (message.rawSize > MAX_REPLY_BYTES) {
    console.log(`inbound mail ignored: ${message.rawSize} bytes`);
    return "ignored";
  }
  let parsed: Email;
  try {
    parsed = await PostalMime.parse(message.raw);
  } catch (error) {
    console.log("inbound mail ignored: unreadable", error);
    return "ignored";
  }
  const from = parsed.from?.address?.trim().toLowerCase() ?? "";
  const authenticated = from !== "" && passesSenderChecks(parsed.headers, from) && (await isConfirmed(env.DB, from));
  const text = ownText(parsed.text ?? (parsed.html ? htmlText(parsed.html) : ""));
  const reply: MailReply = {
    secret: tag.secret,
    from,
    authenticated,
    messageId: parsed.messageId?.trim() || (hashToken(`${from}|${parsed.date ?? ""}|${parsed.subject ?? ""}|${text}`)),
    command: commandOf(text),
  };
  const room = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(tag.gameId));
  let taken: Awaited<ReturnType<typeof room.byMail>>;
  try {
    taken = await room.byMail(reply);
  } catch (error) {
    // The game could not be reached: the sender's server tells them, rather than the reply vanishing.
    console.error(`inbound mail for game ${tag.gameId}: the room failed`, error);
    message.setReject("Coffee Rush could not take your reply just now: send it again later, or play on the game's page.");
    return "rejected";
  }
  if (!taken.ok || taken.value.outcome === "ignored") return "ignored";
  if (taken.value.outcome === "done") return "acted";
  const { to, key, answer } = taken.value;
  await enqueueNotices(env.DB, [{ kind: "answer", key, to, gameId: tag.gameId, seat: null, data: answer }]);
  await deliverKeys(env, [key]);
  return "answered";
}
