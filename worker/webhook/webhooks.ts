import { isLanguage, type Language } from "../../protocol/languages.js";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { WebhookConnected, WebhookFlavour, WebhookView } from "../../protocol/channel.js";
import { webhooks } from "../db/schema.js";
import { newSigningSecret } from "./webhook-send.js";
import { maskWebhookUrl } from "./webhook-url.js";
import { failureOf } from "./webhook-failure.js";

/** The webhooks in D1, one per owner ("game:ID", "user:ID"): connected, read to send, marked as deliveries go. */

export type WebhookRow = typeof webhooks.$inferSelect;

export async function webhookOf(db: D1Database, owner: string): Promise<WebhookRow | null> {
  const [row] = await drizzle(db).select().from(webhooks).where(eq(webhooks.owner, owner));
  return row ?? null;
}

export function viewOf(row: WebhookRow): WebhookView {
  return {
    flavour: row.flavour as WebhookFlavour,
    masked: maskWebhookUrl(row.url),
    language: (isLanguage(row.language) ? row.language : "en") as Language,
    failingSince: row.failingSince,
    offAt: row.offAt,
    lastError: row.lastError,
    ...failureOf(row.lastError),
  };
}

/**
 * Connects (or replaces) an owner's webhook, on and with a clean slate. A generic one gets a new
 * signing secret, answered this once; the same address connected again keeps its secret, so a
 * receiver already set up goes on checking signatures.
 */
export async function connectWebhook(
  db: D1Database,
  input: { owner: string; url: string; flavour: WebhookFlavour; language: Language; ownerEmail: string | null },
  now: number,
): Promise<WebhookConnected> {
  const before = await webhookOf(db, input.owner);
  const keeps = before !== null && before.url === input.url && before.flavour === "generic";
  const secret = input.flavour !== "generic" ? null : keeps ? before.secret : newSigningSecret();
  const row: WebhookRow = { ...input, secret, failingSince: null, lastError: null, offAt: null, createdAt: now };
  await drizzle(db)
    .insert(webhooks)
    .values(row)
    .onConflictDoUpdate({ target: webhooks.owner, set: { ...row, createdAt: before?.createdAt ?? now } });
  return { webhook: viewOf(row), secret: keeps ? null : secret };
}

/** Whom "your webhook was turned off" goes to (known once the room has agreed to the connection). */
export async function setWebhookOwnerEmail(db: D1Database, owner: string, ownerEmail: string): Promise<void> {
  await drizzle(db).update(webhooks).set({ ownerEmail }).where(eq(webhooks.owner, owner));
}

export async function removeWebhook(db: D1Database, owner: string): Promise<void> {
  await drizzle(db).delete(webhooks).where(eq(webhooks.owner, owner));
}

/** A delivery went through: whatever failed before is forgotten. */
export async function webhookWorks(db: D1Database, owner: string): Promise<void> {
  await drizzle(db).update(webhooks).set({ failingSince: null, lastError: null }).where(eq(webhooks.owner, owner));
}

/** A delivery failed: since when the webhook has failed (this failure's time if it worked until now). */
export async function webhookFailed(db: D1Database, row: WebhookRow, error: string, now: number): Promise<number> {
  const since = row.failingSince ?? now;
  await drizzle(db).update(webhooks).set({ failingSince: since, lastError: error.slice(0, 300) }).where(eq(webhooks.owner, row.owner));
  return since;
}

export async function turnWebhookOff(db: D1Database, owner: string, now: number): Promise<void> {
  await drizzle(db).update(webhooks).set({ offAt: now }).where(eq(webhooks.owner, owner));
}
