import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deliverDue, deliverKeys } from "../../worker/outbox/dispatch.js";
import { enqueueNotices } from "../../worker/outbox/outbox.js";
import { expectError, signedIn } from "./accounts.js";
import { answerWith, arrivedAt, channelOf, connectChannel, connected, connectOwn, discordUrl, expectSecret, genericUrl, messages, slackUrl } from "./channel-helpers.js";
import { api, fetchWithEnv, ORIGIN, settleRoom, snapshot } from "./helpers.js";
import { mailsTo } from "./mailbox.js";
import { address, advance, createSlowGame, ownAddress, playOne, runAlarm, runScheduled, useClock, type Player, type SlowGame } from "./slow-helpers.js";

/**
 * A game's channel and a player's own webhook, end to end: the Worker's posts reach local
 * receivers playing Discord, Slack and a generic Standard Webhooks receiver (scripts/webhook-receiver.ts,
 * through Miniflare's outbound service). Nothing in between is mocked.
 */

afterEach(() => {
  vi.useRealTimers();
});

/** A game whose host connects the channel before the players sit down (so it hears the start). */
async function gameWithChannel(url: string, language = "en", players: Player[] = [{ name: "Ana" }, { name: "Bo" }]): Promise<SlowGame & { secret: string | null }> {
  const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
  const { secret } = await connected(created.gameId, created.hostToken, url, language);
  for (const [seat, player] of players.entries()) {
    const joined = await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[seat].token, ...player }, headers: await ownAddress(player) });
    expect(joined.status, await joined.clone().text()).toBe(200);
  }
  await settleRoom(created.gameId);
  return { gameId: created.gameId, hostToken: created.hostToken, tokens: created.seats.map((s) => s.token), created, secret };
}

/** Runs the channel's turn message once its few seconds of coalescing have passed. */
async function afterCoalescing(game: SlowGame): Promise<void> {
  advance(6_000);
  await runAlarm(game.gameId);
}

