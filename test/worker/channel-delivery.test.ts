import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { deliverDue, deliverKeys } from "../../worker/outbox/dispatch.js";
import { runOutboxJobs } from "../../worker/outbox/jobs.js";
import { enqueueNotices, LEASE_MS } from "../../worker/outbox/outbox.js";
import { answerWith, arrivedAt, channelOf, connected, discordUrl, genericUrl, messages, RESOLVER, resolvesTo, slackUrl } from "./channel-helpers.js";
import { ORIGIN } from "./helpers.js";
import { createSlowGame } from "./slow-helpers.js";

/**
 * How often a channel message is posted (issue 50, items 1 and 8): once where the receiver can't
 * drop a repeat (Discord, Slack), even when its answer is lost or its runner dies mid-post; with
 * the same webhook-id on every retry where it can (a generic receiver); and never for ever.
 */

const HOUR = 3_600_000;

/** A game with its channel connected to `url`, and a test message queued for it (not yet delivered). */
async function queuedMessage(url: string, tag: string): Promise<{ gameId: string; hostToken: string; key: string; now: number }> {
  const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
  await connected(created.gameId, created.hostToken, url);
  const now = Date.now();
  const key = `channel:${tag}:${created.gameId}`;
  await enqueueNotices(env.DB, [{ kind: "webhook", key, to: "", gameId: created.gameId, seat: null, data: { owner: `game:${created.gameId}`, event: { kind: "test" }, link: `${ORIGIN}/g/${created.gameId}` } }], now);
  return { gameId: created.gameId, hostToken: created.hostToken, key, now };
}

async function rowOf(key: string): Promise<{ status: string; lastError: string | null; attempts: number }> {
  return (await env.DB.prepare("SELECT status, last_error AS lastError, attempts FROM mail_outbox WHERE key = ?").bind(key).first())!;
}

describe("a channel message is posted once", () => {
  it("asks Discord for the message (?wait=true), and edits the message it knows instead of posting it again", async () => {
    const url = discordUrl();
    const { key, now } = await queuedMessage(url, "wait");
    const data = (await env.DB.prepare("SELECT data FROM mail_outbox WHERE key = ?").bind(key).first<{ data: string }>())!.data;
    await deliverKeys(env, [key], now);
    const [posted] = await messages(url, 1);
    expect(posted.query).toBe("?wait=true");
    expect(posted.status).toBe(200);

    // A runner that died after Discord answered, before the row was marked sent: the row is
    // taken over with the message's id kept. The message is edited to say the same, not posted again.
    const kept = { ...JSON.parse(data), sent: { json: JSON.stringify(posted.body), at: now, posting: false, messageId: "123456789012345678" } };
    await env.DB.prepare("UPDATE mail_outbox SET status = 'sending', attempts = 1, next_attempt_at = ?, data = ? WHERE key = ?").bind(now - 1, JSON.stringify(kept), key).run();
    await Promise.all([deliverKeys(env, [key], now), deliverDue(env, now)]);
    expect(await messages(url, 2, 300)).toHaveLength(1);
    const edits = await arrivedAt(`${url}/messages/123456789012345678`);
    expect(edits.map((edit) => [edit.method, edit.body.content])).toEqual([["PATCH", posted.body.content]]);
    expect((await rowOf(key)).status).toBe("sent");
  });

  it("does not post to Discord or Slack again when the answer came after the timeout; a generic receiver gets it again under the same webhook-id", async () => {
    const [discord, slack, generic] = [discordUrl(), slackUrl(), genericUrl()];
    const queued = await Promise.all([queuedMessage(discord, "late"), queuedMessage(slack, "late"), queuedMessage(generic, "late")]);
    // Each receiver takes the message, then answers after the Worker stopped waiting (10 s).
    for (const url of [discord, slack, generic]) await answerWith(url, [{ status: 0, delayMs: 11_000 }]);
    await Promise.all(queued.map(({ key, now }) => deliverKeys(env, [key], now)));
    // Every later run: the scheduled job's, the room's alarm.
    for (const later of [2 * HOUR, 5 * HOUR]) await Promise.all(queued.map(({ key, now }) => Promise.all([deliverKeys(env, [key], now + later), deliverDue(env, now + later)])));

    expect(await messages(discord, 2, 300)).toHaveLength(1);
    expect(await messages(slack, 2, 300)).toHaveLength(1);
    for (const { key } of queued.slice(0, 2)) {
      const row = await rowOf(key);
      expect(row.status).toBe("failed");
      expect(row.lastError).toContain("not posted again");
    }
    // The panel says why (to whoever may connect the channel).
    expect((await channelOf(queued[0].gameId, queued[0].hostToken)).webhook?.lastError).toMatch(/did not answer|timed? ?out|abort/i);

    const repeats = await messages(generic, 2);
    expect(repeats.length).toBeGreaterThanOrEqual(2);
    expect(new Set(repeats.map((message) => message.headers["webhook-id"]))).toEqual(new Set([queued[2].key]));
    expect((await rowOf(queued[2].key)).status).toBe("sent");
  }, 60_000);

  it("does not post again when the runner posting it died (its lease ran out while Discord had not answered)", async () => {
    const url = discordUrl();
    const { key, now } = await queuedMessage(url, "crash");
    await answerWith(url, [{ status: 0, delayMs: 11_000 }]);
    const first = deliverKeys(env, [key], now);
    await messages(url, 1);
    // The first runner is as good as dead: its lease is over, and every other runner takes the row over.
    const later = now + LEASE_MS + 1;
    await Promise.all([deliverKeys(env, [key], later), deliverDue(env, later), deliverDue(env, later)]);
    await first;
    expect(await messages(url, 2, 300)).toHaveLength(1);
    expect((await rowOf(key)).status).toBe("failed");
  }, 30_000);

  it("posts to a generic receiver that answers every post after the timeout at most 5 times, under one webhook-id, not at every retry for a day", async () => {
    const url = genericUrl();
    const { key, now } = await queuedMessage(url, "slow");
    await answerWith(url, Array.from({ length: 8 }, () => ({ status: 0, delayMs: 11_000 })));
    for (const later of [0, 1, 3, 6, 10, 15].map((hours) => hours * HOUR)) await deliverKeys(env, [key], now + later);
    const arrived = await messages(url, 6, 300);
    expect(arrived).toHaveLength(5);
    expect(new Set(arrived.map((message) => message.headers["webhook-id"]))).toEqual(new Set([key]));
    const row = await rowOf(key);
    expect(row.status).toBe("failed");
    expect(row.lastError).toMatch(/after the timeout 5 times/);
  }, 120_000);
});

