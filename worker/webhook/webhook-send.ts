import type { WebhookFlavour } from "../../protocol/channel.js";
import { deliveryInit, isRedirect } from "../http/outbound.js";
import { checkWebhookUrl, maskWebhookUrl, privateResolution } from "./webhook-url.js";

/** A webhook gets as long as a push service to answer (http/outbound.ts: well inside the outbox's lease). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Of an answer, only this much is read (for the reason it gives): a receiver can't make us read more. */
const MAX_ANSWER_BYTES = 2_048;
/** Of Discord's answer to a post, the message (for its id): its content is at most 2,000 characters. */
const MAX_MESSAGE_BYTES = 16_384;
/** A 429's wait is honoured up to an hour; a longer one is taken as an hour (the outbox's longest backoff). */
const MAX_WAIT_MS = 60 * 60_000;

export interface WebhookTarget {
  flavour: WebhookFlavour;
  url: string;
  secret: string | null;
  /** A DNS-over-HTTPS resolver to ask before posting to a generic receiver (Env.WEBHOOK_RESOLVER); null: none. */
  resolver?: string | null;
}

/**
 * What one post came to. "sent": with Discord, the message's id (to edit it rather than post it
 * again). "failed": retried at `at` when the receiver said when (429), else by the outbox's
 * backoff; `lost`: no answer came (a timeout, a connection cut), so whether it was posted is unknown;
 * `timedOut`: of those, the receiver was given the time to answer (WEBHOOK_TIMEOUT_MS) and did not.
 */
export type PostOutcome = { status: "sent"; messageId: string | null } | { status: "failed"; error: string; at: number | null; lost: boolean; timedOut?: boolean };

/**
 * Posts one message, or with `edit` (a Discord message's id) edits that message to say it. A
 * generic receiver gets the Standard Webhooks headers: `webhook-id` (the outbox key, the same on
 * every retry, so a receiver can drop a repeat), `webhook-timestamp` and `webhook-signature` (v1,
 * HMAC-SHA256 of "id.timestamp.body" with the secret). Discord is asked to answer with the message
 * (`?wait=true`), for its id. The address is checked again (it was stored before a rule changed,
 * perhaps); a redirect is a failure, never followed.
 */
export async function postWebhook(target: WebhookTarget, id: string, body: string, now: number, edit: string | null = null): Promise<PostOutcome> {
  const check = checkWebhookUrl(target.url);
  if (!check.ok) return { status: "failed", error: check.message, at: null, lost: false };
  if (target.resolver && check.flavour === "generic") {
    const refused = await privateResolution(new URL(target.url).hostname, target.resolver, WEBHOOK_TIMEOUT_MS);
    if (refused) return { status: "failed", error: refused, at: null, lost: false };
  }
  const headers: Record<string, string> = { "Content-Type": "application/json", "User-Agent": "CoffeeRush-Webhook/1" };
  if (target.flavour === "generic" && target.secret) {
    const timestamp = String(Math.floor(now / 1000));
    headers["webhook-id"] = id;
    headers["webhook-timestamp"] = timestamp;
    headers["webhook-signature"] = `v1,${await signature(target.secret, `${id}.${timestamp}.${body}`)}`;
  }
  const discord = target.flavour === "discord";
  const address = discord ? (edit ? `${target.url}/messages/${edit}` : `${target.url}?wait=true`) : target.url;
  let response: Response;
  try {
    response = await fetch(address, { method: edit ? "PATCH" : "POST", headers, body, ...deliveryInit(WEBHOOK_TIMEOUT_MS) });
  } catch (error) {
    // The address is a secret: a runtime's error naming it keeps only its masked form.
    const message = error instanceof Error ? error.message : String(error);
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return { status: "failed", error: message.replaceAll(target.url, maskWebhookUrl(target.url)), at: null, lost: true, timedOut };
  }
  const answer = await readSome(response, response.ok && discord ? MAX_MESSAGE_BYTES : MAX_ANSWER_BYTES);
  if (response.ok) return { status: "sent", messageId: discord ? messageIdIn(answer) : null };
  const error = `${response.status} ${answer.slice(0, 300)}`.trim();
  if (isRedirect(response)) return { status: "failed", error: `${response.status} (a redirect, not followed)`, at: null, lost: false };
  if (response.status === 429) {
    const wait = retryAfterMs(response.headers.get("Retry-After"), answer);
    return { status: "failed", error, at: wait === null ? null : now + Math.min(wait, MAX_WAIT_MS), lost: false };
  }
  return { status: "failed", error, at: null, lost: false };
}

/** The id of the message Discord answered with (null: an answer without one, as without `?wait=true`). */
function messageIdIn(answer: string): string | null {
  try {
    const { id } = JSON.parse(answer) as { id?: unknown };
    return typeof id === "string" && /^\d{1,21}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * How long a 429 asks us to wait: Discord's JSON `retry_after` (seconds, fractions allowed; its
 * Retry-After header rounds it up), else the Retry-After header (seconds, or an HTTP date), as Slack sends.
 */
export function retryAfterMs(header: string | null, body: string): number | null {
  try {
    const parsed = JSON.parse(body) as { retry_after?: unknown };
    if (typeof parsed.retry_after === "number" && parsed.retry_after >= 0) return Math.ceil(parsed.retry_after * 1000);
  } catch {
    // Not JSON: the header says it, if anything does.
  }
  if (header === null) return null;
  if (/^\d+(\.\d+)?$/.test(header.trim())) return Math.ceil(Number(header) * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** The first bytes of an answer, as text; the rest is cancelled unread. */
async function readSome(response: Response, limit: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // An answer cut short says what it said so far.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes.slice(0, limit));
}

/** Standard Webhooks: the secret is "whsec_" and base64 key bytes; the signature base64 HMAC-SHA256. */
async function signature(secret: string, content: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", base64Bytes(secret.replace(/^whsec_/, "")), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(content));
  return bytesBase64(new Uint8Array(mac));
}

/** A new signing secret: 24 random bytes, as Standard Webhooks writes them. */
export function newSigningSecret(): string {
  return `whsec_${bytesBase64(crypto.getRandomValues(new Uint8Array(24)))}`;
}

function base64Bytes(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function bytesBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}
