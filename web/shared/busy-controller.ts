import type { ReactiveController, ReactiveControllerHost } from "lit";
import { messageOf } from "../api/client.js";

/**
 * A form's request on its way: while it is (`busy`) the form's buttons wait, and what went wrong
 * (`error`, in the player's words) is shown until the next try. Each change redraws the form.
 */
export class BusyController implements ReactiveController {
  private busyNow = false;
  private errorNow = "";

  /** `failureText`: the player's words for a failure (by default the refusal's, else its message). */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly failureText: (error: unknown) => string = messageOf,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  get busy(): boolean {
    return this.busyNow;
  }

  get error(): string {
    return this.errorNow;
  }

  /** A failure found before any request (a name too long): shown as a request's would be. */
  set error(text: string) {
    this.errorNow = text;
    this.host.requestUpdate();
  }

  /**
   * Runs `task` unless one already runs, busy meanwhile; resolves true when it succeeded.
   * `untilLeaving`: success takes the player elsewhere (a new page), so the form stays busy.
   */
  async run(task: () => Promise<unknown>, { untilLeaving = false } = {}): Promise<boolean> {
    if (this.busyNow) return false;
    this.busyNow = true;
    this.error = "";
    try {
      await task();
      if (!untilLeaving) this.busyNow = false;
      return true;
    } catch (error) {
      this.busyNow = false;
      this.error = this.failureText(error);
      return false;
    } finally {
      this.host.requestUpdate();
    }
  }
}
