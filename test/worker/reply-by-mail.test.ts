import { SELF, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { squareColumn, squareRow } from "../../game/engine/index.js";
import type { TalkMessage } from "../../protocol/types.js";
import type { Env } from "../../worker/env.js";
import worker from "../../worker/index.js";
import { localMessage, quoted, replyMessage } from "../../worker/inbound/local-message.js";
import { commandOf, ownText } from "../../worker/inbound/reply-text.js";
import { api, settleRooms, snapshot } from "./helpers.js";
import { lastMailId, mailsTo, onlyMailTo, type ReceivedMail } from "./mailbox.js";
import { MINUTE, address, advance, futureAt, log, playOne, runAlarm, runScheduled, startSlowGame, useClock } from "./slow-helpers.js";

/**
 * Playing by mail (issue 53), through the Worker's email() handler as Email Routing calls it: the
 * turn mail's Reply-To and numbered moves, and what a reply does, read back from the game and the
 * local mailbox.
 */

afterEach(() => {
  vi.useRealTimers();
});

/** What Email Routing writes on top of a mail whose sender passed its domain's checks. */
const PASSED = (from: string) => `mx.cloudflare.net; dkim=pass header.d=${from.split("@")[1]}; spf=pass smtp.mailfrom=${from}; dmarc=pass header.from=${from.split("@")[1]}`;
const FAILED = (from: string) => `mx.cloudflare.net; dkim=none; spf=fail smtp.mailfrom=${from}; dmarc=fail header.from=${from.split("@")[1]}`;

let messages = 0;

/** Hands a raw message to the Worker's email() handler, as Email Routing does, and waits for what follows. */
async function deliver(raw: string | Uint8Array, envelope: { from: string; to: string }) {
  const message = localMessage(raw, envelope);
  const ctx = createExecutionContext();
  await (worker as ExportedHandler<Env>).email!(message, env, ctx);
  await waitOnExecutionContext(ctx);
  await settleRooms();
  return message;
}

/** A reply to a mail from `from` (the player by default), its own text above the quoted mail. */
function reply(mail: ReceivedMail, text: string, extra: { from?: string; auth?: string; messageId?: string; headers?: string[] } = {}) {
  const from = extra.from ?? mail.to;
  const raw = replyMessage({
    from,
    to: mail.header("reply-to")!,
    subject: `Re: ${mail.subject}`,
    text,
    inReplyTo: mail.parsed.messageId ?? null,
    messageId: extra.messageId ?? `reply-${++messages}-${Math.random().toString(36).slice(2)}@example.com`,
    authenticationResults: extra.auth ?? PASSED(from),
  });
  const withHeaders = extra.headers?.length ? `${extra.headers.join("\r\n")}\r\n${raw}` : raw;
  return { raw: withHeaders, envelope: { from, to: mail.header("reply-to")! } };
}

async function send(mail: ReceivedMail, text: string, extra: Parameters<typeof reply>[2] = {}) {
  const { raw, envelope } = reply(mail, text, extra);
  return deliver(raw, envelope);
}

/** Ana and Bo; the game waits on Bo, whose turn mail has gone out. */
async function boHasMail(allowSuggestions = true) {
  useClock(futureAt(12));
  const ana = address("ana");
  const bo = address("bo");
  const game = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0, allowSuggestions }, [
    { name: "Ana", email: ana },
    { name: "Bo", email: bo },
  ]);
  const before = await lastMailId();
  advance(6 * MINUTE);
  await runAlarm(game.gameId);
  const mail = await onlyMailTo(bo, before);
  return { ...game, ana, bo, mail };
}

async function talk(gameId: string, token: string): Promise<TalkMessage[]> {
  return ((await (await api(`/api/games/${gameId}/talk`, { token })).json()) as { messages: TalkMessage[] }).messages;
}

