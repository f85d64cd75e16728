import { html } from "hono/html";
import type { MailMessage } from "../mail/mailer.js";
import { SIGN_IN_LINK_MINUTES } from "./sign-in.js";

/** The mail carrying a sign-in link. */
export async function signInMail(to: string, link: string): Promise<MailMessage> {
  const subject = "Your Coffee Rush sign-in link";
  const text = [
    "Open this link to sign in to Coffee Rush:",
    "",
    link,
    "",
    `It works once, within ${SIGN_IN_LINK_MINUTES} minutes. If you did not ask for it, ignore this mail.`,
  ].join("\n");
  // html`` escapes every value it interpolates.
  const body = await html`<p>Open this link to sign in to Coffee Rush:</p>
<p><a href="${link}">Sign in to Coffee Rush</a></p>
<p>It works once, within ${SIGN_IN_LINK_MINUTES} minutes. If you did not ask for it, ignore this mail.</p>`;
  return { to, subject, text, html: body.toString() };
}
