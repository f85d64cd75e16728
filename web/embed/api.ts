import type { ActionInput } from "../../worker/api/schemas.js";
import type { ActionResponse, GameSnapshot, LoggedAction } from "../../worker/api/types.js";
import { ApiError, NETWORK_ERROR } from "../api/client.js";
import type * as AppApi from "../api/games.js";
import { t } from "../i18n/index.js";

/**
 * The game API as the embed calls it: from any page, so every address is absolute (the service is
 * wherever embed.js came from), and no request ever carries cookies: a seat acts only with its
 * bearer token. The embed build puts this module in place of web/api/games.ts for the live
 * connection (web/live/game-connection.ts), which is why fetchSnapshot and socketUrl keep its
 * signatures (checked below).
 */

/** The service's origin: embed.js is served by it (import.meta.url is the bundle's own address). */
export const serviceOrigin = new URL(import.meta.url).origin;

interface Options {
  method?: "GET" | "POST";
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

async function send(path: string, options: Options = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`${serviceOrigin}${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      cache: "no-store",
      mode: "cors",
      credentials: "omit",
      // The host page's address is none of the service's business.
      referrerPolicy: "no-referrer",
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, t("app.error.network"));
  }
  if (response.ok || response.status === 304) return response;
  let refused: ApiError | null = null;
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    if (body.error?.code && body.error.message) refused = new ApiError(response.status, body.error.code, body.error.message);
  } catch {
    // Not the API's JSON: a generic sentence below.
  }
  throw refused ?? new ApiError(response.status, `HTTP_${response.status}`, t("app.error.http", { status: response.status }));
}

export async function fetchSnapshot(
  gameId: string,
  token: string | null,
  etag: string | null = null,
): Promise<{ snapshot: GameSnapshot; etag: string | null } | null> {
  const response = await send(`/api/games/${gameId}`, { token, headers: etag ? { "If-None-Match": etag } : {} });
  if (response.status === 304) return null;
  return { snapshot: (await response.json()) as GameSnapshot, etag: response.headers.get("ETag") };
}

/** `embed=1`: the service never takes the socket for the browser's signed-in account, even on its own origin. */
export function socketUrl(gameId: string, token: string | null): string {
  const url = new URL(`/api/games/${gameId}/ws`, serviceOrigin);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("embed", "1");
  if (token) url.searchParams.set("token", token);
  return url.toString();
}

export async function submitAction(gameId: string, token: string, version: number, action: ActionInput): Promise<ActionResponse> {
  const response = await send(`/api/games/${gameId}/actions`, {
    method: "POST",
    token,
    body: { version, action, requestId: crypto.randomUUID() },
  });
  return (await response.json()) as ActionResponse;
}

export async function fetchLog(gameId: string): Promise<LoggedAction[]> {
  return ((await (await send(`/api/games/${gameId}/log`)).json()) as { actions: LoggedAction[] }).actions;
}

export function gamePageUrl(gameId: string): string {
  return `${serviceOrigin}/g/${gameId}`;
}

// The live connection calls these two as if they were the app's: same parameters, same answers.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const sameShapeAsAppApi: Same<typeof fetchSnapshot, typeof AppApi.fetchSnapshot> & Same<typeof socketUrl, typeof AppApi.socketUrl> = true;
