import { SELF, env, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { confirmAddress } from "../../worker/outbox/address-owner.js";
import { ORIGIN, act, api, snapshot, socketHeaders } from "./helpers.js";
import { lastMailId, mailsTo, onlyMailTo, seatTokenIn, type ReceivedMail } from "./mailbox.js";
import {
  HOUR,
  MINUTE,
  address,
  advance,
  createSlowGame,
  futureAt,
  playOne,
  runAlarm,
  runScheduled,
  startSlowGame,
  stub,
  useClock,
  type SlowGame,
} from "./slow-helpers.js";
import { vi } from "vitest";

/**
 * Mail end to end inside workerd: what the games send, read back from the local mailbox and
 * parsed with a real MIME parser; alarms run with runDurableObjectAlarm and the clock moved by
 * the test.
 */

afterEach(() => {
  vi.useRealTimers();
});

async function settingsRow(email: string) {
  return env.DB.prepare("SELECT mail, timezone FROM mail_settings WHERE email = ?").bind(email).first<{ mail: string; timezone: string | null }>();
}

/** Ana (seat 0) and Bo (seat 1), classic, seat 0 starts: Bo places first. */
async function anaAndBo(extra: { timezone?: string } = {}): Promise<SlowGame & { ana: string; bo: string }> {
  const ana = address("ana");
  const bo = address("bo");
  const game = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0 }, [
    { name: "Ana", email: ana, ...extra },
    { name: "Bo", email: bo, ...extra },
  ]);
  return { ...game, ana, bo };
}

function expectWellFormed(mail: ReceivedMail, to: string): void {
  expect(mail.parsed.from).toEqual({ address: "noreply@coffee-rush.localhost", name: "Coffee Rush" });
  expect(mail.parsed.to).toEqual([{ address: to, name: "" }]);
  expect(mail.parsed.messageId).toMatch(/^<.+@.+>$/);
  expect(mail.parsed.date).toBeTruthy();
  expect(mail.header("mime-version")).toBe("1.0");
  expect(mail.header("content-type")).toMatch(/^multipart\/alternative;/);
  expect(mail.text.length).toBeGreaterThan(20);
  expect(mail.html).toMatch(/^<!doctype html>/);
  // One-click unsubscribe (RFC 8058): an https link, and the POST it takes.
  expect(mail.header("list-unsubscribe")).toMatch(new RegExp(`^<${ORIGIN}/mail/unsubscribe\\?t=[A-Za-z0-9_-]{40,}>$`));
  expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
}

function unsubscribeUrl(mail: ReceivedMail): string {
  return mail.header("list-unsubscribe")!.slice(1, -1);
}

