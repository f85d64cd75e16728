import { Hono, type Context } from "hono";
import { z } from "zod";
import { blockSchema, reportDecisionSchema, reportSchema } from "../../protocol/lobby-schemas.js";
import { requireUser, signedIn } from "../auth/session.js";
import type { AppEnv, SignedInUser } from "../env.js";
import { ApiError } from "../http/errors.js";
import { rateLimit } from "../http/rate-limit.js";
import { valid } from "../http/validate.js";
import { playerRecord } from "../lobby/records.js";
import { addReport, block, blockedBy, decideReport, gamesTogether, isOperator, openReports, reportById, unblock, type ReportRow } from "../lobby/safety.js";
import { roomOf, unwrap } from "./rooms.js";

/** Blocks, reports, players' reliability and the operators' decisions (docs/lobby.md, "Safety"). */
export const safetyRoutes = new Hono<AppEnv>();

const userParam = z.object({ userId: z.string().min(1).max(64) });
const reportParam = z.object({ id: z.coerce.number().int().min(1, "There is no such report.") });

/** A player's reliability as others see it before sitting with them. */
safetyRoutes.get("/players/:userId", valid("param", userParam), async (c) => {
  const { userId } = c.req.valid("param");
  const { reliability } = await playerRecord(c.env.DB, userId);
  return c.json({ userId, reliability });
});

safetyRoutes.get("/me/blocks", async (c) => {
  const user = requireUser(c);
  return c.json({ blocked: await blockedBy(c.env.DB, user.id) });
});

/** Blocks a player: never seated together again, and their talk muted in the games both already play. */
safetyRoutes.post("/me/blocks", signedIn, valid("json", blockSchema), async (c) => {
  const user = requireUser(c);
  const { userId } = c.req.valid("json");
  await block(c.env.DB, user.id, userId);
  for (const { gameId, otherSeat } of await gamesTogether(c.env.DB, user.id, userId)) {
    await roomOf(c, gameId).muteTalk({ token: null, userId: user.id }, otherSeat, true);
  }
  return c.json({ blocked: await blockedBy(c.env.DB, user.id) });
});

safetyRoutes.delete("/me/blocks/:userId", signedIn, valid("param", userParam), async (c) => {
  const user = requireUser(c);
  await unblock(c.env.DB, user.id, c.req.valid("param").userId);
  return c.json({ blocked: await blockedBy(c.env.DB, user.id) });
});

/** Reports a player, or one of their messages at a table both sit at, with a reason. */
safetyRoutes.post("/reports", signedIn, rateLimit({ name: "report", limit: 20, windowSeconds: 3600 }), valid("json", reportSchema), async (c) => {
  const user = requireUser(c);
  const report = c.req.valid("json");
  let text: string | null = null;
  if (report.messageId !== undefined) {
    if (!report.gameId) throw new ApiError(400, "INVALID_INPUT", "Say which game the message was written in.");
    // Read as the reporter reads the table: the page ending with the message.
    const page = unwrap(await roomOf(c, report.gameId).tableTalk({ token: null, userId: user.id }, report.messageId + 1));
    const message = page.messages.find((m) => m.id === report.messageId);
    if (!message) throw new ApiError(404, "NO_SUCH_MESSAGE", "There is no such message at this table.");
    text = message.text ?? message.phrase;
  }
  return c.json({ id: await addReport(c.env.DB, user.id, report, text) }, 201);
});

/** The signed-in operator (an address in ADMIN_EMAILS), else 403. */
export function requireOperator(c: Context<AppEnv>): SignedInUser {
  const user = requireUser(c);
  if (!isOperator(c.env.ADMIN_EMAILS, user.email)) throw new ApiError(403, "NOT_ADMIN", "Only the service's operators can open this page.");
  return user;
}

safetyRoutes.get("/admin/reports", async (c) => {
  requireOperator(c);
  return c.json({ reports: await openReports(c.env.DB) });
});

/** An operator decides a report: hide the message, suspend the player from public tables, or dismiss it. */
export async function decide(c: Context<AppEnv>, id: number, decision: "hide-message" | "suspend" | "dismiss"): Promise<ReportRow> {
  const operator = requireOperator(c);
  const report = await reportById(c.env.DB, id);
  if (decision === "hide-message") {
    if (report.gameId === null || report.messageId === null) throw new ApiError(409, "NO_SUCH_MESSAGE", "This report is about a player, not a message.");
    unwrap(await roomOf(c, report.gameId).hideTalk(report.messageId));
  }
  const status = ({ "hide-message": "hidden", suspend: "suspended", dismiss: "dismissed" } as const)[decision];
  await decideReport(c.env.DB, report, status, operator.email);
  return { ...report, status };
}

safetyRoutes.post("/admin/reports/:id", signedIn, valid("param", reportParam), valid("json", reportDecisionSchema), async (c) => {
  return c.json({ report: await decide(c, c.req.valid("param").id, c.req.valid("json").decision) });
});
