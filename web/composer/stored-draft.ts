import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { GameSnapshot } from "../../protocol/types.js";
import { draftKey, draftStorage, forgetOtherVersions, readDraft } from "../live/drafts.js";
import type { Undoable } from "./undoable.js";

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
    const stored = readDraft(key);
    this.value = this.usable(stored) ? stored : this.fresh();
  }

  set(next: Undoable<T>): void {
    this.value = next;
    try {
      if (this.key) draftStorage()?.setItem(this.key, JSON.stringify(next));
    } catch {
      // Quota or privacy mode: the draft lives on in memory.
    }
    this.host.requestUpdate();
  }
}