describe("a game's channel", () => {
  it("posts the start with every seat's name to Discord, then one message per turn change that mentions the seat's member id", async () => {
    useClock();
    const url = discordUrl();
    const game = await gameWithChannel(url);
    const [started] = await messages(url, 1);
    // Discord answers with the message (asked with ?wait=true, issue 50.1): 200, not 204.
    expect(started.status).toBe(200);
    const first = (await snapshot(game.gameId)).view.toAct[0];
    expect(started.body.content).toContain(`A game of Coffee Rush has started: Ana and Bo. ${["Ana", "Bo"][first]} goes first.`);
    expect(started.body.content).toContain(`${ORIGIN}/g/${game.gameId}`);
    expect(started.body.allowed_mentions).toEqual({ parse: [], users: [] });

    const ids = ["111111111111111111", "222222222222222222"];
    for (const seat of [0, 1]) {
      const mention = await api(`/api/games/${game.gameId}/channel/mention`, { method: "PUT", token: game.tokens[seat], json: { memberId: ids[seat] } });
      expect(mention.status, await mention.clone().text()).toBe(200);
    }
    const { snapshot: after } = await playOne(game);
    const waiting = ids[after.view.toAct[0]];
    await afterCoalescing(game);
    const [, turn, ...more] = await messages(url, 2);
    expect(more).toEqual([]);
    expect(turn.body.content).toMatch(new RegExp(`^Round \\d+: it's <@${waiting}>'s turn\\.`));
    expect(turn.body.allowed_mentions).toEqual({ parse: [], users: [waiting] });
    // No seat token anywhere: the link opens the game as anyone would.
    for (const token of game.tokens) expect(JSON.stringify(turn.body)).not.toContain(token);
  });

  it("coalesces turns that pass within a few seconds into one message saying whose turn it is then", async () => {
    useClock();
    const url = slackUrl();
    const game = await gameWithChannel(url);
    await messages(url, 1);
    await playOne(game);
    await playOne(game);
    const third = await playOne(game);
    await afterCoalescing(game);
    const arrived = await messages(url, 2);
    expect(arrived).toHaveLength(2);
    const waiting = third.snapshot.view.toAct[0] === 0 ? "Ana" : "Bo";
    expect(arrived[1].body.text).toMatch(new RegExp(`^Round \\d+: it's ${waiting}'s turn\\.\\n<${ORIGIN}/g/${game.gameId}\\|Open the game>$`));
    expect(arrived[1].status).toBe(200);
  });

  it("writes in the language the host chose for the channel, and mentions a Slack member by id", async () => {
    useClock();
    const url = slackUrl();
    const game = await gameWithChannel(url, "fr", [{ name: "Ana" }, { name: "Bo <b>" }]);
    const [started] = await messages(url, 1);
    expect(started.body.text).toContain("Une partie de Coffee Rush a commencé : Ana et Bo &lt;b&gt;.");
    const ids = ["U0123ABCD", "W0456EFGH"];
    for (const seat of [0, 1]) await api(`/api/games/${game.gameId}/channel/mention`, { method: "PUT", token: game.tokens[seat], json: { memberId: ids[seat] } });
    const { snapshot: after } = await playOne(game);
    await afterCoalescing(game);
    const [, turn] = await messages(url, 2);
    expect(turn.body.text).toMatch(new RegExp(`^Manche \\d+ : c'est au tour de <@${ids[after.view.toAct[0]]}>\\.`));
    expect(turn.body.text).toContain("|Ouvrir la partie>");
  });

  it("shows every name as typed: a Discord link, bold or a heading in a name is escaped, and Slack's formatting is kept from pairing (issue 50.6)", async () => {
    const discord = discordUrl();
    await gameWithChannel(discord, "en", [{ name: "[Claim prize](https://evil.example/x)" }, { name: "**Bo** # <@1>" }]);
    const [onDiscord] = await messages(discord, 1);
    expect(onDiscord.body.content).toContain("\\[Claim prize\\]\\(https\\://evil.example/x\\)");
    expect(onDiscord.body.content).toContain("\\*\\*Bo\\*\\* \\# \\<@1\\>");
    expect(onDiscord.body.content).not.toContain("[Claim prize](");

    const slack = slackUrl();
    await gameWithChannel(slack, "en", [{ name: "*Ana* <https://evil.example|win>" }, { name: "_Bo_ `x`" }]);
    const [onSlack] = await messages(slack, 1);
    expect(onSlack.body.text).toContain("*\u2060Ana*\u2060 &lt;https://evil.example|win&gt;");
    expect(onSlack.body.text).toContain("_\u2060Bo_\u2060 `\u2060x`\u2060");
  });

  it("signs a generic webhook's posts the Standard Webhooks way, with a secret shown once and the outbox key as webhook-id", async () => {
    const url = genericUrl();
    const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
    const first = await connected(created.gameId, created.hostToken, url, "es");
    expect(first.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(first.webhook).toMatchObject({ flavour: "generic", language: "es", offAt: null });
    expect(first.webhook.masked).not.toContain(new URL(url).pathname);
    // The same address again keeps its secret, so it isn't shown again.
    expect((await connected(created.gameId, created.hostToken, url, "es")).secret).toBeNull();
    await expectSecret(url, first.secret!);
    const test = await api(`/api/games/${created.gameId}/channel/test`, { method: "POST", token: created.hostToken });
    expect(test.status, await test.clone().text()).toBe(200);
    expect(await test.json()).toMatchObject({ sent: true, webhook: { failure: null, failingSince: null } });
    const [message] = await messages(url, 1);
    expect(message.signed).toBe(true);
    expect(message.status).toBe(204);
    expect(message.headers["webhook-id"]).toMatch(/^webhook:test:game:/);
    expect(message.body).toMatchObject({ type: "game.test", data: { kind: "test", language: "es", text: "Coffee Rush puede publicar aquí: este es el mensaje de prueba que pediste." } });
  });

  it("honours Discord's 429 retry_after, then posts the message once however often delivery runs again", async () => {
    const url = discordUrl();
    const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
    await connected(created.gameId, created.hostToken, url);
    await answerWith(url, [{ status: 429, retryAfter: 1.5 }]);
    const asked = Date.now();
    expect((await api(`/api/games/${created.gameId}/channel/test`, { method: "POST", token: created.hostToken })).status).toBe(200);
    const [limited] = await messages(url, 1);
    expect(limited.status).toBe(429);
    const row = await env.DB.prepare("SELECT key, status, next_attempt_at AS at FROM mail_outbox WHERE kind = 'webhook' AND key LIKE ?").bind(`webhook:test:game:${created.gameId}:%`).first<{ key: string; status: string; at: number }>();
    expect(row?.status).toBe("pending");
    expect(row!.at - asked).toBeGreaterThanOrEqual(1_500);
    expect(row!.at - asked).toBeLessThan(10_000);

    // Too early: nothing is sent. Then every runner at once: one post.
    await deliverKeys(env, [row!.key], row!.at - 1);
    expect(await arrivedAt(url)).toHaveLength(1);
    await Promise.all([deliverKeys(env, [row!.key], row!.at), deliverKeys(env, [row!.key], row!.at), deliverDue(env, row!.at)]);
    await runScheduled();
    const arrived = await messages(url, 2);
    expect(arrived.map((message) => message.status)).toEqual([429, 200]);
    expect(arrived[1].body.content).toBe(limited.body.content);
  });

  it("honours Slack's Retry-After on a 429", async () => {
    const url = slackUrl();
    const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
    await connected(created.gameId, created.hostToken, url);
    await answerWith(url, [{ status: 429, retryAfter: 30 }]);
    const asked = Date.now();
    await api(`/api/games/${created.gameId}/channel/test`, { method: "POST", token: created.hostToken });
    expect((await messages(url, 1)).map((message) => message.status)).toEqual([429]);
    const row = await env.DB.prepare("SELECT key, next_attempt_at AS at FROM mail_outbox WHERE key LIKE ?").bind(`webhook:test:game:${created.gameId}:%`).first<{ key: string; at: number }>();
    expect(row!.at - asked).toBeGreaterThanOrEqual(30_000);
    expect(row!.at - asked).toBeLessThan(40_000);
    await deliverKeys(env, [row!.key], row!.at);
    expect((await messages(url, 2)).map((message) => message.status)).toEqual([429, 200]);
  });

  it("posts a turn exactly once under repeated delivery and a room that runs its alarm again", async () => {
    useClock();
    const url = discordUrl();
    const game = await gameWithChannel(url);
    await messages(url, 1);
    await playOne(game);
    await afterCoalescing(game);
    await messages(url, 2);
    // The room runs again (its alarm, a later one), the scheduled job and the outbox retry: nothing new is posted.
    await runAlarm(game.gameId);
    await afterCoalescing(game);
    await runScheduled();
    await deliverDue(env, Date.now());
    expect((await messages(url, 3, 500)).length).toBe(2);
  });

  it("posts once a message whose runner died mid-delivery (its lease ran out), however many runners take it over", async () => {
    const url = slackUrl();
    const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
    await connected(created.gameId, created.hostToken, url);
    const now = Date.now();
    const key = `channel:test-restart:${created.gameId}`;
    await enqueueNotices(env.DB, [{ kind: "webhook", key, to: "", gameId: created.gameId, seat: null, data: { owner: `game:${created.gameId}`, event: { kind: "test" }, link: `${ORIGIN}/g/${created.gameId}` } }], now);
    // Claimed by a runner that stopped before posting: "sending", its lease over.
    await env.DB.prepare("UPDATE mail_outbox SET status = 'sending', attempts = 1, next_attempt_at = ? WHERE key = ?").bind(now - 1, key).run();
    await Promise.all([deliverDue(env, now), deliverDue(env, now), deliverKeys(env, [key], now)]);
    await runScheduled();
    const arrived = await messages(url, 2, 500);
    expect(arrived.map((message) => message.status)).toEqual([200]);
    expect(await env.DB.prepare("SELECT status FROM mail_outbox WHERE key = ?").bind(key).first("status")).toBe("sent");
  });

  it("turns a webhook off after a day of failures, tells its owner by mail, and shows it on the settings", async () => {
    const email = address("owner");
    const { cookie } = await signedIn(email);
    const url = genericUrl();
    await connectOwn(cookie, url);
    await answerWith(url, [], 500);
    const asked = Date.now();
    // The answer says the test did not go through, and why, as a code the page words (issue 54, item 9).
    const test = await api("/api/me/webhook/test", { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN } });
    expect(test.status).toBe(200);
    expect(await test.json()).toMatchObject({ sent: false, webhook: { failure: "refused", failureStatus: 500 } });
    await messages(url, 1);
    const failing = (await (await api("/api/me/webhook", { headers: { Cookie: cookie } })).json()) as { webhook: { failingSince: number; offAt: number | null; lastError: string } };
    expect(failing.webhook.failingSince).toBeGreaterThanOrEqual(asked);
    expect(failing.webhook.offAt).toBeNull();
    expect(failing.webhook.lastError).toContain("500");

    const row = await env.DB.prepare("SELECT key FROM mail_outbox WHERE kind = 'webhook' AND key LIKE 'webhook:test:user:%' AND status = 'pending' ORDER BY created_at DESC").first<{ key: string }>();
    // Still failing a day and an hour later: the webhook goes off, its message fails for good.
    await deliverKeys(env, [row!.key], asked + 25 * 3600_000);
    const off = (await (await api("/api/me/webhook", { headers: { Cookie: cookie } })).json()) as { webhook: { offAt: number | null } };
    expect(off.webhook.offAt).toBe(asked + 25 * 3600_000);
    expect(await env.DB.prepare("SELECT status FROM mail_outbox WHERE key = ?").bind(row!.key).first("status")).toBe("failed");
    const mail = (await mailsTo(email)).find((one) => one.subject === "Your webhook was turned off");
    expect(mail, "the owner's mail").toBeDefined();
    expect(mail!.text).not.toContain(new URL(url).pathname);
    // Turned off: nothing more is posted to it.
    await answerWith(url, [], null);
    expect((await api("/api/me/webhook/test", { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN } })).status).toBe(200);
    expect(await messages(url, 3, 500)).toHaveLength(2);
  });

  it("lets only the host connect it, unless the host lets the players; spectators see nothing of it", async () => {
    const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
    const seatToken = created.seats[1].token;
    await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: seatToken, name: "Bo" } });
    await expectError(await connectChannel(created.gameId, seatToken, discordUrl()), 403, "CHANNEL_NOT_ALLOWED");
    const allowed = await api(`/api/games/${created.gameId}/channel/settings`, { method: "PUT", token: created.hostToken, json: { playersMayConnect: true } });
    expect(allowed.status).toBe(200);
    const url = discordUrl();
    await connected(created.gameId, seatToken, url);
    expect(await channelOf(created.gameId, seatToken)).toMatchObject({ playersMayConnect: true, mayConnect: true, webhook: { flavour: "discord" } });
    expect(await channelOf(created.gameId)).toMatchObject({ mayConnect: false, webhook: null });
    // The address is D1's alone: never in a snapshot or the outbox.
    const secretPart = url.split("/").at(-1)!;
    expect(JSON.stringify(await (await api(`/api/games/${created.gameId}`, { token: created.hostToken })).json())).not.toContain(secretPart);
    expect(JSON.stringify((await channelOf(created.gameId, created.hostToken)))).not.toContain(secretPart);
    expect((await api(`/api/games/${created.gameId}/channel`, { method: "DELETE", token: created.hostToken })).status).toBe(200);
    expect((await channelOf(created.gameId, created.hostToken)).webhook).toBeNull();
  });

  it("masks a secret in the host name too, and shows the receiver's answer only to who may connect the channel (issue 50.5)", async () => {
    const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
    const seatToken = created.seats[1].token;
    await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: seatToken, name: "Bo" } });
    const secretHost = await connected(created.gameId, created.hostToken, "https://eo1a2b3c4d5e6f7.m.pipedream.net/secretpath");
    expect(secretHost.webhook.masked).toBe("https://….pipedream.net/se…");
    expect((await connected(created.gameId, created.hostToken, "https://hooks.example.co.uk/abcdef")).webhook.masked).toBe("https://….example.co.uk/a…");

    const url = genericUrl();
    await connected(created.gameId, created.hostToken, url);
    await answerWith(url, [{ status: 500 }]);
    // Queued as the room would (the test route's allowance is for the other tests).
    const key = `channel:failing:${created.gameId}`;
    await enqueueNotices(env.DB, [{ kind: "webhook", key, to: "", gameId: created.gameId, seat: null, data: { owner: `game:${created.gameId}`, event: { kind: "test" }, link: `${ORIGIN}/g/${created.gameId}` } }]);
    await deliverKeys(env, [key]);
    await messages(url, 1);
    const host = await channelOf(created.gameId, created.hostToken);
    expect(host.webhook?.masked).toBe(`https://….example.org${new URL(url).pathname.slice(0, Math.floor(new URL(url).pathname.length / 3))}…`);
    expect(host.webhook?.lastError).toContain("500");
    const seat = await channelOf(created.gameId, seatToken);
    expect(seat).toMatchObject({ mayConnect: false, webhook: { failingSince: host.webhook!.failingSince, lastError: null } });
  });

  it("connecting while D1 is down answers 503 and leaves nothing: the room does not think itself connected (issue 50.10)", async () => {
    const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
    const down = new Proxy({}, { get: () => () => { throw new Error("D1_ERROR: database is locked"); } }) as D1Database;
    const response = await fetchWithEnv({ DB: down }, `${ORIGIN}/api/games/${created.gameId}/channel`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${created.hostToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ url: discordUrl(), language: "en" }),
    });
    await expectError(response, 503, "TEMPORARILY_UNAVAILABLE");
    // The game starts: a connected room would write the channel's message for it (to be skipped, as D1 knows no webhook).
    for (const [seat, name] of ["Ana", "Bo"].entries()) await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[seat].token, name } });
    await settleRoom(created.gameId);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE key LIKE ?").bind(`channel:%:${created.gameId}:%`).first("n")).toBe(0);
    expect((await channelOf(created.gameId, created.hostToken)).webhook).toBeNull();
  });

  it("refuses every address it must not call, and keeps nothing of it", async () => {
    const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
    const refused: [string, string][] = [
      ["not a url", "WEBHOOK_URL_INVALID"],
      // The reason, as a code the page words in the player's language (issue 54, item 9).
      ["http://hooks.example.org/x", "WEBHOOK_URL_NOT_HTTPS"],
      ["https://user:pw@hooks.example.org/x", "WEBHOOK_URL_INVALID"],
      ["https://hooks.example.org:8443/x", "WEBHOOK_URL_PORT"],
      ["https://127.0.0.1/x", "WEBHOOK_URL_PRIVATE"],
      ["https://2130706433/x", "WEBHOOK_URL_PRIVATE"],
      ["https://0x7f.1/x", "WEBHOOK_URL_PRIVATE"],
      ["https://169.254.169.254/latest/meta-data", "WEBHOOK_URL_PRIVATE"],
      ["https://[::1]/x", "WEBHOOK_URL_PRIVATE"],
      ["https://localhost/x", "WEBHOOK_URL_PRIVATE"],
      ["https://api.localhost/x", "WEBHOOK_URL_PRIVATE"],
      ["https://printer.local/x", "WEBHOOK_URL_PRIVATE"],
      ["https://metadata.google.internal/x", "WEBHOOK_URL_PRIVATE"],
      ["https://router.home.arpa/x", "WEBHOOK_URL_PRIVATE"],
      ["https://intranet/x", "WEBHOOK_URL_PRIVATE"],
      // Names that point wherever they are told, or at loopback, and cluster names (issue 50.4).
      ["https://127.0.0.1.nip.io/x", "WEBHOOK_URL_PRIVATE"],
      ["https://169.254.169.254.nip.io/latest/meta-data", "WEBHOOK_URL_PRIVATE"],
      ["https://10.0.0.1.sslip.io/x", "WEBHOOK_URL_PRIVATE"],
      ["https://hooks-8-8-8-8.sslip.io/x", "WEBHOOK_URL_PRIVATE"],
      ["https://localtest.me/x", "WEBHOOK_URL_PRIVATE"],
      ["https://app.lvh.me/x", "WEBHOOK_URL_PRIVATE"],
      ["https://kubernetes.default.svc/x", "WEBHOOK_URL_PRIVATE"],
      ["https://kubernetes.default.svc.cluster.local/x", "WEBHOOK_URL_PRIVATE"],
      ["https://vault.service.consul/x", "WEBHOOK_URL_PRIVATE"],
      ["https://192-168-1-1.my-rebinder.example.com/x", "WEBHOOK_URL_PRIVATE"],
      ["https://discord.com/channels/1/2", "WEBHOOK_URL_WRONG_PATH"],
      ["https://discord.com/api/webhooks/123/tok?wait=true&thread_id=1", "WEBHOOK_URL_WRONG_PATH"],
      ["https://discordapp.com/api/users/@me", "WEBHOOK_URL_WRONG_PATH"],
      ["https://hooks.slack.com/workflows/T1/A1/1/x", "WEBHOOK_URL_WRONG_PATH"],
      ["https://evil.slack.com/services/T1/B1/x", "WEBHOOK_URL_WRONG_PATH"],
    ];
    for (const [url, code] of refused) await expectError(await connectChannel(created.gameId, created.hostToken, url), 400, code);
    expect((await channelOf(created.gameId, created.hostToken)).webhook).toBeNull();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM webhooks WHERE owner = ?").bind(`game:${created.gameId}`).first("n")).toBe(0);
  });

  it("forgets the channel's address when the host cancels the game", async () => {
    const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
    await connected(created.gameId, created.hostToken, discordUrl());
    const stored = () => env.DB.prepare("SELECT COUNT(*) AS n FROM webhooks WHERE owner = ?").bind(`game:${created.gameId}`).first("n");
    expect(await stored()).toBe(1);
    expect((await api(`/api/games/${created.gameId}`, { method: "DELETE", token: created.hostToken })).status).toBe(200);
    expect(await stored()).toBe(0);
  });

  it("never follows a redirect a receiver answers with", async () => {
    const url = genericUrl();
    const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
    await connected(created.gameId, created.hostToken, url);
    await answerWith(url, [{ status: 302 }]);
    await api(`/api/games/${created.gameId}/channel/test`, { method: "POST", token: created.hostToken });
    const [redirected] = await messages(url, 1);
    expect(redirected.status).toBe(302);
    expect(await arrivedAt("https://hooks.example.org/followed")).toEqual([]);
    expect(((await channelOf(created.gameId, created.hostToken)).webhook?.lastError)).toContain("redirect, not followed");
  });
});