describe("your turn", () => {
  it("mails the player a few minutes after the turn passes: both parts, headers, a sentence and a link into the seat", async () => {
    useClock(futureAt(12));
    const game = await anaAndBo();
    const before = await lastMailId();
    // The game started and waits on Bo, but the mail waits a few minutes.
    advance(4 * MINUTE);
    await runAlarm(game.gameId);
    expect(await mailsTo(game.bo, before)).toEqual([]);
    advance(2 * MINUTE);
    await runAlarm(game.gameId);
    const mail = await onlyMailTo(game.bo, before);
    expectWellFormed(mail, game.bo);
    expect(mail.subject).toBe("Your turn: Coffee Rush with Ana");
    expect(mail.text).toContain("The game has started; place your meeple.");
    expect(mail.html).toContain("The game has started; place your meeple.");

    // The link opens Bo's seat; his own link still works too.
    const token = seatTokenIn(mail, game.gameId);
    expect(token).not.toBe(game.tokens[1]);
    expect(mail.html).toContain(`href="${ORIGIN}/g/${game.gameId}#seat=${token}"`);
    expect((await snapshot(game.gameId, token)).you).toBe(1);
    expect((await snapshot(game.gameId, game.tokens[1])).you).toBe(1);
    // The settings and unsubscribe links answer without signing in.
    expect((await SELF.fetch(unsubscribeUrl(mail))).status).toBe(200);
    const settings = mail.links.find((link) => link.includes("/mail/settings?t="));
    expect((await SELF.fetch(settings!)).status).toBe(200);
    // A newcomer finds the rules of a turn from the footer.
    expect(mail.text).toContain(`New to Coffee Rush? The rules: ${ORIGIN}/rules#turn`);
    expect(mail.html).toContain(`href="${ORIGIN}/rules#turn"`);
    expect(await mailsTo(game.ana, before)).toEqual([]);
  });

  it("says what changed since the player's last move", async () => {
    useClock(futureAt(12));
    const game = await anaAndBo();
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    const before = await lastMailId();
    await playOne(game); // Bo places
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    const mail = await onlyMailTo(game.ana, before);
    expect(mail.text).toContain("Bo placed a meeple; place your meeple.");
  });

  it("sends exactly one mail per turn change when alarms, jobs and requests are retried", async () => {
    useClock(futureAt(12));
    const game = await anaAndBo();
    const before = await lastMailId();
    const snap = await snapshot(game.gameId);
    const move = { type: "place" as const, square: 5, cup: 0 };
    expect((await act(game.gameId, game.tokens[1], snap.version, move, "bo-first-move")).status).toBe(200);
    // The same request again is refused, not applied twice.
    expect((await act(game.gameId, game.tokens[1], snap.version, move, "bo-first-move")).status).toBe(409);
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    await runAlarm(game.gameId);
    await runInDurableObject(stub(game.gameId), (instance) => (instance as unknown as { alarm(): Promise<void> }).alarm());
    await runScheduled();
    await runScheduled();
    expect(await mailsTo(game.ana, before)).toHaveLength(1);
    // Bo's turn mail (from the start of the game) was cancelled by his move: none for him.
    expect(await mailsTo(game.bo, before)).toHaveLength(0);

    // The next change of turn: one more, to Bo.
    advance(20 * MINUTE);
    await playOne(game);
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    await runScheduled();
    await runAlarm(game.gameId);
    expect(await mailsTo(game.bo, before)).toHaveLength(1);
    expect(await mailsTo(game.ana, before)).toHaveLength(1);
    const keys = await env.DB.prepare("SELECT key FROM mail_outbox WHERE game_id = ? AND kind = 'turn' ORDER BY key").bind(game.gameId).all();
    expect(keys.results.map((row) => row.key)).toHaveLength(2);
  });

  it("skips the mail while the player watches the game live, and sends it once they leave", async () => {
    useClock(futureAt(12));
    const game = await anaAndBo();
    const before = await lastMailId();
    const response = await SELF.fetch(`${ORIGIN}/api/games/${game.gameId}/ws`, { headers: socketHeaders(game.tokens[1]) });
    const socket = response.webSocket!;
    socket.accept();
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    await runScheduled();
    expect(await mailsTo(game.bo, before)).toEqual([]);

    socket.close(1000, "bye");
    // Closing the game brings the mail back, after the same short delay.
    await vi.waitFor(async () => {
      const due = await runInDurableObject(stub(game.gameId), (instance) =>
        (instance as unknown as { core: { due: { get(key: string): unknown } } }).core.due.get("turn-mail:1"),
      );
      expect(due).toBeTruthy();
    });
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    expect(await mailsTo(game.bo, before)).toHaveLength(1);
  });

  it("puts several games waiting on a player into one mail", async () => {
    useClock(futureAt(12));
    const carla = address("carla");
    const before = await lastMailId();
    const players = (name: string) => [{ name, email: address(name) }, { name: "Carla", email: carla }];
    const first = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0 }, players("Dan"));
    advance(6 * MINUTE);
    await runAlarm(first.gameId);
    expect((await onlyMailTo(carla, before)).subject).toBe("Your turn: Coffee Rush with Dan");

    // Two more games start waiting on Carla within the next minutes: their mails wait for each other.
    advance(MINUTE);
    const second = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0 }, players("Eve"));
    const third = await startSlowGame({ edition: "winter", players: 2, startingPlayer: 0 }, players("Finn"));
    advance(6 * MINUTE);
    await runAlarm(second.gameId);
    await runAlarm(third.gameId);
    await runScheduled();
    expect(await mailsTo(carla, before)).toHaveLength(1);

    advance(10 * MINUTE);
    await runScheduled();
    await runAlarm(second.gameId);
    await runAlarm(third.gameId);
    const mails = await mailsTo(carla, before);
    expect(mails).toHaveLength(2);
    const digest = mails[1];
    expectWellFormed(digest, carla);
    expect(digest.subject).toBe("Your turn in 2 games of Coffee Rush");
    expect(digest.text).toContain("Coffee Rush with Eve");
    expect(digest.text).toContain("Coffee Rush with Finn");
    expect((await snapshot(second.gameId, seatTokenIn(digest, second.gameId))).you).toBe(1);
    expect((await snapshot(third.gameId, seatTokenIn(digest, third.gameId))).you).toBe(1);
    expect(digest.html).toContain(`/g/${second.gameId}#seat=`);
  });
});

