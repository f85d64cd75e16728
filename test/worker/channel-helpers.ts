import { expect } from "vitest";
import type { ChannelView, WebhookConnected } from "../../protocol/channel.js";
import { api, ORIGIN } from "./helpers.js";

/**
 * The local webhook receivers (scripts/webhook-receiver.ts), which Miniflare's outbound service
 * hands every request the Worker sends to Discord, Slack or hooks.example.org; and the channel's routes.
 */

export interface Arrived {
  url: string;
  method: string;
  query: string;
  body: Record<string, unknown> & { content?: string; text?: string; allowed_mentions?: { parse: string[]; users: string[] }; type?: string; data?: Record<string, unknown> };
  headers: Record<string, string>;
  signed: boolean | null;
  status: number;
}

let hooks = 0;
function unique(): string {
  hooks += 1;
  return `${Date.now()}${hooks}${Math.floor(Math.random() * 1e6)}`;
}

export function discordUrl(): string {
  return `https://discord.com/api/webhooks/${unique().slice(0, 18).padEnd(18, "7")}/tok_${unique()}`;
}

export function slackUrl(): string {
  return `https://hooks.slack.com/services/T0${unique().slice(-6)}/B0${unique().slice(-6)}/s${unique()}`;
}

export function genericUrl(): string {
  return `https://hooks.example.org/coffee/${unique()}`;
}

/** What reached a webhook's receiver, and what it answered each time. */
export async function arrivedAt(url: string): Promise<Arrived[]> {
  return (await fetch(`https://hooks.example.org/__webhooks/received?url=${encodeURIComponent(url)}`)).json();
}

/** Queues answers for a webhook (429 with a wait in seconds, 500, a redirect; 0: accepted; `delayMs`: answered that late); `always`: the status after them (null: accept again). */
export async function answerWith(url: string, answers: { status: number; retryAfter?: number; delayMs?: number }[], always?: number | null): Promise<void> {
  await fetch("https://hooks.example.org/__webhooks/answer", { method: "POST", body: JSON.stringify({ url, answers, always }) });
}

/** The local DNS-over-HTTPS resolver (scripts/webhook-receiver.ts) a Worker with WEBHOOK_RESOLVER asks. */
export const RESOLVER = "https://dns.example.org/dns-query";

/** Tells the local resolver what a name points at. */
export async function resolvesTo(name: string, addresses: string[]): Promise<void> {
  await fetch("https://dns.example.org/__webhooks/dns", { method: "POST", body: JSON.stringify({ name, addresses }) });
}

/** Gives the generic receiver the secret it checks signatures with. */
export async function expectSecret(url: string, secret: string): Promise<void> {
  await fetch("https://hooks.example.org/__webhooks/secret", { method: "POST", body: JSON.stringify({ url, secret }) });
}

export async function connectChannel(gameId: string, token: string, url: string, language = "en"): Promise<Response> {
  return api(`/api/games/${gameId}/channel`, { method: "PUT", token, json: { url, language } });
}

export async function connected(gameId: string, token: string, url: string, language = "en"): Promise<WebhookConnected> {
  const response = await connectChannel(gameId, token, url, language);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

export async function channelOf(gameId: string, token?: string): Promise<ChannelView> {
  const response = await api(`/api/games/${gameId}/channel`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

export async function connectOwn(cookie: string, url: string, language = "en"): Promise<WebhookConnected> {
  const response = await api("/api/me/webhook", { method: "PUT", json: { url, language }, headers: { Cookie: cookie, Origin: ORIGIN } });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** Waits until `count` messages reached the webhook (then a moment more, so a late duplicate would show). */
export async function messages(url: string, count: number, timeoutMs = 5000): Promise<Arrived[]> {
  // Counted in steps, not by Date: tests that move the clock freeze it.
  for (let waited = 0; ; waited += 25) {
    const arrived = await arrivedAt(url);
    if (arrived.length >= count || waited > timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return arrivedAt(url);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
