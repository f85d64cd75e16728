import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Local webhook receivers for tests: Discord's execute-webhook, Slack's incoming webhooks and a
 * generic receiver that checks Standard Webhooks signatures, each under its real host (Miniflare's
 * outbound service hands it every request the Worker sends there, so nothing leaves the machine).
 * They answer as the real ones do: Discord 204, or with `?wait=true` 200 and the message (its `id`),
 * and a PATCH of `/messages/ID` edits a message it posted (400 for an empty or too long message),
 * Slack 200 "ok" (400 "no_text"), a 429 with Discord's JSON `retry_after` and Retry-After, or Slack's
 * Retry-After alone. A queued answer may come late (`delayMs`), after the sender gave up waiting.
 * A DNS-over-HTTPS resolver at dns.example.org answers what a test says a name points at. Control routes under /__webhooks on any of the hosts let a test set a
 * webhook's answers, give a generic one its secret, and read what arrived.
 */

export const DISCORD_ORIGIN = "https://discord.com";
export const SLACK_ORIGIN = "https://hooks.slack.com";
/** The generic receiver's site: a public name (example.org is reserved for examples, RFC 2606). */
export const GENERIC_ORIGIN = "https://hooks.example.org";
/** A DNS-over-HTTPS resolver (JSON API) answering what a test told it a name points at. */
export const RESOLVER_ORIGIN = "https://dns.example.org";
const ORIGINS = [DISCORD_ORIGIN, SLACK_ORIGIN, GENERIC_ORIGIN, RESOLVER_ORIGIN, "https://discordapp.com"];

export interface ArrivedMessage {
  /** The address, without its query (`?wait=true`). */
  url: string;
  method: string;
  query: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
  /** A generic receiver's verdict on the Standard Webhooks signature (null: not a generic webhook, or no secret given). */
  signed: boolean | null;
  /** What the receiver answered. */
  status: number;
  at: number;
}

/** An answer a test queues for a webhook: a status (0: as a working receiver answers), for 429 how long to wait (seconds), and how late it comes. */
interface Answer {
  status: number;
  retryAfter?: number;
  delayMs?: number;
}

export class LocalWebhookReceiver {
  readonly arrived: ArrivedMessage[] = [];
  /** Discord messages posted, for their ids. */
  private posted = 0;
  private readonly answers = new Map<string, Answer[]>();
  /** A status answered from now on, after the queued answers (e.g. 500: a receiver that is down). */
  private readonly always = new Map<string, number>();
  private readonly secrets = new Map<string, string>();
  /** What the resolver answers for a name (none: no address). */
  private readonly names = new Map<string, string[]>();

  serves(request: Request): boolean {
    return ORIGINS.includes(new URL(request.url).origin);
  }

