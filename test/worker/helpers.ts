import { SELF, createExecutionContext, env, listDurableObjectIds, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { app } from "../../worker/index.js";
import type { Env } from "../../worker/env.js";
import { expect } from "vitest";
import type { ActionInput } from "../../protocol/schemas.js";
import { gameSocketProtocols } from "../../protocol/socket-protocol.js";
import type { ActionResponse, CreateGameResponse, GameSnapshot, ServerMessage } from "../../protocol/types.js";
import type { GameOptions } from "../../game/engine/index.js";
import { applyJsonEdits } from "../../protocol/json-patch.js";

export const ORIGIN = "https://coffee.example";

export async function api(path: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  return SELF.fetch(`${ORIGIN}${path}`, { ...init, headers, body });
}

/** A request to the Worker run with some bindings or vars changed (its game rooms keep their own). */
export async function fetchWithEnv(change: Partial<Env>, url: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(url, init), { ...env, ...change }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export async function createGame(options: GameOptions, ip = "198.51.100.7"): Promise<CreateGameResponse> {
  const response = await api("/api/games", { method: "POST", json: options, headers: { "CF-Connecting-IP": ip } });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Creates a game and takes every seat; returns the seat tokens in seat order. */
export async function startGame(options: GameOptions): Promise<{ gameId: string; tokens: string[]; hostToken: string }> {
  const created = await createGame(options);
  for (const { seat, token } of created.seats) {
    const joined = await api(`/api/games/${created.gameId}/join`, { method: "POST", json: { token, name: `Player ${seat + 1}` } });
    if (joined.status !== 200) throw new Error(`join failed: ${await joined.text()}`);
  }
  return { gameId: created.gameId, tokens: created.seats.map((s) => s.token), hostToken: created.hostToken };
}

export async function snapshot(gameId: string, token?: string): Promise<GameSnapshot> {
  const response = await api(`/api/games/${gameId}`, { token });
  if (response.status !== 200) throw new Error(`snapshot failed: ${response.status}`);
  return response.json();
}

export async function act(gameId: string, token: string, version: number, action: ActionInput, requestId?: string) {
  const response = await api(`/api/games/${gameId}/actions`, { method: "POST", token, json: { version, action, requestId } });
  return { status: response.status, body: (await response.json()) as ActionResponse & { error?: { code: string; message: string } } };
}

/** The room's internals a test may wait on or read. */
export interface RoomInternals {
  core: { settled(): Promise<void> };
}

/**
 * Waits until a game's room has done what follows its changes: the D1 copy and the mails and
 * pushes it hands on after answering (under waitUntil, which nothing awaits).
 */
export async function settleRoom(gameId: string): Promise<void> {
  await runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(gameId)), (instance) => (instance as unknown as RoomInternals).core.settled());
}

/** settleRoom for every room of the test (a test reading the mailbox doesn't say which game mailed). */
export async function settleRooms(): Promise<void> {
  const ids = await listDurableObjectIds(env.GAME_ROOM);
  await Promise.all(ids.map((id) => runInDurableObject(env.GAME_ROOM.get(id), (instance) => (instance as unknown as RoomInternals).core.settled())));
}

/** Retries an assertion until it passes (for D1 copies written just after a move is answered). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/** The headers of a game socket's upgrade, offering `token`'s seat the way clients do (socket-protocol.ts). */
export function socketHeaders(token?: string): Record<string, string> {
  return { Upgrade: "websocket", "Sec-WebSocket-Protocol": gameSocketProtocols(token).join(", ") };
}

/**
 * A WebSocket on the game (as a seat with `token`, else as a spectator; `embed`: as a script
 * embed's socket): `next()` waits for the next message. A pushed patch is handed on as the
 * snapshot it makes of the last one (as a page applies it), with its log entries; `patches` counts them.
 */
export function openSocket(
  gameId: string,
  token?: string,
  embed = false,
): Promise<{ socket: WebSocket; messages: ServerMessage[]; next: () => Promise<ServerMessage>; patches: () => number }> {
  return SELF.fetch(`${ORIGIN}/api/games/${gameId}/ws${embed ? "?embed=1" : ""}`, { headers: socketHeaders(token) }).then((response) => {
    expect(response.status).toBe(101);
    const socket = response.webSocket!;
    socket.accept();
    const messages: ServerMessage[] = [];
    const waiters: ((m: ServerMessage) => void)[] = [];
    let last: GameSnapshot | null = null;
    let patches = 0;
    socket.addEventListener("message", (event) => {
      let message = JSON.parse(event.data as string) as ServerMessage;
      if (message.type === "patch") {
        expect(last?.version, "a patch builds on the snapshot pushed last").toBe(message.from);
        message = { type: "snapshot", snapshot: applyJsonEdits(last!, message.edits), ...(message.log ? { log: message.log } : {}) };
        patches++;
      }
      if (message.type === "snapshot") last = message.snapshot;
      const waiter = waiters.shift();
      if (waiter) waiter(message);
      else messages.push(message);
    });
    const next = () => (messages.length ? Promise.resolve(messages.shift()!) : new Promise<ServerMessage>((resolve) => waiters.push(resolve)));
    return { socket, messages, next, patches: () => patches };
  });
}
