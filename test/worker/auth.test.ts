import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { hashToken } from "../../worker/secrets/tokens.js";
import { confirm, expectError, newClient, postJson, requestLinkMail, sessionCookie, signedIn } from "./accounts.js";
import { api } from "./helpers.js";
import { type ReceivedMail } from "./mailbox.js";

/**
 * Accounts end to end inside workerd: magic links (read back from the local mailbox), sessions,
 * and the account's games and stats from D1.
 */

/** The last sign-in mail read by requestLink. */
let lastMail: ReceivedMail | null = null;

function get(path: string, cookie?: string): Promise<Response> {
  return api(path, { headers: cookie ? { cookie } : {} });
}

/** What the confirm page's form sends. */
function postForm(token: string, headers: Record<string, string>): Promise<Response> {
  return api("/auth/confirm", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ token }),
    redirect: "manual",
  });
}

/** Asks for a link and returns the token from the mail that arrived in the local mailbox. */
async function requestLink(email: string, client = newClient()): Promise<string> {
  const { token, mail } = await requestLinkMail(email, client);
  lastMail = mail;
  return token;
}

async function tokenRow(token: string): Promise<{ used_at: number | null } | null> {
  return env.DB.prepare("SELECT used_at FROM sign_in_tokens WHERE token_hash = ?").bind(hashToken(token)).first();
}

describe("signing in with a magic link", () => {
  it("mails a link; opening it spends nothing; confirming signs in with a safe cookie", async () => {
    const token = await requestLink("Ada@Example.com ");
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    expect(lastMail!.parsed.to).toEqual([{ address: "ada@example.com", name: "" }]);
    expect(lastMail!.subject).toBe("Your Coffee Rush sign-in link");
    // Asked for, so not a mail one unsubscribes from.
    expect(lastMail!.header("list-unsubscribe")).toBeUndefined();

    // What a mail scanner does: GET the link. The page only offers a button.
    const pageResponse = await get(`/auth/confirm?token=${token}`);
    expect(pageResponse.status).toBe(200);
    expect(pageResponse.headers.get("content-type")).toContain("text/html");
    const page = await pageResponse.text();
    expect(page).toContain('<form method="post" action="/auth/confirm">');
    expect(page).toContain(`value="${token}"`);
    expect((await tokenRow(token))?.used_at).toBeNull();

    const response = await confirm(token);
    expect(response.status).toBe(200);
    const { user } = await response.json<{ user: { id: string; email: string; displayName: string | null } }>();
    expect(user).toEqual({ id: expect.any(String), email: "ada@example.com", displayName: null });
    expect((await tokenRow(token))?.used_at).toEqual(expect.any(Number));

    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^cr_session=[A-Za-z0-9_-]{22,};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);

    const me = await get("/api/me", sessionCookie(response));
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user });
  });

  it("stores only hashes of links and cookies", async () => {
    const token = await requestLink("hashes@example.com");
    const response = await confirm(token);
    const cookieToken = sessionCookie(response).slice("cr_session=".length);
    const stored = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM sign_in_tokens WHERE token_hash = ?1) + (SELECT count(*) FROM sessions WHERE token_hash = ?2) AS n",
    )
      .bind(token, cookieToken)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("signs the same account in again on a later link", async () => {
    const first = await signedIn("again@example.com");
    const second = await signedIn("AGAIN@example.com");
    expect(second.id).toBe(first.id);
    expect(second.cookie).not.toBe(first.cookie);
  });

  it("answers a new and a known address alike", async () => {
    await signedIn("known@example.com");
    const known = await postJson("/api/auth/sign-in", { email: "known@example.com" }, { "cf-connecting-ip": newClient() });
    const unknown = await postJson("/api/auth/sign-in", { email: "nobody@example.com" }, { "cf-connecting-ip": newClient() });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await unknown.text()).toBe(await known.text());
  });

  it("signs in from the page's form and redirects home", async () => {
    const token = await requestLink("form@example.com");
    const response = await postForm(token, { "sec-fetch-site": "same-origin" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    const me = await get("/api/me", sessionCookie(response));
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe("form@example.com");
  });

  it("refuses a form post from another site and keeps the link", async () => {
    const token = await requestLink("csrf@example.com");
    const response = await postForm(token, { origin: "https://evil.example" });
    await expectError(response, 403, "FORBIDDEN");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect((await tokenRow(token))?.used_at).toBeNull();
  });

  it("escapes what it puts in the page", async () => {
    const page = await (await get(`/auth/confirm?token=${encodeURIComponent('"><script>alert(1)</script>')}`)).text();
    expect(page).not.toContain("<script>");
    expect(page).toContain("&quot;&gt;&lt;script&gt;");
  });

  it("explains a link with no token", async () => {
    const response = await get("/auth/confirm");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("incomplete");
  });
});