describe("when D1 is down", () => {
  it("the game keeps its mail and hands it on once D1 answers again: never lost, sent once", async () => {
    useClock(futureAt(12));
    const game = await anaAndBo();
    const before = await lastMailId();
    advance(6 * MINUTE);
    const down = new Proxy({}, { get: () => () => { throw new Error("D1 is down"); } }) as D1Database;
    const waiting = await runInDurableObject(stub(game.gameId), async (instance) => {
      // The room's mail hand-off is what talks to D1's outbox.
      const room = instance as unknown as { core: { mail: { env: typeof env }; outbox: { size(): number }; settled(): Promise<void> }; alarm(): Promise<void> };
      const real = room.core.mail.env;
      room.core.mail.env = { ...real, DB: down };
      try {
        await room.alarm();
        await room.core.settled();
      } finally {
        room.core.mail.env = real;
      }
      return room.core.outbox.size();
    });
    expect(waiting).toBe(1);
    expect(await mailsTo(game.bo, before)).toEqual([]);
    const due = await runInDurableObject(stub(game.gameId), (instance) =>
      (instance as unknown as { core: { due: { get(key: string): { at: number } | null } } }).core.due.get("outbox"),
    );
    expect(due?.at).toBeGreaterThan(Date.now());

    advance(2 * MINUTE);
    await runAlarm(game.gameId);
    await runAlarm(game.gameId);
    await runScheduled();
    expect(await mailsTo(game.bo, before)).toHaveLength(1);
  });
});

describe("quiet hours", () => {
  it("holds mail during the night in the player's timezone and sends it in the morning", async () => {
    // 22:30 in Tokyo (UTC+9).
    useClock(futureAt(13, 30));
    const game = await anaAndBo({ timezone: "Asia/Tokyo" });
    expect(await settingsRow(game.bo)).toEqual({ mail: "all", timezone: "Asia/Tokyo" });
    const before = await lastMailId();
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    await runScheduled();
    expect(await mailsTo(game.bo, before)).toEqual([]);

    // 07:59 Tokyo: still quiet.
    advance(9 * HOUR + 23 * MINUTE);
    await runScheduled();
    await runAlarm(game.gameId);
    expect(await mailsTo(game.bo, before)).toEqual([]);
    // 08:01: the game's own alarm sends it (a local `npm start` has no Cron Trigger).
    advance(2 * MINUTE);
    await runAlarm(game.gameId);
    await runScheduled();
    const mail = await onlyMailTo(game.bo, before);
    expect(mail.subject).toBe("Your turn: Coffee Rush with Ana");
  });

  it("holds a game's other mails too, and the game's own alarm sends them in the morning", async () => {
    useClock(futureAt(14)); // 23:00 in Tokyo
    const created = await createSlowGame({ edition: "classic", players: 2 });
    const guest = address("guest");
    await env.DB.prepare("INSERT INTO mail_settings (email, mail, timezone, updated_at) VALUES (?, 'all', 'Asia/Tokyo', 0)").bind(guest).run();
    const before = await lastMailId();
    const invited = await api(`/api/games/${created.gameId}/seats/1/invite`, { method: "POST", token: created.hostToken, json: { email: guest } });
    expect(invited.status).toBe(202);
    expect(await mailsTo(guest, before)).toEqual([]);
    advance(8 * HOUR + 30 * MINUTE); // 07:30
    await runAlarm(created.gameId);
    expect(await mailsTo(guest, before)).toEqual([]);
    advance(31 * MINUTE); // 08:01
    await runAlarm(created.gameId);
    await runAlarm(created.gameId);
    expect((await onlyMailTo(guest, before)).subject).toBe("A friend invited you to play Coffee Rush");
  });

  it("never holds a sign-in link", async () => {
    useClock(futureAt(13, 30));
    const email = address("night-owl");
    await api("/api/me", {}); // nothing: just to be sure the worker is up
    await env.DB.prepare("INSERT INTO mail_settings (email, mail, timezone, updated_at) VALUES (?, 'none', 'Asia/Tokyo', 0)").bind(email).run();
    const before = await lastMailId();
    const response = await api("/api/auth/sign-in", { method: "POST", json: { email }, headers: { "cf-connecting-ip": "192.0.2.250" } });
    expect(response.status).toBe(202);
    expect((await onlyMailTo(email, before)).subject).toBe("Your Coffee Rush sign-in link");
  });
});

