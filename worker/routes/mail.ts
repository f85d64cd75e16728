import { LANGUAGES } from "../../protocol/languages.js";
import { MAIL_PREFERENCES, isTimeZone } from "../../protocol/mail-settings.js";
import { Hono, type Context } from "hono";
import { csrf } from "hono/csrf";
import { html } from "hono/html";
import { z } from "zod";
import type { AppEnv } from "../env.js";
import { page } from "../http/page.js";
import { limitBody } from "../http/security.js";
import { valid } from "../http/validate.js";
import { languageSchema } from "../../protocol/schemas.js";
import { htmlWords, pageLanguage } from "../words/page-words.js";
import { LANGUAGE_NAMES } from "../../protocol/i18n/language-names.js";
import { wordsFor, type Words } from "../words/words.js";
import { confirmAddress, releaseWaiting } from "../outbox/address-owner.js";
import { deliverKeys } from "../outbox/dispatch.js";
import { emailOfMailLink, settingsFor, updateSettings, type MailSettings } from "../outbox/settings.js";

/**
 * Mounted at /mail: the pages every mail links to, in the reader's language (the address's
 * choice, else the browser's). They work without signing in: the token in a mail's link names the
 * address and allows changing its mail settings, nothing else. A signed-in account may open the
 * settings page without a token.
 */
export const mailPages = new Hono<AppEnv>();

/** `lang`: the language of the mail the link came from (the page's, when the address chose none). */
const tokenQuery = z.object({ t: z.string().max(200).optional(), lang: z.string().max(10).optional() });

/** The address a request may change: the link's, else the signed-in account's. */
async function addressOf(c: Context<AppEnv>, token: string | undefined): Promise<string | null> {
  if (token) return emailOfMailLink(c.env.DB, token);
  return c.get("user")?.email ?? null;
}

/** The words of a page for this address: its choice, else the mail's the link came from, else the browser's. */
async function wordsOf(c: Context<AppEnv>, email: string | null, settings?: MailSettings): Promise<Words> {
  const chosen = settings?.language ?? (email ? (await settingsFor(c.env.DB, email)).language : null);
  return wordsFor(pageLanguage(c.req.header("Accept-Language"), chosen, c.req.query("lang")));
}

function notice(c: Context<AppEnv>, words: Words, title: string, sentence: string, status: 400 | 401) {
  return c.html(page(title, html`<p>${sentence}</p>`, words.language), status);
}

/** A page opened from a mail's link: what `content` makes for the address its token names, else the bad-link notice. */
async function linkPage(
  c: Context<AppEnv>,
  t: string | undefined,
  title: "page.unsubscribe.title" | "page.confirm.title",
  content: (email: string, token: string, words: Words) => Promise<unknown>,
) {
  const email = t ? await emailOfMailLink(c.env.DB, t) : null;
  const words = await wordsOf(c, email);
  if (!email || !t) return notice(c, words, words.t(title), words.t("page.badLink"), 400);
  return c.html(page(words.t(title), await content(email, t, words), words.language));
}

/** GET only asks: mail scanners follow links. */
mailPages.get("/unsubscribe", valid("query", tokenQuery), (c) =>
  linkPage(c, c.req.valid("query").t, "page.unsubscribe.title", async (email, t, words) => html`<p>${htmlWords(words, "page.unsubscribe.ask", { email: html`<strong>${email}</strong>` })}</p>
<form method="post" action="/mail/unsubscribe?t=${t}"><button type="submit">${words.t("page.unsubscribe.button")}</button></form>
<p>${htmlWords(words, "page.unsubscribe.or", { link: html`<a href="/mail/settings?t=${t}">${words.t("page.unsubscribe.choose")}</a>` })}</p>`),
);

/**
 * One-click unsubscribe (RFC 8058): mail apps POST "List-Unsubscribe=One-Click" to the link in the
 * List-Unsubscribe header, without cookies or an Origin of ours, so no CSRF check here: the
 * token is the permission, and all it can do is stop mail.
 */
mailPages.post("/unsubscribe", limitBody, valid("query", tokenQuery), async (c) => {
  const { t } = c.req.valid("query");
  const email = t ? await emailOfMailLink(c.env.DB, t) : null;
  if (!email || !t) {
    const words = await wordsOf(c, null);
    return notice(c, words, words.t("page.unsubscribe.title"), words.t("page.badLink"), 400);
  }
  const words = await wordsOf(c, email, await updateSettings(c.env.DB, email, { mail: "none" }));
  return c.html(
    page(
      words.t("page.unsubscribed.title"),
      html`<p>${htmlWords(words, "page.unsubscribed.done", { email: html`<strong>${email}</strong>` })}</p>
<p>${htmlWords(words, "page.unsubscribed.again", { link: html`<a href="/mail/settings?t=${t}">${words.t("page.unsubscribed.choose")}</a>` })}</p>`,
      words.language,
    ),
  );
});