describe("links that no longer work", () => {
  it("works once: a second confirm is refused", async () => {
    const token = await requestLink("once@example.com");
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token);
    await expectError(again, 400, "SIGN_IN_LINK_INVALID");
    expect(again.headers.get("set-cookie")).toBeNull();
  });

  it("lets only one of two simultaneous confirms win", async () => {
    const token = await requestLink("race@example.com");
    const statuses = (await Promise.all([confirm(token), confirm(token), confirm(token)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 400, 400]);
  });

  it("expires", async () => {
    const token = await requestLink("late@example.com");
    await env.DB.prepare("UPDATE sign_in_tokens SET expires_at = ? WHERE email = ?")
      .bind(Date.now() - 1000, "late@example.com")
      .run();
    await expectError(await confirm(token), 400, "SIGN_IN_LINK_INVALID");
  });

  it("refuses a token it never issued, as JSON and on the page", async () => {
    await expectError(await confirm("not-a-token-we-issued"), 400, "SIGN_IN_LINK_INVALID");
    const page = await postForm("not-a-token-we-issued", { "sec-fetch-site": "same-origin" });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("expired or has already been used");
  });
});

/** The cookie names nobody: GET /api/me says so without an error status, and what needs an account is refused. */
async function expectSignedOut(cookie: string) {
  const me = await get("/api/me", cookie);
  expect(me.status).toBe(200);
  expect(await me.json()).toEqual({ user: null });
  await expectError(await get("/api/me/games", cookie), 401, "NOT_SIGNED_IN");
}

describe("sessions", () => {
  it("signs out: the cookie is cleared and no longer works", async () => {
    const { cookie } = await signedIn("leaving@example.com");
    expect((await get("/api/me", cookie)).status).toBe(200);

    const response = await api("/api/auth/sign-out", { method: "POST", headers: { cookie } });
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toMatch(/^cr_session=;.*Max-Age=0/);

    await expectSignedOut(cookie);
  });

  it("signs out without a session, too", async () => {
    expect((await api("/api/auth/sign-out", { method: "POST" })).status).toBe(204);
  });

  it("does not accept an expired session or a made-up cookie", async () => {
    const { id, cookie } = await signedIn("stale@example.com");
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?").bind(Date.now() - 1000, id).run();
    await expectSignedOut(cookie);
    await expectSignedOut("cr_session=made-up");
  });

  it("needs a session for everything under /api/me but the question who is signed in", async () => {
    for (const path of ["/api/me/games", "/api/me/stats", "/api/me/settings"]) {
      await expectError(await get(path), 401, "NOT_SIGNED_IN");
    }
    const me = await get("/api/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user: null });
  });

  it("sets a display name", async () => {
    const { cookie } = await signedIn("named@example.com");
    const response = await api("/api/me", { method: "PATCH", headers: { cookie }, json: { displayName: "  Barista Bo " } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { displayName: string } }).user.displayName).toBe("Barista Bo");
    const me = (await (await get("/api/me", cookie)).json()) as { user: { displayName: string } };
    expect(me.user.displayName).toBe("Barista Bo");

    const blank = await api("/api/me", { method: "PATCH", headers: { cookie }, json: { displayName: "   " } });
    await expectError(blank, 400, "INVALID_INPUT");
  });
});

describe("bad requests", () => {
  it("limits sign-in requests per client with 429 and Retry-After", async () => {
    const client = newClient();
    for (let i = 0; i < 5; i += 1) {
      const ok = await postJson("/api/auth/sign-in", { email: `limit${i}@example.com` }, { "cf-connecting-ip": client });
      expect(ok.status).toBe(202);
    }
    const refused = await postJson("/api/auth/sign-in", { email: "limit5@example.com" }, { "cf-connecting-ip": client });
    await expectError(refused, 429, "RATE_LIMITED");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // Someone else is not held up.
    expect((await postJson("/api/auth/sign-in", { email: "other@example.com" }, { "cf-connecting-ip": newClient() })).status).toBe(202);
  });

  it("answers malformed JSON and wrong types with a 400 in the error shape", async () => {
    const requests: Array<[string, string, string?]> = [
      ["/api/auth/sign-in", "{not json"],
      ["/api/auth/sign-in", JSON.stringify({ email: 5 })],
      ["/api/auth/sign-in", JSON.stringify({ email: "not an address" })],
      ["/api/auth/sign-in", JSON.stringify([])],
      ["/api/auth/sign-in", "null"],
      ["/api/auth/sign-in", JSON.stringify({ email: "a@example.com" }), "text/plain"],
      ["/api/auth/confirm", "{not json"],
      ["/api/auth/confirm", JSON.stringify({ token: 123 })],
      ["/api/auth/confirm", JSON.stringify({})],
      ["/api/auth/confirm", JSON.stringify({ token: "x".repeat(600) })],
    ];
    for (const [path, body, contentType = "application/json"] of requests) {
      const response = await api(path, {
        method: "POST",
        headers: { "content-type": contentType, "cf-connecting-ip": newClient() },
        body,
      });
      await expectError(response, 400, "INVALID_INPUT");
    }
  });
});

