import { Hono, type MiddlewareHandler } from "hono";
import { csrf } from "hono/csrf";
import { html } from "hono/html";
import { z } from "zod";
import type { AppEnv } from "../env.js";
import { ApiError } from "../http/errors.js";
import { page } from "../http/page.js";
import { valid } from "../http/validate.js";
import { runOutboxJobs } from "../outbox/jobs.js";
import { listMailbox, mailById } from "../mail/local-mailbox.js";
import { mailDelivery } from "../mail/mailer.js";
import { waitingNotices, type WaitingNotice } from "../outbox/outbox.js";
import { replyFromMailbox } from "../inbound/mailbox-reply.js";
import { turnMailWait } from "../outbox/turn-mail-wait.js";

/**
 * Mounted at /dev/mail: the local mailbox, where mails land when MAIL_DELIVERY = "local" (the
 * default under `npm start`). Only then, and only on a local address: the mails hold sign-in and
 * seat links, so this must never be reachable on a deployed site.
 */
export const devMailPages = new Hono<AppEnv>();

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const localOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const host = new URL(c.req.url).hostname;
  const local = LOCAL_HOSTS.has(host) || host.endsWith(".localhost");
  if (mailDelivery(c.env) !== "local" || !local) {
    throw new ApiError(404, "NOT_FOUND", "There is nothing at this address.");
  }
  await next();
};

devMailPages.use("*", localOnly);

/** "5 minutes after", "as soon as": the turn mails' wait as the mailbox says it. */
function waitWords(ms: number): string {
  if (ms === 0) return "as soon as";
  return `${ms >= 60_000 ? `${ms / 60_000} minute` : `${ms / 1000} second`}${ms === 60_000 || ms === 1000 ? "" : "s"} after`;
}

/** "2026-11-23 08:00": how the mailbox writes a moment (UTC). */
function utc(at: number): string {
  return new Date(at).toISOString().slice(0, 16).replace("T", " ");
}

/** Mails still in the outbox: held for the reader's night or their address's confirmation, or retried after an error. */
function waitingTable(waiting: WaitingNotice[]) {
  if (waiting.length === 0) return html``;
  return html`<h2>Waiting to go</h2>
<table style="border-collapse: collapse; width: 100%; overflow-wrap: anywhere">
<thead><tr><th align="left">To</th><th align="left">Kind</th><th align="left">When it goes (UTC)</th></tr></thead>
<tbody>${waiting.map(
    (mail) =>
      html`<tr><td>${mail.toEmail}</td><td>${mail.kind}</td><td>${mail.lastError === null
        ? `Held until ${utc(mail.at)}: the reader's quiet hours (22:00–08:00 their time), or an address its owner has not confirmed yet`
        : `Tried again at ${utc(mail.at)} after an error: ${mail.lastError}`}</td></tr>`,
  )}</tbody></table>
<h2>Sent</h2>`;
}

devMailPages.get("/", async (c) => {
  const now = Date.now();
  const [mails, waiting] = await Promise.all([listMailbox(c.env.DB), waitingNotices(c.env.DB, now)]);
  const replied = REPLY_OUTCOMES[c.req.query("replied") ?? ""];
  return c.html(
    page(
      "Local mailbox",
      html`<p>Mails the service sent while running locally (MAIL_DELIVERY = "local"), newest first. Turn mails go out
${waitWords(turnMailWait(c.env).waitMs)} the turn passes, unless the player is watching the game (TURN_MAIL_WAIT_SECONDS
shortens the wait: <code>npm start -- --var TURN_MAIL_WAIT_SECONDS:5</code>).</p>
${replied ? html`<p role="status"><strong>${replied}</strong></p>` : ""}
<form method="post" action="/dev/mail"><button type="submit">Run the scheduled mail job now</button></form>
${waitingTable(waiting)}
${mails.length === 0
  ? html`<p><em>${waiting.length === 0 ? "No mail yet." : "None sent yet."}</em></p>`
  : html`<table style="border-collapse: collapse; width: 100%; overflow-wrap: anywhere">
<thead><tr><th align="left">When (UTC)</th><th align="left">To</th><th align="left">Subject</th></tr></thead>
<tbody>${mails.map(
      (mail) =>
        html`<tr><td>${utc(mail.createdAt)}</td><td>${mail.toEmail}</td><td><a href="/dev/mail/${mail.id}">${mail.subject}</a></td></tr>`,
    )}</tbody></table>`}`,
    ),
  );
});

