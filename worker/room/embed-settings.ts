import type { EmbedSettings } from "../../protocol/types.js";

/**
 * A game's embed settings, kept in its room's key-value storage (one small value, so no table):
 * which sites may frame the game's embed page. Spectator embeds are open to every site until the
 * host says otherwise.
 */

const KEY = "embed-settings";

export const DEFAULT_EMBED_SETTINGS: EmbedSettings = { frameAncestors: "*" };

export function readEmbedSettings(storage: DurableObjectStorage): EmbedSettings {
  return storage.kv.get<EmbedSettings>(KEY) ?? DEFAULT_EMBED_SETTINGS;
}

export function writeEmbedSettings(storage: DurableObjectStorage, settings: EmbedSettings): void {
  storage.kv.put(KEY, settings);
}
