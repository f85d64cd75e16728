import type { Language } from "../../protocol/languages.js";
import type { GameSnapshot } from "../../protocol/types.js";
import { request } from "./client.js";

/** Leaving and ending a game, nudges, muting its mails and their language (/api/games/:id/…). */

type SeatAction = "resign" | "end-proposal" | "end-proposal/agree";

export function seatAction(gameId: string, token: string | null, action: SeatAction): Promise<GameSnapshot> {
  return request(`/api/games/${gameId}/${action}`, { method: "POST", token });
}

export function declineEnd(gameId: string, token: string | null): Promise<GameSnapshot> {
  return request(`/api/games/${gameId}/end-proposal`, { method: "DELETE", token });
}

export function nudge(gameId: string, token: string | null, seat: number): Promise<GameSnapshot> {
  return request(`/api/games/${gameId}/nudge`, { method: "POST", token, body: { seat } });
}

export function muteMails(gameId: string, token: string | null, muted: boolean): Promise<{ muted: boolean }> {
  return request(`/api/games/${gameId}/mail`, { method: "PUT", token, body: { muted } });
}

/** The seat's mails follow the app's language (unless the address chose one). */
export function setSeatLanguage(gameId: string, token: string, language: Language): Promise<{ language: Language }> {
  return request(`/api/games/${gameId}/mail/language`, { method: "PUT", token, body: { language } });
}

/** Host: cancels a game nobody has started playing. */
export function cancelGame(gameId: string, hostToken: string): Promise<{ cancelled: true }> {
  return request(`/api/games/${gameId}`, { method: "DELETE", token: hostToken });
}
