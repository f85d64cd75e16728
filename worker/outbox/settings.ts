import type { Language } from "../../protocol/languages.js";
import type { MailPreference } from "../../protocol/mail-settings.js";
import { eq, lt, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { hashToken, randomToken } from "../secrets/tokens.js";
import { mailLinks, mailSettings } from "../db/schema.js";
import { DAY_MS } from "../../protocol/time.js";


/** One address's mail settings (the defaults when it has none). */
export interface MailSettings {
  mail: MailPreference;
  timezone: string | null;
  /** The language its mails are written in; null: none chosen yet (the seat's or the sender's, else English). */
  language: Language | null;
}

export const DEFAULT_SETTINGS: MailSettings = { mail: "all", timezone: null, language: null };

const COLUMNS = { mail: mailSettings.mail, timezone: mailSettings.timezone, language: mailSettings.language };

function settingsOf(row: { mail: string; timezone: string | null; language: string | null }): MailSettings {
  return { mail: row.mail as MailPreference, timezone: row.timezone, language: row.language as Language | null };
}

/** Unsubscribe and settings links keep working this long (a year of old mails). */
const MAIL_LINK_DAYS = 365;

export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function settingsFor(db: D1Database, email: string): Promise<MailSettings> {
  const [row] = await drizzle(db).select(COLUMNS).from(mailSettings).where(eq(mailSettings.email, normalEmail(email))).limit(1);
  return row ? settingsOf(row) : { ...DEFAULT_SETTINGS };
}

/** Changes what is given and keeps the rest. */
export async function updateSettings(db: D1Database, email: string, change: Partial<MailSettings>): Promise<MailSettings> {
  const set: Partial<typeof mailSettings.$inferInsert> = { updatedAt: Date.now() };
  if (change.mail !== undefined) set.mail = change.mail;
  if (change.timezone !== undefined) set.timezone = change.timezone;
  if (change.language !== undefined) set.language = change.language;
  const [row] = await drizzle(db)
    .insert(mailSettings)
    .values({
      email: normalEmail(email),
      mail: change.mail ?? DEFAULT_SETTINGS.mail,
      timezone: change.timezone ?? null,
      language: change.language ?? null,
      updatedAt: Date.now(),
    })
    .onConflictDoUpdate({ target: mailSettings.email, set })
    .returning(COLUMNS);
  return settingsOf(row!);
}

/** Records a timezone for an address that has none yet (a player's browser told us at join). */
export async function suggestTimezone(db: D1Database, email: string, timezone: string): Promise<void> {
  await drizzle(db)
    .insert(mailSettings)
    .values({ email: normalEmail(email), mail: DEFAULT_SETTINGS.mail, timezone, updatedAt: Date.now() })
    .onConflictDoUpdate({ target: mailSettings.email, set: { timezone }, setWhere: sql`${mailSettings.timezone} IS NULL` });
}

/**
 * A fresh token for one mail's unsubscribe and settings links; only its hash is stored. Links work
 * without signing in: the token names the address, and lets whoever holds it change that address's
 * mail settings and nothing else.
 */
export async function mintMailLink(db: D1Database, email: string): Promise<string> {
  const token = randomToken();
  await drizzle(db)
    .insert(mailLinks)
    .values({ tokenHash: hashToken(token), email: normalEmail(email), createdAt: Date.now() });
  return token;
}

/** The address a mail link's token names, or null for an unknown or expired token. */
export async function emailOfMailLink(db: D1Database, token: string): Promise<string | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await drizzle(db)
    .select({ email: mailLinks.email, createdAt: mailLinks.createdAt })
    .from(mailLinks)
    .where(eq(mailLinks.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.createdAt < Date.now() - MAIL_LINK_DAYS * DAY_MS) return null;
  return row.email;
}

export async function pruneMailLinks(db: D1Database, now: number): Promise<void> {
  await drizzle(db).delete(mailLinks).where(lt(mailLinks.createdAt, now - MAIL_LINK_DAYS * DAY_MS));
}
