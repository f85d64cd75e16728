import type { WebhookFlavour } from "../../protocol/channel.js";
import type { ErrorCode } from "../../protocol/errors.js";

/**
 * Which webhook addresses the Worker posts to. The address is whatever a player pastes, so without
 * these checks a player could make the Worker call an address they chose (our own, a cloud
 * metadata address, a private network). Discord and Slack are known by host and path; any other
 * https site is a generic receiver, never named by an IP address, localhost, a private or cluster
 * name, or a name that points wherever it is told (a rebinding service). Workers can't resolve a
 * name itself: on Cloudflare's edge a fetch can't reach a private network at all; under
 * self-hosted workerd a DNS-over-HTTPS resolver (Env.WEBHOOK_RESOLVER) is asked before each post.
 * Checked when a webhook is connected and again before every send; redirects are never followed
 * (http/outbound.ts), so the address checked is the only one called.
 */

/** Discord's incoming webhooks: https://discord.com/api/webhooks/ID/TOKEN (discordapp.com is its older host). */
const DISCORD_HOSTS = ["discord.com", "discordapp.com", "canary.discord.com", "ptb.discord.com"];
const DISCORD_PATH = /^\/api(\/v\d+)?\/webhooks\/\d+\/[\w-]+\/?$/;
/** Slack's incoming webhooks: https://hooks.slack.com/services/T…/B…/SECRET. */
const SLACK_HOST = "hooks.slack.com";
const SLACK_PATH = /^\/services\/[A-Z0-9]+\/[A-Z0-9]+\/[A-Za-z0-9]+\/?$/;

/**
 * Names that only ever mean a machine on a private network (RFC 6761/6762/8375 and common
 * practice): a receiver there is not one the public Internet can reach, so not one we call.
 */
const PRIVATE_SUFFIXES = [
  ".localhost", ".local", ".internal", ".intranet", ".lan", ".home", ".home.arpa", ".corp", ".private", ".localdomain", ".arpa",
  // Reserved for tests and never to resolve (RFC 2606), and the service names of clusters (Kubernetes, Consul, Docker).
  ".test", ".invalid", ".svc", ".consul", ".docker",
];

/**
 * Public names that answer with whatever address they are told (127.0.0.1.nip.io is 127.0.0.1),
 * or always with a loopback one: under self-hosted workerd, where nothing but this check stands
 * between a webhook and the machine's network, each would reach a private address.
 */
const REBINDING_DOMAINS = [
  "nip.io", "sslip.io", "xip.io", "nip.direct", "traefik.me", "backname.io", "localtest.me", "lvh.me", "vcap.me",
  "lacolhost.com", "localho.st", "fuf.me", "1u.ms", "rbndr.us", "rebind.it", "rebind.network",
];

/** An IPv4 address written into a name, dotted or dashed (10.0.0.1.example.com, 10-0-0-1.example.com), as rebinding services read them. */
const NAMED_IPV4 = /(?:^|[.-])(\d{1,3})[.-](\d{1,3})[.-](\d{1,3})[.-](\d{1,3})(?=$|[.-])/g;

/** Whether an IPv4 address is one the public Internet doesn't route (loopback, private, link-local, shared, this network). */
function privateIpv4([a, b]: number[]): boolean {
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
}

