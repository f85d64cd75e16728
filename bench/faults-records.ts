/**
 * What npm run faults checks in D1 once its games have ended (bench/faults-suite.ts): each
 * finished game's results written once, and each mail the games meant to send in the outbox once
 * and delivered at most once (the local mailbox keeps every send as a row of its own, so a mail
 * sent twice shows twice), and no push device kept at an address off the push services.
 */
import type { LocalService } from "../scripts/local-service.js";

export interface RecordsReport {
  /** Finished games whose results (and each seat's line) are in D1 exactly once. */
  results: number;
  /** Mails in the local mailbox, each sent once. */
  mailsSent: number;
  /** Game-over mails still leased by a delivery a kill cut short: they go out when the lease ends. */
  mailsLeased: number;
  /** Results or mails not there yet (the service is still writing them); asked again a little later. */
  pending: string[];
  failures: string[];
}

type Db = LocalService["db"];

/** The players' names in npm run faults: markup that a mail's HTML part must escape. */
export const LIVE_MARKUP = "<img src=x onerror=alert(1)>";

const count = async (db: Db, query: string, ...params: unknown[]) => (await db.prepare(query).bind(...params).first<{ n: number }>())!.n;

export async function checkRecords(db: Db, ended: { id: string; seats: number }[], now = Date.now()): Promise<RecordsReport> {
  const report: RecordsReport = { results: 0, mailsSent: 0, mailsLeased: 0, pending: [], failures: [] };
  for (const game of ended) {
    const results = await count(db, "SELECT COUNT(*) AS n FROM results WHERE game_id = ?", game.id);
    const lines = await count(db, "SELECT COUNT(*) AS n FROM result_players WHERE game_id = ?", game.id);
    const indexed = await db.prepare("SELECT status FROM games WHERE id = ?").bind(game.id).all<{ status: string }>();
    if (results === 0) report.pending.push(`game ${game.id}: no results in D1 yet`);
    else if (results !== 1 || lines !== game.seats) report.failures.push(`game ${game.id}: ${results} results rows and ${lines} players' lines for ${game.seats} seats`);
    else if (indexed.results.length !== 1 || indexed.results[0].status !== "ended") report.failures.push(`game ${game.id}: indexed as ${JSON.stringify(indexed.results)}, not once as ended`);
    else report.results++;

    // One game-over mail per seat (every seat joined with an address), under its own key.
    const overs = (await db.prepare("SELECT key, status, attempts, next_attempt_at AS nextAt FROM mail_outbox WHERE game_id = ? AND kind = 'gameover'").bind(game.id).all<{ key: string; status: string; attempts: number; nextAt: number }>()).results;
    const expected = Array.from({ length: game.seats }, (_, seat) => `gameover:${game.id}:${seat}`);
    if (overs.length === 0) report.pending.push(`game ${game.id}: no game-over mails in the outbox yet`);
    else if (overs.map((row) => row.key).sort().join() !== expected.join()) report.failures.push(`game ${game.id}: game-over mails ${overs.map((row) => row.key).join(", ")}, not one per seat`);
    for (const row of overs) {
      if (row.status === "sent") continue;
      if (row.status === "sending" && row.nextAt > now) report.mailsLeased++;
      else if (row.status === "pending" || row.status === "sending") report.pending.push(`mail ${row.key}: not sent yet`);
      else report.failures.push(`mail ${row.key}: ${row.status}`);
    }
  }

  // Every mail delivered once, and only mails the outbox counts as sent (a mail sent but not marked would go again).
  const mailbox = (await db.prepare("SELECT m.key, COUNT(*) AS n, o.status FROM dev_mailbox m LEFT JOIN mail_outbox o ON o.key = m.key GROUP BY m.key").all<{ key: string; n: number; status: string | null }>()).results;
  for (const mail of mailbox) {
    if (mail.n !== 1) report.failures.push(`mail ${mail.key}: sent ${mail.n} times`);
    else if (mail.status !== "sent") report.failures.push(`mail ${mail.key}: in the mailbox, but ${mail.status ?? "not in the outbox"} there`);
    else report.mailsSent++;
  }
  const unescaped = await count(db, "SELECT COUNT(*) AS n FROM dev_mailbox WHERE instr(html, ?) > 0", LIVE_MARKUP);
  if (unescaped) report.failures.push(`${unescaped} mails hold a player's name as live markup in their HTML`);
  const unsent = await count(db, "SELECT COUNT(*) AS n FROM mail_outbox o WHERE o.status = 'sent' AND o.kind NOT IN ('turn', 'push', 'webhook') AND NOT EXISTS (SELECT 1 FROM dev_mailbox m WHERE m.key = o.key)");
  if (unsent) report.failures.push(`${unsent} mails marked sent are not in the mailbox`);
  // Every seat's second device asked for an address of its own choosing (issue 33): none is kept.
  const offService = await count(db, "SELECT COUNT(*) AS n FROM push_devices WHERE endpoint NOT LIKE 'https://fcm.googleapis.com/%'");
  if (offService) report.failures.push(`${offService} push devices kept at an address that is not a push service`);
  return report;
}
