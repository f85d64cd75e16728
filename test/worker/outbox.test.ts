import { env } from "cloudflare:test";
import PostalMime from "postal-mime";
import { describe, expect, it } from "vitest";
import { EDITIONS, createGame, type GameState } from "../../game/engine/index.js";
import type { LoggedAction } from "../../protocol/types.js";
import { CloudflareMailer } from "../../worker/mail/cloudflare-mailer.js";
import type { Notice } from "../../worker/outbox/notice.js";
import { MailError, type OutgoingMail } from "../../worker/mail/mailer.js";
import { toMime } from "../../worker/mail/mime.js";
import { deliverDue, deliverKeys } from "../../worker/outbox/dispatch.js";
import { LEASE_MS, enqueueNotices } from "../../worker/outbox/outbox.js";
import { localTime, quietUntil } from "../../worker/outbox/quiet-hours.js";
import { turnMailWait } from "../../worker/outbox/turn-mail-wait.js";
import { ResendMailer } from "../../worker/mail/resend-mailer.js";
import { turnSummary } from "../../worker/room/turn-summary.js";
import { turnSentence } from "../../worker/mail/summary.js";
import { wordsFor } from "../../worker/words/words.js";
import { ORIGIN, api } from "./helpers.js";
import { mailsTo } from "./mailbox.js";
import { address, signIn } from "./slow-helpers.js";

/** The outbox's promises (once, retried, never lost), the providers, and the words and times of mails. */

function signInIntent(to: string, key = `test:${crypto.randomUUID()}`): Notice {
  return { kind: "signin", key, to, gameId: null, seat: null, data: { origin: ORIGIN, link: `${ORIGIN}/auth/confirm?token=x`, minutes: 15 } };
}

async function row(key: string) {
  return env.DB.prepare("SELECT status, attempts, next_attempt_at, last_error, data FROM mail_outbox WHERE key = ?").bind(key).first<{
    status: string;
    attempts: number;
    next_attempt_at: number;
    last_error: string | null;
    data: string | null;
  }>();
}

/** The deployment with delivery broken: MAIL_DELIVERY = resend, without its key. */
const broken = { ...env, MAIL_DELIVERY: "resend", RESEND_API_KEY: undefined };

