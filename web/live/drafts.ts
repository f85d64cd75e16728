import type { GameSnapshot } from "../../protocol/types.js";

/**
 * Drafts of moves as this browser keeps them: in localStorage under the game, the seat and the
 * game's version. The composers keep theirs here (web/composer/stored-draft.ts); the connection
 * carries one across a refused move.
 */
const PREFIX = "coffee-rush:draft";

function gamePrefix(snapshot: GameSnapshot): string {
  return `${PREFIX}:${snapshot.gameId}:${snapshot.you}:`;
}

/** Storage may be full or switched off: a draft that isn't kept is a nuisance, not a failure. */
export function draftStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readDraft(key: string): unknown {
  try {
    const text = draftStorage()?.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Drops this seat's drafts for other versions of the game: once the game moved on they are void. */
export function forgetOtherVersions(snapshot: GameSnapshot, keep: string): void {
  const store = draftStorage();
  if (!store) return;
  const prefix = gamePrefix(snapshot);
  const stale: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (key !== null && key.startsWith(prefix) && key !== keep) stale.push(key);
  }
  for (const key of stale) store.removeItem(key);
}

export function draftKey(snapshot: GameSnapshot): string {
  return `${gamePrefix(snapshot)}${snapshot.version}`;
}

/**
 * Offers the draft built on `from` again on `to` (the game as it is after the move was refused):
 * the composer keeps it if the engine says it still fits, and starts afresh otherwise.
 */
export function carryDraft(from: GameSnapshot, to: GameSnapshot): void {
  if (from.you === null || from.you !== to.you || from.version === to.version) return;
  try {
    const text = draftStorage()?.getItem(draftKey(from));
    if (text) draftStorage()?.setItem(draftKey(to), text);
  } catch {
    // Storage refused: the composer starts afresh.
  }
}
