import type { DueEvents } from "./due-events.js";

/**
 * The object's one alarm, kept at the earliest due event. It remembers what it last set, so a
 * change that moves no due event costs no storage call.
 */
export class RoomAlarm {
  /** The alarm as last set (undefined: not known yet). */
  private setFor: number | null | undefined = undefined;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly due: DueEvents,
  ) {}

  /** Sets the alarm to the earliest due event (or clears it when none is left). */
  async update(): Promise<void> {
    const next = this.due.earliest();
    if (this.setFor === undefined) this.setFor = await this.storage.getAlarm();
    if (next === this.setFor) return;
    this.setFor = next;
    if (next === null) await this.storage.deleteAlarm();
    else await this.storage.setAlarm(next);
  }

  /** A game founded in tables made from nothing: the storage holds no alarm either (none is set without a game; a removed game's was deleted). */
  founded(): void {
    this.setFor = null;
  }

  /** The alarm fired: it is spent, so the next update sets it again. */
  rang(): void {
    this.setFor = null;
  }

  /** The storage was deleted, the alarm with it. */
  async clear(): Promise<void> {
    this.setFor = null;
    await this.storage.deleteAlarm();
  }
}
