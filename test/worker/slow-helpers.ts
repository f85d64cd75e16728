import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect, vi } from "vitest";
import type { ActionInput } from "../../protocol/schemas.js";
import type { CreateGameResponse, GameSnapshot, LoggedAction } from "../../protocol/types.js";
import { randomAction } from "../../game/bots/random.js";
import { stateFromView, type GameOptions } from "../../game/engine/index.js";
import { rngFromSeed } from "../../game/engine/rng.js";
import type { TimePerMove } from "../../protocol/clock.js";
import type { DueEvent } from "../../worker/room/due-events.js";
import { confirmAddress } from "../../worker/outbox/address-owner.js";
import { act, api, settleRoom, snapshot } from "./helpers.js";

/** Helpers for slow games: players with addresses, a clock the tests move, alarms run by hand. */

export interface Player {
  name: string;
  email?: string;
  timezone?: string;
  /** The app's language in the player's browser (their seat's mails are written in it). */
  language?: string;
}

let addresses = 0;
/** A fresh address per call, so tests in a file never read each other's mail. */
export function address(name: string): string {
  addresses += 1;
  return `${name.toLowerCase()}-${addresses}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

let clients = 0;
function client(): string {
  clients += 1;
  return `192.0.2.${clients % 250}`;
}

export interface SlowGame {
  gameId: string;
  hostToken: string;
  tokens: string[];
  created: CreateGameResponse;
}

export async function createSlowGame(options: GameOptions & { timePerMove?: TimePerMove; allowSuggestions?: boolean }): Promise<CreateGameResponse> {
  const response = await api("/api/games", { method: "POST", json: options, headers: { "CF-Connecting-IP": client() } });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

/**
 * Makes a player's address their own, as game mails need (outbox/address-owner.ts): signed in with it
 * when their browser's timezone is to be kept for it (only the owner sets it), else confirmed.
 * Returns the headers their join sends.
 */
export async function ownAddress(player: Player): Promise<Record<string, string>> {
  if (!player.email) return {};
  if (player.timezone) return { cookie: await signIn(player.email) };
  await confirmAddress(env.DB, player.email);
  return {};
}

/** Creates a game and seats the players in seat order (each with their address and timezone). */
export async function startSlowGame(options: GameOptions & { timePerMove?: TimePerMove; allowSuggestions?: boolean }, players: Player[]): Promise<SlowGame> {
  const created = await createSlowGame(options);
  for (const [seat, player] of players.entries()) {
    const { token } = created.seats[seat];
    const joined = await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token, ...player }, headers: await ownAddress(player) });
    expect(joined.status, await joined.clone().text()).toBe(200);
  }
  return { gameId: created.gameId, hostToken: created.hostToken, tokens: created.seats.map((s) => s.token), created };
}

export function stub(gameId: string) {
  return env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId));
}

/** Runs the game's alarm as the runtime would (true when one was set). */
export async function runAlarm(gameId: string): Promise<boolean> {
  const ran = await runDurableObjectAlarm(stub(gameId));
  await settleRoom(gameId);
  return ran;
}

export async function dueEvents(gameId: string): Promise<DueEvent[]> {
  await settleRoom(gameId);
  return runInDurableObject(stub(gameId), (instance) => (instance as unknown as { core: { due: { all(): DueEvent[] } } }).core.due.all());
}

export function alarmAt(gameId: string): Promise<number | null> {
  return runInDurableObject(stub(gameId), (_instance, state) => state.storage.getAlarm());
}

/** Moves the clock every part of the service reads (the test and the objects share it). */
export function useClock(start = Date.now()): void {
  vi.useFakeTimers({ toFake: ["Date"], now: start });
}

export function advance(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A legal move for whoever the game waits on (the first such seat), submitted with their token. */
export async function playOne(game: SlowGame, seed = "moves"): Promise<{ seat: number; snapshot: GameSnapshot }> {
  const snap = await snapshot(game.gameId);
  const seat = snap.view.toAct[0];
  const rng = rngFromSeed(`${seed}-${snap.version}`);
  const { player: _player, ...action } = randomAction(stateFromView(snap.view), rng, "guided") as unknown as { player: number };
  const result = await act(game.gameId, game.tokens[seat], snap.version, action as ActionInput, `req-${game.gameId}-${snap.version}`);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { seat, snapshot: result.body.snapshot };
}

export async function log(gameId: string): Promise<LoggedAction[]> {
  return ((await (await api(`/api/games/${gameId}/log`)).json()) as { actions: LoggedAction[] }).actions;
}

/** Runs the Worker's scheduled handler (the Cron Trigger) and waits for it. */
export async function runScheduled(): Promise<void> {
  const { createExecutionContext, createScheduledController, waitOnExecutionContext } = await import("cloudflare:test");
  const worker = (await import("../../worker/index.js")).default;
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** A start time in the future (alarms set before real time would fire by themselves), at a chosen UTC hour. */
export function futureAt(utcHour: number, utcMinute = 0): number {
  const day = new Date(Date.now() + 2 * DAY);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), utcHour, utcMinute);
}

/** Signs an address in through its mailed link; returns the session cookie. */
export async function signIn(email: string): Promise<string> {
  const { lastMailId, onlyMailTo } = await import("./mailbox.js");
  const before = await lastMailId();
  const asked = await api("/api/auth/sign-in", { method: "POST", json: { email }, headers: { "cf-connecting-ip": client() } });
  expect(asked.status).toBe(202);
  const token = /confirm\?token=([A-Za-z0-9_-]+)/.exec((await onlyMailTo(email, before)).text)![1];
  const confirmed = await api("/api/auth/confirm", { method: "POST", json: { token } });
  expect(confirmed.status).toBe(200);
  return /cr_session=[^;]+/.exec(confirmed.headers.get("set-cookie") ?? "")![0];
}