describe("the account's games and stats", () => {
  async function addGame(id: string, toAct: number[], lastMoveAt: number, seats: Array<[number, string | null]>, status = "active") {
    await env.DB.prepare(
      `INSERT INTO games (id, edition, players, variants, status, to_act, turns_played, version, created_at, last_move_at)
       VALUES (?1, 'classic', ?2, '[]', ?3, ?4, 7, 7, 0, ?5)`,
    )
      .bind(id, seats.length, status, JSON.stringify(toAct), lastMoveAt)
      .run();
    for (const [seat, userId] of seats) {
      await env.DB.prepare("INSERT INTO game_seats (game_id, seat, display_name, user_id) VALUES (?, ?, ?, ?)")
        .bind(id, seat, userId ? "someone" : null, userId)
        .run();
    }
  }

  it("lists games waiting on me first, then by last move", async () => {
    const me = await signedIn("player@example.com");
    const friend = await signedIn("friend@example.com");
    await addGame("g-old-waiting", [1], 100, [[0, friend.id], [1, me.id]]);
    await addGame("g-new-theirs", [0], 400, [[0, friend.id], [1, me.id]]);
    await addGame("g-new-waiting", [0, 2], 300, [[0, me.id], [1, friend.id], [2, null]]);
    await addGame("g-ended", [], 500, [[0, me.id], [1, friend.id]], "ended");
    await addGame("g-not-mine", [0], 900, [[0, friend.id], [1, null]]);

    const response = await get("/api/me/games", me.cookie);
    expect(response.status).toBe(200);
    const { games } = await response.json<{ games: Array<Record<string, unknown>> }>();
    expect(games.map((g) => [g.id, g.yourTurn])).toEqual([
      ["g-new-waiting", true],
      ["g-old-waiting", true],
      ["g-ended", false],
      ["g-new-theirs", false],
    ]);
    expect(games[0]).toEqual({
      id: "g-new-waiting",
      edition: "classic",
      players: 3,
      status: "active",
      toAct: [0, 2],
      turnsPlayed: 7,
      lastMoveAt: 300,
      mySeat: 0,
      yourTurn: true,
      endedEarly: false,
      waitingSince: null,
      seats: [
        { seat: 0, name: "someone", bot: null, resignedAt: null },
        { seat: 1, name: "someone", bot: null, resignedAt: null },
        { seat: 2, name: null, bot: null, resignedAt: null },
      ],
      place: null,
    });
    expect(games[1]).toMatchObject({ id: "g-old-waiting", mySeat: 1, toAct: [1] });

    const friendGames = await (await get("/api/me/games", friend.cookie)).json<{ games: Array<{ id: string }> }>();
    expect(friendGames.games.map((g) => g.id)).toEqual(["g-not-mine", "g-new-theirs", "g-ended", "g-new-waiting", "g-old-waiting"]);
  });

  it("lists nothing for a new account", async () => {
    const { cookie } = await signedIn("newcomer@example.com");
    expect(await (await get("/api/me/games", cookie)).json()).toEqual({ games: [] });
    expect(await (await get("/api/me/stats", cookie)).json()).toEqual({ stats: { played: 0, won: 0, averageScore: null, endedEarly: 0 } });
  });

  it("totals played, won and the average score from results", async () => {
    const me = await signedIn("veteran@example.com");
    const rows: Array<[string, number, string | null, number, number, number]> = [
      ["r1", 0, me.id, 30, 1, 1],
      ["r1", 1, null, 20, 2, 0],
      ["r2", 1, me.id, 25, 2, 0],
      ["r3", 2, me.id, 40, 1, 1],
      ["r4", 0, "someone-else", 99, 1, 1],
    ];
    for (const [gameId, seat, userId, score, rank, won] of rows) {
      await env.DB.prepare("INSERT INTO result_players (game_id, seat, user_id, display_name, score, rank, won) VALUES (?, ?, ?, NULL, ?, ?, ?)")
        .bind(gameId, seat, userId, score, rank, won)
        .run();
    }
    const response = await get("/api/me/stats", me.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ stats: { played: 3, won: 2, averageScore: 31.67, endedEarly: 0 } });
  });
});
