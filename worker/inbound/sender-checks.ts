import type { Header } from "postal-mime";

/**
 * What a reply's headers say about who sent it and why. Cloudflare Email Routing checks SPF, DKIM
 * and DMARC on arrival and puts its verdict on top of the message as `Authentication-Results`
 * (RFC 8601); headers further down were written by whoever sent the mail, so only the topmost is
 * believed. Auto-replies, bounces and mailing-list traffic (RFC 3834's Auto-Submitted, Precedence,
 * an empty return path) are never acted on nor answered, so no loop of mails can start.
 */

/** Whether the topmost Authentication-Results passes DMARC, or DKIM or SPF for the From address's own domain. */
export function passesSenderChecks(headers: readonly Header[], from: string): boolean {
  const results = headers.find((header) => header.key === "authentication-results")?.value.toLowerCase();
  if (!results) return false;
  const domain = from.slice(from.lastIndexOf("@") + 1).toLowerCase();
  const aligned = (other: string | undefined) => !!other && (other === domain || domain.endsWith(`.${other}`) || other.endsWith(`.${domain}`));
  const verdicts = results.split(";").map((part) => part.trim());
  for (const verdict of verdicts) {
    if (/^dmarc=pass\b/.test(verdict)) return true;
    if (/^dkim=pass\b/.test(verdict) && aligned(/header\.(?:d|i)=@?([^\s;]+)/.exec(verdict)?.[1]?.replace(/^.*@/, ""))) return true;
    if (/^spf=pass\b/.test(verdict) && aligned(/smtp\.mailfrom=([^\s;]+)/.exec(verdict)?.[1]?.replace(/^.*@/, ""))) return true;
  }
  return false;
}

/** Why a mail is no one's reply (an auto-reply, a bounce, a list's or our own mail), or null for a person's. */
export function automatic(headers: Headers, envelopeFrom: string, ours: readonly string[]): string | null {
  const auto = headers.get("Auto-Submitted")?.trim().toLowerCase();
  if (auto && auto !== "no") return `Auto-Submitted: ${auto}`;
  const precedence = headers.get("Precedence")?.trim().toLowerCase();
  if (precedence && /^(bulk|junk|list|auto_reply)$/.test(precedence)) return `Precedence: ${precedence}`;
  if (headers.has("X-Autoreply") || headers.has("X-Autorespond") || headers.has("List-Id")) return "an automatic mail";
  if (headers.has("X-Coffee-Rush-Key")) return "one of our own mails";
  const sender = envelopeFrom.trim().toLowerCase().replace(/^<|>$/g, "");
  if (sender === "" || /^(mailer-daemon|postmaster)@/.test(sender)) return "a bounce (empty return path)";
  if (ours.includes(sender)) return "one of our own mails";
  return null;
}
