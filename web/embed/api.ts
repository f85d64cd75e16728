import { callServiceAt } from "../api/client.js";

/**
 * The embed calls the same game API as the app, from any page: the service is wherever embed.js
 * came from (import.meta.url is the bundle's own address). Importing this module points the API
 * client there, before the element makes its first request.
 */
export const serviceOrigin = new URL(import.meta.url).origin;
callServiceAt(serviceOrigin);

export function gamePageUrl(gameId: string): string {
  return `${serviceOrigin}/g/${gameId}`;
}
