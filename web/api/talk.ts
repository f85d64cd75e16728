import type { TalkInput } from "../../protocol/schemas.js";
import type { TalkMessage, TalkResponse } from "../../protocol/types.js";
import { request } from "./client.js";

/** The table talk endpoints (/api/games/:id/talk). */

/** The newest page of the talk, or the page before message `before`. */
export function fetchTalk(gameId: string, token: string | null, before: number | null = null): Promise<TalkResponse> {
  return request(`/api/games/${gameId}/talk${before === null ? "" : `?before=${before}`}`, { token });
}

export async function sayAtTable(gameId: string, token: string | null, input: TalkInput): Promise<TalkMessage> {
  return (await request<{ message: TalkMessage }>(`/api/games/${gameId}/talk`, { method: "POST", token, body: input })).message;
}

/** Host: removes a message (it stays, as "removed by the host"). */
export async function removeTalk(gameId: string, hostToken: string, id: number): Promise<TalkMessage> {
  return (await request<{ message: TalkMessage }>(`/api/games/${gameId}/talk/${id}`, { method: "DELETE", token: hostToken })).message;
}

export async function muteSeat(gameId: string, token: string | null, seat: number, muted: boolean): Promise<number[]> {
  return (await request<{ muted: number[] }>(`/api/games/${gameId}/talk/mutes/${seat}`, { method: "PUT", token, body: { muted } })).muted;
}

/** Host: lets spectators and embeds read the talk, or not. */
export async function setTalkSpectators(gameId: string, hostToken: string, spectators: boolean): Promise<boolean> {
  return (await request<{ spectators: boolean }>(`/api/games/${gameId}/talk/settings`, { method: "PUT", token: hostToken, body: { spectators } })).spectators;
}
