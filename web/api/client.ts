import type { ErrorCode } from "../../protocol/errors.js";
import { t } from "../i18n/index.js";
import { errorText } from "./refusal.js";

/**
 * The one way the web client talks to the API: JSON in and out, the seat's secret as a bearer
 * token, and every error turned into an ApiError carrying the service's code and sentence.
 */

/** A refused or failed request; `message` is meant for the player. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | RequestFailure,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Where the service is. The app is served by it (relative addresses, same-origin cookies); the
 * script embed runs in other sites' pages, so it calls `callServiceAt` with the service's origin:
 * then every address is absolute and no request carries cookies (a seat acts only by its token).
 */
const service = { origin: "", embedded: false };

export function callServiceAt(origin: string): void {
  service.origin = origin;
  service.embedded = true;
}

/** The absolute address of a path on the service. */
export function serviceUrl(path: string): URL {
  return new URL(path, service.origin || location.href);
}

/** Whether this code runs in an embed on someone else's page. */
export function isEmbedded(): boolean {
  return service.embedded;
}

/** Status 0: the request never got an answer (offline, server down). */
export const NETWORK_ERROR = "NETWORK" as const;

/** A failure without the API's answer: none came (NETWORK), it was not the API's shape (HTTP_502), or something else threw. */
export type RequestFailure = typeof NETWORK_ERROR | `HTTP_${number}` | "UNEXPECTED";

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  /** A seat or host token, sent as `Authorization: Bearer`. */
  token?: string | null;
  headers?: Record<string, string>;
}

/** Sends the request; resolves with the raw Response for any 2xx or 304, throws ApiError otherwise. */
export async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(service.origin + path, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      // Freshness is the API's business (ETag and If-None-Match), never the browser cache's.
      cache: "no-store",
      // From an embed: no cookies, and the host page's address is none of the service's business.
      ...(service.embedded ? { mode: "cors", credentials: "omit", referrerPolicy: "no-referrer" } : {}),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, t("app.error.network"));
  }
  if (response.ok || response.status === 304) return response;
  throw await errorOf(response);
}

/** Sends the request and returns its JSON body. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return (await response.json()) as T;
}

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error?: { code?: ErrorCode; message?: string } };
    if (body.error?.code && body.error.message) return new ApiError(response.status, body.error.code, body.error.message);
  } catch {
    // Not the API's JSON (a proxy's error page): fall through to a generic sentence.
  }
  return new ApiError(response.status, `HTTP_${response.status}`, t("app.error.http", { status: response.status }));
}

/** The sentence to show the player for anything a request threw. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return errorText(error);
  return error instanceof Error ? error.message : String(error);
}