/** The link in a confirmation mail: GET asks (mail scanners follow links), the button's POST confirms. */
mailPages.get("/confirm", valid("query", tokenQuery), (c) =>
  linkPage(c, c.req.valid("query").t, "page.confirm.title", async (email, t, words) => html`<p>${htmlWords(words, "page.confirm.ask", { email: html`<strong>${email}</strong>` })}</p>
<form method="post" action="/mail/confirm?t=${t}&amp;lang=${words.language}"><button type="submit">${words.t("button.confirm")}</button></form>`),
);

/** Confirms the address the token names, and sends the game mails that waited for it. */
mailPages.post("/confirm", limitBody, valid("query", tokenQuery), (c) =>
  linkPage(c, c.req.valid("query").t, "page.confirm.title", async (email, _t, words) => {
    const now = Date.now();
    await confirmAddress(c.env.DB, email, now);
    try {
      await deliverKeys(c.env, await releaseWaiting(c.env.DB, email, now), now);
    } catch (error) {
      console.error("confirmed address: sending its waiting mails failed; the outbox retries them", error);
    }
    return html`<p>${htmlWords(words, "page.confirm.done", { email: html`<strong>${email}</strong>` })}</p>`;
  }),
);

mailPages.get("/settings", valid("query", tokenQuery), async (c) => {
  const { t } = c.req.valid("query");
  const email = await addressOf(c, t);
  if (!email) {
    const words = await wordsOf(c, null);
    return notice(c, words, words.t("page.settings.title"), words.t(t ? "page.badLink" : "page.settings.fromMail"), t ? 400 : 401);
  }
  const settings = await settingsFor(c.env.DB, email);
  return c.html(settingsPage(await wordsOf(c, email, settings), email, settings, t ?? null, null));
});

const settingsForm = z.object({
  t: z.string().max(200).optional(),
  mail: z.enum(MAIL_PREFERENCES, "Choose which mails you want."),
  timezone: z.string().trim().max(64).optional(),
  language: languageSchema.optional(),
});

// csrf(): the form is ours; with a session cookie, no other site may post it.
mailPages.post("/settings", limitBody, csrf(), valid("form", settingsForm), async (c) => {
  const { t, mail, timezone, language } = c.req.valid("form");
  const token = t || undefined;
  const email = await addressOf(c, token);
  if (!email) {
    const words = await wordsOf(c, null);
    return notice(c, words, words.t("page.settings.title"), words.t(token ? "page.badLink" : "page.settings.signInFirst"), token ? 400 : 401);
  }
  if (timezone && !isTimeZone(timezone)) {
    const current = await settingsFor(c.env.DB, email);
    const words = await wordsOf(c, email, current);
    return c.html(settingsPage(words, email, { ...current, mail }, token ?? null, words.t("page.settings.badZone", { zone: timezone })), 400);
  }
  const saved = await updateSettings(c.env.DB, email, { mail, timezone: timezone || null, ...(language ? { language } : {}) });
  // Said in the language just chosen.
  const words = await wordsOf(c, email, saved);
  return c.html(settingsPage(words, email, saved, token ?? null, words.t("page.settings.saved")));
});

function settingsPage(words: Words, email: string, settings: MailSettings, token: string | null, message: string | null) {
  const zones = Intl.supportedValuesOf("timeZone");
  const language = settings.language ?? words.language;
  return page(
    words.t("page.settings.title"),
    html`${message ? html`<p role="status"><strong>${message}</strong></p>` : ""}
<p>${htmlWords(words, "page.settings.for", { email: html`<strong>${email}</strong>` })}</p>
<form method="post" action="/mail/settings">
  ${token ? html`<input type="hidden" name="t" value="${token}">` : ""}
  <fieldset>
    <legend>${words.t("page.settings.which")}</legend>
    ${MAIL_PREFERENCES.map(
      (choice) =>
        html`<p><label><input type="radio" name="mail" value="${choice}" ${settings.mail === choice ? "checked" : ""}> ${words.t(`page.settings.${choice}`)}</label></p>`,
    )}
  </fieldset>
  <p>
    <label for="language">${words.t("page.settings.language")}</label><br>
    <select id="language" name="language">
      ${LANGUAGES.map((code) => html`<option value="${code}" lang="${code}" ${code === language ? "selected" : ""}>${LANGUAGE_NAMES[code]}</option>`)}
    </select>
  </p>
  <p>
    <label for="timezone">${words.t("page.settings.timezone")}</label><br>
    <input id="timezone" name="timezone" list="zones" value="${settings.timezone ?? ""}" placeholder="${words.t("page.settings.zoneExample")}" autocomplete="off">
    <datalist id="zones">${zones.map((zone) => html`<option value="${zone}"></option>`)}</datalist><br>
    <small>${words.t("page.settings.zoneHint")}</small>
  </p>
  <button type="submit">${words.t("page.settings.save")}</button>
</form>`,
    words.language,
  );
}
