import type { ReactiveController, ReactiveControllerHost } from "lit";

/** Add to a component to re-render it when a media query starts or stops matching; `matches` is the answer now. */
export class MediaQueryController implements ReactiveController {
  private list: MediaQueryList | null = null;
  private readonly onChange = () => this.host.requestUpdate();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly query: string,
  ) {
    host.addController(this);
  }

  get matches(): boolean {
    this.list ??= window.matchMedia(this.query);
    return this.list.matches;
  }

  hostConnected(): void {
    this.list ??= window.matchMedia(this.query);
    this.list.addEventListener("change", this.onChange);
  }

  hostDisconnected(): void {
    this.list?.removeEventListener("change", this.onChange);
  }
}
