import type { MailMessage, Mailer } from "./mailer.js";

/**
 * Writes each mail to the Worker's log instead of sending it (`wrangler dev` prints it; in
 * production it shows in `wrangler tail`). Whoever can read the log can use its sign-in links, so
 * this is a stand-in until e-mail delivery exists.
 */
export class LogMailer implements Mailer {
  async send(message: MailMessage): Promise<void> {
    console.log(`[mail] to: ${message.to}\nsubject: ${message.subject}\n\n${message.text}`);
  }
}
