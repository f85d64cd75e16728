/**
 * Channel messages through a crash (issue 50, item 1), in npm run faults: games whose channels are
 * Discord, Slack and generic (Standard Webhooks) receivers, killed with SIGKILL while their first
 * messages are posted and not yet answered, then delivered to the end after the restart. The
 * receivers (scripts/webhook-receiver.ts) live in the faults driver's process, served over HTTP
 * (the service relays its webhook posts there), so they outlive the kill and count what arrived.
 * Beside them, one game per kind whose receiver answers every post after the service stopped
 * waiting (10 s): how often it got the same message. What each kind may do is docs/channel.md's
 * table ("Delivery"): Discord and Slack at most once, generic at least once under one webhook-id.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { CreateGameResponse } from "../protocol/types.js";
import type { LocalService } from "../scripts/local-service.js";
import { DISCORD_ORIGIN, GENERIC_ORIGIN, LocalWebhookReceiver, RELAYED_URL_HEADER, SLACK_ORIGIN, type ArrivedMessage } from "../scripts/webhook-receiver.js";

type Call = <T>(method: string, path: string, body?: unknown, token?: string, extra?: Record<string, string>) => Promise<{ status: number; body: T }>;

export const RECEIVER_KINDS = ["discord", "slack", "generic"] as const;
export type ReceiverKind = (typeof RECEIVER_KINDS)[number];

/** Each crash game's first post is held this long unanswered, so the kill finds it in flight. */
const HELD_MS = 8_000;
/** A slow receiver answers every post this late: after the service stopped waiting (10 s). */
const SLOW_MS = 11_000;
/** How long the kill waits for every crash game's first post to arrive. */
const ARRIVALS_WITHIN_MS = 20_000;

export interface ChannelGame {
  kind: ReceiverKind;
  id: string;
  url: string;
  /** Its receiver answers every post too late. */
  slow: boolean;
}

/** What one receiver kind went through. */
export interface ChannelCounts {
  kind: ReceiverKind;
  /** Messages the crash games meant to send (their outbox rows, sent or given up). */
  messages: number;
  /** Of them, posted and not answered when the service was killed. */
  inFlight: number;
  /** Messages that reached the channel twice as a post of their own (generic: under a second webhook-id). */
  postedTwice: number;
  /** Generic: posts that came again under a webhook-id the receiver had seen (it drops them). */
  repeatsDropped: number;
  /** Discord: messages edited to say what they said (their id was known), instead of posted again. */
  edits: number;
  /** Messages that never reached the channel. */
  lost: number;
  /** The slow receiver: the most times it got one message. */
  slowTimes: number;
}

export interface ChannelReport {
  counts: ChannelCounts[];
  /** Answers of 500 or more while the channels were connected and the games started. */
  serverErrors: number;
  failures: string[];
}