  readonly handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.pathname === "/__webhooks/received") {
      const of = url.searchParams.get("url");
      return Response.json(this.arrived.filter((message) => message.url === of));
    }
    if (url.pathname === "/__webhooks/answer") {
      const { url: of, answers = [], always } = (await request.json()) as { url: string; answers?: Answer[]; always?: number | null };
      this.answers.set(of, [...(this.answers.get(of) ?? []), ...answers]);
      if (always === null) this.always.delete(of);
      else if (always !== undefined) this.always.set(of, always);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === "/__webhooks/dns") {
      const { name, addresses } = (await request.json()) as { name: string; addresses: string[] };
      this.names.set(name, addresses);
      return new Response(null, { status: 204 });
    }
    if (url.origin === RESOLVER_ORIGIN) return this.resolve(url);
    if (url.pathname === "/__webhooks/secret") {
      const { url: of, secret } = (await request.json()) as { url: string; secret: string };
      this.secrets.set(of, secret);
      return new Response(null, { status: 204 });
    }
    return this.receive(url, request);
  };

  private async receive(url: URL, request: Request): Promise<Response> {
    const raw = await request.text();
    const href = `${url.origin}${url.pathname}`;
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      // Kept as arrived; the answer says what was wrong.
    }
    const flavour = url.origin === SLACK_ORIGIN ? "slack" : url.origin === GENERIC_ORIGIN ? "generic" : "discord";
    const secret = this.secrets.get(href);
    const signed = flavour === "generic" && secret ? verify(secret, headers, raw) : null;
    const queued = this.answers.get(href)?.shift();
    const answer = queued ?? { status: this.always.get(href) ?? 0 };
    const response = answer.status ? this.answer(flavour, answer) : this.accept(flavour, body, signed, url.searchParams.get("wait") === "true");
    this.arrived.push({ url: href, method: request.method, query: url.search, body, headers, signed, status: response.status, at: Date.now() });
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return response;
  }

  /** A DNS-over-HTTPS JSON answer: the name's addresses of the type asked for. */
  private resolve(url: URL): Response {
    const name = url.searchParams.get("name") ?? "";
    const type = url.searchParams.get("type") === "AAAA" ? 28 : 1;
    const addresses = (this.names.get(name) ?? []).filter((address) => address.includes(":") === (type === 28));
    return Response.json({ Status: 0, Answer: addresses.map((data) => ({ name, type, TTL: 60, data })) }, { headers: { "Content-Type": "application/dns-json" } });
  }

  /** What a receiver that works answers. */
  private accept(flavour: string, body: Record<string, unknown>, signed: boolean | null, wait: boolean): Response {
    if (flavour === "discord") {
      const content = typeof body.content === "string" ? body.content : "";
      if (!content) return Response.json({ message: "Cannot send an empty message", code: 50006 }, { status: 400 });
      if (content.length > 2000) return Response.json({ message: "Invalid Form Body", code: 50035 }, { status: 400 });
      if (!wait) return new Response(null, { status: 204 });
      // The message as Discord answers it: its id after its content, as the real one orders them.
      return Response.json({ type: 0, channel_id: "100000000000000001", content, webhook_id: "100000000000000002", id: String(BigInt(Date.now()) * 4_194_304n + BigInt(++this.posted)) });
    }
    if (flavour === "slack") return typeof body.text === "string" && body.text ? new Response("ok") : new Response("no_text", { status: 400 });
    return signed === false ? new Response("bad signature", { status: 401 }) : new Response(null, { status: 204 });
  }

  /** A queued answer, as each service words it. */
  private answer(flavour: string, { status, retryAfter }: Answer): Response {
    if (status === 429 && flavour === "discord") {
      return Response.json(
        { message: "You are being rate limited.", retry_after: retryAfter ?? 1, global: false },
        { status, headers: { "Retry-After": String(Math.ceil(retryAfter ?? 1)) } },
      );
    }
    if (status === 429) return new Response("rate_limited", { status, headers: retryAfter === undefined ? {} : { "Retry-After": String(retryAfter) } });
    if (status >= 300 && status < 400) return new Response(null, { status, headers: { Location: `${GENERIC_ORIGIN}/followed` } });
    return new Response(flavour === "slack" ? "channel_not_found" : "unavailable", { status });
  }
}

/** Standard Webhooks: `v1,` base64 HMAC-SHA256 of "id.timestamp.body" under the secret's key bytes; the timestamp within 5 minutes. */
function verify(secret: string, headers: Record<string, string>, body: string): boolean {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  const signatures = headers["webhook-signature"];
  if (!id || !timestamp || !signatures) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = createHmac("sha256", Buffer.from(secret.replace(/^whsec_/, ""), "base64")).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.split(" ").some((entry) => {
    const [version, value] = entry.split(",");
    const given = Buffer.from(value ?? "", "base64");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The header a relayed webhook post carries its real address in (the relay posts to the receivers' own address). */
export const RELAYED_URL_HEADER = "x-relayed-url";

/**
 * Miniflare's outbound service: webhooks to their receivers, everything else to the local push
 * service. With `relay` (npm run faults), webhooks go instead to receivers served over HTTP at that
 * address by another process (bench/faults-channel.ts), which outlives a kill of this one and counts
 * what arrived; each keeps its real address in the RELAYED_URL_HEADER header.
 */
export function localOutbound(webhooks: LocalWebhookReceiver, others: (request: Request) => Promise<Response>, relay?: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!webhooks.serves(request)) return others(request);
    if (!relay) return webhooks.handle(request);
    const headers = new Headers(request.headers);
    for (const hop of ["host", "connection", "content-length", "transfer-encoding", "keep-alive"]) headers.delete(hop);
    headers.set(RELAYED_URL_HEADER, request.url);
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
    return fetch(relay, { method: request.method, headers, body, redirect: "manual" });
  };
}
