import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { ReportRequest } from "../../protocol/lobby.js";
import { blocks, gameSeats, games, reports, suspensions, users } from "../db/schema.js";
import { ApiError } from "../http/errors.js";

/**
 * Blocks, reports and suspensions in D1: what keeps strangers safe with each other. Seating reads
 * blocks (records.ts avoidOf); the operators' page decides reports.
 */

async function refuseUnknownOrSelf(db: D1Database, userId: string, otherId: string): Promise<void> {
  if (otherId === userId) throw new ApiError(409, "BLOCK_YOURSELF", "You can't block or report yourself.");
  const found = await drizzle(db).select({ id: users.id }).from(users).where(eq(users.id, otherId)).limit(1);
  if (found.length === 0) throw new ApiError(404, "NO_SUCH_PLAYER", "There is no such player.");
}

export async function block(db: D1Database, userId: string, otherId: string): Promise<void> {
  await refuseUnknownOrSelf(db, userId, otherId);
  await drizzle(db).insert(blocks).values({ blockerId: userId, blockedId: otherId, createdAt: Date.now() }).onConflictDoNothing();
}

export async function unblock(db: D1Database, userId: string, otherId: string): Promise<void> {
  await drizzle(db).delete(blocks).where(and(eq(blocks.blockerId, userId), eq(blocks.blockedId, otherId)));
}

export async function blockedBy(db: D1Database, userId: string): Promise<{ userId: string; name: string | null }[]> {
  return drizzle(db)
    .select({ userId: blocks.blockedId, name: users.displayName })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(blocks.createdAt));
}

/** The games both play, not over: the blocker's seat and the other's in each (their talk is muted there). */
export async function gamesTogether(db: D1Database, userId: string, otherId: string): Promise<{ gameId: string; otherSeat: number }[]> {
  const orm = drizzle(db);
  const mine = await orm
    .select({ gameId: gameSeats.gameId })
    .from(gameSeats)
    .innerJoin(games, eq(games.id, gameSeats.gameId))
    .where(and(eq(gameSeats.userId, userId), ne(games.status, "ended")));
  if (mine.length === 0) return [];
  const theirs = await orm
    .select({ gameId: gameSeats.gameId, otherSeat: gameSeats.seat })
    .from(gameSeats)
    .where(and(eq(gameSeats.userId, otherId), inArray(gameSeats.gameId, mine.map((row) => row.gameId))));
  return theirs;
}

/** A report, once per reporter, player, game and message (a second says the same and changes nothing). */
export async function addReport(db: D1Database, reporterId: string, report: ReportRequest, messageText: string | null): Promise<number> {
  await refuseUnknownOrSelf(db, reporterId, report.userId);
  const orm = drizzle(db);
  const [row] = await orm
    .insert(reports)
    .values({
      reporterId,
      reportedId: report.userId,
      gameId: report.gameId ?? null,
      messageId: report.messageId ?? null,
      messageText,
      reason: report.reason,
      details: report.details ?? null,
      createdAt: Date.now(),
      status: "open",
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (row) return row.id;
  const [existing] = await orm
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(reports.reportedId, report.userId)))
    .orderBy(asc(reports.id))
    .limit(1);
  return existing!.id;
}

export type ReportRow = typeof reports.$inferSelect;

export async function openReports(db: D1Database): Promise<ReportRow[]> {
  return drizzle(db).select().from(reports).where(eq(reports.status, "open")).orderBy(asc(reports.createdAt)).limit(100);
}

export async function reportById(db: D1Database, id: number): Promise<ReportRow> {
  const [row] = await drizzle(db).select().from(reports).where(eq(reports.id, id)).limit(1);
  if (!row) throw new ApiError(404, "NO_SUCH_REPORT", "There is no such report.");
  return row;
}

/** The operator's decision on a report: its status, and a suspension when the player is suspended. */
export async function decideReport(db: D1Database, report: ReportRow, status: "hidden" | "suspended" | "dismissed", byEmail: string): Promise<void> {
  const orm = drizzle(db);
  const now = Date.now();
  await orm.batch([
    orm.update(reports).set({ status, decidedAt: now, decidedBy: byEmail }).where(eq(reports.id, report.id)),
    ...(status === "suspended" ? [orm.insert(suspensions).values({ userId: report.reportedId, suspendedAt: now, byEmail, reportId: report.id }).onConflictDoNothing()] : []),
  ]);
}

/** Whether a signed-in address is one of the operators' (the ADMIN_EMAILS setting). */
export function isOperator(adminEmails: string | undefined, email: string): boolean {
  const list = (adminEmails ?? "").split(",").map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  return list.includes(email.trim().toLowerCase());
}
