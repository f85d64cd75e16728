import type { Env } from "../env.js";
import { LogMailer } from "./log-mailer.js";

/** One e-mail, in both forms every client can show. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail. Real providers implement this later; the routes only know this interface. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The mailer this deployment uses: the log, until e-mail delivery exists. */
export function mailerFor(_env: Env): Mailer {
  return new LogMailer();
}
