import type { ReactiveController, ReactiveControllerHost } from "lit";

/**
 * Whether this device shows the text table (for screen readers) instead of the drawn one: a
 * setting remembered per device, which every table on the page follows as soon as it changes.
 */

const KEY = "coffee-rush:text-table";
const CHANGED = "text-table-changed";

export function textTableOn(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === "on";
  } catch {
    return false;
  }
}

export function setTextTable(on: boolean): void {
  try {
    if (on) globalThis.localStorage?.setItem(KEY, "on");
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Storage off: the choice lasts while the page is open.
  }
  remembered = on;
  window.dispatchEvent(new Event(CHANGED));
}

/** Kept in memory too, for a device whose storage is off. */
let remembered: boolean | null = null;

/** Add to a component to re-render it when the setting changes; `on` is the setting now. */
export class TextTableController implements ReactiveController {
  private readonly onChange = () => this.host.requestUpdate();
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }
  get on(): boolean {
    return remembered ?? textTableOn();
  }
  hostConnected(): void {
    window.addEventListener(CHANGED, this.onChange);
  }
  hostDisconnected(): void {
    window.removeEventListener(CHANGED, this.onChange);
  }
}
