import type { ReactiveController, ReactiveControllerHost } from "lit";

/** The element that has focus, looking into shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether `element` is `host` or inside it, across shadow roots. */
export function isWithin(host: Element, element: Element): boolean {
  for (let node: Node | null = element; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null) {
    if (node === host) return true;
  }
  return false;
}

/** Whether focus can still be on `element`: in the page, enabled, shown. */
function canHoldFocus(element: Element): boolean {
  if (!element.isConnected) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  return (element as HTMLElement).checkVisibility?.() ?? true;
}

/**
 * Focus never falls to the page from inside the host: when the element that had it goes away,
 * turns disabled or is hidden (a submitted move, a step that moved on, a cup with nothing left
 * to pour), focus goes back to it if it is back (a button disabled while a message was sent), else
 * to the first of `landings()` that takes it: where the next thing to do is. A click elsewhere
 * that leaves focus on the page is the player's own choice and stays.
 */
export class FocusKeeper implements ReactiveController {
  private lastFocused: Element | null = null;
  /** The element that had focus lost it by going away, not by the player's choice. */
  private dropped = false;
  private scheduled = false;
  private listening = new AbortController();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly landings: () => (HTMLElement | null | undefined)[],
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.listening = new AbortController();
    const { signal } = this.listening;
    document.addEventListener("focusin", this.onFocusIn, { signal });
    document.addEventListener("focusout", this.onFocusOut, { signal });
    document.addEventListener("keydown", this.onKeyDown, { signal, capture: true });
    document.addEventListener("keyup", this.schedule, { signal });
    document.addEventListener("click", this.schedule, { signal });
  }

  hostDisconnected(): void {
    this.listening.abort();
  }

  /** The element that had focus as the host began to draw: if this render takes it away, focus moves on before a frame shows the page without it. */
  private heldBeforeRender: Element | null = null;

  hostUpdate(): void {
    const active = deepActiveElement();
    this.heldBeforeRender = active && active !== document.body && isWithin(this.host, active) ? active : null;
  }

  hostUpdated(): void {
    const held = this.heldBeforeRender;
    this.heldBeforeRender = null;
    // Mended now, in the task that removed it: a screen reader never hears the document in between.
    if (held && !canHoldFocus(held)) {
      this.lastFocused = held;
      this.dropped = true;
      this.check();
    }
    this.schedule();
  }

  private readonly onFocusIn = (event: FocusEvent) => {
    const target = event.composedPath()[0];
    this.lastFocused = target instanceof Element && event.composedPath().includes(this.host) ? target : null;
    this.dropped = false;
  };

  /** Focus leaving for nowhere from an element that can no longer hold it: a drop to mend. */
  private readonly onFocusOut = (event: FocusEvent) => {
    const target = event.composedPath()[0];
    if (event.relatedTarget === null && target instanceof Element && isWithin(this.host, target) && !canHoldFocus(target)) {
      this.lastFocused = target;
      this.dropped = true;
      this.schedule();
    }
  };

  /** The element a key is pressed on (a page without the window's focus may not report focusin). */
  private readonly onKeyDown = () => {
    const active = deepActiveElement();
    this.lastFocused = active && isWithin(this.host, active) ? active : null;
    this.dropped = false;
  };

  /** Checks once the components inside have drawn what changed (two frames: theirs come after the host's). */
  private readonly schedule = () => {
    if (this.scheduled) return;
    this.scheduled = true;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        this.scheduled = false;
        this.check();
      }),
    );
  };

  private check(): void {
    const active = deepActiveElement();
    if (active && active !== document.body) return;
    if (!this.lastFocused) return;
    const back = canHoldFocus(this.lastFocused);
    if (back && !this.dropped) return;
    const candidates = back ? [this.lastFocused as HTMLElement] : this.landings();
    for (const candidate of candidates) {
      candidate?.focus();
      if (candidate && deepActiveElement() === candidate) {
        this.lastFocused = candidate;
        this.dropped = false;
        return;
      }
    }
  }
}