describe("a player's own webhook", () => {
  it("hears \"your turn\" in every game the account sits in, in its language, and nothing while the player isn't due", async () => {
    const email = address("cy");
    const { cookie } = await signedIn(email);
    const url = discordUrl();
    const mine = await connectOwn(cookie, url, "ko");
    expect(mine.webhook).toMatchObject({ flavour: "discord", language: "ko" });
    const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
    await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[0].token, name: "Ana" } });
    const joined = await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[1].token, name: "Cy" }, headers: { Cookie: cookie, Origin: ORIGIN } });
    expect(joined.status, await joined.clone().text()).toBe(200);
    const game = { gameId: created.gameId, hostToken: created.hostToken, tokens: created.seats.map((s) => s.token), created };
    // One message each time Cy's turn begins (Cy watches no game live), none for Ana's turns.
    let turns = 0;
    let waiting = (await snapshot(game.gameId)).view.toAct;
    if (waiting.includes(1)) turns++;
    for (let move = 0; move < 4; move++) {
      const { seat, snapshot: after } = await playOne(game);
      const next = after.view.toAct;
      // A turn begins when the game comes to Cy, or Cy must act again.
      if (next.includes(1) && (!waiting.includes(1) || seat === 1)) turns++;
      waiting = next;
    }
    await settleRoom(game.gameId);
    expect(turns).toBeGreaterThan(0);
    const arrived = await messages(url, turns);
    expect(arrived).toHaveLength(turns);
    expect(arrived[0].body.content).toContain("Ana 님과 하는 커피 러시에서 당신 차례입니다.");
    expect(arrived[0].body.content).toContain(`${ORIGIN}/g/${game.gameId}`);
  });
});