devMailPages.post("/", csrf(), async (c) => {
  await runOutboxJobs(c.env);
  return c.redirect("/dev/mail", 303);
});

const idParam = z.object({ id: z.coerce.number().int().min(1, "There is no such mail.") });

devMailPages.get("/:id", valid("param", idParam), async (c) => {
  const mail = await mailById(c.env.DB, c.req.valid("param").id);
  if (!mail) throw new ApiError(404, "NOT_FOUND", "There is no such mail.");
  return c.html(
    page(
      mail.subject,
      html`<p><a href="/dev/mail">← All mail</a> · <a href="/dev/mail/${mail.id}/raw">Raw message</a></p>
<p>To: ${mail.toEmail}<br>Key: <code>${mail.key}</code></p>
<h2>HTML part</h2>
<iframe src="/dev/mail/${mail.id}/html" sandbox="allow-same-origin" title="The mail's HTML part" style="width: 100%; height: 28rem; border: 1px solid #ccc"></iframe>
<h2>Text part</h2>
<pre style="white-space: pre-wrap; overflow-wrap: anywhere">${mail.text}</pre>
${/^reply-to:/im.test(mail.raw.split(/\r?\n\r?\n/)[0])
  ? html`<h2>Reply</h2>
<form method="post" action="/dev/mail/${mail.id}/reply">
<p><label for="reply-text">Answer as ${mail.toEmail} would from a mail client: a move's number, a short command, or words for the table.</label></p>
<textarea id="reply-text" name="text" rows="4" style="width: 100%" required></textarea>
<p><button type="submit">Send reply</button></p>
</form>`
  : ""}`,
    ),
  );
});

const replyForm = z.object({ text: z.string().max(10_000, "A reply is at most 10,000 characters.") });

/** What became of a reply sent from the form, as the mailbox's list says it. */
const REPLY_OUTCOMES: Record<string, string> = {
  acted: "Your reply was acted on: the game's page and its next mails show it.",
  answered: "Your reply was answered (why it was not acted on, or the moves it asked for): the answer is in the mailbox.",
  ignored: "Your reply was ignored (an old or replaced mail, or nothing to act on).",
  rejected: "Your reply went to an address that takes no replies.",
  "no-reply-address": "This mail takes no replies.",
};

devMailPages.post("/:id/reply", csrf(), valid("param", idParam), valid("form", replyForm), async (c) => {
  const mail = await mailById(c.env.DB, c.req.valid("param").id);
  if (!mail) throw new ApiError(404, "NOT_FOUND", "There is no such mail.");
  const outcome = await replyFromMailbox(c.env, mail, c.req.valid("form").text);
  return c.redirect(`/dev/mail?replied=${outcome}`, 303);
});

devMailPages.get("/:id/html", valid("param", idParam), async (c) => {
  const mail = await mailById(c.env.DB, c.req.valid("param").id);
  if (!mail) throw new ApiError(404, "NOT_FOUND", "There is no such mail.");
  // Shown in the mail page's sandboxed frame (no scripts, no forms), under the site's own CSP. Of
  // the site's origin, so in the page's own process: Chromium sent clicks meant for the page just
  // after it scrolled (or after a full-page screenshot) to a frame of another process that had
  // been drawn there (the reply-by-mail browser test's lost "Send reply").
  return c.html(mail.html);
});

devMailPages.get("/:id/raw", valid("param", idParam), async (c) => {
  const mail = await mailById(c.env.DB, c.req.valid("param").id);
  if (!mail) throw new ApiError(404, "NOT_FOUND", "There is no such mail.");
  return c.text(mail.raw);
});
