import { Hono, type Context } from "hono";
import { csrf } from "hono/csrf";
import { html } from "hono/html";
import { z } from "zod";
import type { AppEnv } from "../env.js";
import { page } from "../http/page.js";
import { limitBody } from "../http/security.js";
import { valid } from "../http/validate.js";
import { MAIL_PREFERENCES, type MailPreference } from "../mail/intents.js";
import { isTimeZone } from "../mail/quiet-hours.js";
import { emailOfMailLink, settingsFor, updateSettings, type MailSettings } from "../mail/settings.js";

/**
 * Mounted at /mail: the pages every mail links to. They work without signing in: the token in a
 * mail's link names the address and allows changing its mail settings, nothing else. A signed-in
 * account may open the settings page without a token.
 */
export const mailPages = new Hono<AppEnv>();

const BAD_LINK = "This link is not valid (it may be more than a year old). Use the link in a newer mail, or sign in to change your settings.";

const tokenQuery = z.object({ t: z.string().max(200).optional() });

const CHOICES: Record<MailPreference, string> = {
  all: "All mails: your turn, deadlines, invitations and results",
  turns: "Only when it's my turn (and deadlines)",
  none: "No mails at all (sign-in links still come when you ask for one)",
};

/** The address a request may change: the link's, else the signed-in account's. */
async function addressOf(c: Context<AppEnv>, token: string | undefined): Promise<string | null> {
  if (token) return emailOfMailLink(c.env.DB, token);
  return c.get("user")?.email ?? null;
}

/** GET only asks: mail scanners follow links. */
mailPages.get("/unsubscribe", valid("query", tokenQuery), async (c) => {
  const { t } = c.req.valid("query");
  const email = t ? await emailOfMailLink(c.env.DB, t) : null;
  if (!email || !t) return c.html(page("Unsubscribe", html`<p>${BAD_LINK}</p>`), 400);
  return c.html(
    page(
      "Unsubscribe",
      html`<p>Stop all Coffee Rush mails to <strong>${email}</strong>?</p>
<form method="post" action="/mail/unsubscribe?t=${t}"><button type="submit">Unsubscribe</button></form>
<p>Or <a href="/mail/settings?t=${t}">choose which mails you get</a>.</p>`,
    ),
  );
});

/**
 * One-click unsubscribe (RFC 8058): mail apps POST "List-Unsubscribe=One-Click" to the link in the
 * List-Unsubscribe header, without cookies or an Origin of ours, so no CSRF check here: the
 * token is the permission, and all it can do is stop mail.
 */
mailPages.post("/unsubscribe", limitBody, valid("query", tokenQuery), async (c) => {
  const { t } = c.req.valid("query");
  const email = t ? await emailOfMailLink(c.env.DB, t) : null;
  if (!email || !t) return c.html(page("Unsubscribe", html`<p>${BAD_LINK}</p>`), 400);
  await updateSettings(c.env.DB, email, { mail: "none" });
  return c.html(
    page(
      "Unsubscribed",
      html`<p>Done: <strong>${email}</strong> gets no more Coffee Rush mails.</p>
<p>Changed your mind? <a href="/mail/settings?t=${t}">Choose which mails you get</a>.</p>`,
    ),
  );
});

mailPages.get("/settings", valid("query", tokenQuery), async (c) => {
  const { t } = c.req.valid("query");
  const email = await addressOf(c, t);
  if (!email) {
    return c.html(page("Mail settings", html`<p>${t ? BAD_LINK : "Open this page from a link in one of our mails, or sign in first."}</p>`), t ? 400 : 401);
  }
  return c.html(settingsPage(email, await settingsFor(c.env.DB, email), t ?? null, null));
});

const settingsForm = z.object({
  t: z.string().max(200).optional(),
  mail: z.enum(MAIL_PREFERENCES, "Choose which mails you want."),
  timezone: z.string().trim().max(64).optional(),
});

// csrf(): the form is ours; with a session cookie, no other site may post it.
mailPages.post("/settings", limitBody, csrf(), valid("form", settingsForm), async (c) => {
  const { t, mail, timezone } = c.req.valid("form");
  const token = t || undefined;
  const email = await addressOf(c, token);
  if (!email) return c.html(page("Mail settings", html`<p>${token ? BAD_LINK : "Please sign in first."}</p>`), token ? 400 : 401);
  if (timezone && !isTimeZone(timezone)) {
    const current = await settingsFor(c.env.DB, email);
    return c.html(settingsPage(email, { ...current, mail }, token ?? null, `"${timezone}" is not a timezone we know: pick one from the list, such as Europe/Lisbon.`), 400);
  }
  const saved = await updateSettings(c.env.DB, email, { mail, timezone: timezone || null });
  return c.html(settingsPage(email, saved, token ?? null, "Saved."));
});

function settingsPage(email: string, settings: MailSettings, token: string | null, notice: string | null) {
  const zones = Intl.supportedValuesOf("timeZone");
  return page(
    "Mail settings",
    html`${notice ? html`<p role="status"><strong>${notice}</strong></p>` : ""}
<p>Mail for <strong>${email}</strong>.</p>
<form method="post" action="/mail/settings">
  ${token ? html`<input type="hidden" name="t" value="${token}">` : ""}
  <fieldset>
    <legend>Which mails</legend>
    ${MAIL_PREFERENCES.map(
      (choice) => html`<p><label><input type="radio" name="mail" value="${choice}" ${settings.mail === choice ? "checked" : ""}> ${CHOICES[choice]}</label></p>`,
    )}
  </fieldset>
  <p>
    <label for="timezone">Your timezone</label><br>
    <input id="timezone" name="timezone" list="zones" value="${settings.timezone ?? ""}" placeholder="e.g. Europe/Lisbon" autocomplete="off">
    <datalist id="zones">${zones.map((zone) => html`<option value="${zone}"></option>`)}</datalist><br>
    <small>Between 22:00 and 08:00 there, mails wait until morning (sign-in links don't). Leave it empty for no quiet hours.</small>
  </p>
  <button type="submit">Save</button>
</form>`,
  );
}
