import type { GameRoom } from "./room/game-room.js";
import type { SeatPool } from "./lobby/seat-pool.js";
import type { IndexRow } from "./room/index-row.js";

/** The Worker's bindings (wrangler.toml) and vars. */
export interface Env {
  DB: D1Database;
  GAME_ROOM: DurableObjectNamespace<GameRoom>;
  /** "Seat me": one matchmaker per pool (edition × players × pace), named by the pool's key. */
  SEAT_POOL: DurableObjectNamespace<SeatPool>;
  /** The rooms' index copies, gathered and written to D1 in batches (wrangler.toml [[queues]], index-queue.ts). */
  INDEX_QUEUE: Queue<IndexRow>;
  /** The built web client (wrangler.toml [assets]): game pages are served from it with their oEmbed link. */
  ASSETS: Fetcher;
  /**
   * Where mail goes: "local" keeps it in D1 and shows it at /dev/mail (the default under
   * `npm start`), "cloudflare" sends through the EMAIL binding, "resend" through Resend's API.
   */
  MAIL_DELIVERY?: string;
  /** The sender, e.g. "Coffee Rush <play@example.com>" (an address of a domain set up for sending). */
  MAIL_FROM?: string;
  /**
   * Where players' replies go (play by mail): this address with a plus tag per mail, routed to the
   * Worker's email() handler by Cloudflare Email Routing. Defaults to MAIL_FROM's address.
   */
  MAIL_REPLY_TO?: string;
  /** Cloudflare Email Service (send_email binding). */
  EMAIL?: SendEmail;
  /**
   * The site's origin for links in mails, e.g. "https://coffee-rush.example" (wrangler.toml
   * [vars]). Local runs may leave it out: links then use the local address (http/public-origin.ts).
   */
  PUBLIC_ORIGIN?: string;
  /** Secret: Resend's API key, when MAIL_DELIVERY = "resend". */
  RESEND_API_KEY?: string;
  /**
   * Seconds a turn waits before its mail (default 300; between two turns mails to one address, three
   * times as long): a local setting that shortens it (outbox/turn-mail-wait.ts). Never set in production.
   */
  TURN_MAIL_WAIT_SECONDS?: string;
  /** Multiplies the per-client rate limits: set only by the local service the browser tests share (one address for all). */
  RATE_LIMIT_SCALE?: string;
  /** Web Push (VAPID, RFC 8292): the public key as a var, the private key as a secret (`node scripts/vapid-keys.mjs`). */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** A contact for push services (mailto: or https:); defaults to MAIL_FROM's address. */
  VAPID_SUBJECT?: string;
  /**
   * A DNS-over-HTTPS resolver (its JSON API, e.g. https://cloudflare-dns.com/dns-query) that a
   * generic webhook's name is resolved with before each post, refusing private answers
   * (webhook/webhook-url.ts). Workers can't resolve names itself; set it under self-hosted workerd,
   * where a fetch could reach a private network. Cloudflare's edge needs none.
   */
  WEBHOOK_RESOLVER?: string;
  /** "on": count what each game spends (meter/meter.ts), for bench:cost and its test; production never sets it. */
  COST_METER?: string;
  /** Addresses (comma-separated) of the operators who may open /admin/reports, signed in. */
  ADMIN_EMAILS?: string;
}

export interface SignedInUser {
  id: string;
  email: string;
  displayName: string | null;
}

/** Hono's typing for this app: bindings plus what middleware puts on the context. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** The signed-in account, or null (set by the session middleware). */
    user: SignedInUser | null;
    /** D1 failed while the session was read: the caller is treated as signed out, and what needs D1 answers 503. */
    d1Down?: boolean;
  };
}
