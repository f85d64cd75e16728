import { SELF, env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ORIGIN, api } from "./helpers.js";
import { lastMailId, mailsTo, onlyMailTo } from "./mailbox.js";
import { DAY, MINUTE, address, advance, createSlowGame, futureAt, runAlarm, runScheduled, signIn, useClock, type Player } from "./slow-helpers.js";

/**
 * Issue 33, finding 6: a seat could be joined with anyone's address, and its owner then got that
 * game's mails and had their timezone set by the joiner. Game mails now wait for the address's
 * owner to confirm it.
 */

afterEach(() => {
  vi.useRealTimers();
});

/** A two-seat classic game where seat 0 starts, so seat 1 places first and is the one mailed. */
async function gameWith(second: Player, cookie?: string): Promise<string> {
  const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
  const join = (token: string, player: Player, headers: Record<string, string> = {}) =>
    api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token, ...player }, headers });
  expect((await join(created.seats[0].token, { name: "Ana" })).status).toBe(200);
  expect((await join(created.seats[1].token, second, cookie ? { cookie } : {})).status).toBe(200);
  return created.gameId;
}

async function timezoneOf(email: string): Promise<string | null> {
  return (await env.DB.prepare("SELECT timezone FROM mail_settings WHERE email = ?").bind(email).first<string | null>("timezone")) ?? null;
}

/** Lets the games' turn notices fall due and go out. */
async function turnMailsDue(gameIds: string[]): Promise<void> {
  advance(6 * MINUTE);
  for (const gameId of gameIds) await runAlarm(gameId);
  await runScheduled();
}

