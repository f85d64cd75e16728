import type { Context } from "hono";
import type { AppEnv } from "../env.js";
import { ApiError } from "../http/errors.js";
import type { RoomResult } from "../room/room-result.js";

/** The game's room: its Durable Object, named by the game's id. */
export function roomOf(c: Context<AppEnv>, gameId: string) {
  return c.env.GAME_ROOM.get(c.env.GAME_ROOM.idFromName(gameId));
}

/** A room's answer as the route's value; its client errors become the API's error shape. */
export function unwrap<T>(result: RoomResult<T>): T {
  if (!result.ok) {
    const headers: Record<string, string> = result.retryAfter === undefined ? {} : { "Retry-After": String(result.retryAfter) };
    throw new ApiError(result.status, result.code, result.message, headers);
  }
  return result.value;
}