describe("the turn mail", () => {
  it("has a Reply-To of its own on the reply address, numbered good moves and the commands at its foot", async () => {
    const { mail, gameId, tokens } = await boHasMail();
    const replyTo = mail.header("reply-to")!;
    expect(replyTo).toMatch(/^noreply\+[a-z2-7]{27}\.[a-z2-7]{24}@coffee-rush\.localhost$/);
    // The secret is not the seat's link: it opens nothing on the web.
    const secret = replyTo.split(".")[1].split("@")[0];
    expect(mail.text).not.toContain(secret);
    expect((await snapshot(gameId, secret)).you).toBeNull();
    expect(tokens[1]).not.toContain(secret);
    expect(mail.text).toMatch(/^- 1 — meeple on row \d, column \d, \w+ into cup \d$/m);
    expect(mail.text).toMatch(/^- 2 — /m);
    expect(mail.text).toContain('"resign" resigns');
    expect(mail.html).toContain("1 — meeple on row");
  });

  it("offers no moves where the host did not allow suggested moves: a number is refused, the commands still work", async () => {
    const { mail, gameId, bo } = await boHasMail(false);
    expect(mail.header("reply-to")).toBeDefined();
    expect(mail.text).not.toMatch(/^- 1 — /m);
    expect(mail.text).toContain('"resign" resigns');
    const version = (await snapshot(gameId)).version;
    const before = await lastMailId();
    await send(mail, "1");
    expect((await snapshot(gameId)).version).toBe(version);
    expect((await onlyMailTo(bo, before)).text).toContain("That mail offered no move with this number.");
  });

  it("speaks the reader's language, moves and commands alike", async () => {
    useClock(futureAt(12));
    const bo = address("bo");
    const game = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0, allowSuggestions: true }, [
      { name: "Ana", email: address("ana") },
      { name: "Bo", email: bo, language: "ko" },
    ]);
    const before = await lastMailId();
    advance(6 * MINUTE);
    await runAlarm(game.gameId);
    const mail = await onlyMailTo(bo, before);
    expect(mail.text).toMatch(/^- 1 — 미플을 \d행 \d열에/m);
    expect(mail.text).toContain('"기권"은 기권');
  });
});

describe("plan by mail", () => {
  it("\"plan\" while Ana plays mails Bo moves for his next turn; a number there leaves it as his plan, played when his turn comes", async () => {
    const game = await boHasMail();
    const { mail, gameId, tokens, bo } = game;
    expect(mail.text).toContain('"plan" mails you moves to plan for your next turn while others play');
    // On his own turn there is nothing to plan: the turn mail's moves are this turn's.
    let before = await lastMailId();
    await send(mail, "plan");
    expect((await onlyMailTo(bo, before)).text).toContain("It is your turn now: answer your turn mail with a move's number to play it.");
    await send(mail, "1");
    // Ana's turn: his French "prévoir" (any language is understood) asks for his next turn's moves.
    before = await lastMailId();
    await send(mail, "Prévoir");
    const plans = await onlyMailTo(bo, before);
    expect(plans.subject).toBe("Moves to plan for your next turn (Coffee Rush with Ana)");
    expect(plans.text).toContain("Answer this mail with a move's number to leave it as your plan");
    expect(plans.text).toMatch(/^- 1 — /m);
    expect(plans.text).toContain("Reply to this mail to plan: a move's number leaves it as your plan for your next turn");
    expect(plans.header("reply-to")).toMatch(/^noreply\+/);
    await send(plans, "1");
    const own = await snapshot(gameId, tokens[1]);
    expect(own.plan?.mode).toBe("same");
    expect(await mailsTo(bo, plans.id)).toEqual([]);
    // Ana moves: his plan is played at once (it still collects the same), and the log says so.
    await playOne(game, "ana");
    const last = (await log(gameId)).at(-1)!;
    expect(last.action.player).toBe(1);
    expect(last.by).toBe("plan");
  });

  it("\"계획 2\" answering a turn mail while its turn lasts plays move 2 as a plan left on one's own turn does", async () => {
    const { mail, gameId } = await boHasMail();
    const version = (await snapshot(gameId)).version;
    await send(mail, "계획 2");
    expect((await snapshot(gameId)).version).toBe(version + 1);
    expect((await log(gameId)).at(-1)!.by).toBe("plan");
  });
});