describe("an address given at a join", () => {
  it("gets no game mail before its owner confirms it: one confirmation a day, and the joiner's timezone is not set on it", async () => {
    useClock(futureAt(12));
    const victim = address("victim");
    const before = await lastMailId();
    const games: string[] = [];
    for (let n = 0; n < 3; n++) games.push(await gameWith({ name: "Mallory", email: victim, timezone: "Pacific/Kiritimati" }));
    await turnMailsDue(games);
    expect((await mailsTo(victim, before)).map((mail) => mail.subject)).toEqual(["Is this your address? Confirm it for Coffee Rush"]);
    expect(await timezoneOf(victim)).toBeNull();

    // Never confirmed: the games' mail is dropped after two days, having asked at most once a day.
    for (let day = 0; day < 3; day++) {
      advance(DAY);
      for (const gameId of games) await runAlarm(gameId);
      await runScheduled();
    }
    const asked = await mailsTo(victim, before);
    expect(new Set(asked.map((mail) => mail.subject))).toEqual(new Set(["Is this your address? Confirm it for Coffee Rush"]));
    const days = asked.map((mail) => Math.floor(Date.parse(mail.parsed.date!) / DAY));
    expect(new Set(days).size).toBe(days.length);
    const waiting = await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE to_email = ? AND status = 'pending' AND kind != 'confirm'").bind(victim).first("n");
    expect(waiting).toBe(0);
  });

  it("gets the waiting mail once its owner opens the confirmation link, in the seat's language", async () => {
    useClock(futureAt(12));
    const owner = address("owner");
    const before = await lastMailId();
    const gameId = await gameWith({ name: "Bo", email: owner, language: "fr" });
    await turnMailsDue([gameId]);
    const ask = await onlyMailTo(owner, before);
    expect(ask.subject).toBe("Est-ce votre adresse ? Confirmez-la pour Coffee Rush");
    const link = ask.links.find((url) => url.startsWith(`${ORIGIN}/mail/confirm?t=`));
    expect(link, "the mail links to the confirmation page").toBeDefined();

    // Opening the link only asks (mail scanners follow links); the button confirms.
    const page = await SELF.fetch(link!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Oui, cette adresse est la mienne");
    expect(await mailsTo(owner, ask.id)).toEqual([]);
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!.replaceAll("&amp;", "&");
    const confirmed = await SELF.fetch(`${ORIGIN}${action}`, { method: "POST" });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("est confirmée");
    const turn = await onlyMailTo(owner, ask.id);
    expect(turn.subject).toContain("Coffee Rush");
    expect(turn.text).toContain(`/g/${gameId}#seat=`);

    // From now on its games mail it directly (after the spacing between two turn mails).
    const next = await lastMailId();
    const another = await gameWith({ name: "Bo", email: owner });
    advance(10 * MINUTE);
    await turnMailsDue([another]);
    expect((await onlyMailTo(owner, next)).subject).not.toContain("adresse");
  });

  it("is its owner's when the joiner is signed in with it: mails go at once, and the browser's timezone is kept", async () => {
    useClock(futureAt(12));
    const own = address("own");
    const cookie = await signIn(own);
    const before = await lastMailId();
    const gameId = await gameWith({ name: "Bo", email: own, timezone: "Europe/Lisbon" }, cookie);
    expect(await timezoneOf(own)).toBe("Europe/Lisbon");
    await turnMailsDue([gameId]);
    expect((await onlyMailTo(own, before)).subject).toBe("Your turn: Coffee Rush with Ana");
  });

  it("is its owner's when the seat is taken from the invitation mailed to it: no confirmation asked (issue 54, item 11)", async () => {
    useClock(futureAt(12));
    const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
    const guest = address("invited");
    const before = await lastMailId();
    expect((await api(`/api/games/${created.gameId}/seats/1/invite`, { method: "POST", token: created.hostToken, json: { email: guest, inviter: "Ana" } })).status).toBe(202);
    const invitation = await onlyMailTo(guest, before);
    const link = new URL(invitation.links.find((url) => url.includes(`/g/${created.gameId}#seat=`))!);
    const fragment = new URLSearchParams(link.hash.slice(1));
    const mailLink = fragment.get("mail");
    expect(mailLink, "the invitation's link carries the mail's proof of its address").toBeTruthy();
    expect((await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[0].token, name: "Ana" } })).status).toBe(200);
    const joined = await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: fragment.get("seat"), name: "Bo", email: guest, mailLink } });
    expect(joined.status).toBe(200);
    const after = await lastMailId();
    await turnMailsDue([created.gameId]);
    // Bo places first: the turn mail comes straight, no "Is this your address?".
    expect((await onlyMailTo(guest, after)).subject).toBe("Your turn: Coffee Rush with Ana");
  });

  it("is not proven by a mail's link given with another address, nor by a made-up one", async () => {
    useClock(futureAt(12));
    const created = await createSlowGame({ edition: "classic", players: 2, startingPlayer: 0 });
    const guest = address("invited-elsewhere");
    const other = address("someone-else");
    const before = await lastMailId();
    expect((await api(`/api/games/${created.gameId}/seats/1/invite`, { method: "POST", token: created.hostToken, json: { email: guest } })).status).toBe(202);
    const link = new URL((await onlyMailTo(guest, before)).links.find((url) => url.includes("#seat="))!);
    const fragment = new URLSearchParams(link.hash.slice(1));
    expect((await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[0].token, name: "Ana", email: other, mailLink: "x".repeat(43) } })).status).toBe(200);
    expect((await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: fragment.get("seat"), name: "Bo", email: other, mailLink: fragment.get("mail") } })).status).toBe(200);
    const confirmed = await env.DB.prepare("SELECT count(*) AS n FROM confirmed_addresses WHERE email IN (?, ?)").bind(other, guest).first("n");
    expect(confirmed).toBe(0);
  });

  it("a confirmation link that is no good confirms nothing", async () => {
    const response = await SELF.fetch(`${ORIGIN}/mail/confirm?t=${"x".repeat(43)}`, { method: "POST" });
    expect(response.status).toBe(400);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM confirmed_addresses WHERE email = ''").first("n")).toBe(0);
  });
});
