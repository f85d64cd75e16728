import type { ReactiveController, ReactiveControllerHost } from "lit";

/** Kept between the first order and the resting sheet. */
const CLEAR = 8;

/**
 * The rooms of a phone's composer, measured as the screen shows it at the page's top:
 * - `--sheet-room`, what its open sheet (its steps shown: Details, or the guided game's) may take
 *   without covering the player's cups and first orders: from the lower of their bottoms to the
 *   screen's foot. The sheet's steps scroll inside it (composerStyles), to what a guide points at
 *   (the guided game).
 * - `--board-room`, the widest the board may be while the sheet rests without the sheet covering the
 *   cups and first orders below the board: the screen less what stands above the board, the mat
 *   down to its first order and the resting sheet as its words make it (a move's line on three
 *   lines, a tall order card). composerStyles lets the board give that up when it must.
 * - `--open-board-room`, the same with the sheet open (Details, the guided game): the sheet as tall as its step's
 *   whole content, so that the board gives the step the room it needs, not the row of steps and the bar.
 * Measured after each render, on a resize, and whenever the mat, the sheet or the page around
 * them changes height (a banner above, words wrapping once a font arrives).
 */
export class SheetRoom implements ReactiveController {
  private readonly resized = new ResizeObserver(() => this.measure());
  private observed: Element[] = [];

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener("resize", this.measure);
  }

  hostDisconnected(): void {
    window.removeEventListener("resize", this.measure);
    this.resized.disconnect();
    this.observed = [];
  }

  hostUpdated(): void {
    const root = this.host.shadowRoot;
    const watched = [document.body, root?.querySelector(".mat"), root?.querySelector(".sheet")].filter((element): element is Element => !!element);
    if (watched.some((element, index) => element !== this.observed[index]) || watched.length !== this.observed.length) {
      this.resized.disconnect();
      for (const element of watched) this.resized.observe(element);
      this.observed = watched;
    }
    requestAnimationFrame(this.measure);
  }

  private set(name: string, px: number): void {
    const value = `${Math.floor(px)}px`;
    if (this.host.style.getPropertyValue(name) !== value) this.host.style.setProperty(name, value);
  }

  private readonly measure = () => {
    const root = this.host.shadowRoot;
    const cups = root?.querySelector(".mat .cups");
    if (!root || !cups) return;
    const first = root.querySelector(".mat ol.queue > li:first-child .card") ?? root.querySelector(".mat ol.queue > li:first-child");
    const matBottom = Math.max(cups.getBoundingClientRect().bottom, first?.getBoundingClientRect().bottom ?? 0);
    this.set("--sheet-room", window.innerHeight - (matBottom + window.scrollY) - 4);
    const board = root.querySelector(".board-area")?.getBoundingClientRect();
    const sheet = root.querySelector<HTMLElement>(".sheet");
    const body = root.querySelector<HTMLElement>(".sheet-body");
    const state = root.querySelector(".layout.resting") ? "resting" : root.querySelector(".layout:is(.raised, .steady)") ? "open" : null;
    if (board && sheet && body && state && board.width > 0) {
      // Open, the sheet as tall as its step's whole content (its bar and row of steps, and what its body scrolls).
      const height = state === "resting" ? sheet.offsetHeight : sheet.offsetHeight - body.clientHeight + body.scrollHeight;
      this.set(state === "resting" ? "--board-room" : "--open-board-room", window.innerHeight - height - CLEAR - (matBottom - board.bottom) - (board.top + window.scrollY));
    }
    // Every step's controls are drawn, the others hidden: the guided one shown.
    const guided = [...(body?.querySelectorAll(".guided") ?? [])].find((element) => element.getBoundingClientRect().height > 0);
    if (!body || !guided) return;
    const [shown, target] = [body.getBoundingClientRect(), guided.getBoundingClientRect()];
    if (target.top < shown.top || target.bottom > shown.bottom) body.scrollTop += target.top - shown.top - Math.max(0, (shown.height - target.height) / 2);
  };
}
