import { MAIL_TIMEOUT_MS, withTimeout } from "../http/outbound.js";
import { MailError, parseAddress, type Mailer, type OutgoingMail } from "./mailer.js";

/**
 * Cloudflare Email Service through the send_email binding ([[send_email]] in wrangler.toml). The
 * service sets Message-ID and Date itself; we pass both parts and the List-Unsubscribe headers.
 * The binding takes no idempotency key (https://developers.cloudflare.com/email-service/reference/headers/:
 * Message-ID is the platform's), so X-Coffee-Rush-Key only lets a reader match a mail to its row;
 * docs/security.md says when a retry can repeat a mail. A send is waited for MAIL_TIMEOUT_MS at most.
 */
export class CloudflareMailer implements Mailer {
  constructor(private readonly binding: SendEmail) {}

  async send(mail: OutgoingMail): Promise<void> {
    const from = parseAddress(mail.from);
    try {
      await withTimeout(
        this.binding.send({
          from: from.name ? { email: from.email, name: from.name } : from.email,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: { ...mail.headers, "X-Coffee-Rush-Key": mail.key },
        }),
        MAIL_TIMEOUT_MS,
        "the send",
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Validation errors (E_VALIDATION…, E_HEADER…, a refused recipient) won't change on a retry.
      throw new MailError(`Cloudflare Email Service: ${message}`, /\bE_(VALIDATION|HEADER|RECIPIENT|FIELD)/i.test(message));
    }
  }
}