describe("unsubscribing", () => {
  it("works with one click from the List-Unsubscribe header, without signing in, and stops the mails", async () => {
    useClock(futureAt(12));
    const game = await anaAndBo();
    const before = await lastMailId();
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    const mail = await onlyMailTo(game.bo, before);
    const url = unsubscribeUrl(mail);

    // A mail scanner's GET changes nothing: the page asks.
    const page = await SELF.fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<form method=\"post\"");
    expect(await settingsRow(game.bo)).toBeNull();

    // What a mail app sends for one-click unsubscribe: no cookie, no origin of ours.
    const done = await SELF.fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);
    expect(await settingsRow(game.bo)).toMatchObject({ mail: "none" });

    // Bo moves, Ana moves: it's Bo's turn again, and no mail comes. Ana still gets hers.
    await playOne(game);
    advance(20 * MINUTE);
    await runAlarm(game.gameId);
    await playOne(game);
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    await runScheduled();
    expect(await mailsTo(game.bo, before)).toHaveLength(1);
    expect(await mailsTo(game.ana, before)).toHaveLength(1);
    const skipped = await env.DB.prepare("SELECT status FROM mail_outbox WHERE to_email = ? AND kind = 'turn' ORDER BY created_at DESC")
      .bind(game.bo)
      .first<{ status: string }>();
    expect(skipped?.status).toBe("skipped");
  });

  it("refuses a made-up link with a page, not an error", async () => {
    for (const method of ["GET", "POST"]) {
      const response = await SELF.fetch(`${ORIGIN}/mail/unsubscribe?t=not-a-real-token-not-a-real-token`, { method });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("not valid");
    }
    expect((await SELF.fetch(`${ORIGIN}/mail/unsubscribe`)).status).toBe(400);
  });

  it("the settings page from a mail's link chooses my turn only and a timezone", async () => {
    useClock(futureAt(12));
    const game = await anaAndBo();
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    const [mail] = await mailsTo(game.bo);
    const link = mail.links.find((l) => l.includes("/mail/settings?t="))!;
    const token = new URL(link).searchParams.get("t")!;
    const page = await (await SELF.fetch(link)).text();
    expect(page).toContain(game.bo);
    expect(page).toContain('name="mail" value="turns"');

    const post = (form: Record<string, string>, headers: Record<string, string> = { "sec-fetch-site": "same-origin" }) =>
      SELF.fetch(`${ORIGIN}/mail/settings`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(form),
      });
    const saved = await post({ t: token, mail: "turns", timezone: "Europe/Lisbon" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Saved.");
    expect(await settingsRow(game.bo)).toEqual({ mail: "turns", timezone: "Europe/Lisbon" });

    expect((await post({ t: token, mail: "turns", timezone: "Mars/Olympus" })).status).toBe(400);
    expect((await post({ t: token, mail: "sometimes" })).status).toBe(400);
    expect((await post({ t: "x".repeat(43), mail: "none" })).status).toBe(400);
    expect((await post({ t: token, mail: "none" }, { origin: "https://evil.example" })).status).toBe(403);
    expect(await settingsRow(game.bo)).toEqual({ mail: "turns", timezone: "Europe/Lisbon" });
  });
});

describe("invitations", () => {
  it("the host mails a seat's invitation; its link takes the seat, and later mails go to that address", async () => {
    useClock(futureAt(12));
    const created = await createSlowGame({ edition: "winter", players: 2, startingPlayer: 0, timePerMove: "2d" });
    const carla = address("carla");
    // Carla confirmed her address once, so game mails may go to it (outbox/address-owner.ts).
    await confirmAddress(env.DB, carla);
    const before = await lastMailId();
    const invite = (token: string | undefined, json: unknown, seat = 1) =>
      api(`/api/games/${created.gameId}/seats/${seat}/invite`, { method: "POST", token, json });

    expect((await invite(created.seats[0].token, { email: carla })).status).toBe(403);
    expect((await invite(undefined, { email: carla })).status).toBe(401);
    expect((await invite(created.hostToken, { email: "not an address" })).status).toBe(400);
    expect((await invite(created.hostToken, { email: carla }, 7)).status).toBe(400);
    const sent = await invite(created.hostToken, { email: carla, inviter: "Ana" });
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ seat: 1, email: carla });

    const mail = await onlyMailTo(carla, before);
    expectWellFormed(mail, carla);
    expect(mail.subject).toBe("Ana invited you to play Coffee Rush");
    expect(mail.text).toContain("Winter, 2 players, 2 days per move");
    const token = seatTokenIn(mail, created.gameId);
    expect(await snapshot(created.gameId, token)).toMatchObject({ you: null, invitedSeat: 1 });

    await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token: created.seats[0].token, name: "Ana" } });
    const joined = await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token, name: "Carla" } });
    expect(joined.status).toBe(200);
    expect((await invite(created.hostToken, { email: carla })).status).toBe(409);

    // Carla gave no address when joining: her turn mail goes to the one she was invited at.
    advance(6 * MINUTE);
    await runAlarm(created.gameId);
    const mails = await mailsTo(carla, before);
    expect(mails.map((m) => m.subject)).toEqual(["Ana invited you to play Coffee Rush", "Your turn: Coffee Rush with Ana"]);
    expect(mails[1].text).toMatch(/Your move is due /);
  });
});

