import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * What a GameRoom method returns across RPC: a value, or a client error the route turns into the
 * API's error shape (thrown errors lose their class across RPC, so errors travel as data).
 */
export type RoomResult<T> = { ok: true; value: T } | { ok: false; status: ContentfulStatusCode; code: string; message: string };

export function roomOk<T>(value: T): RoomResult<T> {
  return { ok: true, value };
}

export function roomError<T = never>(status: ContentfulStatusCode, code: string, message: string): RoomResult<T> {
  return { ok: false, status, code, message };
}
