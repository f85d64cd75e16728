import type { Language } from "../../protocol/languages.js";
import type { ChannelView, WebhookConnected, WebhookTestAnswer, WebhookView } from "../../protocol/channel.js";
import { request } from "./client.js";

/**
 * Webhooks: a game's channel (/api/games/:id/channel, the host's token or a seat's) and the
 * account's own (/api/me/webhook). A WebhookTarget is either one, so one form serves both.
 */

export interface WebhookTarget {
  load(): Promise<WebhookView | null>;
  connect(url: string, language: Language): Promise<WebhookConnected>;
  remove(): Promise<void>;
  /** Posts a test message while the request waits: whether it went through, and the webhook as it now stands. */
  test(): Promise<WebhookTestAnswer>;
}

export function fetchChannel(gameId: string, token: string | null): Promise<ChannelView> {
  return request(`/api/games/${gameId}/channel`, { token });
}

/** The game's channel, as the host (host token) or a seat (seat token) speaks to it. */
export function channelTarget(gameId: string, token: string | null): WebhookTarget {
  const path = `/api/games/${gameId}/channel`;
  return {
    load: async () => (await fetchChannel(gameId, token)).webhook,
    connect: (url, language) => request(path, { method: "PUT", token, body: { url, language } }),
    remove: async () => void (await request(path, { method: "DELETE", token })),
    test: () => request(`${path}/test`, { method: "POST", token }),
  };
}

export const myWebhookTarget: WebhookTarget = {
  load: async () => (await request<{ webhook: WebhookView | null }>("/api/me/webhook")).webhook,
  connect: (url, language) => request("/api/me/webhook", { method: "PUT", body: { url, language } }),
  remove: async () => void (await request("/api/me/webhook", { method: "DELETE" })),
  test: () => request("/api/me/webhook/test", { method: "POST" }),
};

/** Host: lets every seated player connect the channel, or not. */
export async function setChannelPlayers(gameId: string, hostToken: string, playersMayConnect: boolean): Promise<boolean> {
  return (await request<{ playersMayConnect: boolean }>(`/api/games/${gameId}/channel/settings`, { method: "PUT", token: hostToken, body: { playersMayConnect } })).playersMayConnect;
}

/** A seat's Discord or Slack member id, for mentions (null: none); the seat named by its token, or the signed-in account's. */
export async function setMention(gameId: string, token: string | null, memberId: string | null): Promise<string | null> {
  return (await request<{ mention: string | null }>(`/api/games/${gameId}/channel/mention`, { method: "PUT", token, body: { memberId } })).mention;
}
