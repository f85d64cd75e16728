import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "../../protocol/errors.js";

/** Every error the API returns has this one shape. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string };
}

/** An error answered in the API's shape: a 4xx for the client (or a 503 when a part of ours failed), a stable code and a sentence a player understands. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function errorBody(code: ErrorCode, message: string): ApiErrorBody {
  return { error: { code, message } };
}

/** What a request that needs D1 answers while D1 fails (locked, unreachable): a 503 to retry shortly. */
export function recordsUnavailable(): ApiError {
  return new ApiError(503, "TEMPORARILY_UNAVAILABLE", "Coffee Rush can't reach its records right now. Please try again in a minute.", { "Retry-After": "30" });
}

/** Whether an error, or one it wraps, is D1 failing. */
function isD1Failure(err: unknown): boolean {
  for (let inner = err; inner instanceof Error; inner = inner.cause) if (/D1_ERROR|SQLITE_BUSY/.test(inner.message)) return true;
  return false;
}

/**
 * Hono's onError: client errors keep their status; anything unexpected is a logged 500, or a 503
 * when D1 failed (or this request already found it failing: loadSession).
 */
export function handleError(err: Error, c: Context): Response {
  if (!(err instanceof ApiError) && (isD1Failure(err) || c.get("d1Down"))) {
    console.error("D1 unavailable", err);
    err = recordsUnavailable();
  }
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json(errorBody(err.code, err.message), err.status);
  }
  // Hono's own middleware refuses requests this way (malformed JSON, a cross-site form post).
  if (err instanceof HTTPException && err.status < 500) {
    const [code, fallback] = HTTP_EXCEPTION_CODES[err.status] ?? ["REQUEST_REFUSED", "The request was refused."];
    return c.json(errorBody(code, err.message || fallback), err.status);
  }
  console.error("unexpected error", err);
  return c.json(errorBody("INTERNAL", "Something went wrong on our side. Please try again."), 500);
}

const HTTP_EXCEPTION_CODES: Partial<Record<number, [code: ErrorCode, message: string]>> = {
  400: ["INVALID_INPUT", "The request is not valid."],
  403: ["FORBIDDEN", "This request is not allowed from another site."],
};