describe("a mail about several games", () => {
  it("has no Reply-To, names each game's own reply address and moves, and a reply there plays in that game", async () => {
    useClock(futureAt(12));
    const carla = address("carla");
    const players = (name: string) => [{ name, email: address(name) }, { name: "Carla", email: carla }];
    const first = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0, allowSuggestions: true }, players("Dan"));
    advance(6 * MINUTE);
    await runAlarm(first.gameId);
    const before = await lastMailId();
    advance(MINUTE);
    const second = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0, allowSuggestions: true }, players("Eve"));
    const third = await startSlowGame({ edition: "winter", players: 2, startingPlayer: 0, allowSuggestions: true }, players("Finn"));
    advance(6 * MINUTE);
    await runAlarm(second.gameId);
    await runAlarm(third.gameId);
    await runScheduled();
    // After a turns mail the next waits a while: both games' notices go out together.
    advance(10 * MINUTE);
    await runScheduled();
    await runAlarm(second.gameId);
    await runAlarm(third.gameId);
    const digest = await onlyMailTo(carla, before);
    expect(digest.subject).toBe("Your turn in 2 games of Coffee Rush");
    expect(digest.header("reply-to")).toBeUndefined();
    const addresses = [...digest.text.matchAll(/write to (noreply\+[a-z2-7.]+@coffee-rush\.localhost): 1 — /g)].map((match) => match[1]);
    expect(addresses).toHaveLength(2);
    const eve = digest.text.split("\n").find((line) => line.includes("Coffee Rush with Eve"))!;
    const to = addresses.find((one) => eve.includes(one))!;
    const version = (await snapshot(second.gameId)).version;
    const raw = replyMessage({ from: carla, to, subject: "Re", text: "1", inReplyTo: null, messageId: `digest-${Date.now()}@example.com`, authenticationResults: PASSED(carla) });
    await deliver(raw, { from: carla, to });
    expect((await snapshot(second.gameId)).version).toBe(version + 1);
    expect((await log(third.gameId)).filter((entry) => entry.action.player === 1)).toEqual([]);
  });
});

