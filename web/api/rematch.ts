import type { RematchResponse } from "../../protocol/types.js";
import { request } from "./client.js";

/** "Play again": the new game with the same players (the same one for every click); the host sends their host token, and gets the new game's. */
export function playAgain(gameId: string, token: string | null, hostToken: string | null): Promise<RematchResponse> {
  return request(`/api/games/${gameId}/rematch`, { method: "POST", token, body: hostToken ? { hostToken } : undefined });
}
