import { createECDH, randomBytes, type ECDH } from "node:crypto";
// http_ece: the reference implementation of RFC 8188 by one of its authors (no types shipped).
// @ts-expect-error -- CommonJS module without type declarations
import ece from "http_ece";

/**
 * Where the local push service's devices live: the real host of Google's push service, as a
 * browser's subscription names it. Miniflare's outbound service hands us every request the Worker
 * sends out, whatever its host, so nothing reaches Google; and the Worker sends only to the push
 * services it knows (worker/push/push-services.ts), with no exception for tests.
 */
export const PUSH_ORIGIN = "https://fcm.googleapis.com";
/** Endpoints under this path accept a push and never answer (until HANG_MS): a push service that hangs. */
const HANGING_PATH = "/fcm/send/hang-";
/** How long a hanging endpoint holds a request before it gives up on it itself, so a run can end. */
export const HANG_MS = 20_000;

export interface Subscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A browser's subscription to an endpoint that hangs: its keys are real, the service keeps nothing of it (it survives a restart). */
export function hangingSubscription(): Subscription {
  return { ...newKeys().subscription, endpoint: `${PUSH_ORIGIN}${HANGING_PATH}${randomBytes(12).toString("base64url")}` };
}

function newKeys(): { ecdh: ECDH; auth: Buffer; subscription: Subscription } {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const endpoint = `${PUSH_ORIGIN}/fcm/send/${randomBytes(12).toString("base64url")}`;
  return { ecdh, auth, subscription: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") } } };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted message, parsed as JSON. */
  message: Record<string, unknown>;
  ttl: number;
  topic: string | null;
  urgency: string | null;
  at: number;
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
  /**
   * The status this device's endpoint answers with (201, or e.g. 410 once "uninstalled"; HANGS:
   * none); a redirect (3xx) points at /__redirected, where a request that followed it is kept.
   */
  status: number;
  /** Requests this endpoint holds while it HANGS, released when it is given another status. */
  held: (() => void)[];
}

/** The status that makes a subscribed endpoint take requests and never answer them (until it is given another, or HANG_MS). */
export const HANGS = 0;

/**
 * A real, local Web Push service (RFC 8030) for tests and benchmarks: it hands out subscriptions
 * with their own key pairs, and for every push request it checks the VAPID JWT against the
 * server's public key (RFC 8292), decrypts the body with the device's private key (RFC 8291,
 * through http_ece) and keeps what arrived. Miniflare's outbound service hands it the Worker's
 * requests (PUSH_ORIGIN); control routes under /__ let a test subscribe devices, read what they
 * received and make an endpoint answer 410, redirect or hang (HANGS; /__held counts what it holds);
 * endpoints under HANGING_PATH always hang.
 */
export class LocalPushService {
  private readonly devices = new Map<string, Device>();
  readonly received: ReceivedPush[] = [];
  /** Requests refused, with the reason (a test expects none). */
  readonly refused: { endpoint: string; reason: string }[] = [];
  /** Requests a hanging endpoint took and never answered. */
  readonly hung: { endpoint: string; at: number }[] = [];
  /** Requests that followed a redirect an endpoint answered with (a sender must not follow them). */
  readonly redirected: { from: string | null; at: number }[] = [];

  constructor(
    private readonly vapidPublicKey: string,
    private readonly hangMs = HANG_MS,
  ) {}

  subscribe(): Subscription {
    const { ecdh, auth, subscription } = newKeys();
    this.devices.set(subscription.endpoint, { ecdh, auth, status: 201, held: [] });
    return subscription;
  }

  /** Miniflare's outboundService: every request the Worker sends out. */
  readonly handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.origin !== PUSH_ORIGIN) return new Response("This test network reaches only the local push service.", { status: 502 });
    if (url.pathname === "/__subscribe") return Response.json(this.subscribe());
    if (url.pathname === "/__hanging") return Response.json(hangingSubscription());
    if (url.pathname === "/__received") {
      const endpoint = url.searchParams.get("endpoint");
      const of = <T extends { endpoint: string }>(list: T[]) => list.filter((entry) => entry.endpoint === endpoint);
      const redirected = this.redirected.filter((entry) => entry.from === endpoint).length;
      return Response.json({ received: of(this.received), refused: of(this.refused).map((entry) => entry.reason), hung: of(this.hung).length, redirected });
    }
    if (url.pathname === "/__redirected") {
      this.redirected.push({ from: url.searchParams.get("from"), at: Date.now() });
      return new Response(null, { status: 201 });
    }
    if (url.pathname === "/__held") {
      return Response.json(this.devices.get(url.searchParams.get("endpoint") ?? "")?.held.length ?? 0);
    }
    if (url.pathname === "/__answer") {
      const { endpoint, status } = (await request.json()) as { endpoint: string; status: number };
      const device = this.devices.get(endpoint);
      if (device) {
        device.status = status;
        if (status !== HANGS) for (const release of device.held.splice(0)) release();
      }
      return new Response(null, { status: device ? 204 : 404 });
    }
    return this.push(url.href, request);
  };

  private async push(endpoint: string, request: Request): Promise<Response> {
    const device = this.devices.get(endpoint);
    const body = Buffer.from(await request.arrayBuffer());
    if (request.method !== "POST") return this.refuse(endpoint, 405, `${request.method} ${endpoint}`);
    if (new URL(endpoint).pathname.startsWith(HANGING_PATH)) {
      await this.hold(endpoint);
      return new Response("Hung up.", { status: 504 });
    }
    if (!device) return new Response("No such subscription.", { status: 404 });
    // Accepted, and not answered until the test gives the endpoint a status again (or HANG_MS).
    if (device.status === HANGS) await this.hold(endpoint, device);
    if (device.status === HANGS) return new Response("Hung up.", { status: 504 });
    if (device.status >= 300 && device.status < 400) {
      return new Response(null, { status: device.status, headers: { Location: `${PUSH_ORIGIN}/__redirected?from=${encodeURIComponent(endpoint)}` } });
    }
    if (device.status !== 201) return new Response("Gone.", { status: device.status });
    const problem = (await this.checkVapid(request.headers.get("authorization"))) ?? checkHeaders(request.headers, body.length);
    if (problem) return this.refuse(endpoint, problem.startsWith("VAPID") ? 403 : 400, problem);
    let plaintext: Buffer;
    try {
      plaintext = ece.decrypt(body, { version: "aes128gcm", privateKey: device.ecdh, authSecret: device.auth.toString("base64url") });
    } catch (error) {
      return this.refuse(endpoint, 400, `cannot decrypt: ${error instanceof Error ? error.message : String(error)}`);
    }
    this.received.push({
      endpoint,
      message: JSON.parse(plaintext.toString("utf8")) as Record<string, unknown>,
      ttl: Number(request.headers.get("ttl")),
      topic: request.headers.get("topic"),
      urgency: request.headers.get("urgency"),
      at: Date.now(),
    });
    return new Response(null, { status: 201 });
  }

  /** Holds the request, answering nothing, until its device is released or hangMs passes (a sender that waits that long has no timeout of its own). */
  private async hold(endpoint: string, device?: Device): Promise<void> {
    this.hung.push({ endpoint, at: Date.now() });
    await new Promise<void>((resolve) => {
      // Unref'd: a hanging request keeps no test run or benchmark from ending.
      const timer = setTimeout(done, this.hangMs).unref();
      function done() {
        clearTimeout(timer);
        const at = device?.held.indexOf(done) ?? -1;
        if (at >= 0) device!.held.splice(at, 1);
        resolve();
      }
      device?.held.push(done);
    });
  }

  private refuse(endpoint: string, status: number, reason: string): Response {
    this.refused.push({ endpoint, reason });
    return new Response(reason, { status });
  }

  /** RFC 8292: `vapid t=JWT, k=KEY`, the key ours, the JWT ES256-signed by it, for this origin, not expired. */
  private async checkVapid(header: string | null): Promise<string | null> {
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? "");
    if (!match) return "VAPID: no vapid Authorization header";
    const [, jwt, key] = match;
    if (key !== this.vapidPublicKey) return "VAPID: not the server's public key";
    const [head, claims, signature] = jwt.split(".");
    const publicKey = await crypto.subtle.importKey("raw", Buffer.from(key, "base64url"), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
    const signed = await crypto.subtle.verify(
      { name: "ECDSA", hash: "SHA-256" },
      publicKey,
      Buffer.from(signature, "base64url"),
      new TextEncoder().encode(`${head}.${claims}`),
    );
    if (!signed) return "VAPID: bad signature";
    const { alg } = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
    const { aud, exp, sub } = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud?: string; exp?: number; sub?: string };
    if (alg !== "ES256") return "VAPID: alg is not ES256";
    if (aud !== PUSH_ORIGIN) return `VAPID: audience ${aud}`;
    const now = Date.now() / 1000;
    if (!exp || exp < now || exp > now + 24 * 3600) return "VAPID: exp missing, past, or over 24 h ahead";
    if (!sub || !/^(mailto:|https:)/.test(sub)) return "VAPID: sub is not mailto: or https:";
    return null;
  }
}

function checkHeaders(headers: Headers, length: number): string | null {
  if (headers.get("content-encoding") !== "aes128gcm") return "Content-Encoding is not aes128gcm";
  if (!/^\d+$/.test(headers.get("ttl") ?? "")) return "no TTL";
  if (length > 4096) return `body of ${length} bytes (over 4096)`;
  return null;
}
