import type { Env } from "../env.js";
import type { StoredMail } from "../mail/local-mailbox.js";
import { receiveMail, type InboundOutcome } from "./email.js";
import { headerOf, localMessage, quoted, replyMessage } from "./local-message.js";

/**
 * The local mailbox's Reply form: the reader of a kept mail answers it as a mail client would (the
 * text above, the mail quoted below), and the reply goes through the same handler as one that Email
 * Routing hands over. The mailbox stands for a sender whose checks passed: it is only ever on a
 * local address (routes/dev-mail.ts), where whoever reads it reads every player's mail anyway.
 */
export async function replyFromMailbox(env: Env, mail: StoredMail, text: string): Promise<InboundOutcome | "no-reply-address"> {
  const to = headerOf(mail.raw, "Reply-To");
  if (!to) return "no-reply-address";
  const from = mail.toEmail;
  const sender = headerOf(mail.raw, "From") ?? "Coffee Rush";
  const raw = replyMessage({
    from,
    to,
    subject: `Re: ${mail.subject}`,
    text: `${text}\n\n${quoted(mail.text, sender, new Date(mail.createdAt))}`,
    inReplyTo: headerOf(mail.raw, "Message-ID"),
    messageId: `${crypto.randomUUID()}@mailbox.localhost`,
    authenticationResults: `mailbox.localhost; dmarc=pass (the local mailbox) header.from=${from.slice(from.lastIndexOf("@") + 1)}`,
  });
  return receiveMail(localMessage(raw, { from, to }), env);
}
