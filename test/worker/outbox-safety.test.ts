import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { deliveryInit, MAIL_TIMEOUT_MS, PUSH_TIMEOUT_MS, withTimeout } from "../../worker/http/outbound.js";
import type { Notice } from "../../worker/outbox/notice.js";
import type { OutgoingMail } from "../../worker/mail/mailer.js";
import { deliverDue, deliverKeys } from "../../worker/outbox/dispatch.js";
import { LEASE_MS, enqueueNotices } from "../../worker/outbox/outbox.js";
import { ResendMailer } from "../../worker/mail/resend-mailer.js";
import { eventually, ORIGIN } from "./helpers.js";
import { mailsTo } from "./mailbox.js";
import { followSeat, hangingDevice, outboxRow, servedTo, talkNotice, twoPlayers } from "./push-helpers.js";
import { address, runScheduled } from "./slow-helpers.js";

/** Issue 33: the cron's outbox goes on past a delivery that hangs, and sends each mail once where it can. */

function signInIntent(to: string): Notice {
  return { kind: "signin", key: `test:${crypto.randomUUID()}`, to, gameId: null, seat: null, data: { origin: ORIGIN, link: `${ORIGIN}/auth/confirm?token=x`, minutes: 15 } };
}

describe("the cron's outbox (issue 33)", () => {
  it("sends the sign-in mails while a push service hangs, opens no second connection to it while it hangs, and gives it up before its lease ends", async () => {
    const game = await twoPlayers();
    const device = await followSeat(game, 0, null, await hangingDevice());
    // The push notice is the oldest row, so it is the first the job takes up.
    const push = await talkNotice(game, 0, Date.now() - 60_000);
    const addresses = [address("first"), address("second"), address("third")];
    await enqueueNotices(env.DB, addresses.map(signInIntent));

    const started = Date.now();
    const job = runScheduled();
    await eventually(async () => {
      expect((await servedTo(device)).hung).toBe(1);
      for (const to of addresses) expect(await mailsTo(to)).toHaveLength(1);
    }, 5_000);
    // Another run while it hangs: the row is "sending", under its lease, and is left alone.
    expect((await outboxRow(push))!.status).toBe("sending");
    await deliverDue(env);
    expect((await servedTo(device)).hung).toBe(1);

    await job;
    expect(Date.now() - started).toBeLessThan(PUSH_TIMEOUT_MS + 5_000);
    expect(await outboxRow(push)).toMatchObject({ status: "pending", attempts: 1 });
    expect((await outboxRow(push))!.error).toBeTruthy();
    for (const to of addresses) expect(await mailsTo(to)).toHaveLength(1);
  }, 60_000);

  it("sends a mail a dead runner left 'sending' once its lease has ended, and only then", async () => {
    const to = address("sending");
    const intent = signInIntent(to);
    const now = Date.now();
    await enqueueNotices(env.DB, [intent], now);
    await env.DB.prepare("UPDATE mail_outbox SET status = 'sending', attempts = 1, next_attempt_at = ? WHERE key = ?").bind(now + LEASE_MS, intent.key).run();
    await deliverKeys(env, [intent.key], now + 1000);
    expect(await mailsTo(to)).toHaveLength(0);
    await deliverKeys(env, [intent.key], now + LEASE_MS + 1);
    expect(await mailsTo(to)).toHaveLength(1);
    expect(await outboxRow(intent.key)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("gives every delivery up well inside its lease", () => {
    expect(PUSH_TIMEOUT_MS).toBeLessThan(LEASE_MS / 4);
    expect(MAIL_TIMEOUT_MS).toBeLessThan(LEASE_MS / 4);
  });
});

describe("mail providers' calls (issue 33)", () => {
  const mail: OutgoingMail = { key: "signin:abc", from: "Coffee Rush <play@example.com>", to: "ana@example.com", subject: "Sign in", text: "text", html: "<p>html</p>", headers: {} };

  it("Resend: a call has a timeout and does not follow a redirect; a redirect is a failure, tried again later", async () => {
    const calls: RequestInit[] = [];
    const redirecting = new ResendMailer("re_key", async (_input, init) => {
      calls.push(init!);
      return new Response(null, { status: 302, headers: { Location: "https://169.254.169.254/" } });
    });
    await expect(redirecting.send(mail)).rejects.toMatchObject({ permanent: false });
    expect(calls).toHaveLength(1);
    expect(calls[0].redirect).toBe("manual");
    expect(calls[0].signal).toBeInstanceOf(AbortSignal);
  });

  it("a call that never answers is given up after its timeout", async () => {
    const init = deliveryInit(50);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(init.signal?.aborted).toBe(true);
    await expect(withTimeout(new Promise(() => undefined), 50, "the send")).rejects.toThrow("the send did not answer");
    await expect(withTimeout(Promise.resolve("sent"), 50, "the send")).resolves.toBe("sent");
  });
});
