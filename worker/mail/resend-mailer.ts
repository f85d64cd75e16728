import { deliveryInit, MAIL_TIMEOUT_MS } from "../http/outbound.js";
import { MailError, type Mailer, type OutgoingMail } from "./mailer.js";

const RESEND_URL = "https://api.resend.com/emails";

/**
 * Resend's HTTP API: the alternative provider. The outbox's key goes in Idempotency-Key, so a
 * retry after a lost answer is not sent twice (Resend remembers keys for 24 hours:
 * https://resend.com/docs/dashboard/emails/idempotency-keys). A call gives up after
 * MAIL_TIMEOUT_MS; a redirect is not followed (it fails like any other answer that is not ok).
 */
export class ResendMailer implements Mailer {
  constructor(
    private readonly apiKey: string,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    let response: Response;
    try {
      response = await this.fetcher(RESEND_URL, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${this.apiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": mail.key.slice(0, 256),
        },
        body: JSON.stringify({ from: mail.from, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers }),
        ...deliveryInit(MAIL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new MailError(`Resend unreachable: ${error instanceof Error ? error.message : String(error)}`, false);
    }
    if (response.ok) return;
    const body = await response.text().catch(() => "");
    // 409: a request with this key is under way (retry), or was already accepted with it (done).
    if (response.status === 409) {
      if (/concurrent/i.test(body)) throw new MailError("Resend: the same mail is being sent right now", false);
      return;
    }
    // 400/422: this message is refused as it is; 401/403/429/5xx: our setup or their load, retry.
    const permanent = response.status === 400 || response.status === 422;
    throw new MailError(`Resend answered ${response.status}: ${body.slice(0, 300)}`, permanent);
  }
}