describe("game over", () => {
  it("mails every player the results once", async () => {
    const game = await anaAndBo();
    const before = await lastMailId();
    let snap = await snapshot(game.gameId);
    for (let moves = 0; snap.status !== "ended" && moves < 400; moves++) snap = (await playOne(game, "to-the-end")).snapshot;
    expect(snap.status).toBe("ended");
    for (const [email, seat] of [[game.ana, 0], [game.bo, 1]] as const) {
      const mails = await vi.waitFor(async () => {
        const found = (await mailsTo(email, before)).filter((m) => m.subject.startsWith("Game over"));
        expect(found).toHaveLength(1);
        return found;
      });
      const [mail] = mails;
      expectWellFormed(mail, email);
      const mine = snap.view.ranking.find((entry) => entry.player === seat)!;
      expect(mail.text).toContain(`${mine.total} point`);
      expect(mail.text).toContain("(you)");
      expect(mail.html).toContain(`href="${ORIGIN}/rules#scoring"`);
      expect((await snapshot(game.gameId, seatTokenIn(mail, game.gameId))).you).toBe(seat);
    }
    await runAlarm(game.gameId);
    await runScheduled();
    expect((await mailsTo(game.ana, before)).filter((m) => m.subject.startsWith("Game over"))).toHaveLength(1);
  });
});

describe("the API document", () => {
  it("describes the new endpoints and shapes", async () => {
    const doc = (await (await api("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>>;
      components: { schemas: Record<string, unknown> };
    };
    for (const path of ["/api/games/{id}/vacation", "/api/games/{id}/seats/{seat}/bot", "/api/games/{id}/seats/{seat}/invite", "/api/me/settings", "/mail/unsubscribe"]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(Object.keys(doc.paths["/api/games/{id}/vacation"])).toEqual(["post", "delete"]);
    expect(doc.paths["/api/games"].post.requestBody!.content["application/json"].schema.properties).toHaveProperty("timePerMove");
    expect(doc.components.schemas).toHaveProperty("LoggedAction");
  });
});

describe("the local mailbox at /dev/mail", () => {
  it("lists and shows mails on a local address only", async () => {
    const email = address("dev");
    const before = await lastMailId();
    await api("/api/auth/sign-in", { method: "POST", json: { email }, headers: { "cf-connecting-ip": "192.0.2.251" } });
    const mail = await onlyMailTo(email, before);

    const list = await SELF.fetch("http://localhost:8787/dev/mail");
    expect(list.status).toBe(200);
    const listed = await list.text();
    expect(listed).toContain(email);
    expect(listed).toContain(`/dev/mail/${mail.id}`);
    // Its button runs the scheduled mail job: a post to the mailbox itself.
    expect(listed).toContain('<form method="post" action="/dev/mail">');
    const run = await SELF.fetch("http://localhost:8787/dev/mail", { method: "POST", headers: { Origin: "http://localhost:8787" }, redirect: "manual" });
    expect(run.status).toBe(303);
    expect(run.headers.get("Location")).toBe("/dev/mail");
    const shown = await SELF.fetch(`http://localhost:8787/dev/mail/${mail.id}`);
    expect(await shown.text()).toContain("Your Coffee Rush sign-in link");
    expect(await (await SELF.fetch(`http://localhost:8787/dev/mail/${mail.id}/raw`)).text()).toContain("MIME-Version: 1.0");
    expect(await (await SELF.fetch(`http://localhost:8787/dev/mail/${mail.id}/html`)).text()).toContain("<!doctype html>");
    expect((await SELF.fetch("http://localhost:8787/dev/mail/0")).status).toBe(400);
    expect((await SELF.fetch("http://localhost:8787/dev/mail/999999999")).status).toBe(404);

    // On the site's own address it does not exist: mails hold sign-in and seat links.
    const remote = await SELF.fetch(`${ORIGIN}/dev/mail`);
    expect(remote.status).toBe(404);
    expect(await remote.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});