/** Whether an IPv6 address (as a resolver writes it) is loopback, unspecified, unique-local, link-local, or a private IPv4 mapped in. */
function privateIpv6(address: string): boolean {
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return privateIpv4(mapped[1].split(".").map(Number));
  return lower === "::1" || lower === "::" || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

/** Whether an address a resolver answered is one the public Internet doesn't route. */
export function privateAddress(address: string): boolean {
  if (address.includes(":")) return privateIpv6(address);
  const octets = address.split(".").map(Number);
  return octets.length !== 4 || octets.some((octet) => !Number.isInteger(octet) || octet > 255) || privateIpv4(octets) || octets[0] >= 224;
}

/** DNS record types a DNS-over-HTTPS JSON answer names: A and AAAA (CNAMEs are followed by the resolver). */
const ADDRESS_TYPES = new Set([1, 28]);

/**
 * What a webhook's name resolves to, asked of a DNS-over-HTTPS resolver (JSON API) before a post:
 * null when every answer is public; else why it is refused (a private answer, or no answer: the
 * post waits for a resolver that answers, as for a receiver that doesn't).
 */
export async function privateResolution(host: string, resolver: string, timeoutMs: number): Promise<string | null> {
  const addresses: string[] = [];
  for (const type of ["A", "AAAA"]) {
    const url = new URL(resolver);
    url.searchParams.set("name", host);
    url.searchParams.set("type", type);
    let answer: { Status?: number; Answer?: { type?: number; data?: string }[] };
    try {
      const response = await fetch(url, { headers: { Accept: "application/dns-json" }, signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
      if (!response.ok) return `The resolver answered ${response.status} for the webhook's name.`;
      answer = await response.json();
    } catch (error) {
      return `The resolver gave no answer for the webhook's name (${error instanceof Error ? error.message : String(error)}).`;
    }
    for (const record of answer.Answer ?? []) if (ADDRESS_TYPES.has(record.type ?? 0) && record.data) addresses.push(record.data);
  }
  if (addresses.length === 0) return "The webhook's name resolves to no address.";
  const hidden = addresses.find(privateAddress);
  return hidden ? `The webhook's name points at a private address (${hidden}), so nothing is posted to it.` : null;
}

/** Whether a host name is a rebinding service's, or names a private IPv4 address in its labels. */
function rebindingName(host: string): boolean {
  if (REBINDING_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))) return true;
  return [...host.matchAll(NAMED_IPV4)].some((match) => {
    const octets = match.slice(1, 5).map(Number);
    return octets.every((octet) => octet <= 255) && privateIpv4(octets);
  });
}

export interface WebhookRefusal {
  code: ErrorCode;
  message: string;
}

export type WebhookCheck = { ok: true; flavour: WebhookFlavour } | ({ ok: false } & WebhookRefusal);

function refuse(code: ErrorCode, message: string): WebhookCheck {
  return { ok: false, code, message };
}

/** Whether the Worker may post to this address, and as what. */
export function checkWebhookUrl(address: string): WebhookCheck {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return refuse("WEBHOOK_URL_INVALID", "The webhook address is not a URL.");
  }
  if (url.protocol !== "https:") return refuse("WEBHOOK_URL_NOT_HTTPS", "A webhook address must be an https URL.");
  if (url.username || url.password) return refuse("WEBHOOK_URL_INVALID", "A webhook address cannot carry a user name or password.");
  // URL drops the default port, so any port left is another one.
  if (url.port) return refuse("WEBHOOK_URL_PORT", "A webhook address cannot name a port.");
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  // URL has already turned every IPv4 spelling (0x7f.1, 2130706433) into dotted decimals.
  if (host.startsWith("[") || /^[\d.]+$/.test(host)) return refuse("WEBHOOK_URL_PRIVATE", "A webhook address must name its site, not an IP address.");
  if (!host.includes(".") || host === "localhost" || PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix))) {
    return refuse("WEBHOOK_URL_PRIVATE", "A webhook address must be on a public site, not localhost or a private network name.");
  }
  if (rebindingName(host)) return refuse("WEBHOOK_URL_PRIVATE", "A webhook address must be on a public site, not a name that points at a private address.");
  if (DISCORD_HOSTS.includes(host)) {
    return DISCORD_PATH.test(url.pathname) && !url.search ? { ok: true, flavour: "discord" } : refuse("WEBHOOK_URL_WRONG_PATH", "A Discord webhook address is https://discord.com/api/webhooks/….");
  }
  if (host === SLACK_HOST) {
    return SLACK_PATH.test(url.pathname) && !url.search ? { ok: true, flavour: "slack" } : refuse("WEBHOOK_URL_WRONG_PATH", "A Slack webhook address is https://hooks.slack.com/services/….");
  }
  if (host.endsWith(".discord.com") || host.endsWith(".slack.com") || host === "slack.com") {
    return refuse("WEBHOOK_URL_WRONG_PATH", "Discord and Slack webhooks are at discord.com/api/webhooks/… and hooks.slack.com/services/….");
  }
  return { ok: true, flavour: "generic" };
}

/**
 * The address as it may be shown: its site's registrable domain and the start of its path. The
 * rest, which holds the secret, is hidden, and so are the host's labels below the registrable
 * domain, which some receivers make secret (https://eo1a2b….m.pipedream.net shows as
 * https://….pipedream.net). Discord's and Slack's hosts hold no secret, so they are shown whole.
 */
export function maskWebhookUrl(address: string): string {
  const url = new URL(address);
  const path = url.pathname;
  const shown = path.slice(0, Math.min(path.length, Math.max(1, Math.floor(path.length / 3))));
  const host = url.hostname.toLowerCase();
  const known = DISCORD_HOSTS.includes(host) || host === SLACK_HOST;
  const domain = known ? host : registrableDomain(host);
  return `${url.protocol}//${domain === host ? host : `….${domain}`}${shown}…`;
}

/**
 * A host's registrable domain, near enough without the public suffix list: its last two labels,
 * or three under a country's second level (example.co.uk, example.com.au), where the label before
 * the country code is short (co, com, org, ac, gov…).
 */
function registrableDomain(host: string): string {
  const labels = host.split(".");
  const countrySecondLevel = labels.length >= 3 && labels.at(-1)!.length === 2 && labels.at(-2)!.length <= 3;
  return labels.slice(-(countrySecondLevel ? 3 : 2)).join(".");
}
