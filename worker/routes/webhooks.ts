import { Hono, type Context } from "hono";
import { channelSettingsSchema, connectWebhookSchema, mentionSchema, type ChannelView, type WebhookConnected, type WebhookTestAnswer, type WebhookView } from "../../protocol/channel.js";
import { requireUser } from "../auth/session.js";
import type { AppEnv } from "../env.js";
import { ApiError } from "../http/errors.js";
import { needsPublicOrigin, publicOrigin } from "../http/public-origin.js";
import { rateLimit } from "../http/rate-limit.js";
import { valid } from "../http/validate.js";
import { deliverKeys } from "../outbox/dispatch.js";
import { enqueueNotices } from "../outbox/outbox.js";
import { gameOwner, userOwner } from "../webhook/channel-event.js";
import { checkWebhookUrl } from "../webhook/webhook-url.js";
import { connectWebhook, removeWebhook, setWebhookOwnerEmail, viewOf, webhookOf } from "../webhook/webhooks.js";
import { caller, gameIdParam, hostToken } from "./games.js";
import { roomOf, unwrap } from "./rooms.js";

/**
 * Webhooks: a game's channel (/api/games/:id/channel: the host, or a seated player if the host
 * allows it) and a player's own (/api/me/webhook). The address is checked here (webhook/webhook-url.ts),
 * kept in D1 and never answered back but masked; a test message goes through the outbox like every
 * other, while the request waits, so its answer says how it went.
 */

/** Test messages an address may ask for: enough to set one up, not enough to spam a channel through us. */
const TEST_MESSAGES = { name: "webhook-test", limit: 6, windowSeconds: 600 };

function checkedUrl(url: string): ReturnType<typeof checkWebhookUrl> & { ok: true } {
  const check = checkWebhookUrl(url);
  if (!check.ok) throw new ApiError(400, check.code, check.message);
  return check;
}

async function viewOfOwner(db: D1Database, owner: string): Promise<WebhookView | null> {
  const row = await webhookOf(db, owner);
  return row ? viewOf(row) : null;
}

/**
 * A test message to an owner's webhook, posted while the request waits (at most the post's own
 * timeout), so the answer says whether it went through and, if not, why (the webhook as it now
 * stands: a failure is counted as any other's).
 */
async function sendTest(c: Context<AppEnv>, owner: string, link: string): Promise<Response> {
  if (!(await webhookOf(c.env.DB, owner))) throw new ApiError(404, "WEBHOOK_NOT_CONNECTED", "No webhook is connected yet.");
  const now = Date.now();
  const key = `webhook:test:${owner}:${now}`;
  await enqueueNotices(c.env.DB, [{ kind: "webhook", key, to: "", gameId: null, seat: null, data: { owner, event: { kind: "test" }, link } }], now);
  await deliverKeys(c.env, [key], now);
  const row = await webhookOf(c.env.DB, owner);
  if (!row) throw new ApiError(404, "WEBHOOK_NOT_CONNECTED", "No webhook is connected yet.");
  return c.json({ sent: row.failingSince === null, webhook: viewOf(row) } satisfies WebhookTestAnswer);
}

export const channelRoutes = new Hono<AppEnv>()
  .get("/:id/channel", valid("param", gameIdParam), async (c) => {
    const { id } = c.req.valid("param");
    const { connected, seated, ...seen } = unwrap(await roomOf(c, id).channel(caller(c)));
    c.header("Cache-Control", "no-store");
    // Spectators learn nothing of it; the host and the players see it connected (masked), and failing.
    const webhook = connected && seated ? await viewOfOwner(c.env.DB, gameOwner(id)) : null;
    // The receiver's answer is for whoever may mend the connection, not every seat.
    return c.json({ ...seen, webhook: webhook && { ...webhook, lastError: seen.mayConnect ? webhook.lastError : null } } satisfies ChannelView);
  })
  .put("/:id/channel", needsPublicOrigin, valid("param", gameIdParam), valid("json", connectWebhookSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { url, language } = c.req.valid("json");
    const { flavour } = checkedUrl(url);
    const room = roomOf(c, id);
    const seen = unwrap(await room.channel(caller(c)));
    if (!seen.mayConnect) throw new ApiError(403, "CHANNEL_NOT_ALLOWED", "Only the host can connect this game to a channel, unless they let the players do it.");
    // D1's row first, the room's flag after: a failure between leaves no channel that is on in the
    // room while D1 has nothing to post to (whatever the room would send would be skipped unseen).
    const owner = gameOwner(id);
    const connected = await connectWebhook(c.env.DB, { owner, url, flavour, language, ownerEmail: null }, Date.now());
    let ownerEmail: string | null;
    try {
      ({ ownerEmail } = unwrap(await room.connectChannel(caller(c), true)));
    } catch (error) {
      if (!seen.connected) await removeWebhook(c.env.DB, owner).catch(() => undefined);
      throw error;
    }
    if (ownerEmail !== null) await setWebhookOwnerEmail(c.env.DB, owner, ownerEmail);
    return c.json(connected satisfies WebhookConnected);
  })
  .delete("/:id/channel", valid("param", gameIdParam), async (c) => {
    const { id } = c.req.valid("param");
    unwrap(await roomOf(c, id).connectChannel(caller(c), false));
    await removeWebhook(c.env.DB, gameOwner(id));
    return c.json({ removed: true });
  })
  .put("/:id/channel/settings", valid("param", gameIdParam), valid("json", channelSettingsSchema), async (c) => {
    const { id } = c.req.valid("param");
    return c.json(unwrap(await roomOf(c, id).setChannelPlayers(hostToken(c), c.req.valid("json").playersMayConnect)));
  })
  .put("/:id/channel/mention", valid("param", gameIdParam), valid("json", mentionSchema), async (c) => {
    const { id } = c.req.valid("param");
    return c.json(unwrap(await roomOf(c, id).setMention(caller(c), c.req.valid("json").memberId)));
  })
  .post("/:id/channel/test", needsPublicOrigin, rateLimit(TEST_MESSAGES), valid("param", gameIdParam), async (c) => {
    const { id } = c.req.valid("param");
    // Whoever may connect the channel may test it.
    const seen = unwrap(await roomOf(c, id).channel(caller(c)));
    if (!seen.mayConnect) throw new ApiError(403, "CHANNEL_NOT_ALLOWED", "Only the host can connect this game to a channel, unless they let the players do it.");
    return sendTest(c, gameOwner(id), `${publicOrigin(c)}/g/${id}`);
  });

export const myWebhookRoutes = new Hono<AppEnv>()
  .get("/webhook", async (c) => {
    const me = requireUser(c);
    c.header("Cache-Control", "no-store");
    return c.json({ webhook: await viewOfOwner(c.env.DB, userOwner(me.id)) });
  })
  .put("/webhook", valid("json", connectWebhookSchema), async (c) => {
    const me = requireUser(c);
    const { url, language } = c.req.valid("json");
    const { flavour } = checkedUrl(url);
    return c.json((await connectWebhook(c.env.DB, { owner: userOwner(me.id), url, flavour, language, ownerEmail: me.email }, Date.now())) satisfies WebhookConnected);
  })
  .delete("/webhook", async (c) => {
    const me = requireUser(c);
    await removeWebhook(c.env.DB, userOwner(me.id));
    return c.json({ removed: true });
  })
  .post("/webhook/test", needsPublicOrigin, rateLimit(TEST_MESSAGES), async (c) => {
    const me = requireUser(c);
    return sendTest(c, userOwner(me.id), `${publicOrigin(c)}/settings`);
  });
