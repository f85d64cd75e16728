import type { ErrorCode } from "../../protocol/errors.js";
import type { EmbedSettings } from "../../protocol/types.js";
import { ApiError, NETWORK_ERROR, request } from "../api/client.js";
import { t } from "../i18n/index.js";

/** GET/PUT /api/games/:id/embed: which sites may frame the game's embed page. */

export function fetchEmbedSettings(gameId: string): Promise<EmbedSettings> {
  return request(`/api/games/${gameId}/embed`);
}

/** Host only (the host token as a bearer token). */
export async function saveEmbedSettings(gameId: string, hostToken: string, settings: EmbedSettings): Promise<EmbedSettings> {
  let response: Response;
  try {
    response = await fetch(`/api/games/${gameId}/embed`, {
      method: "PUT",
      headers: { Accept: "application/json", "Content-Type": "application/json", Authorization: `Bearer ${hostToken}` },
      body: JSON.stringify(settings),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, t("app.error.network"));
  }
  const body = (await response.json().catch(() => ({}))) as EmbedSettings & { error?: { code: ErrorCode; message: string } };
  if (!response.ok) {
    throw new ApiError(response.status, body.error?.code ?? `HTTP_${response.status}`, body.error?.message ?? t("app.error.http", { status: response.status }));
  }
  return body;
}