/** The receivers, in this process, behind an HTTP address the service relays its webhook posts to. */
export async function serveReceivers(): Promise<{ receiver: LocalWebhookReceiver; relay: string; close: () => Promise<void> }> {
  const receiver = new LocalWebhookReceiver();
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string" && !["host", "connection", "content-length", RELAYED_URL_HEADER].includes(name)) headers.set(name, value);
    const url = String(incoming.headers[RELAYED_URL_HEADER] ?? GENERIC_ORIGIN);
    const body = incoming.method === "GET" || incoming.method === "HEAD" ? undefined : Buffer.concat(chunks);
    const answer = await receiver.handle(new Request(url, { method: incoming.method, headers, body }));
    // A service killed meanwhile has closed the connection: the answer goes nowhere, as for a real receiver.
    outgoing.on("error", () => undefined);
    outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
    outgoing.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { receiver, relay: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Tells a receiver how to answer a webhook's next posts (through its control route, as the tests do). */
async function answerWith(receiver: LocalWebhookReceiver, url: string, answers: { status: number; delayMs?: number }[]): Promise<void> {
  await receiver.handle(new Request(`${GENERIC_ORIGIN}/__webhooks/answer`, { method: "POST", body: JSON.stringify({ url, answers }) }));
}

function hookUrl(kind: ReceiverKind, n: string): string {
  if (kind === "discord") return `${DISCORD_ORIGIN}/api/webhooks/${n.padStart(18, "1")}/tok_faults_${n}`;
  if (kind === "slack") return `${SLACK_ORIGIN}/services/T0${n.padStart(8, "0")}/B0${n.padStart(8, "0")}/sfaults${n}`;
  return `${GENERIC_ORIGIN}/coffee/faults-${n}`;
}

/**
 * Creates `perKind` crash games and one slow game per receiver kind, each with its channel
 * connected, the crash games' first post held unanswered and the slow games' every post answered
 * late, then starts them all at once (the last seat's join is the "game started" message).
 */
export async function startChannelGames(call: Call, receiver: LocalWebhookReceiver, perKind: number, run: string): Promise<{ games: ChannelGame[]; serverErrors: number; failures: string[] }> {
  const games: ChannelGame[] = [];
  const failures: string[] = [];
  let serverErrors = 0;
  const count = <T extends { status: number }>(answer: T) => ((serverErrors += answer.status >= 500 ? 1 : 0), answer);
  const joins: (() => Promise<unknown>)[] = [];
  for (const kind of RECEIVER_KINDS) {
    for (let n = 0; n <= perKind; n++) {
      const slow = n === perKind;
      const from = { "CF-Connecting-IP": `198.19.2.${games.length + 1}` };
      const created = count(await call<CreateGameResponse>("POST", "/api/games", { edition: "classic", players: 2 }, undefined, from));
      if (created.status !== 201) {
        failures.push(`channel game: created ${created.status}`);
        continue;
      }
      const url = hookUrl(kind, `${run}${games.length}`);
      const connected = count(await call<{ secret?: string | null }>("PUT", `/api/games/${created.body.gameId}/channel`, { url, language: "en" }, created.body.hostToken, from));
      if (connected.status !== 200) {
        failures.push(`game ${created.body.gameId}: its ${kind} channel was refused: ${connected.status} ${JSON.stringify(connected.body)}`);
        continue;
      }
      if (connected.body.secret) await receiver.handle(new Request(`${GENERIC_ORIGIN}/__webhooks/secret`, { method: "POST", body: JSON.stringify({ url, secret: connected.body.secret }) }));
      await answerWith(receiver, url, slow ? Array.from({ length: 40 }, () => ({ status: 0, delayMs: SLOW_MS })) : [{ status: 0, delayMs: HELD_MS }]);
      games.push({ kind, id: created.body.gameId, url, slow });
      const seats = created.body.seats;
      joins.push(async () => {
        for (const seat of seats) {
          const joined = count(await call("POST", `/api/games/${created.body.gameId}/join`, { token: seat.token, name: `Channel ${seat.seat + 1}` }, undefined, from));
          if (joined.status !== 200) failures.push(`game ${created.body.gameId}: a seat's join answered ${joined.status}`);
        }
      });
    }
  }
  await Promise.all(joins.map((join) => join()));
  return { games, serverErrors, failures };
}

const posts = (receiver: LocalWebhookReceiver, url: string) => receiver.arrived.filter((message) => message.url === url && message.method === "POST");

/**
 * Waits until every crash game's first post has arrived (and is held unanswered), up to a limit:
 * the moment to kill.
 */
export async function waitForPostsInFlight(receiver: LocalWebhookReceiver, games: ChannelGame[]): Promise<void> {
  const crash = games.filter((game) => !game.slow);
  for (let waited = 0; waited < ARRIVALS_WITHIN_MS; waited += 100) {
    if (crash.every((game) => posts(receiver, game.url).length > 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Posts to crash games that had arrived and were still held unanswered at `at` (the kill). */
export function inFlightAt(receiver: LocalWebhookReceiver, games: ChannelGame[], at: number): Map<ReceiverKind, number> {
  const inFlight = new Map<ReceiverKind, number>(RECEIVER_KINDS.map((kind) => [kind, 0]));
  for (const game of games.filter((each) => !each.slow)) {
    const held = posts(receiver, game.url).filter((message) => message.at <= at && message.at > at - HELD_MS).length;
    inFlight.set(game.kind, inFlight.get(game.kind)! + held);
  }
  return inFlight;
}

interface Row {
  gameId: string;
  status: string;
  lastError: string | null;
}

async function rowsOf(db: LocalService["db"], games: ChannelGame[]): Promise<Row[]> {
  const ids = games.map((game) => game.id);
  const query = `SELECT game_id AS gameId, status, last_error AS lastError FROM mail_outbox WHERE kind = 'webhook' AND game_id IN (${ids.map(() => "?").join(", ")})`;
  return (await db.prepare(query).bind(...ids).all<Row>()).results;
}

/** Whether every crash game's messages are done with (sent, or given up), as far as D1 says. */
export async function channelSettled(db: LocalService["db"], games: ChannelGame[]): Promise<boolean> {
  const rows = await rowsOf(db, games.filter((game) => !game.slow));
  return rows.length > 0 && rows.every((row) => row.status !== "pending" && row.status !== "sending");
}

/** One message's identity in what arrived: its body, as posted (every retry posts the same bytes). */
const bodyOf = (message: ArrivedMessage) => JSON.stringify(message.body);

/** Counts, by kind, what the receivers got against what D1's outbox meant to send. */
export async function channelCounts(db: LocalService["db"], receiver: LocalWebhookReceiver, games: ChannelGame[], inFlight: Map<ReceiverKind, number>): Promise<{ counts: ChannelCounts[]; failures: string[] }> {
  const failures: string[] = [];
  const rows = await rowsOf(db, games);
  const counts = RECEIVER_KINDS.map((kind): ChannelCounts => {
    const tally: ChannelCounts = { kind, messages: 0, inFlight: inFlight.get(kind) ?? 0, postedTwice: 0, repeatsDropped: 0, edits: 0, lost: 0, slowTimes: 0 };
    for (const game of games.filter((each) => each.kind === kind)) {
      const arrived = posts(receiver, game.url);
      const byBody = new Map<string, ArrivedMessage[]>();
      for (const message of arrived) byBody.set(bodyOf(message), [...(byBody.get(bodyOf(message)) ?? []), message]);
      if (game.slow) {
        tally.slowTimes = Math.max(tally.slowTimes, ...[...byBody.values()].map((same) => same.length));
        continue;
      }
      const own = rows.filter((row) => row.gameId === game.id);
      for (const row of own) {
        if (row.status === "pending" || row.status === "sending") failures.push(`game ${game.id}: a ${kind} message still ${row.status} (${row.lastError ?? "not tried"})`);
        else if (row.status === "failed" && !row.lastError?.startsWith("Posted perhaps")) failures.push(`game ${game.id}: a ${kind} message failed: ${row.lastError}`);
      }
      const meant = own.filter((row) => row.status === "sent" || row.status === "failed").length;
      tally.messages += meant;
      tally.lost += Math.max(0, meant - byBody.size);
      if (kind === "generic") {
        for (const same of byBody.values()) if (new Set(same.map((message) => message.headers["webhook-id"])).size > 1) tally.postedTwice++;
        tally.repeatsDropped += arrived.length - new Set(arrived.map((message) => message.headers["webhook-id"])).size;
        const unsigned = arrived.filter((message) => message.signed !== true).length;
        if (unsigned) failures.push(`game ${game.id}: ${unsigned} generic posts without a valid signature`);
      } else tally.postedTwice += arrived.length - byBody.size;
      tally.edits += receiver.arrived.filter((message) => message.method === "PATCH" && message.url.startsWith(`${game.url}/messages/`)).length;
    }
    return tally;
  });
  for (const tally of counts) {
    if (tally.inFlight === 0) failures.push(`no ${tally.kind} message was in flight when the service was killed`);
    if (tally.lost > 0) failures.push(`${tally.lost} ${tally.kind} messages never reached the channel`);
    if (tally.postedTwice > 0) failures.push(`${tally.postedTwice} ${tally.kind} messages posted twice`);
    if (tally.kind !== "generic" && tally.slowTimes !== 1) failures.push(`a ${tally.kind} receiver answering late got one message ${tally.slowTimes} times, not once`);
  }
  return { counts, failures };
}

/** The counts as npm run faults prints them. */
export function describeChannel(report: ChannelReport): string {
  const kinds = report.counts.map(
    (tally) =>
      `${tally.kind}: ${tally.messages} messages, ${tally.inFlight} in flight, posted twice ${tally.postedTwice}${tally.kind === "discord" ? ` (${tally.edits} edited instead)` : ""}${tally.kind === "generic" ? ` (${tally.repeatsDropped} repeats under a webhook-id already seen, dropped)` : ""}, lost ${tally.lost}`,
  );
  const slow = report.counts.map((tally) => `${tally.kind} ${tally.slowTimes}×`).join(", ");
  return `channel messages through a kill: ${kinds.join("; ")}; 5xx: ${report.serverErrors}; a receiver answering after the 10 s timeout got one message ${slow}`;
}
