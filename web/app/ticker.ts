import type { ReactiveController, ReactiveControllerHost } from "lit";

/**
 * Draws its host again every `everyMs` while the host is on the page and `running()` holds: what
 * shows a time relative to now ("5 minutes left") stays true without a new snapshot.
 */
export class Ticker implements ReactiveController {
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly running: () => boolean,
    private readonly everyMs = 30_000,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.timer = setInterval(() => {
      if (this.running()) this.host.requestUpdate();
    }, this.everyMs);
  }

  hostDisconnected(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