describe("the outbox", () => {
  it("retries a failed send with backoff until it goes out, once", async () => {
    const to = address("retry");
    const intent = signInIntent(to);
    const now = Date.now();
    await enqueueNotices(env.DB, [intent], now);
    await deliverKeys(broken, [intent.key], now);
    expect(await row(intent.key)).toMatchObject({ status: "pending", attempts: 1, next_attempt_at: now + 60_000 });
    expect((await row(intent.key))!.last_error).toContain("RESEND_API_KEY");

    await deliverDue(env, now + 30_000);
    expect(await mailsTo(to)).toHaveLength(0);
    await deliverDue(broken, now + 61_000);
    expect(await row(intent.key)).toMatchObject({ status: "pending", attempts: 2, next_attempt_at: now + 61_000 + 120_000 });

    await deliverDue(env, now + 200_000);
    expect(await row(intent.key)).toMatchObject({ status: "sent", attempts: 3, data: null });
    await deliverDue(env, now + 10 * 60_000);
    await deliverKeys(env, [intent.key], now + 10 * 60_000);
    // Queued again with the same key: still one mail.
    await enqueueNotices(env.DB, [intent], now + 10 * 60_000);
    await deliverKeys(env, [intent.key], now + 10 * 60_000);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it("sends a mail claimed by two runners at once only once", async () => {
    const to = address("race");
    const intent = signInIntent(to);
    await enqueueNotices(env.DB, [intent]);
    await Promise.all([deliverKeys(env, [intent.key]), deliverKeys(env, [intent.key]), deliverDue(env)]);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it("a runner that died holding a mail leaves it to be sent after its lease", async () => {
    const to = address("lease");
    const intent = signInIntent(to);
    const now = Date.now();
    await enqueueNotices(env.DB, [intent], now);
    // Claimed (as a runner does before sending) and never finished.
    await env.DB.prepare("UPDATE mail_outbox SET attempts = 1, next_attempt_at = ? WHERE key = ?").bind(now + LEASE_MS, intent.key).run();
    await deliverDue(env, now + 1000);
    expect(await mailsTo(to)).toHaveLength(0);
    await deliverDue(env, now + LEASE_MS + 1);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it("gives up on a mail the provider refuses for good, and keeps it", async () => {
    const to = address("refused");
    const intent = signInIntent(to);
    await enqueueNotices(env.DB, [intent]);
    const refusing = {
      ...env,
      MAIL_DELIVERY: "resend",
      RESEND_API_KEY: "re_test",
    };
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async () => new Response('{"name":"validation_error"}', { status: 422 })) as typeof fetch;
    try {
      await deliverKeys(refusing, [intent.key]);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(await row(intent.key)).toMatchObject({ status: "failed", attempts: 1 });
    expect((await row(intent.key))!.last_error).toContain("422");
    await deliverDue(env, Date.now() + 86_400_000);
    expect(await mailsTo(to)).toHaveLength(0);
  });
});

describe("providers", () => {
  const mail: OutgoingMail = {
    key: "turns:ana@example.com:1",
    from: "Coffee Rush <play@example.com>",
    to: "ana@example.com",
    subject: "Your turn",
    text: "text",
    html: "<p>html</p>",
    headers: { "List-Unsubscribe": "<https://x/u>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };

  it("Resend: sends both parts and the headers, with the outbox key as Idempotency-Key", async () => {
    const requests: Request[] = [];
    const ok = new ResendMailer("re_key", async (input, init) => {
      requests.push(new Request(input, init));
      return Response.json({ id: "1" });
    });
    await ok.send(mail);
    const [request] = requests;
    expect(request.url).toBe("https://api.resend.com/emails");
    expect(request.headers.get("authorization")).toBe("Bearer re_key");
    expect(request.headers.get("idempotency-key")).toBe(mail.key);
    expect(await request.json()).toEqual({
      from: mail.from,
      to: [mail.to],
      subject: "Your turn",
      text: "text",
      html: "<p>html</p>",
      headers: mail.headers,
    });

    const answering = (status: number, body = "") => new ResendMailer("re_key", async () => new Response(body, { status }));
    await expect(answering(500).send(mail)).rejects.toMatchObject({ permanent: false });
    await expect(answering(429).send(mail)).rejects.toMatchObject({ permanent: false });
    await expect(answering(422).send(mail)).rejects.toMatchObject({ permanent: true });
    await expect(answering(409, '{"name":"concurrent_idempotent_requests"}').send(mail)).rejects.toBeInstanceOf(MailError);
    // Already accepted with this key: done.
    await expect(answering(409, '{"name":"invalid_idempotent_request"}').send(mail)).resolves.toBeUndefined();
    await expect(new ResendMailer("k", async () => Promise.reject(new Error("offline"))).send(mail)).rejects.toMatchObject({ permanent: false });
  });

  it("Cloudflare Email Service: the binding gets the sender, both parts and the headers", async () => {
    const sent: unknown[] = [];
    const binding = {
      async send(message: unknown) {
        sent.push(message);
        return { messageId: "m1" };
      },
    } as unknown as SendEmail;
    await new CloudflareMailer(binding).send(mail);
    expect(sent).toEqual([
      {
        from: { email: "play@example.com", name: "Coffee Rush" },
        to: "ana@example.com",
        subject: "Your turn",
        text: "text",
        html: "<p>html</p>",
        headers: { ...mail.headers, "X-Coffee-Rush-Key": mail.key },
      },
    ]);
    const failing = { send: async () => Promise.reject(new Error("E_VALIDATION_ERROR: bad address")) } as unknown as SendEmail;
    await expect(new CloudflareMailer(failing).send(mail)).rejects.toMatchObject({ permanent: true });
  });

  it("MIME: non-ASCII subjects and bodies survive a real parser", async () => {
    const raw = toMime({ ...mail, subject: "Zoë a complété un Café Crème ☕ — à toi de jouer, c'est ton tour maintenant", text: "Zoë ☕", html: "<p>Zoë ☕</p>" }, new Date(), "abc@x");
    expect(raw.split("\r\n").every((line) => line.length <= 998)).toBe(true);
    const parsed = await PostalMime.parse(raw);
    expect(parsed.subject).toBe("Zoë a complété un Café Crème ☕ — à toi de jouer, c'est ton tour maintenant");
    expect(parsed.text?.trim()).toBe("Zoë ☕");
    expect(parsed.html).toBe("<p>Zoë ☕</p>");
  });
});

describe("words and times", () => {
  it("the turn sentence says what others did and what waits: the issue's example", () => {
    const created = createGame({ edition: "classic", players: 2, startingPlayer: 0 }, "words");
    if (!created.ok) throw new Error(created.error.message);
    const state: GameState = { ...created.value, phase: "turns", current: 1 };
    state.players[1].queue[3] = [1, 2];
    const mocha = EDITIONS.classic.deck.findIndex((card) => card.name === "Caffe Mocha");
    const log: LoggedAction[] = [
      { seq: 1, at: 0, by: "player", action: { type: "turn", player: 1, path: [1] }, events: [] },
      {
        seq: 2,
        at: 0,
        by: "player",
        action: { type: "turn", player: 0, path: [1] },
        events: [{ type: "orderCompleted", player: 0, card: mocha, cup: 0, speedTokenEarned: true }],
      },
    ];
    expect(turnSentence(turnSummary(log, state, ["Ana", "Bo"], 1), wordsFor("en"))).toBe("Ana completed a Caffe Mocha; you have 2 orders on position 4.");
    log.push({ seq: 3, at: 0, by: "timeout-bot", action: { type: "turn", player: 1, path: [2] }, events: [] });
    log.push({ seq: 4, at: 0, by: "player", action: { type: "turn", player: 0, path: [2] }, events: [{ type: "upgradeActivated", player: 0, upgrade: "jump" }] });
    expect(turnSentence(turnSummary(log, state, ["Ana", "Bo"], 1), wordsFor("en"))).toBe(
      "Ana completed a Caffe Mocha; time ran out for you, so a bot played your turn; Ana activated Jump; you have 2 orders on position 4.",
    );
  });

  it("quiet hours end at 08:00 in the recipient's timezone, summer time included", () => {
    const tokyo23 = Date.UTC(2031, 0, 10, 14, 0); // 23:00 in Tokyo
    expect(quietUntil(tokyo23, "Asia/Tokyo")).toBe(Date.UTC(2031, 0, 10, 23, 0)); // 08:00 the next morning
    expect(quietUntil(Date.UTC(2031, 0, 10, 3, 0), "Asia/Tokyo")).toBeNull(); // noon
    expect(quietUntil(tokyo23, null)).toBeNull();
    expect(quietUntil(tokyo23, "Not/AZone")).toBeNull();
    // Berlin moves to summer time at 02:00 on 30 March 2031: 08:00 CEST is 06:00 UTC.
    const night = Date.UTC(2031, 2, 29, 23, 30); // 00:30 CET
    const morning = quietUntil(night, "Europe/Berlin")!;
    expect(morning).toBe(Date.UTC(2031, 2, 30, 6, 0));
    expect(localTime(morning, "Europe/Berlin")).toEqual({ hour: 8, minute: 0 });
  });

  it("turn mails wait 5 minutes, 15 between two to one address, unless a local TURN_MAIL_WAIT_SECONDS shortens it", () => {
    const minutes = (wait: { waitMs: number; spacingMs: number }) => [wait.waitMs / 60_000, wait.spacingMs / 60_000];
    expect(minutes(turnMailWait({}))).toEqual([5, 15]);
    // wrangler.toml never sets it: the tests' service, configured from it, waits as production does.
    expect(minutes(turnMailWait(env as { TURN_MAIL_WAIT_SECONDS?: string }))).toEqual([5, 15]);
    expect(turnMailWait({ TURN_MAIL_WAIT_SECONDS: "0" })).toEqual({ waitMs: 0, spacingMs: 0 });
    expect(turnMailWait({ TURN_MAIL_WAIT_SECONDS: "10" })).toEqual({ waitMs: 10_000, spacingMs: 30_000 });
    // It only shortens, and what is not a number of seconds leaves the wait as it is.
    for (const odd of ["3600", "-1", "soon", ""]) expect(minutes(turnMailWait({ TURN_MAIL_WAIT_SECONDS: odd }))).toEqual([5, 15]);
  });
});

describe("account mail settings", () => {
  it("GET and PUT /api/me/settings: all, my turn only or none, a timezone and a language", async () => {
    const email = address("settings");
    const cookie = await signIn(email);
    const get = () => api("/api/me/settings", { headers: { cookie } });
    expect(await (await get()).json()).toEqual({ settings: { mail: "all", timezone: null, language: null } });
    const put = (json: unknown) => api("/api/me/settings", { method: "PUT", headers: { cookie }, json });
    const changed = await put({ mail: "turns", timezone: "America/Sao_Paulo" });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ settings: { mail: "turns", timezone: "America/Sao_Paulo", language: null } });
    expect(await (await put({ mail: "none" })).json()).toEqual({ settings: { mail: "none", timezone: "America/Sao_Paulo", language: null } });
    expect(await (await put({ timezone: null })).json()).toEqual({ settings: { mail: "none", timezone: null, language: null } });
    expect(await (await put({ language: "ko" })).json()).toEqual({ settings: { mail: "none", timezone: null, language: "ko" } });
    for (const bad of [{}, { mail: "weekly" }, { timezone: "Mars/Base" }, { timezone: "x".repeat(100) }, { mail: "all", extra: 1 }, { language: "de" }, { language: "" }]) {
      const response = await put(bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "INVALID_INPUT" } });
    }
    expect((await api("/api/me/settings")).status).toBe(401);
    expect((await api("/api/me/settings", { method: "PUT", json: { mail: "none" } })).status).toBe(401);
    // The same settings page as mail links, for the signed-in account.
    const page = await api("/mail/settings", { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(email);
    expect((await api("/mail/settings")).status).toBe(401);
  });
});
