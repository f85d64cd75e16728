import type { ReactiveController, ReactiveControllerHost } from "lit";

/**
 * The room a phone's open sheet (its steps shown: Details, or the guided game's) may take without
 * covering the player's cups and first orders: from the lower of their bottoms, the page at its
 * top, to the screen's foot. Set on the composer as `--sheet-room` after each render and on a
 * resize; the sheet's steps scroll inside it (composerStyles), to what a guide points at (the guided game).
 */
export class SheetRoom implements ReactiveController {
  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener("resize", this.measure);
  }

  hostDisconnected(): void {
    window.removeEventListener("resize", this.measure);
  }

  hostUpdated(): void {
    requestAnimationFrame(this.measure);
  }

  private readonly measure = () => {
    const root = this.host.shadowRoot;
    const cups = root?.querySelector(".mat .cups");
    if (!root || !cups) return;
    const first = root.querySelector(".mat ol.queue > li:first-child .card") ?? root.querySelector(".mat ol.queue > li:first-child");
    const bottom = Math.max(cups.getBoundingClientRect().bottom, first?.getBoundingClientRect().bottom ?? 0) + window.scrollY;
    const room = `${Math.floor(window.innerHeight - bottom - 4)}px`;
    if (this.host.style.getPropertyValue("--sheet-room") !== room) this.host.style.setProperty("--sheet-room", room);
    const body = root.querySelector<HTMLElement>(".sheet-body");
    // Every step's controls are drawn, the others hidden: the guided one shown.
    const guided = [...(body?.querySelectorAll(".guided") ?? [])].find((element) => element.getBoundingClientRect().height > 0);
    if (!body || !guided) return;
    const [shown, target] = [body.getBoundingClientRect(), guided.getBoundingClientRect()];
    if (target.top < shown.top || target.bottom > shown.bottom) body.scrollTop += target.top - shown.top - Math.max(0, (shown.height - target.height) / 2);
  };
}
