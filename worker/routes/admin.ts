import { Hono, type Context } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import { reportDecisionSchema } from "../../protocol/lobby-schemas.js";
import type { AppEnv } from "../env.js";
import { ApiError } from "../http/errors.js";
import { page } from "../http/page.js";
import { fromAnotherSite } from "../http/same-origin.js";
import { valid } from "../http/validate.js";
import { openReports } from "../lobby/safety.js";
import { decide, requireOperator } from "./safety.js";

/**
 * /admin/reports: the operators' page (signed in, an address in ADMIN_EMAILS). Plain forms, so it
 * works without the app; each decision posts back here and answers with the list.
 */
export const adminPages = new Hono<AppEnv>();

adminPages.get("/reports", async (c) => {
  requireOperator(c);
  return reportsPage(c, null);
});

/** The open reports, each with its decisions (`decided`: the report just decided, said above the list). */
async function reportsPage(c: Context<AppEnv>, decided: number | null) {
  const reports = await openReports(c.env.DB);
  c.header("Cache-Control", "no-store");
  const rows = reports.map(
    (r) => html`<li>
  <p><strong>${r.reason}</strong> · player <code>${r.reportedId}</code>${r.gameId ? html` · game <a href="/g/${r.gameId}">${r.gameId}</a>` : ""} · ${new Date(r.createdAt).toISOString()}</p>
  ${r.messageText !== null ? html`<blockquote>${r.messageText}</blockquote>` : ""}${r.details ? html`<p>${r.details}</p>` : ""}
  <form method="post" action="/admin/reports/${r.id}">
    ${r.messageId !== null ? html`<button name="decision" value="hide-message">Hide the message</button>` : ""}
    <button name="decision" value="suspend">Suspend from public tables</button>
    <button name="decision" value="dismiss">Dismiss</button>
  </form>
</li>`,
  );
  const said = decided === null ? "" : html`<p role="status">Report ${decided} decided.</p>`;
  return c.html(page("Reports", html`${said}${reports.length === 0 ? html`<p>No open reports.</p>` : html`<ol>${rows}</ol>`}`));
}

adminPages.post("/reports/:id", valid("param", z.object({ id: z.coerce.number().int().min(1) })), valid("form", reportDecisionSchema), async (c) => {
  if (fromAnotherSite(c)) throw new ApiError(403, "CROSS_SITE", "This request is not allowed from another site.");
  const { id } = c.req.valid("param");
  await decide(c, id, c.req.valid("form").decision);
  return reportsPage(c, id);
});
