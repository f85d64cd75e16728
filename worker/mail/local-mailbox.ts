import { desc, eq, lt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { devMailbox } from "../db/schema.js";
import { hashToken } from "../secrets/tokens.js";
import { DAY_MS } from "../../protocol/time.js";
import type { Mailer, OutgoingMail } from "./mailer.js";
import { toMime } from "./mime.js";

/**
 * The local mailbox: instead of sending, keeps each mail (the whole MIME message and both parts)
 * in D1, where /dev/mail shows it. The default under `npm start`, so a newcomer sees what a game
 * sends. Every send is a new row: a mail sent twice shows twice.
 */
export class LocalMailbox implements Mailer {
  constructor(private readonly db: D1Database) {}

  async send(mail: OutgoingMail): Promise<void> {
    const now = new Date();
    const messageId = `${(hashToken(mail.key)).slice(0, 32)}@coffee-rush.localhost`;
    await drizzle(this.db).insert(devMailbox).values({
      key: mail.key,
      toEmail: mail.to,
      subject: mail.subject,
      raw: toMime(mail, now, messageId),
      text: mail.text,
      html: mail.html,
      createdAt: now.getTime(),
    });
  }
}

/** The local mailbox keeps a month of mail. */
const KEEP_LOCAL_MAIL_MS = 30 * DAY_MS;

export async function pruneMailbox(db: D1Database, now: number): Promise<void> {
  await drizzle(db).delete(devMailbox).where(lt(devMailbox.createdAt, now - KEEP_LOCAL_MAIL_MS));
}

export type StoredMail = typeof devMailbox.$inferSelect;

/** The newest mails first. */
export async function listMailbox(db: D1Database, limit = 100): Promise<Omit<StoredMail, "raw" | "text" | "html">[]> {
  return drizzle(db)
    .select({ id: devMailbox.id, key: devMailbox.key, toEmail: devMailbox.toEmail, subject: devMailbox.subject, createdAt: devMailbox.createdAt })
    .from(devMailbox)
    .orderBy(desc(devMailbox.id))
    .limit(limit);
}

export async function mailById(db: D1Database, id: number): Promise<StoredMail | null> {
  const [row] = await drizzle(db).select().from(devMailbox).where(eq(devMailbox.id, id)).limit(1);
  return row ?? null;
}
