import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { PushDeviceInfo, PushMessage } from "../../protocol/types.js";
import type { Notice } from "../../worker/outbox/notice.js";
import { enqueueNotices } from "../../worker/outbox/outbox.js";
import { api, ORIGIN } from "./helpers.js";
import { address, playOne, startSlowGame, type SlowGame } from "./slow-helpers.js";

/**
 * Devices of the local push service (scripts/push-service.ts), which Miniflare's outbound service
 * hands every request the Worker sends out: it answers as Google's push service does, under its
 * real host, and checks and decrypts what arrives.
 */

export interface Subscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export const PUSH = "https://fcm.googleapis.com";

export async function newDevice(): Promise<Subscription> {
  return (await fetch(`${PUSH}/__subscribe`, { method: "POST" })).json();
}

/** A device whose push service takes a request and never answers. */
export async function hangingDevice(): Promise<Subscription> {
  return (await fetch(`${PUSH}/__hanging`, { method: "POST" })).json();
}

/** What the push service made of the requests to a device: kept, refused, hung on, or redirected and then followed. */
export async function servedTo(device: Subscription): Promise<{
  received: { message: PushMessage; topic: string | null; urgency: string | null }[];
  refused: string[];
  hung: number;
  redirected: number;
}> {
  return (await fetch(`${PUSH}/__received?endpoint=${encodeURIComponent(device.endpoint)}`)).json();
}

export async function received(device: Subscription): Promise<{ message: PushMessage; topic: string | null; urgency: string | null }[]> {
  const answer = await servedTo(device);
  expect(answer.refused, "requests the push service refused").toEqual([]);
  return answer.received;
}

/** Makes a device's endpoint answer this status from now on (410: uninstalled; 3xx: a redirect). */
export async function answerWith(device: Subscription, status: number): Promise<void> {
  await fetch(`${PUSH}/__answer`, { method: "POST", body: JSON.stringify({ endpoint: device.endpoint, status }) });
}

export async function turnOn(device: Subscription, body: Record<string, unknown>, cookie?: string, client?: string): Promise<Response> {
  return api("/api/push/devices", {
    method: "POST",
    json: { subscription: device, locale: "en", ...body },
    headers: { ...(cookie && { Cookie: cookie, Origin: ORIGIN }), ...(client && { "cf-connecting-ip": client }) },
  });
}

export async function followSeat(game: SlowGame, seat: number, timezone: string | null = null, device?: Subscription): Promise<Subscription> {
  const following = device ?? (await newDevice());
  const response = await turnOn(following, { timezone, seats: [{ gameId: game.gameId, token: game.tokens[seat] }] });
  expect(response.status, await response.clone().text()).toBe(201);
  expect(((await response.json()) as { device: PushDeviceInfo }).device).toMatchObject({ account: false, games: 1 });
  return following;
}

/** Both seats follow the game on a device each; one move is played; the device of the seat it now waits on. */
export async function followBothAndPlay(game: SlowGame, timezone: string | null = null): Promise<{ next: Subscription; other: Subscription }> {
  const devices = [await followSeat(game, 0, timezone), await followSeat(game, 1, timezone)];
  const { seat, snapshot } = await playOne(game);
  const waiting = snapshot.view.toAct;
  expect(waiting).toEqual([1 - seat]);
  return { next: devices[waiting[0]], other: devices[seat] };
}

export async function twoPlayers(): Promise<SlowGame> {
  return startSlowGame({ edition: "classic", players: 2, startingPlayer: 0 }, [
    { name: "Ana", email: address("ana") },
    { name: "Bo", email: address("bo") },
  ]);
}

/** A message at the table for a seat's devices, put straight in the outbox (no room involved). */
export async function talkNotice(game: SlowGame, seat: number, now = Date.now()): Promise<string> {
  const key = `push:test:${crypto.randomUUID()}`;
  const intent: Notice = { kind: "push", key, to: "", gameId: game.gameId, seat, data: { about: "talk", others: ["Bo"], userId: null, from: "Bo", text: "Hello" } };
  await enqueueNotices(env.DB, [intent], now);
  return key;
}

export async function outboxRow(key: string) {
  return env.DB.prepare("SELECT status, attempts, next_attempt_at AS at, last_error AS error, data FROM mail_outbox WHERE key = ?")
    .bind(key)
    .first<{ status: string; attempts: number; at: number; error: string | null; data: string | null }>();
}