describe("a reply", () => {
  it("plays move 2 of the mail it answers", async () => {
    const { mail, gameId, tokens } = await boHasMail();
    const [, row, column] = /^- 2 — meeple on row (\d), column (\d)/m.exec(mail.text)!;
    const version = (await snapshot(gameId)).version;
    const message = await send(mail, "2");
    expect(message.rejected).toBeNull();
    const played = (await log(gameId)).at(-1)!;
    expect(played.action.player).toBe(1);
    expect(played.action.type).toBe("place");
    expect(played.by).toBe("suggestion");
    const square = (played.action as { square: number }).square;
    expect([squareRow(square) + 1, squareColumn(square) + 1]).toEqual([Number(row), Number(column)]);
    expect((await snapshot(gameId, tokens[1])).version).toBeGreaterThan(version);
  });

  it("answering an older mail is refused, and answered once with the current turn and a link", async () => {
    const { mail, gameId, bo } = await boHasMail();
    await send(mail, "1");
    const version = (await snapshot(gameId)).version;
    const before = await lastMailId();
    const stale = reply(mail, "2");
    await deliver(stale.raw, stale.envelope);
    await deliver(stale.raw, stale.envelope);
    expect((await snapshot(gameId)).version).toBe(version);
    const answer = await onlyMailTo(bo, before);
    expect(answer.subject).toBe("Your reply was not played (Coffee Rush with Ana)");
    expect(answer.text).toContain("the game has moved on since");
    expect(answer.text).toContain("The game is waiting for Ana.");
    expect(answer.links.some((link) => link.includes(`/g/${gameId}#seat=`))).toBe(true);
  });

  it("says its text at the table without what it quotes: Gmail, Outlook and Apple Mail shapes", async () => {
    const { mail, gameId, tokens } = await boHasMail();
    const original = mail.text;
    const gmail = `See you tomorrow!\n\nOn Sat, Nov 28, 2026 at 10:00 AM Coffee Rush <${mail.header("reply-to")}>\nwrote:\n\n${original.split("\n").map((line) => `> ${line}`).join("\n")}`;
    const outlook = `Nice opening\r\n\r\n________________________________\r\nFrom: Coffee Rush <noreply@coffee-rush.localhost>\r\nSent: Saturday, November 28, 2026 10:00 AM\r\nTo: ${mail.to}\r\nSubject: ${mail.subject}\r\n\r\n${original}`;
    const apple = `Good luck, Ana\n\nSent from my iPhone\n\n${quoted(original, "Coffee Rush <noreply@coffee-rush.localhost>", new Date())}`;
    for (const text of [gmail, outlook, apple]) await send(mail, text);
    const said = (await talk(gameId, tokens[0])).filter((message) => message.seat === 1).map((message) => message.text);
    expect(said).toEqual(["See you tomorrow!", "Nice opening", "Good luck, Ana"]);
  });

  it("in Korean, \"기권\" resigns", async () => {
    const { mail, gameId } = await boHasMail();
    await send(mail, "기권\n\n2026년 11월 28일 (토) 오전 10:00, Coffee Rush <noreply@coffee-rush.localhost>님이 작성:\n> ...");
    expect((await snapshot(gameId)).seats[1].resigned).toBe(true);
  });

  it("from a forged or another sender does nothing; the seat's owner hears why, once a day", async () => {
    const { mail, gameId, tokens, bo } = await boHasMail();
    const version = (await snapshot(gameId)).version;
    const before = await lastMailId();
    await send(mail, "1", { auth: FAILED(bo) });
    await send(mail, "resign", { auth: FAILED(bo) });
    await send(mail, "Hi from Eve", { from: "eve@example.org" });
    expect((await snapshot(gameId)).version).toBe(version);
    expect((await snapshot(gameId)).seats[1].resigned).toBeFalsy();
    expect(await talk(gameId, tokens[0])).toEqual([]);
    expect(await mailsTo("eve@example.org", before)).toEqual([]);
    const why = await onlyMailTo(bo, before);
    expect(why.text).toContain("only the address this seat's mails go to can play it by mail");
  });

  it("a forged copy that arrives first does not use up the genuine reply's Message-ID", async () => {
    const { mail, gameId, tokens, bo } = await boHasMail();
    const messageId = `genuine-${Date.now()}@example.com`;
    await send(mail, "Forged words", { auth: FAILED(bo), messageId });
    await send(mail, "Genuine words", { messageId });
    expect((await talk(gameId, tokens[0])).map((message) => message.text)).toEqual(["Genuine words"]);
  });

  it("an auto-reply or a bounce does nothing and gets no answer", async () => {
    const { mail, gameId, tokens, bo } = await boHasMail();
    const before = await lastMailId();
    await send(mail, "I am away until Monday.", { headers: ["Auto-Submitted: auto-replied"] });
    await send(mail, "Out of office", { headers: ["Precedence: auto_reply"] });
    const bounce = reply(mail, "Delivery failed");
    await deliver(bounce.raw, { ...bounce.envelope, from: "" });
    expect(await talk(gameId, tokens[0])).toEqual([]);
    expect(await mailsTo(bo, before)).toEqual([]);
  });

  it("delivered twice acts once", async () => {
    const { mail, gameId, tokens } = await boHasMail();
    const twice = reply(mail, "Hello twice");
    await deliver(twice.raw, twice.envelope);
    await deliver(twice.raw, twice.envelope);
    expect((await talk(gameId, tokens[0])).map((message) => message.text)).toEqual(["Hello twice"]);
  });

  it("to an address that is no reply address is rejected at the door", async () => {
    const message = await deliver("From: a@example.com\r\nSubject: hi\r\n\r\nhello\r\n", { from: "a@example.com", to: "noreply@coffee-rush.localhost" });
    expect(message.rejected).toMatch(/replies to Coffee Rush mails only/);
  });
});

