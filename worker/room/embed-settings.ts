import type { EmbedSettings } from "../../protocol/types.js";
import type { Reading, Writing } from "./room-core.js";
import { roomOk, type RoomResult } from "./room-result.js";

/**
 * A game's embed settings, kept in its room's key-value storage (one small value, so no table):
 * which sites may frame the game's embed page. Spectator embeds are open to every site until the
 * host says otherwise.
 */

const KEY = "embed-settings";

const DEFAULT_EMBED_SETTINGS: EmbedSettings = { frameAncestors: "*" };

export function embedSettings({ parts }: Reading): RoomResult<EmbedSettings> {
  return roomOk(parts.storage.kv.get<EmbedSettings>(KEY) ?? DEFAULT_EMBED_SETTINGS);
}

/** The host (its guard) chooses which sites may frame the game's embed page. */
export function setEmbedSettings({ parts }: Writing, settings: EmbedSettings): RoomResult<EmbedSettings> {
  parts.storage.kv.put(KEY, settings);
  return roomOk(settings);
}
