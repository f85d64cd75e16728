import { Hono, type Context } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import { reportDecisionSchema } from "../../protocol/lobby-schemas.js";
import type { AppEnv } from "../env.js";
import { ApiError } from "../http/errors.js";
import { visitorLanguage } from "../http/assets.js";
import { page } from "../http/page.js";
import { fromAnotherSite } from "../http/same-origin.js";
import { valid } from "../http/validate.js";
import { openReports } from "../lobby/safety.js";
import type { MailKey } from "../words/en.js";
import { htmlWords } from "../words/page-words.js";
import { wordsFor } from "../words/words.js";
import { decide, requireOperator } from "./safety.js";

/**
 * /admin/reports: the operators' page (signed in, an address in ADMIN_EMAILS). Plain forms, so it
 * works without the app; each decision posts back here and answers with the list. It speaks the
 * operator's language (the app's choice, else the browser's), as every page does.
 */
export const adminPages = new Hono<AppEnv>();

adminPages.get("/reports", async (c) => {
  requireOperator(c);
  return reportsPage(c, null);
});

/** The open reports, each with its decisions (`decided`: the report just decided, said above the list), in the operator's language. */
async function reportsPage(c: Context<AppEnv>, decided: number | null) {
  const reports = await openReports(c.env.DB);
  const words = wordsFor(visitorLanguage(c));
  c.header("Cache-Control", "no-store");
  c.header("Vary", "Accept-Language, Cookie");
  const rows = reports.map(
    (r) => html`<li>
  <p><strong>${words.t(`admin.reason.${r.reason}` as MailKey)}</strong> · ${htmlWords(words, "admin.player", { player: html`<code>${r.reportedId}</code>` })}${r.gameId ? html` · ${htmlWords(words, "admin.game", { game: html`<a href="/g/${r.gameId}">${r.gameId}</a>` })}` : ""} · ${words.time(r.createdAt, null)}</p>
  ${r.messageText !== null ? html`<blockquote>${r.messageText}</blockquote>` : ""}${r.details ? html`<p>${r.details}</p>` : ""}
  <form method="post" action="/admin/reports/${r.id}">
    ${r.messageId !== null ? html`<button name="decision" value="hide-message">${words.t("admin.hide")}</button>` : ""}
    <button name="decision" value="suspend">${words.t("admin.suspend")}</button>
    <button name="decision" value="dismiss">${words.t("admin.dismiss")}</button>
  </form>
</li>`,
  );
  const said = decided === null ? "" : html`<p role="status">${words.t("admin.decided", { id: decided })}</p>`;
  const list = reports.length === 0 ? html`<p>${words.t("admin.none")}</p>` : html`<ol>${rows}</ol>`;
  return c.html(page(words.t("admin.title"), html`${said}${list}`, words.language));
}

adminPages.post("/reports/:id", valid("param", z.object({ id: z.coerce.number().int().min(1) })), valid("form", reportDecisionSchema), async (c) => {
  if (fromAnotherSite(c)) throw new ApiError(403, "CROSS_SITE", "This request is not allowed from another site.");
  const { id } = c.req.valid("param");
  await decide(c, id, c.req.valid("form").decision);
  return reportsPage(c, id);
});
