import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "../../protocol/errors.js";

/**
 * What a GameRoom method returns across RPC: a value, or a client error the route turns into the
 * API's error shape (thrown errors lose their class across RPC, so errors travel as data).
 */
export type RoomResult<T> =
  | { ok: true; value: T }
  /** retryAfter: seconds until the same request may succeed (a rate limit), sent as Retry-After. */
  | { ok: false; status: ContentfulStatusCode; code: ErrorCode; message: string; retryAfter?: number };

export function roomOk<T>(value: T): RoomResult<T> {
  return { ok: true, value };
}

export function roomError<T = never>(status: ContentfulStatusCode, code: ErrorCode, message: string, retryAfter?: number): RoomResult<T> {
  return retryAfter === undefined ? { ok: false, status, code, message } : { ok: false, status, code, message, retryAfter };
}
