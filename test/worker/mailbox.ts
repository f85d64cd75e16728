import { env } from "cloudflare:test";
import PostalMime, { type Email } from "postal-mime";
import { expect } from "vitest";
import { settleRooms } from "./helpers.js";

/**
 * Reading the local mailbox (MAIL_DELIVERY = "local", set for the tests in vitest.config.ts): every mail the service
 * sent, parsed from its raw MIME with postal-mime, as a mail client would see it.
 */

export interface ReceivedMail {
  id: number;
  key: string;
  to: string;
  raw: string;
  parsed: Email;
  subject: string;
  text: string;
  html: string;
  /** Header by lowercase name. */
  header(name: string): string | undefined;
  /** Every http(s) link in the text part. */
  links: string[];
}

export async function lastMailId(): Promise<number> {
  await settleRooms();
  const row = await env.DB.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM dev_mailbox").first<{ id: number }>();
  return row?.id ?? 0;
}

/** Mails to an address (oldest first), optionally only those after a mailbox id. */
export async function mailsTo(email: string, afterId = 0): Promise<ReceivedMail[]> {
  await settleRooms();
  const { results } = await env.DB.prepare("SELECT id, key, to_email, raw FROM dev_mailbox WHERE to_email = ? AND id > ? ORDER BY id")
    .bind(email.toLowerCase(), afterId)
    .all<{ id: number; key: string; to_email: string; raw: string }>();
  return Promise.all(results.map(parse));
}

export async function allMailCount(): Promise<number> {
  await settleRooms();
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM dev_mailbox").first<{ n: number }>())!.n;
}

async function parse(row: { id: number; key: string; to_email: string; raw: string }): Promise<ReceivedMail> {
  const parsed = await PostalMime.parse(row.raw);
  const text = parsed.text ?? "";
  return {
    id: row.id,
    key: row.key,
    to: row.to_email,
    raw: row.raw,
    parsed,
    subject: parsed.subject ?? "",
    text,
    html: parsed.html ?? "",
    header: (name) => parsed.headers.find((h) => h.key === name.toLowerCase())?.value,
    links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
  };
}

/** The one mail to an address after `afterId` (fails if there are none or several). */
export async function onlyMailTo(email: string, afterId = 0): Promise<ReceivedMail> {
  const mails = await mailsTo(email, afterId);
  expect(mails.map((m) => m.subject), `mails to ${email}`).toHaveLength(1);
  return mails[0];
}

/** The seat token in a mail's link into the game (/g/ID#seat=TOKEN). */
export function seatTokenIn(mail: ReceivedMail, gameId: string): string {
  const link = mail.links.find((l) => l.includes(`/g/${gameId}#seat=`));
  expect(link, "the mail links into the seat").toBeDefined();
  return new URLSearchParams(new URL(link!).hash.slice(1)).get("seat")!;
}
