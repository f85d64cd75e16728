import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReadyCheck, SeatedResponse } from "../../protocol/lobby.js";
import { expectError } from "./accounts.js";
import { ORIGIN, api, snapshot } from "./helpers.js";
import { person, seatMe } from "./lobby-helpers.js";
import { mailsTo, seatTokenIn } from "./mailbox.js";
import { advance, runAlarm, useClock } from "./slow-helpers.js";

/** Find a table (issue 51): the ready check of a table of strangers is confirmed from its mail's (and push's) link, not only on the page. */

const choice = { edition: "classic", players: 2, pace: "14d" };

async function readyOf(gameId: string): Promise<ReadyCheck | null> {
  return (await (await api(`/api/games/${gameId}/ready`)).json<{ readyCheck: ReadyCheck | null }>()).readyCheck;
}

function confirm(gameId: string, token: string): Promise<Response> {
  return api(`/api/games/${gameId}/ready`, { method: "POST", token });
}

async function readyMail(email: string, gameId: string) {
  const mails = (await mailsTo(email)).filter((mail) => mail.key.startsWith(`ready:${gameId}:`));
  expect(mails, `ready mails to ${email}`).toHaveLength(1);
  return mails[0]!;
}

async function readyPushes(gameId: string): Promise<{ key: string; seat: number }[]> {
  const { results } = await env.DB.prepare("SELECT key, seat FROM mail_outbox WHERE key LIKE ? ORDER BY key").bind(`push:ready:${gameId}:%`).all<{ key: string; seat: number }>();
  return results;
}

describe("the ready check by mail and push", () => {
  afterEach(() => vi.useRealTimers());

  it("the players a full table waits on get a mail and a push whose link opens their seat; its token confirms; a stale or made-up token changes nothing", async () => {
    const [kai, lou, mo] = await Promise.all([person("Kai"), person("Lou"), person("Mo")]);
    const kaiSeat = await (await seatMe(kai, choice)).json<SeatedResponse>();
    useClock();
    const louSeat = await (await seatMe(lou, choice)).json<SeatedResponse>();
    const gameId = kaiSeat.gameId;
    expect(louSeat.gameId).toBe(gameId);

    // Kai waited: a mail and a push tell him the table is full. Lou, whose seat filled it, is on the page that answered her.
    const mail = await readyMail(kai.email, gameId);
    expect(mail.subject).toContain("ready");
    expect(mail.text).toContain("Confirm I'm ready");
    expect((await mailsTo(lou.email)).some((m) => m.key.startsWith(`ready:${gameId}:`))).toBe(false);
    expect((await readyPushes(gameId)).map((push) => push.seat)).toEqual([kaiSeat.seat]);

    // Opening the link (a mail scanner fetching it) confirms nothing: the token is in the fragment, and the page asks for a tap.
    const link = mail.links.find((l) => l.includes(`/g/${gameId}#seat=`))!;
    expect(new URL(link).origin).toBe(ORIGIN);
    await api(new URL(link).pathname);
    expect((await readyOf(gameId))?.ready).toEqual([]);

    // Lou confirms on the page; Kai doesn't, and after 12 hours his seat goes to Mo.
    expect((await confirm(gameId, louSeat.token)).status).toBe(200);
    advance(12 * 60 * 60 * 1000 + 1000);
    await runAlarm(gameId);
    vi.useRealTimers();
    const moSeat = await (await seatMe(mo, choice)).json<SeatedResponse>();
    expect(moSeat).toMatchObject({ gameId, seat: kaiSeat.seat });

    // Kai's mailed link is stale now: refused, and nothing changes.
    const before = await readyOf(gameId);
    await expectError(await confirm(gameId, seatTokenIn(mail, gameId)), 403, "NOT_SEATED");
    await expectError(await confirm(gameId, "x".repeat(43)), 403, "NOT_SEATED");
    expect(await readyOf(gameId)).toEqual(before);
    expect(before?.ready).toEqual([]);

    // The check starts afresh: Lou, who waited this time, gets the mail, and its link's token confirms her seat.
    const louMail = await readyMail(lou.email, gameId);
    const confirmed = await (await confirm(gameId, seatTokenIn(louMail, gameId))).json<{ readyCheck: ReadyCheck }>();
    expect(confirmed.readyCheck.ready).toEqual([louSeat.seat]);
    expect((await confirm(gameId, moSeat.token)).status).toBe(200);
    expect((await snapshot(gameId)).status).toBe("active");
  }, 30_000);
});
