import { isLanguage, type Language } from "../../protocol/languages.js";
import { Hono, type Context } from "hono";
import { csrf } from "hono/csrf";
import { html } from "hono/html";
import { z } from "zod";
import { endSession, startSession } from "../auth/session.js";
import { consumeSignInToken, createSignInToken, findOrCreateUser } from "../auth/sign-in.js";
import type { AppEnv, SignedInUser } from "../env.js";
import { ApiError } from "../http/errors.js";
import { needsPublicOrigin, publicOrigin } from "../http/public-origin.js";
import { countMailTo, rateLimit } from "../http/rate-limit.js";
import { limitBody } from "../http/security.js";
import { valid } from "../http/validate.js";
import { confirmAddress } from "../outbox/address-owner.js";
import { deliverKeys } from "../outbox/dispatch.js";
import { enqueueNotices } from "../outbox/outbox.js";
import { page } from "../http/page.js";
import { SIGN_IN_LINK_MINUTES } from "../auth/sign-in.js";
import { hashToken } from "../secrets/tokens.js";
import { confirmRequest, signInRequest } from "../../protocol/schemas.js";
import { pageLanguage } from "../words/page-words.js";
import { wordsFor } from "../words/words.js";
import { updateSettings } from "../outbox/settings.js";

/** However many clients ask, one address gets at most 3 sign-in mails per 15 minutes. */
export const SIGN_IN_MAILS_PER_ADDRESS = { name: "sign-in-to", limit: 3, windowSeconds: 900 };

const LINK_INVALID = wordsFor("en").t("page.signin.invalid");

/** Mounted at /api/auth: the JSON side of signing in and out. */
export const authRoutes = new Hono<AppEnv>()
  /**
   * Mails a sign-in link. Same 202 whether or not the address has an account: the answer must
   * not tell anyone which addresses are registered.
   */
  .post(
    "/sign-in",
    needsPublicOrigin,
    rateLimit({ name: "sign-in", limit: 5, windowSeconds: 600 }),
    valid("json", signInRequest),
    async (c) => {
      const { email, language } = c.req.valid("json");
      const origin = publicOrigin(c);
      await countMailTo(c.env.DB, SIGN_IN_MAILS_PER_ADDRESS, email);
      const token = await createSignInToken(c.env.DB, email);
      // The link carries the asking browser's language: its page speaks it, and signing in keeps it for the address.
      const link = `${origin}/auth/confirm?token=${encodeURIComponent(token)}${language ? `&lang=${language}` : ""}`;
      // Through the outbox like every mail: sent now if it can be, retried by the scheduled job if not.
      const key = `signin:${(hashToken(token)).slice(0, 32)}`;
      await enqueueNotices(c.env.DB, [
        { kind: "signin", key, to: email, gameId: null, seat: null, data: { origin, link, minutes: SIGN_IN_LINK_MINUTES, language: language ?? null } },
      ]);
      try {
        await deliverKeys(c.env, [key]);
      } catch (error) {
        console.error("sign-in mail: sending failed; the outbox retries it", error);
      }
      return c.json({ message: "If that address can receive mail, a sign-in link is on its way." }, 202);
    },
  )
  .post("/confirm", valid("json", confirmRequest), async (c) => {
    const { token, language } = c.req.valid("json");
    const user = await signIn(c, token, language ?? null);
    if (!user) throw new ApiError(400, "SIGN_IN_LINK_INVALID", LINK_INVALID);
    return c.json({ user });
  })
  .post("/sign-out", async (c) => {
    await endSession(c);
    return c.body(null, 204);
  });

/**
 * Mounted at /auth: the page a sign-in link opens. GET only shows a button, because mail scanners
 * follow links; the token is spent by the POST the button sends.
 */
export const authPages = new Hono<AppEnv>()
  .get("/confirm", valid("query", z.object({ token: z.string().max(512).optional(), lang: z.string().max(10).optional() })), (c) => {
    const { token, lang } = c.req.valid("query");
    const words = wordsFor(pageLanguage(c.req.header("Accept-Language"), lang));
    if (!token) return c.html(page(words.t("page.signin.title"), html`<p>${words.t("page.signin.incomplete")}</p>`, words.language), 400);
    return c.html(
      page(
        words.t("page.signin.title"),
        html`<form method="post" action="/auth/confirm">
  <input type="hidden" name="token" value="${token}">
  ${isLanguage(lang) ? html`<input type="hidden" name="language" value="${lang}">` : ""}
  <button type="submit">${words.t("button.signIn")}</button>
</form>`,
        words.language,
      ),
    );
  })
  // csrf(): only our own page may post here, so no other site can sign a visitor into its account.
  .post("/confirm", limitBody, csrf(), valid("form", confirmRequest), async (c) => {
    const { token, language } = c.req.valid("form");
    const user = await signIn(c, token, language ?? null);
    if (!user) {
      const words = wordsFor(pageLanguage(c.req.header("Accept-Language"), language));
      return c.html(
        page(words.t("page.signin.title"), html`<p>${words.t("page.signin.invalid")}</p><p><a href="/">${words.t("page.signin.back")}</a></p>`, words.language),
        400,
      );
    }
    return c.redirect("/", 303);
  });

/** Spends the token and starts a session for its address, which keeps the signing-in browser's language; null when the link is no good. */
async function signIn(c: Context<AppEnv>, token: string, language: Language | null): Promise<SignedInUser | null> {
  const email = await consumeSignInToken(c.env.DB, token);
  if (!email) return null;
  const user = await findOrCreateUser(c.env.DB, email);
  // The link came to this address: whoever opened it owns it.
  await confirmAddress(c.env.DB, email);
  await startSession(c, user.id);
  if (language) await updateSettings(c.env.DB, email, { language });
  return user;
}