describe("what a reply's text is", () => {
  it("reads the short commands in all four languages, a move's number, and talk", () => {
    expect(["resign", "기권", "Abandonner.", "me rindo"].map((text) => commandOf(text).kind)).toEqual(["resign", "resign", "resign", "resign"]);
    expect(["yes", "예", "Sí", "oui!"].map((text) => commandOf(text).kind)).toEqual(["agree", "agree", "agree", "agree"]);
    expect(["no", "아니요", "Non"].map((text) => commandOf(text).kind)).toEqual(["decline", "decline", "decline"]);
    expect(["plan", "계획", "planear", "Prévoir."].map((text) => commandOf(text))).toEqual([0, 1, 2, 3].map(() => ({ kind: "plan", choice: null })));
    expect(["plan 2", "계획 #1", "plan 3.", "prévoir 2"].map((text) => commandOf(text))).toEqual([2, 1, 3, 2].map((choice) => ({ kind: "plan", choice })));
    expect(commandOf("I plan 2 moves ahead")).toEqual({ kind: "talk", text: "I plan 2 moves ahead" });
    expect(["2", "#3", "1.", " 2) "].map((text) => commandOf(text))).toEqual([2, 3, 1, 2].map((choice) => ({ kind: "play", choice })));
    expect(commandOf("I resign myself to waiting")).toEqual({ kind: "talk", text: "I resign myself to waiting" });
    expect(commandOf("x".repeat(600))).toEqual({ kind: "talk", text: "x".repeat(500) });
  });

  it("keeps a reply's own lines above Outlook's original-message rule and a French or Spanish attribution", () => {
    expect(ownText("Merci\n\nLe sam. 28 nov. 2026 à 10:00, Coffee Rush <noreply@coffee-rush.localhost> a\nécrit :\n> Votre tour")).toBe("Merci");
    expect(ownText("Gracias\n\nEl sáb, 28 nov 2026 a las 10:00, Coffee Rush escribió:\n> Tu turno")).toBe("Gracias");
    expect(ownText("Thanks\n-----Original Message-----\nFrom: Coffee Rush")).toBe("Thanks");
    expect(ownText("Line one\nLine two\n-- \nBo")).toBe("Line one\nLine two");
  });
});

describe("a whole game by mail", () => {
  it("Bo plays every one of his turns by answering his turn mail with a move's number; Ana plays on the page", { timeout: 120_000 }, async () => {
    useClock(futureAt(12));
    const bo = address("bo");
    const game = await startSlowGame({ edition: "classic", players: 2, startingPlayer: 0, allowSuggestions: true }, [
      { name: "Ana", email: address("ana") },
      { name: "Bo", email: bo },
    ]);
    let seen = await lastMailId();
    let byMail = 0;
    for (let step = 0; step < 200; step++) {
      const now = await snapshot(game.gameId);
      if (now.status === "ended") break;
      if (now.view.toAct[0] === 0) {
        await playOne(game, "ana");
        continue;
      }
      // Bo's turn mail comes a few minutes after his turn begins (turns mails at least 15 minutes apart).
      let mail: ReceivedMail | undefined;
      for (let wait = 0; wait < 4 && !mail; wait++) {
        advance(8 * MINUTE);
        await runAlarm(game.gameId);
        await runScheduled();
        mail = (await mailsTo(bo, seen)).find((one) => one.header("reply-to"));
      }
      expect(mail, `Bo's turn mail at version ${now.version}`).toBeDefined();
      seen = mail!.id;
      await send(mail!, "1");
      expect((await snapshot(game.gameId)).version, "the reply played a move").toBeGreaterThan(now.version);
      byMail++;
    }
    const end = await snapshot(game.gameId);
    expect(end.status).toBe("ended");
    const bos = (await log(game.gameId)).filter((entry) => entry.action.player === 1);
    expect(bos.length).toBe(byMail);
    // Each was the bots' suggestion, taken unchanged: the log says so, as for the page's "Suggest a move".
    expect(bos.every((entry) => entry.by === "suggestion")).toBe(true);
    expect(new Set(bos.map((entry) => entry.action.type))).toEqual(new Set(["place", "turn"]));
  });
});

