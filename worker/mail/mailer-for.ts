import type { Env } from "../env.js";
import { CloudflareMailer } from "./cloudflare-mailer.js";
import { LocalMailbox } from "./local-mailbox.js";
import { MailError, mailDelivery, type Mailer } from "./mailer.js";
import { ResendMailer } from "./resend-mailer.js";

/**
 * The mailer this deployment uses. A missing setting is not guessed: sends fail (and stay in the
 * outbox, to go out once it is set) rather than land somewhere nobody looks.
 */
export function mailerFor(env: Env): Mailer {
  switch (mailDelivery(env)) {
    case "local":
      return new LocalMailbox(env.DB);
    case "cloudflare":
      if (!env.EMAIL) return failing("MAIL_DELIVERY is cloudflare but the EMAIL (send_email) binding is missing.");
      return new CloudflareMailer(env.EMAIL);
    case "resend":
      if (!env.RESEND_API_KEY) return failing("MAIL_DELIVERY is resend but the RESEND_API_KEY secret is not set.");
      return new ResendMailer(env.RESEND_API_KEY);
    case null:
      return failing(`MAIL_DELIVERY must be "local", "cloudflare" or "resend" (it is ${JSON.stringify(env.MAIL_DELIVERY ?? null)}).`);
  }
}

function failing(message: string): Mailer {
  return {
    async send() {
      throw new MailError(message, false);
    },
  };
}
