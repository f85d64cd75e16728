import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { GameSnapshot } from "../../protocol/types.js";
import type { Undoable } from "./undoable.js";

const PREFIX = "coffee-rush:draft";

function gamePrefix(snapshot: GameSnapshot): string {
  return `${PREFIX}:${snapshot.gameId}:${snapshot.you}:`;
}

/** Storage may be full or switched off: a draft that isn't kept is a nuisance, not a failure. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(key: string): unknown {
  try {
    const text = storage()?.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Drops this seat's drafts for other versions of the game: once the game moved on they are void. */
function forgetOtherVersions(snapshot: GameSnapshot, keep: string): void {
  const store = storage();
  if (!store) return;
  const prefix = gamePrefix(snapshot);
  const stale: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (key !== null && key.startsWith(prefix) && key !== keep) stale.push(key);
  }
  for (const key of stale) store.removeItem(key);
}

function draftKey(snapshot: GameSnapshot): string {
  return `${gamePrefix(snapshot)}${snapshot.version}`;
}

/**
 * Offers the draft built on `from` again on `to` (the game as it is after the move was refused):
 * the composer keeps it if the engine says it still fits, and starts afresh otherwise.
 */
export function carryDraft(from: GameSnapshot, to: GameSnapshot): void {
  if (from.you === null || from.you !== to.you || from.version === to.version) return;
  try {
    const text = storage()?.getItem(draftKey(from));
    if (text) storage()?.setItem(draftKey(to), text);
  } catch {
    // Storage refused: the composer starts afresh.
  }
}

export interface DraftHost extends ReactiveControllerHost {
  snapshot: GameSnapshot;
}

/**
 * A composer's draft kept in localStorage under the game, the seat and the game's version: a
 * half-built move survives a reload, and a new version of the game (the move was accepted, or
 * someone else acted) starts afresh.
 */
export class StoredDraft<T> implements ReactiveController {
  value: Undoable<T>;
  private key: string | null = null;

  constructor(
    private readonly host: DraftHost,
    private readonly fresh: () => Undoable<T>,
    /** Whether a stored draft still fits the game (the engine decides). */
    private readonly usable: (stored: unknown) => stored is Undoable<T>,
  ) {
    this.value = fresh();
    host.addController(this);
  }

  hostUpdate(): void {
    const key = draftKey(this.host.snapshot);
    if (key === this.key) return;
    this.key = key;
    forgetOtherVersions(this.host.snapshot, key);
    const stored = read(key);
    this.value = this.usable(stored) ? stored : this.fresh();
  }

  set(next: Undoable<T>): void {
    this.value = next;
    try {
      if (this.key) storage()?.setItem(this.key, JSON.stringify(next));
    } catch {
      // Quota or privacy mode: the draft lives on in memory.
    }
    this.host.requestUpdate();
  }
}