describe("a webhook message that keeps failing", () => {
  it("fails after a day of its own, however often other messages get through meanwhile", async () => {
    const url = genericUrl();
    const { gameId, hostToken, key, now } = await queuedMessage(url, "own-day");
    let at = now;
    for (let hour = 0; hour <= 24; hour++) {
      // This message fails; another, right after, gets through (and clears the webhook's failing clock).
      await answerWith(url, [{ status: 500 }]);
      await deliverKeys(env, [key], at);
      const other = `${key}:other:${hour}`;
      await enqueueNotices(env.DB, [{ kind: "webhook", key: other, to: "", gameId, seat: null, data: { owner: `game:${gameId}`, event: { kind: "test" }, link: `${ORIGIN}/g/${gameId}` } }], at);
      await deliverKeys(env, [other], at);
      expect((await rowOf(other)).status, `hour ${hour}: ${JSON.stringify(await rowOf(key))} ${JSON.stringify(await rowOf(other))}`).toBe("sent");
      at += HOUR + 60_000;
    }
    const row = await rowOf(key);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(25);
    // The webhook itself works: it stays on.
    expect((await channelOf(gameId, hostToken)).webhook?.offAt).toBeNull();
  }, 60_000); // 25 hours of deliveries: many D1 round trips, slow on a loaded machine

  it("is tried at most 30 times, even when the receiver keeps asking for a retry a second later", async () => {
    const url = discordUrl();
    const { key, now } = await queuedMessage(url, "cap");
    await answerWith(url, [], 429);
    let at = now;
    for (let attempt = 0; attempt < 35; attempt++) {
      await deliverKeys(env, [key], at);
      at += 2_000;
    }
    const row = await rowOf(key);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(30);
    expect((await arrivedAt(url)).length).toBe(30);
  });
});

describe("the scheduled job (issue 50.10)", () => {
  it("begins no delivery once its budget is spent, so rows that hang can't make one run outlast the minute", async () => {
    const url = genericUrl();
    const { gameId, key } = await queuedMessage(url, "budget");
    const hour = Date.now() - HOUR;
    const keys = Array.from({ length: 12 }, (_, index) => `${key}:${index}`);
    await enqueueNotices(env.DB, keys.map((one) => ({ kind: "webhook", key: one, to: "", gameId, seat: null, data: { owner: `game:${gameId}`, event: { kind: "test" }, link: `${ORIGIN}/g/${gameId}` } })), hour);
    // Each of them hangs until the Worker gives up on it (10 s).
    await answerWith(url, keys.map(() => ({ status: 0, delayMs: 11_000 })));
    await runOutboxJobs(env, Date.now(), 1_000);
    const attempts = await Promise.all(keys.map(async (one) => (await rowOf(one)).attempts));
    // The first six began at once; once they were over the budget was spent, and the rest wait for the next run.
    expect(attempts.filter((count) => count === 1)).toHaveLength(6);
    expect(attempts.filter((count) => count === 0)).toHaveLength(6);
  }, 40_000);
});

describe("a generic webhook's name, where a resolver is set (issue 50.4)", () => {
  it("is resolved before each post, and a private answer posts nothing; a public one posts", async () => {
    const url = genericUrl();
    const name = new URL(url).hostname;
    const { key, now } = await queuedMessage(url, "resolved");
    const withResolver = { ...env, WEBHOOK_RESOLVER: RESOLVER };
    for (const addresses of [["127.0.0.1"], ["93.184.216.34", "10.1.2.3"], ["::1"], ["fd00::1"], ["::ffff:192.168.1.1"], []]) {
      await resolvesTo(name, addresses);
      await deliverKeys(withResolver, [key], now + HOUR);
      expect(await arrivedAt(url), addresses.join()).toEqual([]);
      expect((await rowOf(key)).lastError, addresses.join()).toMatch(addresses.length ? /private address/ : /no address/);
      await env.DB.prepare("UPDATE mail_outbox SET next_attempt_at = ? WHERE key = ?").bind(now, key).run();
    }
    await resolvesTo(name, ["93.184.216.34", "2606:2800:220:1::"]);
    await deliverKeys(withResolver, [key], now + HOUR);
    expect(await messages(url, 1)).toHaveLength(1);
    expect((await rowOf(key)).status).toBe("sent");
  });
});