describe("the local mailbox's Reply form", () => {
  it("sends a reply through the same email() path: move 1 is played, and the list says so", async () => {
    const { mail, gameId } = await boHasMail();
    const local = "http://localhost:8787/dev/mail";
    const shown = await (await SELF.fetch(`${local}/${mail.id}`)).text();
    expect(shown).toContain(`<form method="post" action="/dev/mail/${mail.id}/reply">`);
    const version = (await snapshot(gameId)).version;
    const sent = await SELF.fetch(`${local}/${mail.id}/reply`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:8787" },
      body: new URLSearchParams({ text: "1" }),
      redirect: "manual",
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe("/dev/mail?replied=acted");
    await settleRooms();
    expect((await snapshot(gameId)).version).toBe(version + 1);
    expect((await log(gameId)).at(-1)!.action.player).toBe(1);
    const list = await (await SELF.fetch(`${local}?replied=acted`)).text();
    expect(list).toContain("Your reply was acted on");
    expect(list).toContain("Turn mails go out\n5 minutes after the turn passes");
  });
});

describe("bad mail", () => {
  it("never crashes the handler: no text part, 10 MB, odd encodings, HTML only", async () => {
    const { mail, gameId, tokens, bo } = await boHasMail();
    const to = mail.header("reply-to")!;
    const head = (extra: string) =>
      `Authentication-Results: ${PASSED(bo)}\r\nFrom: ${bo}\r\nTo: ${to}\r\nSubject: Re\r\nMessage-ID: <bad-${++messages}@example.com>\r\nMIME-Version: 1.0\r\n${extra}`;
    const bad = [
      head(`Content-Type: multipart/mixed; boundary="b"\r\n\r\n--b\r\nContent-Type: application/octet-stream\r\nContent-Transfer-Encoding: base64\r\n\r\nAAECAw==\r\n--b--\r\n`),
      head(`Content-Type: text/plain; charset=utf-8\r\n\r\n${"x".repeat(10 * 1024 * 1024)}\r\n`),
      head(`Content-Type: text/plain; charset=x-unheard-of\r\nContent-Transfer-Encoding: base64\r\n\r\n%%%not base64%%%\r\n`),
      head(`Content-Type: text/plain; charset=iso-2022-jp\r\nContent-Transfer-Encoding: 7bit\r\n\r\n\x1b$B$3$s$K$A$O\x1b(B\r\n`),
      head(`Content-Type: multipart/alternative; boundary="unclosed"\r\n\r\n--unclosed\r\nContent-Type: text/plain\r\n`),
      "\x00\x01\x02 not a mail at all",
    ];
    for (const raw of bad) await deliver(raw, { from: bo, to });
    const html = head(
      `Content-Type: text/html; charset=utf-8\r\n\r\n<div dir="ltr">Only <b>HTML</b> here</div><br><div class="gmail_quote"><div>On Sat, Coffee Rush wrote:</div><blockquote>Your turn</blockquote></div>\r\n`,
    );
    await deliver(html, { from: bo, to });
    const said = (await talk(gameId, tokens[0])).map((message) => message.text);
    expect(said).toContain("Only HTML here");
    expect(said.every((text) => text === null || !text.includes("Your turn"))).toBe(true);
  });
});
