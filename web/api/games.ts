import type { ActionInput, CreateGameRequest, PlanRequest } from "../../protocol/schemas.js";
import type {
  ActionResponse,
  CreateGameResponse,
  GameRecord,
  GameSnapshot,
  JoinResponse,
  BotLevel,
  LoggedAction,
  PlanResponse,
  SeatInvite,
  SuggestionResponse,
  VacationResponse,
} from "../../protocol/types.js";
import { isEmbedded, request, send, serviceUrl } from "./client.js";

/** The game endpoints (/api/games), typed with the service's own request and response shapes. */

export function createGame(options: CreateGameRequest): Promise<CreateGameResponse> {
  return request("/api/games", { method: "POST", body: options });
}

/** The game as this seat sees it; null when it has not changed since `etag` (304). */
export async function fetchSnapshot(
  gameId: string,
  token: string | null,
  etag: string | null = null,
): Promise<{ snapshot: GameSnapshot; etag: string | null } | null> {
  const response = await send(`/api/games/${gameId}`, { token, headers: etag ? { "If-None-Match": etag } : {} });
  if (response.status === 304) return null;
  return { snapshot: (await response.json()) as GameSnapshot, etag: response.headers.get("ETag") };
}

/** Takes a seat; the timezone (the browser's) lets the service hold mails during the player's night. */
/** `language`: the app's, which the seat's mails are written in (unless the address chose one). */
export function joinGame(gameId: string, token: string, name: string, email: string | undefined, timezone?: string, language?: string, mailLink?: string): Promise<JoinResponse> {
  return request(`/api/games/${gameId}/join`, { method: "POST", body: { token, name, email, timezone, language, mailLink } });
}

/** The seat pauses its clock for some days (from its allowance for this game). */
export function takeVacation(gameId: string, token: string, days: number): Promise<VacationResponse> {
  return request(`/api/games/${gameId}/vacation`, { method: "POST", token, body: { days } });
}

/** Back early: the clock runs again. */
export function endVacation(gameId: string, token: string): Promise<VacationResponse> {
  return request(`/api/games/${gameId}/vacation`, { method: "DELETE", token });
}

/** The host has a bot play a seat from now on. */
export function handSeatToBot(gameId: string, hostToken: string, seat: number, level: BotLevel): Promise<{ seat: number; bot: BotLevel; snapshot: GameSnapshot }> {
  return request(`/api/games/${gameId}/seats/${seat}/bot`, { method: "POST", token: hostToken, body: { level } });
}

/** The request id makes a resent move harmless: the service refuses it instead of applying it twice. */
export function submitAction(gameId: string, token: string | null, move: { version: number; action: ActionInput; requestId: string }): Promise<ActionResponse> {
  return request(`/api/games/${gameId}/actions`, { method: "POST", token, body: move });
}

/** Leaves the seat's plan for its next move (null: cancels it); on the seat's own turn it is played at once. */
export function leavePlan(gameId: string, token: string | null, plan: PlanRequest | null): Promise<PlanResponse> {
  return request(`/api/games/${gameId}/plan`, plan ? { method: "PUT", token, body: plan } : { method: "DELETE", token });
}

/** "Suggest a move": the medium bot's move for this seat on the current version, not played. */
export function fetchSuggestion(gameId: string, token: string | null): Promise<SuggestionResponse> {
  return request(`/api/games/${gameId}/suggestion`, { method: "POST", token });
}

export async function fetchLog(gameId: string): Promise<LoggedAction[]> {
  return (await request<{ actions: LoggedAction[] }>(`/api/games/${gameId}/log`)).actions;
}

export function fetchRecord(gameId: string): Promise<GameRecord> {
  return request(`/api/games/${gameId}/record`);
}

/** The host replaces a seat's link; the old one stops working at once. */
export function replaceSeatLink(gameId: string, hostToken: string, seat: number): Promise<SeatInvite> {
  return request(`/api/games/${gameId}/seats/${seat}/link`, { method: "POST", token: hostToken });
}

/** The signed-in account keeps the seat this link plays (taken while signed out). */
export function claimSeat(gameId: string, token: string): Promise<{ seat: number }> {
  return request(`/api/games/${gameId}/claim`, { method: "POST", token });
}

/**
 * Host: mails a free seat's invitation to an address; `inviter` is the name the mail gives for the
 * host, `language` the host's (the invitation's, unless the address chose one).
 */
export function inviteByMail(
  gameId: string,
  hostToken: string,
  seat: number,
  email: string,
  inviter: string | null,
  language?: string,
): Promise<{ seat: number; email: string }> {
  return request(`/api/games/${gameId}/seats/${seat}/invite`, { method: "POST", token: hostToken, body: { email, ...(inviter ? { inviter } : {}), language } });
}

/**
 * The game's WebSocket address (the seat token goes in its subprotocols, never here:
 * gameSocketProtocols). From an embed, `embed=1`: the service never takes the socket for the
 * browser's signed-in account.
 */
export function socketUrl(gameId: string): string {
  const url = serviceUrl(`/api/games/${gameId}/ws`);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  if (isEmbedded()) url.searchParams.set("embed", "1");
  return url.toString();
}
