import type { ReactiveController, ReactiveControllerHost } from "lit";

/**
 * A value an element hands every element inside it, however deep (through shadow roots), without
 * each one between passing it on: the community context protocol (a `context-request` event the
 * nearest provider answers), written small, as @lit/context would do it for the two controllers
 * the web needs.
 */
export interface Context<T> {
  readonly name: string;
  /** Never set: carries the value's type. */
  readonly __value?: T;
}

export function createContext<T>(name: string): Context<T> {
  return { name };
}

type Subscriber<T> = (value: T) => void;

/** Asked for by a consumer when it connects; answered (and stopped) by the nearest provider of its context. */
class ContextRequestEvent<T> extends Event {
  constructor(
    readonly context: Context<T>,
    readonly subscriber: Subscriber<T>,
    readonly subscribed: (unsubscribe: () => void) => void,
  ) {
    super("context-request", { bubbles: true, composed: true });
  }
}

/** Provides `context` to the host's descendants: each gets the value when it connects, and every new one `set`. */
export class ContextProvider<T> {
  private value: T | undefined;
  private readonly subscribers = new Set<Subscriber<T>>();

  constructor(host: HTMLElement, private readonly context: Context<T>) {
    host.addEventListener("context-request", (event) => {
      if (!(event instanceof ContextRequestEvent) || event.context !== this.context) return;
      event.stopPropagation();
      const subscriber = event.subscriber as Subscriber<T>;
      this.subscribers.add(subscriber);
      event.subscribed(() => this.subscribers.delete(subscriber));
      if (this.value !== undefined) subscriber(this.value);
    });
  }

  set(value: T): void {
    this.value = value;
    for (const subscriber of this.subscribers) subscriber(value);
  }
}

/** Receives `context` from the nearest provider above the host while the host is connected. */
export class ContextConsumer<T> implements ReactiveController {
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly context: Context<T>,
    private readonly receive: (value: T) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.dispatchEvent(new ContextRequestEvent(this.context, this.receive, (unsubscribe) => (this.unsubscribe = unsubscribe)));
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
