import type { WebhookFailure } from "../../protocol/channel.js";

/**
 * Why a webhook failed, read from the reason its last failure left (webhook-send.ts and
 * webhook-delivery.ts write them): a receiver's answer starts with its status; a redirect says so;
 * a refused address with our own sentences; a lost answer with "Posted perhaps"; anything else is
 * the runtime's word for an address it could not reach ("internal error; reference = …" under
 * workerd without the network) or a wait that ran out.
 */
export function failureOf(lastError: string | null): { failure: WebhookFailure | null; failureStatus: number | null } {
  if (lastError === null) return { failure: null, failureStatus: null };
  const status = /^([1-5]\d\d)\b/.exec(lastError);
  const failureStatus = status ? Number(status[1]) : null;
  return { failure: failureKind(lastError, failureStatus), failureStatus };
}

function failureKind(lastError: string, status: number | null): WebhookFailure {
  if (lastError.startsWith("Posted perhaps")) return "postedPerhaps";
  if (status !== null) return status === 429 ? "rateLimited" : status >= 300 && status < 400 ? "redirect" : "refused";
  if (/^(A webhook address|Discord and Slack|A Discord webhook|A Slack webhook)|private address/.test(lastError)) return "notAllowed";
  return /time(d)? ?out|timeout|abort/i.test(lastError) ? "timeout" : "unreachable";
}
